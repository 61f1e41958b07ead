import type { Server as HttpServer } from 'node:http'
import { randomBytes } from 'node:crypto'
import type { Db } from '../db/connection.ts'
import { emitMemberEvent } from '../realtime/member-events.ts'
import { balances } from '../wallet/ledger.ts'

/**
 * Deposit order numbers, the member's deposit count and the announcement of
 * a completed deposit. Orders are credited only by a verified payment
 * callback (src/payments/desk.ts, which runs `payOrder`).
 */
export function newOrderNumber(prefix: 'D' | 'W' = 'D'): string {
  return `${prefix}${Date.now().toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`
}

/** How many deposits the member has completed (what `member_deposit.success` reports as `deposit_times`). */
export async function depositTimes(db: Db, memberId: number): Promise<number> {
  const count = await db
    .selectFrom('deposits')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'completed')
    .executeTakeFirstOrThrow()
  return Number(count.n)
}

/** After a deposit committed: the new balances and `member_deposit.success` on the member's channel. */
export async function announceDeposit(
  server: HttpServer,
  db: Db,
  deposit: {
    memberId: number
    orderNumber: string
    amount: number
    depositTimes: number
    currency: string
    /** The member the deposit paid a recommend reward to (`rewardReferrer`), if any: their balance too. */
    referrerId?: number | null
  },
): Promise<void> {
  emitMemberEvent(server, deposit.memberId, 'member.cash', await balances(db, deposit.memberId))
  if (deposit.referrerId)
    emitMemberEvent(server, deposit.referrerId, 'member.cash', await balances(db, deposit.referrerId))
  emitMemberEvent(server, deposit.memberId, 'member_deposit.success', {
    order_number: deposit.orderNumber,
    deposit_amount: deposit.amount,
    deposit_times: deposit.depositTimes,
    currency: deposit.currency,
  })
}
