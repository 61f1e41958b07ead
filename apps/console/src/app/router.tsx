import { lazy, Suspense, type ReactNode } from 'react'
import { Navigate, Route, Routes, useLocation } from 'react-router'
import { useSnapshot } from 'valtio'
import { PageLoading } from '../routes/page-loading.tsx'
import { StartScreen } from '../screens/start-screen/index.ts'
import { checkSession, session } from './session.ts'

/*
 * Declarative routes under `/console` (the router's basename), each page its own chunk: the sign-in, the
 * signed-in frame and every screen load on demand.
 */
const LoginRoute = lazy(async () => ({ default: (await import('../routes/login.tsx')).LoginRoute }))
const ShellRoute = lazy(async () => ({ default: (await import('../routes/shell.tsx')).ShellRoute }))
const HomeRoute = lazy(async () => ({ default: (await import('../routes/home.tsx')).HomeRoute }))
const WithdrawalsRoute = lazy(async () => ({ default: (await import('../routes/withdrawals.tsx')).WithdrawalsRoute }))
const MembersRoute = lazy(async () => ({ default: (await import('../routes/members.tsx')).MembersRoute }))
const MemberRoute = lazy(async () => ({ default: (await import('../routes/member.tsx')).MemberRoute }))
const BulletinsRoute = lazy(async () => ({ default: (await import('../routes/bulletins.tsx')).BulletinsRoute }))
const DashboardRoute = lazy(async () => ({ default: (await import('../routes/dashboard.tsx')).DashboardRoute }))
const DepositsRoute = lazy(async () => ({ default: (await import('../routes/deposits.tsx')).DepositsRoute }))
const AdjustmentsRoute = lazy(async () => ({ default: (await import('../routes/adjustments.tsx')).AdjustmentsRoute }))
const AgentsRoute = lazy(async () => ({ default: (await import('../routes/agents.tsx')).AgentsRoute }))
const ContentRoute = lazy(async () => ({ default: (await import('../routes/content.tsx')).ContentRoute }))
const LettersRoute = lazy(async () => ({ default: (await import('../routes/letters.tsx')).LettersRoute }))
const CampaignsRoute = lazy(async () => ({ default: (await import('../routes/campaigns.tsx')).CampaignsRoute }))
const GamesRoute = lazy(async () => ({ default: (await import('../routes/games.tsx')).GamesRoute }))
const SettingsRoute = lazy(async () => ({ default: (await import('../routes/settings.tsx')).SettingsRoute }))
const OperatorsRoute = lazy(async () => ({ default: (await import('../routes/operators.tsx')).OperatorsRoute }))
const AuditRoute = lazy(async () => ({ default: (await import('../routes/audit.tsx')).AuditRoute }))

/** Signed-in pages: without a live operator session, the login screen (which brings the operator back here). */
function RequireOperator({ children }: { children: ReactNode }) {
  const { status } = useSnapshot(session)
  const { pathname } = useLocation()
  if (status !== 'signed-in') return <Navigate to="/login" replace state={{ from: pathname }} />
  return children
}

export function ConsoleRoutes() {
  const { status, error } = useSnapshot(session)
  if (status === 'checking' || status === 'error') {
    return <StartScreen status={status} errorMessage={error} onRetry={() => void checkSession()} />
  }
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/login" element={<LoginRoute />} />
        <Route
          element={
            <RequireOperator>
              <ShellRoute />
            </RequireOperator>
          }
        >
          <Route index element={<HomeRoute />} />
          <Route path="/withdrawals" element={<WithdrawalsRoute />} />
          <Route path="/members" element={<MembersRoute />} />
          <Route path="/members/:site/:account" element={<MemberRoute />} />
          <Route path="/bulletins" element={<BulletinsRoute />} />
          <Route path="/audit" element={<AuditRoute />} />
          <Route path="/dashboard/*" element={<DashboardRoute />} />
          <Route path="/deposits/*" element={<DepositsRoute />} />
          <Route path="/adjustments/*" element={<AdjustmentsRoute />} />
          <Route path="/agents/*" element={<AgentsRoute />} />
          <Route path="/content/*" element={<ContentRoute />} />
          <Route path="/letters/*" element={<LettersRoute />} />
          <Route path="/campaigns/*" element={<CampaignsRoute />} />
          <Route path="/games/*" element={<GamesRoute />} />
          <Route path="/settings/*" element={<SettingsRoute />} />
          <Route path="/operators/*" element={<OperatorsRoute />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
      </Routes>
    </Suspense>
  )
}
