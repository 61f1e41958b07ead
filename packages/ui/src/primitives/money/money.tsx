import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { formatMoney } from '../../lib/format-money.ts'
import { useText } from '../../text/text-provider.tsx'

export type MoneySign = 'positive' | 'negative' | 'zero' | 'unknown'

export const moneyVariants = cva('whitespace-nowrap tabular-nums', {
  variants: {
    tone: {
      inherit: '',
      signed: '',
      muted: 'text-muted-foreground',
    },
    sign: { positive: '', negative: '', zero: '', unknown: '' },
  },
  compoundVariants: [
    { tone: 'signed', sign: 'positive', className: 'text-success' },
    { tone: 'signed', sign: 'negative', className: 'text-destructive' },
    { tone: 'signed', sign: 'zero', className: 'text-foreground' },
  ],
  defaultVariants: { tone: 'inherit' },
})

export type MoneyProps = Omit<ComponentProps<'span'>, 'children'> &
  Pick<VariantProps<typeof moneyVariants>, 'tone'> & {
    /** The amount in the currency's smallest unit; `null` while not known. */
    amount: number | null
    /** Currency code, e.g. `USD`, `RMB`, `VND`. */
    currency: string
    /** `auto`: a minus below zero; `always`: a plus above zero too (a change, a win). */
    signDisplay?: 'auto' | 'always'
    /** Shown for an unknown amount. */
    placeholder?: string
    /** The locale's grouping; the page's locale by default. */
    locale?: string
  }

/** The sign of an amount, `unknown` for `null`. */
export function moneySign(amount: number | null): MoneySign {
  if (amount === null || !Number.isFinite(amount)) return 'unknown'
  return amount > 0 ? 'positive' : amount < 0 ? 'negative' : 'zero'
}

/** `formatMoney`, with a `+` before a positive amount when `signDisplay` is `always`. */
export function moneyText(amount: number, currency: string, locale: string, signDisplay: 'auto' | 'always'): string {
  const text = formatMoney(amount, currency, locale)
  if (signDisplay !== 'always' || amount <= 0) return text
  const space = text.indexOf(' ')
  return `${text.slice(0, space + 1)}+${text.slice(space + 1)}`
}

/**
 * An amount of money in tabular figures; `tone="signed"` colours it by its sign.
 *
 * Money: an amount for people, from an integer in the currency's smallest unit (`formatMoney`: the currency's
 * symbol, the locale's grouping, exactly the currency's minor digits), in tabular figures that line up in a column.
 *
 * Contract
 * - MUST take the amount in minor units (`12345` USD is `$ 123.45`) and MUST NOT divide it as a float: the text
 *   comes from `lib/format-money.ts`, so every safe integer stays exact.
 * - MUST show `placeholder` ("-") for an amount not known yet (`null`), never `0`.
 * - The sign is in the text (a minus, and a plus with `signDisplay="always"`), so colour is never the only cue;
 *   `tone="signed"` colours it (above zero `text-success`, below `text-destructive`).
 * - MUST keep its own `data-slot="money"` with `data-sign` (`positive` | `negative` | `zero` | `unknown`) and
 *   `data-currency`; a caller MUST NOT pass `data-slot`.
 * - MUST NOT convert currencies or round: what it is given is what it shows.
 */
export function Money({
  amount,
  currency,
  signDisplay = 'auto',
  placeholder = '-',
  locale,
  tone = 'inherit',
  className,
  ...props
}: MoneyProps) {
  const text = useText()
  const sign = moneySign(amount)
  return (
    <span
      data-slot="money"
      data-sign={sign}
      data-currency={currency}
      className={cn(moneyVariants({ tone, sign }), className)}
      {...props}
    >
      {amount === null || sign === 'unknown'
        ? placeholder
        : moneyText(amount, currency, locale ?? text.locale, signDisplay)}
    </span>
  )
}
