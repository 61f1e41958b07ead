import type { DepositStatus, WithdrawalStatus } from '@lobby/domain'

/**
 * Rows of data two screens show (a withdrawal panel lists the member's bank accounts and recent orders; the
 * settlement panel shows the commission tiers): the view types live below the screens so neither imports the other.
 */

export type DwKind = 'deposit' | 'withdrawal'
export type DwStatus = DepositStatus | WithdrawalStatus

/** One deposit or withdrawal order, as `/member/dw_record/list` lists it. */
export interface DwRecordView {
  order_number: string
  kind: DwKind
  /** In the currency's minor unit. */
  amount: number
  status: DwStatus
  /** The channel's name, or the bank with the masked account. */
  detail: string
  /** Why the operator rejected it, if they said. */
  reason: string
  /** ISO 8601 UTC. */
  created_at: string
  /** ISO 8601 UTC once decided. */
  decided_at: string | null
}

/** A bank of the member's currency, as `/member/bank/list` lists it. */
export interface BankView {
  code: string
  name: string
}

/** A bound bank account, as `/member/bank/list` lists it. */
export interface BankAccountView {
  id: number
  bank_code: string
  bank_name: string
  /** The holder's name. */
  account_name: string
  /** The number, masked but for its last four digits (masked again here if it is not). */
  account_number: string
  branch: string
  /** 1 once the operator verified it. */
  is_verified: 0 | 1
  created_at: string
}

/** One row of the commission rate table, as the site passes it (`CommissionTier` of `@lobby/domain`). */
export interface CommissionTierView {
  /** Least net result of the downline in the month (bets − wins), in the currency's minor unit. */
  min_net: number
  /** Least number of active members (members who placed a bet) in the month. */
  min_active: number
  /** Commission in basis points of the net: `2000` is 20 %. */
  rate_bp: number
}
