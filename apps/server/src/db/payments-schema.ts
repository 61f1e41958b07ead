import type { Generated } from 'kysely'

/** Row types of migration 0013-payment-callbacks; `Database` in schema.ts extends `PaymentsDatabase`. */

/** What a verified callback came to (src/payments/desk.ts); only `credited` moved money. */
export type PaymentCallbackResult =
  | 'credited'
  | 'unknown_order'
  | 'amount_mismatch'
  | 'currency_mismatch'
  | 'order_completed'
  | 'order_cancelled'
  | 'order_expired'

export interface PaymentCallbackTable {
  id: Generated<number>
  /** The provider's own reference for the payment; unique. */
  reference: string
  /** As the callback named them, even when they did not match the order. */
  order_number: string
  amount: number
  currency: string
  result: PaymentCallbackResult
  received_at: string
}

export interface PaymentsDatabase {
  payment_callbacks: PaymentCallbackTable
}

export const PAYMENTS_TABLES = ['payment_callbacks'] as const satisfies readonly (keyof PaymentsDatabase)[]
