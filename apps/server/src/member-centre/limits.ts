import { unitsOf } from '@lobby/domain'

export interface WithdrawLimits {
  min_amount: number
  max_amount: number
  daily_count_max: number
}

/** The house's withdrawal limits per currency (`unitsOf`): 10 to 50,000 units, five a day. */
export function withdrawLimits(currency: string): WithdrawLimits {
  return { min_amount: unitsOf(currency, 10), max_amount: unitsOf(currency, 50_000), daily_count_max: 5 }
}
