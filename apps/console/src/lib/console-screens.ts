import type { OperatorPermission } from '@lobby/domain'

/** The console's screens, in menu order, and the permission that opens each (`@lobby/domain` operators). */
export const CONSOLE_SCREENS = [
  { id: 'dashboard', path: '/dashboard', needs: 'dashboard.read' },
  { id: 'deposits', path: '/deposits', needs: 'deposits.read' },
  { id: 'withdrawals', path: '/withdrawals', needs: 'withdrawals.read' },
  { id: 'adjustments', path: '/adjustments', needs: 'adjustments.read' },
  { id: 'members', path: '/members', needs: 'members.read' },
  { id: 'agents', path: '/agents', needs: 'agents.read' },
  { id: 'content', path: '/content', needs: 'content.read' },
  { id: 'bulletins', path: '/bulletins', needs: 'content.read' },
  { id: 'letters', path: '/letters', needs: 'content.read' },
  { id: 'campaigns', path: '/campaigns', needs: 'campaigns.read' },
  { id: 'games', path: '/games', needs: 'games.read' },
  { id: 'settings', path: '/settings', needs: 'settings.read' },
  { id: 'operators', path: '/operators', needs: 'operators.read' },
  { id: 'audit', path: '/audit', needs: 'audit.read' },
] as const satisfies readonly { id: string; path: string; needs: OperatorPermission }[]

export type ConsoleScreen = (typeof CONSOLE_SCREENS)[number]
export type ConsoleScreenId = ConsoleScreen['id']

/** The screens an operator holding `permissions` may open, in menu order. */
export function screensFor(permissions: readonly OperatorPermission[]): ConsoleScreen[] {
  return CONSOLE_SCREENS.filter((screen) => permissions.includes(screen.needs))
}

/** Whether `permissions` hold `permission` (the server's list of the session's role: `adminMe`). */
export function holds(permissions: readonly OperatorPermission[], permission: OperatorPermission): boolean {
  return permissions.includes(permission)
}

/** The screen `pathname` belongs to (its own path or a page under it, `/members/lobby-demo/demo01`), if any. */
export function screenOf(pathname: string): ConsoleScreen | undefined {
  return CONSOLE_SCREENS.find((screen) => pathname === screen.path || pathname.startsWith(`${screen.path}/`))
}
