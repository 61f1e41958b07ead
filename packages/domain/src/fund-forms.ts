import {
  amountError,
  bankAccountErrors,
  isWithdrawPassword,
  parseAmount,
  type AmountError,
  type BankAccountField,
} from './member-centre.ts'

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

/** The bank-account bind form's fields, in form order (the first broken one gets focus). */
export const BANK_BIND_FIELDS = ['bank_code', 'account_name', 'account_number', 'branch', 'withdraw_password'] as const

export type BankBindField = BankAccountField | 'withdraw_password'

/**
 * The bind form's message keys by broken field: the account's rules (`bankAccountErrors`) and, because binding
 * asks for it, the 4-digit withdraw password (`fund.err_withdraw_password`).
 */
export function bankBindErrors(form: {
  bank_code: string
  account_name: string
  account_number: string
  branch?: string | undefined
  withdraw_password: string
}): Partial<Record<BankBindField, string>> {
  const errors: Partial<Record<BankBindField, string>> = bankAccountErrors(form)
  if (!isWithdrawPassword(form.withdraw_password)) errors.withdraw_password = 'fund.err_withdraw_password'
  return errors
}

export type WalletTransferCheck = { ok: true; amount: number } | { ok: false; error: 'wallet' | AmountError }

/**
 * A transfer between wallets (MyWallet): both sides chosen and exactly one of them the main wallet (`mainWallet`),
 * and an amount of at least one minor unit and at most the source's balance. `wallet` names a bad pair of sides;
 * otherwise the amount's `AmountError` (`max` when above the balance).
 */
export function checkWalletTransfer(
  values: { from: string; to: string; amount: string },
  currency: string,
  sourceBalance: number,
  mainWallet = 'main',
): WalletTransferCheck {
  const { from, to } = values
  if (!from || !to || (from === mainWallet) === (to === mainWallet)) return { ok: false, error: 'wallet' }
  const parsed = parseAmount(values.amount, currency)
  const failure = amountError(parsed, { min: 1, max: sourceBalance, balance: sourceBalance })
  if (failure || !parsed.ok) return { ok: false, error: failure ?? 'format' }
  return { ok: true, amount: parsed.minor }
}
