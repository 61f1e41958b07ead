import type { ComponentProps } from 'react'
import { Money, moneySign } from '../../primitives/money/money.tsx'

export type NetSign = 'positive' | 'negative' | 'zero'

/** The tone of a net (bets − wins): above zero the house won, and the agent's commission grows. */
export function netSign(net: number): NetSign {
  const sign = moneySign(net)
  return sign === 'unknown' ? 'zero' : sign
}

export type NetAmountProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** Bets − wins, in the currency's minor unit. */
  amount: number
  /** Currency code, e.g. `USD`. */
  currency: string
}

/** A downline's net as money, coloured by who won (`Money` with `tone="signed"`); the sign of the number says it too. */
export function NetAmount({ amount, currency, ...props }: NetAmountProps) {
  return <Money amount={amount} currency={currency} tone="signed" {...props} />
}
