import type { Dashboard, DashboardCurrency, DashboardFigures } from '@lobby/api/contract'
import { DASHBOARD_SERIES_DAYS } from '@lobby/api/contract'
import { DEFAULT_DATE_TIME_ZONE, SITE_UTC_OFFSET_MINUTES, siteDate } from '@lobby/domain'
import { sql, type Expression, type SqlBool } from 'kysely'
import type { Db } from '../db/connection.ts'

/**
 * The operator dashboard's figures (docs/contract.md "Dashboard"): per
 * currency, today and this week in the site's days (America/Caracas,
 * UTC−4 all year), the pending queues, and the last 14 days for the charts.
 * Every sum is computed by the database over the ISO instants the rows carry
 * (written by `toISOString`, so they compare as text on SQLite and
 * PostgreSQL alike); each row is placed in its day by a CASE over the days'
 * bounds, which both databases run the same.
 */

const DAY_MS = 86_400_000
const OFFSET_MS = -SITE_UTC_OFFSET_MINUTES * 60_000

/** The site days of the series: each `date` with its UTC bounds, oldest first, today last. */
export interface DayBounds {
  date: string
  from: string
  to: string
}

/** Today's site day, this week's start (Monday) and the series' days, for the instant `now`. */
export function dashboardPeriods(now: number): { days: DayBounds[]; weekFromIndex: number } {
  const today = siteDate(now)
  const todayFrom = Date.parse(`${today}T00:00:00Z`) + OFFSET_MS
  const days: DayBounds[] = []
  for (let back = DASHBOARD_SERIES_DAYS - 1; back >= 0; back--) {
    const from = todayFrom - back * DAY_MS
    days.push({
      date: siteDate(from),
      from: new Date(from).toISOString(),
      to: new Date(from + DAY_MS).toISOString(),
    })
  }
  // 0 Sunday … 6 Saturday; the week starts on Monday.
  const sinceMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7
  return { days, weekFromIndex: DASHBOARD_SERIES_DAYS - 1 - sinceMonday }
}

/** `CASE WHEN column < day1.from THEN 0 … ELSE 13 END`: the index of the day an instant falls in. */
function dayIndex(column: string, days: readonly DayBounds[]) {
  const whens = days.slice(1).map((day, i) => sql`when ${sql.ref(column)} < ${day.from} then ${sql.lit(i)}`)
  return sql<number>`case ${sql.join(whens, sql` `)} else ${sql.lit(days.length - 1)} end`
}

const emptyFigures = (): DashboardFigures => ({
  deposits: { count: 0, amount: 0 },
  withdrawals: { count: 0, amount: 0 },
  bets: 0,
  wins: 0,
  ggr: 0,
  new_members: 0,
  active_members: 0,
})

export interface DashboardQuery {
  /** The instant the figures are for (the clock in the route; explicit in tests). */
  now: number
  site_id?: string | undefined
  /** Members online per currency (the realtime presence count, `presenceCounts`). */
  online: Readonly<Record<string, number>>
}

