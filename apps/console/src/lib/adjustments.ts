import { OPERATOR_REASON_MAX, parseAmount } from '@lobby/domain'

/**
 * The balance-adjustment request as an operator types it: a signed amount in the currency's major unit
 * (`-25.00` debits) and a reason. Pure, so the dialog and its tests agree.
 */

export type SignedAmountParse =
  { ok: true; minor: number } | { ok: false; error: 'empty' | 'format' | 'digits' | 'zero' }

/** `text` (`1,234.50`, `-25`, `+10`) as a signed integer in `currency`'s minor unit; zero is an error. */
export function parseSignedAmount(text: string, currency: string): SignedAmountParse {
  const clean = text.trim()
  const sign = clean.startsWith('-') ? -1 : 1
  const unsigned = clean.replace(/^[-+]\s*/, '')
  if (unsigned === '' && clean !== '') return { ok: false, error: 'format' }
  const parsed = parseAmount(unsigned, currency)
  if (!parsed.ok) return parsed
  if (parsed.minor === 0) return { ok: false, error: 'zero' }
  return { ok: true, minor: sign * parsed.minor }
}

export type AdjustmentFieldErrors = {
  amount?: 'empty' | 'format' | 'digits' | 'zero' | 'balance'
  reason?: 'empty' | 'long'
}

/**
 * Why the request cannot be sent, per field (empty: it can): the amount as `parseSignedAmount` says, or a debit
 * larger than the main wallet's `balance` (when known); the reason required and at most `OPERATOR_REASON_MAX`.
 */
export function adjustmentErrors(
  form: { amount: string; reason: string },
  currency: string,
  balance?: number,
): AdjustmentFieldErrors {
  const errors: AdjustmentFieldErrors = {}
  const amount = parseSignedAmount(form.amount, currency)
  if (!amount.ok) errors.amount = amount.error
  else if (balance !== undefined && amount.minor < 0 && balance + amount.minor < 0) errors.amount = 'balance'
  const reason = form.reason.trim()
  if (reason === '') errors.reason = 'empty'
  else if (reason.length > OPERATOR_REASON_MAX) errors.reason = 'long'
  return errors
}

/** A fresh idempotency key for one request (kept while its dialog is open, so a retry is the same request). */
export function newRequestId(): string {
  return crypto.randomUUID()
}
