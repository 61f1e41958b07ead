import type { AdminDeposit } from '@lobby/api/contract'
import type { DepositStatus } from '@lobby/domain'
import { sql } from 'kysely'
import type { Db } from '../db/connection.ts'

/**
 * Finance's deposit orders (docs/contract.md "Deposit orders"): a read of
 * the `deposits` table, newest first. Nothing here writes: an order is paid
 * only by the payment provider's verified callback (src/payments/desk.ts).
 * An unpaid order past its expiry can no longer be paid (`payOrder` marks it
 * expired when anyone tries), so it is listed and filtered as `expired`
 * already.
 */

export interface DepositFilter {
  status: DepositStatus | 'all'
  site_id?: string | undefined
  member_account?: string | undefined
  currency?: string | undefined
  /** Created at or after (an ISO instant). */
  from?: string | undefined
  /** Created before. */
  to?: string | undefined
  page: number
  page_size: number
}

/** Rows are compared as the text `toISOString` writes: a bound without milliseconds is rewritten so. */
const instant = (iso: string) => new Date(iso).toISOString()

function orders(db: Db, filter: Omit<DepositFilter, 'page' | 'page_size'>, now: string) {
  let query = db
    .selectFrom('deposits')
    .innerJoin('members', 'members.id', 'deposits.member_id')
    .leftJoin('deposit_channels', 'deposit_channels.id', 'deposits.channel_id')
  const lapsed = sql<boolean>`deposits.status = 'pending' and deposits.expires_at is not null and deposits.expires_at <= ${now}`
  if (filter.status === 'pending') {
    query = query
      .where('deposits.status', '=', 'pending')
      .where((eb) => eb.or([eb('deposits.expires_at', 'is', null), eb('deposits.expires_at', '>', now)]))
  } else if (filter.status === 'expired') {
    query = query.where((eb) => eb.or([eb('deposits.status', '=', 'expired'), lapsed]))
  } else if (filter.status !== 'all') {
    query = query.where('deposits.status', '=', filter.status)
  }
  if (filter.site_id !== undefined) query = query.where('members.site_id', '=', filter.site_id)
  if (filter.member_account !== undefined)
    query = query.where('members.account', '=', filter.member_account.toLowerCase())
  if (filter.currency !== undefined) query = query.where('members.currency', '=', filter.currency)
  if (filter.from !== undefined) query = query.where('deposits.created_at', '>=', instant(filter.from))
  if (filter.to !== undefined) query = query.where('deposits.created_at', '<', instant(filter.to))
  return query
}

/** A page of deposit orders, newest first. */
export async function listDeposits(
  db: Db,
  filter: DepositFilter,
  now = Date.now(),
): Promise<{ list: AdminDeposit[]; total_count: number }> {
  const at = new Date(now).toISOString()
  const total = await orders(db, filter, at)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  const rows = await orders(db, filter, at)
    .select([
      'deposits.order_number',
      'deposits.amount',
      'deposits.status',
      'deposits.created_at',
      'deposits.completed_at',
      'deposits.expires_at',
      'deposit_channels.name as channel',
      'members.site_id',
      'members.account',
      'members.currency',
    ])
    .orderBy('deposits.created_at', 'desc')
    .orderBy('deposits.id', 'desc')
    .limit(filter.page_size)
    .offset((filter.page - 1) * filter.page_size)
    .execute()
  return {
    list: rows.map((row) => {
      const lapsed = row.status === 'pending' && row.expires_at !== null && row.expires_at <= at
      return {
        order_number: row.order_number,
        site_id: row.site_id,
        member_account: row.account,
        currency: row.currency,
        amount: Number(row.amount),
        channel: row.channel ?? '',
        status: lapsed ? 'expired' : row.status,
        created_at: row.created_at,
        paid_at: row.status === 'completed' ? row.completed_at : null,
        expires_at: row.expires_at,
      }
    }),
    total_count: Number(total.n),
  }
}
