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
}

export interface AgentCentreDatabase {
  agent_applications: AgentApplicationTable
  agent_level_names: AgentLevelNameTable
  recommend_settings: RecommendSettingTable
  agent_settlements: AgentSettlementTable
}

export const AGENT_CENTRE_TABLES = [
  'agent_applications',
  'agent_level_names',
  'recommend_settings',
  'agent_settlements',
] as const satisfies readonly (keyof AgentCentreDatabase)[]
