/**
 * The operator console's roles and what each may do (issue 24). One table,
 * read by the server (which refuses a call with 403 before anything is
 * written) and by the console (which shows only the screens a role may
 * open), so the menu and the API cannot disagree.
 *
 * - owner: everything, manages operators, agents and the site's settings.
 * - finance: the dashboard, deposits and the deposit channels, withdrawals,
 *   balance adjustments (four eyes: another finance operator or an owner
 *   approves one above the threshold), campaigns (red envelopes and
 *   roulettes pay members money), agents' settlements (read).
 * - content: banners, marquee, bulletins, letters, pages, model lists, footer,
 *   float, games (labels, maintenance); campaigns (read).
 * - support: member lookup, freeze, disable, force logout, reset password,
 *   clean cache; agents (read).
 * - auditor: reads everything, changes nothing.
 */
export const OPERATOR_ROLES = ['owner', 'finance', 'content', 'support', 'auditor'] as const
export type OperatorRole = (typeof OPERATOR_ROLES)[number]

/**
 * Every permission a console call or screen needs. `*.read` opens a screen
 * or list; anything else writes. The auditor holds every `.read` and no
 * write; the owner holds everything.
 */
export const OPERATOR_PERMISSIONS = [
  'dashboard.read',
  'deposits.read',
  'deposits.manage',
  'withdrawals.read',
  'withdrawals.decide',
  'adjustments.read',
  'adjustments.request',
  'adjustments.approve',
  'members.read',
  'members.manage',
  'agents.read',
  'agents.manage',
  'content.read',
  'content.manage',
  'campaigns.read',
  'campaigns.manage',
  'games.read',
  'games.manage',
  'settings.read',
  'settings.manage',
  'audit.read',
  'operators.read',
  'operators.manage',
] as const
export type OperatorPermission = (typeof OPERATOR_PERMISSIONS)[number]

const WRITES_BY_ROLE: Record<Exclude<OperatorRole, 'owner' | 'auditor'>, readonly OperatorPermission[]> = {
  finance: [
    'dashboard.read',
    'deposits.read',
    'deposits.manage',
    'withdrawals.read',
    'withdrawals.decide',
    'adjustments.read',
    'adjustments.request',
    'adjustments.approve',
    'members.read',
    'agents.read',
    'campaigns.read',
    'campaigns.manage',
  ],
  content: ['content.read', 'content.manage', 'campaigns.read', 'games.read', 'games.manage'],
  support: ['members.read', 'members.manage', 'agents.read'],
}

const isRead = (permission: OperatorPermission) => permission.endsWith('.read')

/** Whether `role` holds `permission`. */
export function operatorMay(role: OperatorRole, permission: OperatorPermission): boolean {
  if (role === 'owner') return true
  if (role === 'auditor') return isRead(permission)
  return WRITES_BY_ROLE[role].includes(permission)
}

/**
 * Failed passwords or second factors from one address (an IPv6 /64) within
 * OPERATOR_LOCKOUT_MS that shut that address out of the operator account
 * until the oldest of them is that old: someone guessing from their machine
 * is stopped, while the operator at theirs still signs in (a lock of the
 * whole account would let anyone who knows an account name keep its
 * operator out).
 */
export const OPERATOR_LOCKOUT_FAILURES = 5
/**
 * Failed attempts in a row from every address together that lock the whole
 * operator account for OPERATOR_LOCKOUT_MS: the cap on guessing spread over
 * many machines (each shut out after OPERATOR_LOCKOUT_FAILURES), so the one
 * lock a stranger can cause needs at least ten addresses.
 */
export const OPERATOR_ACCOUNT_LOCKOUT_FAILURES = 50
/** How long a locked operator account, or an address shut out of one, stays so. */
export const OPERATOR_LOCKOUT_MS = 15 * 60_000
/** An operator session ends this long after it started, whatever happens. */
export const OPERATOR_SESSION_MS = 8 * 60 * 60_000
/** An operator session ends after this long without a call. */
export const OPERATOR_IDLE_MS = 30 * 60_000
/** A reason an operator gives the member (a withdrawal's rejection) is at most this long. */
export const OPERATOR_REASON_MAX = 200

/** An audit-log action filter: an action (`withdrawal.reject`) or its area (`withdrawal`). */
export const AUDIT_ACTION_FILTER = /^[a-z_]{1,32}(\.[a-z_]{1,32})?$/
