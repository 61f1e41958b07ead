import type { RealityCheckMinutes, RgExclusionKind, RgLimitKind, RgPeriod } from '@lobby/domain'

/** One limit as `/member/responsible-gambling` lists it (every kind × period, set or not). */
export interface RgLimitView {
  kind: RgLimitKind
  period: RgPeriod
  /** In force now: minor units, minutes for `session`; null, no limit. */
  amount: number | null
  /** A raise or removal waiting (null amount: removal), and when it applies (ISO 8601 UTC). */
  pending: { amount: number | null; effective_at: string } | null
  /** Used so far in this period (minor units, or minutes played). */
  used: number
  /** What is left (never below 0); null without a limit. */
  left: number | null
  /** When this period ends and the count starts again (ISO 8601 UTC). */
  renews_at: string
}

/** The member's settings as `/member/responsible-gambling` answers them. */
export interface RgSettingsView {
  /** The member's currency: every money limit is in it. */
  currency: string
  limits: readonly RgLimitView[]
  /** Minutes between reality checks while a game is open; null, off. */
  reality_check_minutes: RealityCheckMinutes | null
}

/** One month of the statement (`YYYY-MM`, the site's calendar), in minor units. */
export interface RgStatementMonthView {
  month: string
  deposits: number
  withdrawals: number
  bets: number
  wins: number
  /** Wins less stakes: negative when the member lost. */
  net: number
}

/** Which limit: a kind and its period. */
export interface RgLimitSlot {
  kind: RgLimitKind
  period: RgPeriod
}

/** What `/member/responsible-gambling/limit` is sent: minor units (minutes for `session`); null removes the limit. */
export interface RgLimitRequest extends RgLimitSlot {
  amount: number | null
}

/** The limit form open for one slot: being sent, or refused with the server's words. */
export interface RgLimitFormState extends RgLimitSlot {
  saving?: boolean
  /** The refusal: the server's message (already in the member's language) or a message key. */
  error?: string
}

/** A time-out or self-exclusion the member picked: its kind and length in days (0: permanent). */
export interface RgExclusionChoice {
  kind: RgExclusionKind
  days: number
}

/** The exclusion being confirmed: the confirm dialog is open for it; being sent, or refused. */
export interface RgExclusionState extends RgExclusionChoice {
  saving?: boolean
  error?: string
}

/** The panel's tabs. */
export type RgTab = 'limits' | 'reality' | 'break' | 'statement'

/** A part that loads on its own: `loading`, `error` (with a retry), or `idle` (shown). */
export type RgLoadStatus = 'idle' | 'loading' | 'error'
