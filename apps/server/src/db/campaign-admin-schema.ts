import type { Generated } from 'kysely'

/** Row types of migration 0027-campaign-admin; `Database` in schema.ts extends `CampaignAdminDatabase`. */

/** One letter as the operator sent it: to one member, a segment or every active member of a site. */
export interface LetterSendTable {
  id: Generated<number>
  site_id: string
  target: 'member' | 'segment' | 'all'
  /** `member`: the receiver's account. */
  member_account: string | null
  /** `segment`: the currency, the agent whose line it is; either may be null (not both). */
  currency: string | null
  agent_account: string | null
  /** The language it is written in; null for every language. */
  language: string | null
  title: string
  content: string
  /** How many members got a copy (one `letters` row each). */
  reached: number
  /** The operator's account (`dev-hook` for the development hook). */
  sent_by: string
  created_at: string
}

export interface CampaignAdminDatabase {
  letter_sends: LetterSendTable
}

export const CAMPAIGN_ADMIN_TABLES = ['letter_sends'] as const satisfies readonly (keyof CampaignAdminDatabase)[]
