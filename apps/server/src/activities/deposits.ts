import type { Server as HttpServer } from 'node:http'
import { randomBytes } from 'node:crypto'
import type { Db } from '../db/connection.ts'
import { isoNow } from '../members/secrets.ts'
import { rewardReferrer } from '../recommend/rewards.ts'
import { emitMemberEvent } from '../realtime/member-events.ts'
import { MAIN_WALLET, adjust, balances } from '../wallet/ledger.ts'

/**
 * A completed deposit, as the payment provider's callback reports it: the
 * order row and the ledger credit commit together. An order number is
 * credited once: a second report of it is refused by the unique order number
 * before any money moves. The deposit screens (issue 8) create the orders;
 * until then the operator's dev hook reports them.
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

export async function orderExists(db: Db, orderNumber: string): Promise<boolean> {
  return (
    (await db.selectFrom('deposits').select('id').where('order_number', '=', orderNumber).executeTakeFirst()) !==
    undefined
  )
}

/**
 * Credits the deposit, and a first deposit's recommend reward to the friend's
 * referrer; returns the main balance after, how many deposits the member has
 * made (this one included) and the referrer paid, if any.
 */
export async function completeDeposit(
  trx: Db,
  memberId: number,
  amount: number,
  orderNumber: string,
): Promise<{ balance: number; deposit_times: number; referrerId: number | null }> {
  await trx
    .insertInto('deposits')
    .values({ member_id: memberId, order_number: orderNumber, amount, status: 'completed', created_at: isoNow() })
    .execute()
  const balance = await adjust(trx, memberId, MAIN_WALLET, amount, 'deposit', `deposit:${orderNumber}`)
  const times = await depositTimes(trx, memberId)
  const referrerId = await rewardReferrer(trx, { friendId: memberId, amount, orderNumber, depositTimes: times })
  return { balance, deposit_times: times, referrerId }
}