/** Everything the dashboard shows, from the database (`online` comes from the realtime presence). */
export async function dashboardFigures(db: Db, query: DashboardQuery): Promise<Dashboard> {
  const { days, weekFromIndex } = dashboardPeriods(query.now)
  const nowIso = new Date(query.now).toISOString()
  const first = days[0]!
  const today = days[days.length - 1]!
  const week = days[weekFromIndex]!
  const site = query.site_id

  const byCurrency = new Map<string, DashboardCurrency>()
  const entry = (currency: string): DashboardCurrency => {
    let found = byCurrency.get(currency)
    if (!found) {
      found = {
        currency,
        today: emptyFigures(),
        week: emptyFigures(),
        online: 0,
        pending: { withdrawals: 0, deposits: 0, agent_applications: 0 },
        series: days.map((day) => ({ date: day.date, deposits: 0, withdrawals: 0, ggr: 0 })),
      }
      byCurrency.set(currency, found)
    }
    return found
  }
  /** Adds a day's value to the series (when `series` names a column) and to today's and the week's figures. */
  const place = (currency: string, day: number, add: (figures: DashboardFigures) => void) => {
    const e = entry(currency)
    if (day === days.length - 1) add(e.today)
    if (day >= weekFromIndex) add(e.week)
  }
  const memberSite = (alias: string): Expression<SqlBool> =>
    site === undefined ? sql<SqlBool>`1 = 1` : sql<SqlBool>`${sql.ref(`${alias}.site_id`)} = ${site}`

  // Paid deposit orders, by their paid time.
  const deposits = await db
    .selectFrom(
      db
        .selectFrom('deposits')
        .innerJoin('members', 'members.id', 'deposits.member_id')
        .select(['members.currency', 'deposits.amount', dayIndex('deposits.completed_at', days).as('day')])
        .where('deposits.status', '=', 'completed')
        .where('deposits.completed_at', '>=', first.from)
        .where('deposits.completed_at', '<', today.to)
        .where(memberSite('members'))
        .as('t'),
    )
    .select([
      't.currency',
      't.day',
      (eb) => eb.fn.countAll<number>().as('n'),
      (eb) => eb.fn.sum<number>('t.amount').as('sum'),
    ])
    .groupBy(['t.currency', 't.day'])
    .execute()
  for (const row of deposits) {
    const day = Number(row.day)
    const [count, amount] = [Number(row.n), Number(row.sum)]
    entry(row.currency).series[day]!.deposits += amount
    place(row.currency, day, (f) => {
      f.deposits.count += count
      f.deposits.amount += amount
    })
  }

  // Approved withdrawals, by their decision time.
  const withdrawals = await db
    .selectFrom(
      db
        .selectFrom('withdrawals')
        .innerJoin('members', 'members.id', 'withdrawals.member_id')
        .select(['members.currency', 'withdrawals.amount', dayIndex('withdrawals.decided_at', days).as('day')])
        .where('withdrawals.status', '=', 'approved')
        .where('withdrawals.decided_at', '>=', first.from)
        .where('withdrawals.decided_at', '<', today.to)
        .where(memberSite('members'))
        .as('t'),
    )
    .select([
      't.currency',
      't.day',
      (eb) => eb.fn.countAll<number>().as('n'),
      (eb) => eb.fn.sum<number>('t.amount').as('sum'),
    ])
    .groupBy(['t.currency', 't.day'])
    .execute()
  for (const row of withdrawals) {
    const day = Number(row.day)
    const [count, amount] = [Number(row.n), Number(row.sum)]
    entry(row.currency).series[day]!.withdrawals += amount
    place(row.currency, day, (f) => {
      f.withdrawals.count += count
      f.withdrawals.amount += amount
    })
  }

  // Stakes, payouts and refunds from the ledger.
  const play = await db
    .selectFrom(
      db
        .selectFrom('ledger_entries')
        .innerJoin('members', 'members.id', 'ledger_entries.member_id')
        .select([
          'members.currency',
          'ledger_entries.kind',
          'ledger_entries.amount',
          dayIndex('ledger_entries.created_at', days).as('day'),
        ])
        .where('ledger_entries.kind', 'in', ['bet', 'payout', 'refund'])
        .where('ledger_entries.created_at', '>=', first.from)
        .where('ledger_entries.created_at', '<', today.to)
        .where(memberSite('members'))
        .as('t'),
    )
    .select(['t.currency', 't.day', 't.kind', (eb) => eb.fn.sum<number>('t.amount').as('sum')])
    .groupBy(['t.currency', 't.day', 't.kind'])
    .execute()
  for (const row of play) {
    const day = Number(row.day)
    const sum = Number(row.sum)
    // A bet row takes the stake (negative); a payout or refund gives back (positive): GGR is minus their total.
    entry(row.currency).series[day]!.ggr -= sum
    place(row.currency, day, (f) => {
      if (row.kind === 'bet') f.bets -= sum
      else f.wins += sum
      f.ggr -= sum
    })
  }

  // Members registered.
  const joined = await db
    .selectFrom(
      db
        .selectFrom('members')
        .select(['members.currency', dayIndex('members.created_at', days).as('day')])
        .where('members.created_at', '>=', first.from)
        .where('members.created_at', '<', today.to)
        .where(memberSite('members'))
        .as('t'),
    )
    .select(['t.currency', 't.day', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['t.currency', 't.day'])
    .execute()
  for (const row of joined) {
    const n = Number(row.n)
    place(row.currency, Number(row.day), (f) => {
      f.new_members += n
    })
  }

  // Active members: who bet or signed in, each once per period.
  for (const [period, from] of [
    ['today', today.from],
    ['week', week.from],
  ] as const) {
    const active = await db
      .selectFrom(
        db
          .selectFrom('ledger_entries')
          .select('member_id')
          .where('kind', '=', 'bet')
          .where('created_at', '>=', from)
          .where('created_at', '<', today.to)
          .union(
            db
              .selectFrom('member_logins')
              .select('member_id')
              .where('created_at', '>=', from)
              .where('created_at', '<', today.to),
          )
          .as('a'),
      )
      .innerJoin('members', 'members.id', 'a.member_id')
      .select(['members.currency', (eb) => eb.fn.count<number>('a.member_id').distinct().as('n')])
      .where(memberSite('members'))
      .groupBy('members.currency')
      .execute()
    for (const row of active) entry(row.currency)[period].active_members = Number(row.n)
  }

  // The queues, whatever their date.
  const waitingWithdrawals = await db
    .selectFrom('withdrawals')
    .innerJoin('members', 'members.id', 'withdrawals.member_id')
    .select(['members.currency', (eb) => eb.fn.countAll<number>().as('n')])
    .where('withdrawals.status', '=', 'pending')
    .where(memberSite('members'))
    .groupBy('members.currency')
    .execute()
  for (const row of waitingWithdrawals) entry(row.currency).pending.withdrawals = Number(row.n)
  const waitingDeposits = await db
    .selectFrom('deposits')
    .innerJoin('members', 'members.id', 'deposits.member_id')
    .select(['members.currency', (eb) => eb.fn.countAll<number>().as('n')])
    .where('deposits.status', '=', 'pending')
    .where((eb) => eb.or([eb('deposits.expires_at', 'is', null), eb('deposits.expires_at', '>', nowIso)]))
    .where(memberSite('members'))
    .groupBy('members.currency')
    .execute()
  for (const row of waitingDeposits) entry(row.currency).pending.deposits = Number(row.n)
  const waitingApplications = await db
    .selectFrom('agent_applications')
    .innerJoin('members', 'members.id', 'agent_applications.member_id')
    .select(['members.currency', (eb) => eb.fn.countAll<number>().as('n')])
    .where('agent_applications.status', '=', 'pending')
    .where(memberSite('members'))
    .groupBy('members.currency')
    .execute()
  for (const row of waitingApplications) entry(row.currency).pending.agent_applications = Number(row.n)

  // Every currency a site offers shows, with zeros when nothing happened.
  let offered = db.selectFrom('site_currencies').select('currency').distinct()
  if (site !== undefined) offered = offered.where('site_id', '=', site)
  for (const row of await offered.execute()) entry(row.currency)
  // Presence is counted per currency, on every site: narrowed to a site, only its currencies show it.
  for (const [currency, count] of Object.entries(query.online)) {
    if (count > 0 && (site === undefined || byCurrency.has(currency))) entry(currency).online = count
  }

  return {
    as_of: nowIso,
    time_zone: DEFAULT_DATE_TIME_ZONE,
    today: { date: today.date, from: today.from, to: today.to },
    week: { from: week.from, to: today.to },
    currencies: [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
  }
}
