import type { Generated } from 'kysely'
import type { Flag } from './schema.ts'

/** Row types of migration 0032-responsible-gambling; `Database` in schema.ts extends `ResponsibleGamblingDatabase`. */

export interface RgLimitTable {
  member_id: number
  kind: 'deposit' | 'loss' | 'wager' | 'session'
  period: 'day' | 'week' | 'month'
  /** In force: minor units, minutes for `session`; null, none. */
  amount: number | null
  /** 1: a loosening waits (to `pending_amount`, null meaning removal) until `pending_at`. */
  has_pending: Generated<Flag>
  pending_amount: number | null
  pending_at: string | null
  updated_at: string
}

export interface RgExclusionTable {
  id: Generated<number>
  member_id: number
  kind: 'timeout' | 'self_exclusion'
  /** As chosen; 0 is permanent. */
  days: number
  starts_at: string
  /** Null: permanent. */
  ends_at: string | null
  /** `member`, or `operator:<account>`. */
  set_by: string
}

export interface RgPreferenceTable {
  member_id: number
  reality_check_minutes: number | null
  updated_at: string
}

export interface ResponsibleGamblingDatabase {
  rg_limits: RgLimitTable
  rg_exclusions: RgExclusionTable
  rg_preferences: RgPreferenceTable
}

export const RESPONSIBLE_GAMBLING_TABLES = [
  'rg_limits',
  'rg_exclusions',
  'rg_preferences',
] as const satisfies readonly (keyof ResponsibleGamblingDatabase)[]
