import type { Generated } from 'kysely'
import type { Flag } from './schema.ts'

/** Row types of migration 0011-agent-centre; `Database` in schema.ts extends `AgentCentreDatabase`. */

export interface AgentApplicationTable {
  id: Generated<number>
  member_id: number
  reason: Generated<string>
  status: 'pending' | 'approved' | 'rejected'
  created_at: string
  decided_at: string | null
  /** Migration 0029: the operator who decided (`dev-hook` for the dev hook); '' while pending. */
  decided_by: Generated<string>
  /** Migration 0029: the reason given with the decision (a rejection needs one). */
  decision_reason: Generated<string>
}

export interface AgentLevelNameTable {
  site_id: string
  level: number
  name: string
}

export interface RecommendSettingTable {
  site_id: string
  currency: string
  is_friend: Generated<Flag>
}

export interface AgentSettlementTable {
  id: Generated<number>
  agent_id: number
  /** A site month, `YYYY-MM`. */
  period: string
  net: number
  active_members: number
  rate_bp: number
  commission: number
  settled_at: string
  /** Migration 0015b: the highest ledger id the settlement saw; later rows of its period count in the next open one. */
  ledger_through: number | null
}

/** Migration 0012-recommend: a friend's first deposit paid their referrer, once (`friend_id` unique). */
export interface RecommendRewardTable {
  id: Generated<number>
  referrer_id: number
  friend_id: number
  order_number: string
  deposit_amount: number
  reward: number
  created_at: string
}

export interface AgentCentreDatabase {
  agent_applications: AgentApplicationTable
  agent_level_names: AgentLevelNameTable
  recommend_settings: RecommendSettingTable
  agent_settlements: AgentSettlementTable
  recommend_rewards: RecommendRewardTable
}

export const AGENT_CENTRE_TABLES = [
  'agent_applications',
  'agent_level_names',
  'recommend_settings',
  'agent_settlements',
  'recommend_rewards',
] as const satisfies readonly (keyof AgentCentreDatabase)[]
