import type { Db } from '../db/connection.ts'
import { lockMember, MEMBER_LOCK } from '../db/portable.ts'
import { businessError, type BusinessError } from '../http/errors.ts'
import { limitPassed, refusalCode } from './limits.ts'
import { moneyText, siteTimeText } from './texts.ts'

/**
 * The deposit limit on a deposit order (member-centre/deposit-orders.ts `openOrder`), inside the transaction that
 * writes the order: the member's deposit orders wait for each other (SQLite's write transaction; on PostgreSQL the
 * member's `deposits` advisory lock, taken before counting), so parallel orders can never together pass a limit.
 */

/**
 * 170 when an order of `amount` would pass one of the member's deposit limits (the shortest period first), with the
 * refusal as `data` and a message saying what is left and when it renews; null when every limit allows it.
 */
export async function refuseDeposit(
  trx: Db,
  member: { id: number; currency: string },
  amount: number,
  now: number,
): Promise<BusinessError | null> {
  await lockMember(trx, member.id, MEMBER_LOCK.deposits)
  const passed = await limitPassed(trx, member.id, 'deposit', amount, now)
  if (!passed) return null
  return businessError(refusalCode.deposit, 'server.rg.deposit_limit', passed, {
    left: moneyText(passed.left, member.currency),
    renews: siteTimeText(passed.renews_at),
  })
}
