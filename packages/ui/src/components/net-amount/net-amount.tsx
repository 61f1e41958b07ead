import { cva } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { formatMoney } from '../../lib/format-money.ts'

export type NetSign = 'positive' | 'negative' | 'zero'

/** The tone of a net (bets − wins): above zero the house won, and the agent's commission grows. */
export function netSign(net: number): NetSign {
  return net > 0 ? 'positive' : net < 0 ? 'negative' : 'zero'
}

export const netAmountVariants = cva('whitespace-nowrap tabular-nums', {
  variants: { sign: { positive: 'text-success', negative: 'text-destructive', zero: 'text-foreground' } },
  defaultVariants: { sign: 'zero' },
})

export type NetAmountProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** Bets − wins, in the currency's minor unit. */
  amount: number
  /** Currency code, e.g. `USD`. */
  currency: string
}

/** A downline's net as money, coloured by who won; the sign of the number says it too. */
export function NetAmount({ amount, currency, className, ...props }: NetAmountProps) {
  const { locale } = useText()
  const sign = netSign(amount)
  return (
    <span data-slot="net-amount" data-sign={sign} className={cn(netAmountVariants({ sign }), className)} {...props}>
      {formatMoney(amount, currency, locale)}
    </span>
  )
}
