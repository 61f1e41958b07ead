import type { Generated } from 'kysely'

/** Row types of migration 0014-withdraw-password-guards; `Database` in schema.ts extends `WithdrawPasswordDatabase`. */

export interface WithdrawPasswordGuardTable {
  member_id: number
  /** Attempts counted since `window_started_at` (an attempt counts before its check; a right one clears them). */
  failures: Generated<number>
  /** ISO 8601 UTC of the window's first attempt; null when nothing is counted. */
  window_started_at: string | null
  /** ISO 8601 UTC until which the password is not checked at all; null when not locked. */
  locked_until: string | null
}

export interface WithdrawPasswordDatabase {
  withdraw_password_guards: WithdrawPasswordGuardTable
}

export const WITHDRAW_PASSWORD_TABLES = ['withdraw_password_guards'] as const
