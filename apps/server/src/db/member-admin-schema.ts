import type { Generated } from 'kysely'

/** Row types of migration 0025-member-admin; `Database` in schema.ts extends `MemberAdminDatabase`. */

export type BalanceAdjustmentStatus = 'pending' | 'applied' | 'rejected'

export interface BalanceAdjustmentTable {
  id: Generated<number>
  member_id: number
  /** Signed, minor units; never zero. */
  amount: number
  reason: string
  status: BalanceAdjustmentStatus
  /** The console's idempotency key; unique. */
  request_id: string
  requested_by: string
  decided_by: Generated<string>
  decision_reason: Generated<string>
  /** `adjustment:<id>` once applied; '' before. */
  ledger_ref: Generated<string>
  balance_after: number | null
  created_at: string
  decided_at: string | null
}

export interface MemberAdminDatabase {
  balance_adjustments: BalanceAdjustmentTable
}
