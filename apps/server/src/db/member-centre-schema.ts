import type { Generated } from 'kysely'
import type { Flag } from './schema.ts'

/** Row types of migration 0010-member-centre; `Database` in schema.ts extends `MemberCentreDatabase`. */

export interface BankAccountTable {
  id: Generated<number>
  member_id: number
  bank_code: string
  account_name: string
  /** Digits only (`normaliseAccountNumber`); unique per member while bound. */
  account_number: string
  branch: string
  is_verified: Generated<Flag>
  created_at: string
  /** Unbound: kept for the withdrawals that went to it. */
  deleted_at: string | null
}

export interface DepositChannelTable {
  id: Generated<number>
  site_id: string
  currency: string
  name: string
  kind: 'bank' | 'online' | 'ewallet'
  min_amount: number
  max_amount: number
  sort: number
  enabled: Generated<Flag>
}

export interface WithdrawalTable {
  id: Generated<number>
  member_id: number
  order_number: string
  amount: number
  bank_account_id: number
  status: 'pending' | 'approved' | 'rejected' | 'cancelled'
  reason: Generated<string>
  created_at: string
  decided_at: string | null
  /** The operator who decided it (`dev-hook` for a dev hook); empty while pending or when the member cancelled. */
  decided_by: Generated<string>
}

export interface MemberCentreDatabase {
  bank_accounts: BankAccountTable
  deposit_channels: DepositChannelTable
  withdrawals: WithdrawalTable
}

export const MEMBER_CENTRE_TABLES = [
  'bank_accounts',
  'deposit_channels',
  'withdrawals',
] as const satisfies readonly (keyof MemberCentreDatabase)[]
