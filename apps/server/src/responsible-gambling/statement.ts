import type { RgStatementMonth } from '@lobby/api/contract'
import { periodRange, recentPeriods } from '@lobby/domain'
import { sql } from 'kysely'
import type { Db } from '../db/connection.ts'

/**
 * `rgStatement`: the member's last months in the site's calendar, oldest first, with the operator dashboard's
 * definitions (admin/dashboard.ts): deposits are paid orders by their paid time, withdrawals approved ones by their
 * decision time; from the ledger over every wallet, bets are stakes less refunds and wins are payouts; net is wins
 * less bets. Each source is one query that places its rows in their month by a CASE over the months' bounds (ISO
 * instants compare as text on both databases).
 */

interface MonthBounds {
  month: string
  from: string
  to: string
}

/** `CASE WHEN column < month2.from THEN 0 … ELSE n-1 END`: the index of the month an instant falls in. */
function monthIndex(column: string, months: readonly MonthBounds[]) {
  if (months.length === 1) return sql<number>`${sql.lit(0)}`
  const whens = months.slice(1).map((m, i) => sql`when ${sql.ref(column)} < ${m.from} then ${sql.lit(i)}`)
  return sql<number>`case ${sql.join(whens, sql` `)} else ${sql.lit(months.length - 1)} end`
}

export async function statementOf(db: Db, memberId: number, count: number, now: number): Promise<RgStatementMonth[]> {
  const months: MonthBounds[] = recentPeriods(now, count)
    .reverse()
    .map((month) => ({ month, ...periodRange(month) }))
  const from = months[0]!.from
  const to = months[months.length - 1]!.to
  const out: RgStatementMonth[] = months.map(({ month }) => ({
    month,
    deposits: 0,
    withdrawals: 0,
    bets: 0,
    wins: 0,
    net: 0,
  }))

  const deposits = await db
    .selectFrom(
      db
        .selectFrom('deposits')
        .select(['amount', monthIndex('completed_at', months).as('i')])
        .where('member_id', '=', memberId)
        .where('status', '=', 'completed')
        .where('completed_at', '>=', from)
        .where('completed_at', '<', to)
        .as('t'),
    )
    .select(['t.i', (eb) => eb.fn.sum<number>('t.amount').as('sum')])
    .groupBy('t.i')
    .execute()
  for (const row of deposits) out[Number(row.i)]!.deposits += Number(row.sum)

  const withdrawals = await db
    .selectFrom(
      db
        .selectFrom('withdrawals')
        .select(['amount', monthIndex('decided_at', months).as('i')])
        .where('member_id', '=', memberId)
        .where('status', '=', 'approved')
        .where('decided_at', '>=', from)
        .where('decided_at', '<', to)
        .as('t'),
    )
    .select(['t.i', (eb) => eb.fn.sum<number>('t.amount').as('sum')])
    .groupBy('t.i')
    .execute()
  for (const row of withdrawals) out[Number(row.i)]!.withdrawals += Number(row.sum)

  const play = await db
    .selectFrom(
      db
        .selectFrom('ledger_entries')
        .select(['kind', 'amount', monthIndex('created_at', months).as('i')])
        .where('member_id', '=', memberId)
        .where('kind', 'in', ['bet', 'payout', 'refund'])
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .as('t'),
    )
    .select(['t.i', 't.kind', (eb) => eb.fn.sum<number>('t.amount').as('sum')])
    .groupBy(['t.i', 't.kind'])
    .execute()
  for (const row of play) {
    const month = out[Number(row.i)]!
    const sum = Number(row.sum)
    // A stake is a negative entry, a refund gives it back (positive): bets are minus their total; a payout is a win.
    if (row.kind === 'payout') month.wins += sum
    else month.bets -= sum
  }
  for (const month of out) month.net = month.wins - month.bets
  return out
}
