import { amountError, isWithdrawPassword, parseAmount, type AmountError } from './member-centre.ts'

/** The fields of the withdrawal form, in the order their errors are shown and focused. */
export type WithdrawalFormField = 'amount' | 'withdraw_password'

/** What the withdrawal form checks before it is sent: the typed amount and the 4-digit withdraw password. */
export interface WithdrawalFormValues {
  amount: string
  withdraw_password: string
}

export type WithdrawalFormCheck =
  { ok: true; amount: number } | { ok: false; errors: { amount?: AmountError; withdraw_password?: 'format' } }

/**
 * The withdrawal form's rules: the amount parses in the currency and sits within the limits and the balance
 * (`amountError`), and the withdraw password is 4 digits. Every broken field is named, so a person sees both
 * errors at once; the first of `WithdrawalFormField`'s order gets focus.
 */
export function checkWithdrawalForm(
  values: WithdrawalFormValues,
  currency: string,
  limits: { min: number; max: number; balance: number },
): WithdrawalFormCheck {
  const parsed = parseAmount(values.amount, currency)
  const amount = amountError(parsed, limits)
  const password = isWithdrawPassword(values.withdraw_password) ? undefined : ('format' as const)
  if (amount || password || !parsed.ok) {
    return {
      ok: false,
      errors: { ...(amount ? { amount } : {}), ...(password ? { withdraw_password: password } : {}) },
    }
  }
  return { ok: true, amount: parsed.minor }
}
