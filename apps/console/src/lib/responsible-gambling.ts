import type { RgLimitKind } from '@lobby/domain'
import { moneyText } from '@lobby/ui'
import { copy } from '../copy.ts'

/** A limit's amount as the console writes it: money in the member's currency (`$ 30.00`), or minutes (`90 min`). */
export function limitAmountText(kind: RgLimitKind, amount: number, currency: string): string {
  return kind === 'session' ? copy.responsibleGambling.minutes(amount) : moneyText(amount, currency, 'en_US', 'auto')
}
