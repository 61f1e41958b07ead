import type { Generated } from 'kysely'
import type { Flag } from './schema.ts'

/** Row types of migration 0009-activities; `Database` in schema.ts extends `ActivitiesDatabase`. */

/** A campaign's four eyes (migration 0031). */
export type CampaignApproval = 'approved' | 'pending' | 'rejected'

export interface LetterTable {
  id: Generated<number>
  site_id: string
  member_id: number
  /** The language it is written in; null for every language. */
  language: string | null
  title: string
  content: string
  is_read: Generated<Flag>
  created_at: string
  read_at: string | null
  /** Set when the member deletes it; deleted letters are never listed again. */
  deleted_at: string | null
  /** Migration 0027: the operator's send it is a copy of (`letter_sends`); null for older letters. */
  send_id: Generated<number | null>
}

export interface RedEnvelopeTable {
  id: Generated<number>
  site_id: string
  currency: string
  /** Total paid out once every share is claimed (minor units). */
  pool: number
  shares: number
  /** What is left to pay, and in how many shares; both reach zero together. */
  remaining_cash: number
  remaining_shares: number
  start_at: string
  end_at: string
  created_at: string
  /** Migration 0031: four eyes (`approved` for the older rows and the dev hooks; only approved ones reach members). */
  approval: Generated<CampaignApproval>
  requested_by: Generated<string | null>
  decided_by: Generated<string | null>
  decided_at: Generated<string | null>
  decision_reason: Generated<string>
}

export interface RedEnvelopeClaimTable {
  id: Generated<number>
  envelope_id: number
  member_id: number
  cash: number
  created_at: string
}

export interface RouletteTable {
  id: Generated<number>
  site_id: string
  currency: string
  start_at: string
  end_at: string
  created_at: string
  /** Migration 0027: the draws each member of the site and currency has before any are given. */
  draws_per_member: Generated<number>
  /** Migration 0031: four eyes (`approved` for the older rows and the dev hooks; only approved ones reach members). */
  approval: Generated<CampaignApproval>
  requested_by: Generated<string | null>
  decided_by: Generated<string | null>
  decided_at: Generated<string | null>
  decision_reason: Generated<string>
  /** Migration 0031: the most the spins may pay in all (null: no cap); what they paid so far. */
  budget: Generated<number | null>
  paid: Generated<number>
}

export interface RoulettePrizeTable {
  /** The wire's `prize_id`. */
  id: Generated<number>
  roulette_id: number
  /** Place on the wheel, 0 first (under the pointer at rest), clockwise. */
  position: number
  name: string
  cash: number
  weight: number
  image: string
}

export interface RouletteDrawTable {
  roulette_id: number
  member_id: number
  granted: number
  /** Never above `granted` (a CHECK, on top of the guarded update). */
  used: number
}

export interface RouletteSpinTable {
  id: Generated<number>
  roulette_id: number
  member_id: number
  prize_id: number
  cash: number
  created_at: string
}

export interface DepositTable {
  id: Generated<number>
  member_id: number
  order_number: string
  amount: number
  /** Completed by a verified payment callback (src/payments/desk.ts); pending until then; expired after `expires_at`. */
  status: 'pending' | 'completed' | 'cancelled' | 'expired'
  created_at: string
  /** Migration 0010: the channel the order was opened on (null for a dev hook's deposit). */
  channel_id: number | null
  expires_at: string | null
  completed_at: string | null
  /** SHA-256 of the token the payment page carries. */
  pay_token_hash: string | null
}

export interface ActivitiesDatabase {
  letters: LetterTable
  red_envelopes: RedEnvelopeTable
  red_envelope_claims: RedEnvelopeClaimTable
  roulettes: RouletteTable
  roulette_prizes: RoulettePrizeTable
  roulette_draws: RouletteDrawTable
  roulette_spins: RouletteSpinTable
  deposits: DepositTable
}

export const ACTIVITIES_TABLES = [
  'letters',
  'red_envelopes',
  'red_envelope_claims',
  'roulettes',
  'roulette_prizes',
  'roulette_draws',
  'roulette_spins',
  'deposits',
] as const satisfies readonly (keyof ActivitiesDatabase)[]
