import type { OperatorPermission, OperatorRole } from '@lobby/domain'
import { Button, cn, StatusMessage } from '@lobby/ui'
import { useId, useState, type ReactNode } from 'react'
import { plainClick } from '../../components/route-link.tsx'
import { copy } from '../../copy.ts'
import { screensFor, type ConsoleScreen, type ConsoleScreenId } from '../../lib/console-screens.ts'

/** Who is signed in, as the shell shows it (`adminMe`'s operator). */
export interface ShellOperator {
  account: string
  role: OperatorRole
  permissions: readonly OperatorPermission[]
}

export interface ConsoleShellProps {
  operator: ShellOperator
  /** The screen shown, marked in the navigation; null for none (the empty state). */
  current: ConsoleScreenId | null
  /** The address of a screen (the router's, under `/console`); its path by default. */
  hrefOf?: (screen: ConsoleScreen) => string
  /** Called when a person opens a screen from the navigation (a plain click; a new tab follows the link). */
  onNavigate: (screen: ConsoleScreen) => void
  /** Called from Log out. */
  onLogout: () => void
  /** Logging out is under way: the button waits. */
  loggingOut?: boolean
  /** The screen. */
  children: ReactNode
}

/**
 * The console's frame: the navigation (beside the screen on desktop; a top bar with a Menu button below 992 px),
 * the operator's account and role, Log out, and the screen.
 *
 * Contract
 * - MUST list only the screens the operator's permissions open (`screensFor`), in menu order, the current one
 *   marked `aria-current="page"`; links are real links (`hrefOf`), a plain click calls `onNavigate`.
 * - Below 992 px (the `desktop:` variant off) the list folds behind Menu (`aria-expanded`, `aria-controls`);
 *   opening a screen folds it again.
 * - MUST NOT route, fetch or log out by itself: `onNavigate` and `onLogout` are the caller's.
 */
export function ConsoleShell({
  operator,
  current,
  hrefOf = (screen) => screen.path,
  onNavigate,
  onLogout,
  loggingOut = false,
  children,
}: ConsoleShellProps) {
  const [menuOpen, setMenuOpen] = useState(false)
  const navId = useId()
  const screens = screensFor(operator.permissions)
  const role = copy.roles[operator.role]

  return (
    <div data-slot="console-shell" className="flex min-h-dvh flex-col bg-background text-foreground desktop:flex-row">
      <header
        data-slot="console-shell-bar"
        className={cn(
          'flex shrink-0 flex-col border-b bg-card',
          'desktop:sticky desktop:top-0 desktop:h-dvh desktop:w-60 desktop:border-r desktop:border-b-0',
        )}
      >
        <div className="flex items-center justify-between gap-3 px-4 py-3 desktop:px-5 desktop:py-5">
          <p className="text-base font-semibold">{copy.app.name}</p>
          <Button
            variant="outline"
            size="sm"
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen((open) => !open)}
            className="desktop:hidden"
          >
            {copy.shell.menu}
          </Button>
        </div>
        <div
          id={navId}
          data-slot="console-shell-menu"
          data-state={menuOpen ? 'open' : 'closed'}
          className={cn(
            'flex-1 flex-col gap-4 border-t px-3 pt-3 pb-4 desktop:flex desktop:border-t-0 desktop:pt-0',
            menuOpen ? 'flex' : 'hidden',
          )}
        >
          <nav aria-label={copy.shell.navigation} className="flex-1">
            {screens.length > 0 ? (
              <ul className="flex flex-col gap-1">
                {screens.map((screen) => (
                  <li key={screen.id}>
                    <a
                      href={hrefOf(screen)}
                      aria-current={screen.id === current ? 'page' : undefined}
                      onClick={(event) => {
                        if (!plainClick(event)) return
                        event.preventDefault()
                        setMenuOpen(false)
                        onNavigate(screen)
                      }}
                      className={cn(
                        'flex h-10 items-center rounded-lg px-3 text-sm font-medium outline-none',
                        'hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring',
                        screen.id === current ? 'bg-primary text-primary-foreground hover:bg-primary/90' : '',
                      )}
                    >
                      {copy.shell.screens[screen.id]}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </nav>
          <div data-slot="console-shell-operator" className="flex flex-col gap-3 border-t px-2 pt-4">
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted-foreground">{copy.shell.signedInAs}</dt>
              <dd className="truncate font-medium">{operator.account}</dd>
              <dt className="text-muted-foreground">{copy.shell.role}</dt>
              <dd className="font-medium">{role}</dd>
            </dl>
            <Button
              variant="outline"
              aria-disabled={loggingOut || undefined}
              data-state={loggingOut ? 'busy' : 'idle'}
              onClick={() => {
                if (!loggingOut) onLogout()
              }}
            >
              {loggingOut ? copy.shell.loggingOut : copy.shell.logout}
            </Button>
          </div>
        </div>
      </header>
      <main data-slot="console-shell-main" className="flex min-w-0 flex-1 flex-col p-4 desktop:p-8">
        {children}
      </main>
    </div>
  )
}

/** What a role without any screen sees (no role today: each opens at least one). */
export function NothingToDo({ operatorRole }: { operatorRole: OperatorRole }) {
  return (
    <StatusMessage
      tone="empty"
      title={copy.shell.nothingTitle}
      body={copy.shell.nothingBody(copy.roles[operatorRole])}
    />
  )
}
