import type { DwRecord, Transaction } from '@lobby/api/contract'
import { LEDGER_KINDS_BY_TYPE, siteDayRange, transactionTypeOf, type TransactionType } from '@lobby/domain'
import type { Db } from '../db/connection.ts'
import type { LedgerKind } from '../db/wallets-schema.ts'
import { BadRequest } from '../http/errors.ts'
import { withdrawalRows, withdrawalView } from './withdrawals.ts'
import { verbatim } from '../http/messages.ts'

/**
 * The member's own records: the ledger as the Transaction table, deposits
 * and withdrawals as DWRecord. Both take a range of site days (a bad one is
 * a 400 naming the date), page with `count` rows and sort by time or amount
 * (the id breaks ties, so pages never overlap).
 */

interface Range {
  start_date: string
  end_date: string
}

function rangeOf(input: Range): { from: string; to: string } {
  const range = siteDayRange(input.start_date, input.end_date)
  if (!range.ok) throw new BadRequest(range.field, verbatim('fund.err_date_range'))
  return range
}

interface Paging {
  page: number
  count: number
  sort_field: 'created_at' | 'amount'
  sort_order: 'asc' | 'desc'
}

export async function transactionPage(
  db: Db,
  memberId: number,
  input: Range & Paging & { type: 'all' | TransactionType },
): Promise<{ list: Transaction[]; total_count: number; sum: number }> {
  const { from, to } = rangeOf(input)
  let base = db
    .selectFrom('ledger_entries')
    .where('member_id', '=', memberId)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
  if (input.type !== 'all') base = base.where('kind', 'in', LEDGER_KINDS_BY_TYPE[input.type] as readonly LedgerKind[])
  const totals = await base
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('sum'),
    ])
    .executeTakeFirstOrThrow()
  const rows = await base
    .select(['id', 'created_at', 'kind', 'wallet', 'amount', 'balance_after'])
    .orderBy(input.sort_field === 'amount' ? 'amount' : 'id', input.sort_order)
    .orderBy('id', input.sort_order)
    .limit(input.count)
    .offset((input.page - 1) * input.count)
    .execute()
  return {
    list: rows.map((r) => ({
      id: r.id,
      created_at: r.created_at,
      type: transactionTypeOf(r.kind),
      kind: r.kind,
      wallet: r.wallet,
      amount: Number(r.amount),
      balance_after: Number(r.balance_after),
    })),
    total_count: Number(totals.n),
    sum: Number(totals.sum),
  }
}

export async function dwRecordPage(
  db: Db,
  member: { id: number; currency: string },
  input: Range & Paging & { kind: 'deposit' | 'withdrawal'; status: string },
): Promise<{ list: DwRecord[]; total_count: number }> {
  const { from, to } = rangeOf(input)
  const offset = (input.page - 1) * input.count
  if (input.kind === 'withdrawal') {
    let base = withdrawalRows(db)
      .where('withdrawals.member_id', '=', member.id)
      .where('withdrawals.created_at', '>=', from)
      .where('withdrawals.created_at', '<', to)
    if (input.status !== 'all') base = base.where('withdrawals.status', '=', input.status as 'pending')
    const total = await base
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    const rows = await base
      .orderBy(input.sort_field === 'amount' ? 'withdrawals.amount' : 'withdrawals.id', input.sort_order)
      .orderBy('withdrawals.id', input.sort_order)
      .limit(input.count)
      .offset(offset)
      .execute()
    return { list: rows.map((r) => withdrawalView(r, member.currency)), total_count: Number(total.n) }
  }
  let base = db
    .selectFrom('deposits')
    .leftJoin('deposit_channels', 'deposit_channels.id', 'deposits.channel_id')
    .where('deposits.member_id', '=', member.id)
    .where('deposits.created_at', '>=', from)
    .where('deposits.created_at', '<', to)
  if (input.status !== 'all') base = base.where('deposits.status', '=', input.status as 'pending')
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  const rows = await base
    .select([
      'deposits.order_number',
      'deposits.amount',
      'deposits.status',
      'deposits.created_at',
      'deposits.completed_at',
      'deposits.expires_at',
      'deposit_channels.name as channel',
    ])
    .orderBy(input.sort_field === 'amount' ? 'deposits.amount' : 'deposits.id', input.sort_order)
    .orderBy('deposits.id', input.sort_order)
    .limit(input.count)
    .offset(offset)
    .execute()
  const now = new Date().toISOString()
  return {
    list: rows.map((r) => ({
      order_number: r.order_number,
      kind: 'deposit' as const,
      amount: Number(r.amount),
      // A pending order past its time shows as expired before anyone tries to pay it.
      status: r.status === 'pending' && r.expires_at !== null && r.expires_at <= now ? 'expired' : r.status,
      detail: r.channel ?? '',
      reason: '',
      created_at: r.created_at,
      decided_at: r.completed_at,
    })),
    total_count: Number(total.n),
  }
}
