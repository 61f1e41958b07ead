import { recommendReward, recommendRule } from '@lobby/domain'
import type { Db } from '../db/connection.ts'
import { isoNow } from '../members/secrets.ts'
import { MAIN_WALLET, adjust } from '../wallet/ledger.ts'

/** Whether the recommend programme is on for a site and currency (`is_friend`, spec section 6). */
export async function programmeOpen(db: Db, siteId: string, currency: string): Promise<boolean> {
  const row = await db
    .selectFrom('recommend_settings')
    .select('is_friend')
    .where('site_id', '=', siteId)
    .where('currency', '=', currency)
    .executeTakeFirst()
  return row?.is_friend === 1
}

/**
 * Pays the referrer of a friend whose first deposit just completed, inside
 * the deposit's transaction: the friend registered with the referrer's
 * invite code, the referrer is active in the same currency with the
 * programme on, and the deposit reaches the rule's minimum. The reward row
 * (unique per friend) and the ledger credit commit with the deposit, so a
 * friend pays their referrer once. Returns the referrer paid, or null.
 */
export async function rewardReferrer(
  trx: Db,
  deposit: { friendId: number; amount: number; orderNumber: string; depositTimes: number },
): Promise<number | null> {
  if (deposit.depositTimes !== 1) return null
  const row = await trx
    .selectFrom('member_registrations')
    .innerJoin('members as friend', 'friend.id', 'member_registrations.member_id')
    .innerJoin('members as referrer', 'referrer.id', 'member_registrations.referrer_id')
    .select([
      'referrer.id',
      'referrer.site_id',
      'referrer.currency',
      'referrer.status',
      'friend.currency as friend_currency',
    ])
    .where('member_registrations.member_id', '=', deposit.friendId)
    .executeTakeFirst()
  if (!row || row.status !== 'active' || row.currency !== row.friend_currency) return null
  if (!(await programmeOpen(trx, row.site_id, row.currency))) return null
  const reward = recommendReward(deposit.amount, recommendRule(row.currency))
  if (reward <= 0) return null
  const inserted = await trx
    .insertInto('recommend_rewards')
    .values({
      referrer_id: row.id,
      friend_id: deposit.friendId,
      order_number: deposit.orderNumber,
      deposit_amount: deposit.amount,
      reward,
      created_at: isoNow(),
    })
    .onConflict((oc) => oc.column('friend_id').doNothing())
    .returning('id')
    .executeTakeFirst()
  if (!inserted) return null
  await adjust(trx, row.id, MAIN_WALLET, reward, 'recommend_reward', `recommend:${deposit.friendId}`)
  return row.id
}
