import { currencySymbol, isCurrencyCode, type AmountError } from '@lobby/domain'
import type { ComponentProps, Ref } from 'react'
import { cn } from '../../lib/cn.ts'
import type { Translate } from '../../text/create-translator.ts'
import { useText } from '../../text/text-provider.tsx'
import { formatMoney, minorDigitsOf } from '../../lib/format-money.ts'
import { Field, TextInput } from '../../primitives/field/index.ts'

/** The limits an amount was checked against, in the currency's minor unit. */
export interface AmountLimits {
  min: number
  max: number
  /** What the member holds, when the amount must not pass it. */
  balance?: number
}

/** The text of an `amountError`, with the limit it broke as money: "The least is $ 10.00". */
export function amountMessage(
  t: Translate,
  error: AmountError,
  limits: AmountLimits,
  currency: string,
  locale: string,
): string {
  const money = (minor: number) => formatMoney(minor, currency, locale)
  switch (error) {
    case 'empty':
      return t('fund.err_amount_empty')
    case 'format':
      return t('fund.err_amount_format')
    case 'digits': {
      const digits = minorDigitsOf(currency)
      return digits === 0 ? t('fund.err_amount_whole') : t('fund.err_amount_digits', { digits })
    }
    case 'min':
      return t('fund.err_amount_min', { min: money(limits.min) })
    case 'max':
      return t('fund.err_amount_max', { max: money(limits.max) })
    case 'balance':
      return t('fund.err_amount_balance', { balance: money(limits.balance ?? 0) })
  }
}

/** An amount in the minor unit as a person would type it: 50000 USD → `500`, 10050 → `100.50`, 1500000 VND → `1500000`. */
export function minorToInput(minor: number, currency: string): string {
  const digits = minorDigitsOf(currency)
  if (digits === 0) return String(minor)
  const text = String(Math.abs(Math.trunc(minor))).padStart(digits + 1, '0')
  const whole = text.slice(0, -digits)
  const fraction = text.slice(-digits)
  return /^0+$/.test(fraction) ? whole : `${whole}.${fraction}`
}

export interface AmountFieldProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> {
  /** The input's id; its error and hint get `-error` and `-hint`. Generated when not given. */
  id?: string
  /** The field's label, already translated; "Amount" (`fund.amount`) by default. */
  label?: string
  /** Currency code; its symbol leads the input. */
  currency: string
  /** The text typed (controlled). */
  value: string
  /** Called with the text as a person types it. */
  onValueChange: (value: string) => void
  /** Translated error under the input. */
  error?: string
  /** Text under the input, e.g. the limits. */
  hint?: string
  /** The input, e.g. to focus it when the amount is refused. */
  ref?: Ref<HTMLInputElement>
}

/** A money input named `amount`: the currency's symbol before it, a decimal keypad on phones, its error and hint under it. */
export function AmountField({
  id,
  label,
  currency,
  value,
  onValueChange,
  error,
  hint,
  className,
  ...props
}: AmountFieldProps) {
  const { t } = useText()
  const symbol = isCurrencyCode(currency) ? currencySymbol(currency) : currency
  return (
    <Field controlId={id} label={label ?? t('fund.amount')} error={error} hint={hint} className={className}>
      <div data-slot="amount-field-box" className="relative">
        <span
          aria-hidden="true"
          data-slot="amount-field-symbol"
          className="pointer-events-none absolute inset-y-0 left-3 grid place-items-center text-sm text-muted-foreground"
        >
          {symbol}
        </span>
        <TextInput
          name="amount"
          type="text"
          inputMode={minorDigitsOf(currency) === 0 ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={value}
          onChange={(event) => onValueChange(event.currentTarget.value)}
          className={cn('tabular-nums', symbol.length > 1 ? 'pl-10' : 'pl-8')}
          {...props}
        />
      </div>
    </Field>
  )
}
