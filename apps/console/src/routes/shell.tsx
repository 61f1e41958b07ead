import { Suspense } from 'react'
import { Outlet, useHref, useLocation, useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { logOut, session } from '../app/session.ts'
import { screenOf } from '../lib/console-screens.ts'
import { ConsoleShell } from '../screens/console-shell/index.ts'
import { PageLoading } from './page-loading.tsx'

/** The signed-in frame around every screen (the router's layout route); a screen's chunk loads inside it. */
export function ShellRoute() {
  const { operator, loggingOut } = useSnapshot(session)
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const base = useHref('/').replace(/\/$/, '')
  if (!operator) return null
  const current = screenOf(pathname)?.id ?? null
  return (
    <ConsoleShell
      operator={operator}
      current={current}
      hrefOf={(screen) => `${base}${screen.path}`}
      onNavigate={(screen) => void navigate(screen.path)}
      onLogout={() => void logOut()}
      loggingOut={loggingOut}
    >
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </ConsoleShell>
  )
}
