import type { OperationRow } from '@lobby/api/contract'
import type { Db } from '../db/connection.ts'

/** Ledger rows dated in `[from, to)` with an id above `afterId`: a settled period's late rows. */
export interface LateRows {
  from: string
  to: string
  afterId: number
}

/**
 * What the downline did between two instants, from the ledger: bets (stakes
 * taken), wins (payouts and refunds), deposits, and withdrawals net of the
 * ones returned. `net` is bets − wins, the house's result on them, which the
 * commission is a share of. A member who placed a bet counts as active.
 * `late` adds rows dated elsewhere (a settlement's late rounds).
 */
export async function operationRows(
  db: Db,
  levels: Map<number, number>,
  from: string,
  to: string,
  late: readonly LateRows[] = [],
): Promise<{ total: OperationRow; levels: OperationRow[] }> {
  const empty = (level: number): OperationRow => ({
    level,
    members: 0,
    active_members: 0,
    bets: 0,
    wins: 0,
    deposits: 0,
    withdrawals: 0,
    net: 0,
  })
  const perLevel = new Map<number, OperationRow>()
  const row = (level: number) => perLevel.get(level) ?? perLevel.set(level, empty(level)).get(level)!
  for (const level of levels.values()) row(level).members += 1
  const ids = [...levels.keys()]
  if (ids.length > 0) {
    const sums = await db
      .selectFrom('ledger_entries')
      .select(['member_id', 'kind', (eb) => eb.fn.sum<number>('amount').as('sum')])
      .where('member_id', 'in', ids)
      .where('kind', 'in', ['bet', 'payout', 'refund', 'deposit', 'withdrawal', 'withdraw_return'])
      .where((eb) =>
        eb.or([
          eb.and([eb('created_at', '>=', from), eb('created_at', '<', to)]),
          // Rows of settled periods that arrived after their settlement (settlement.ts).
          ...late.map((l) =>
            eb.and([eb('created_at', '>=', l.from), eb('created_at', '<', l.to), eb('id', '>', l.afterId)]),
          ),
        ]),
      )
      .groupBy(['member_id', 'kind'])
      .execute()
    const active = new Set<number>()
    for (const s of sums) {
      const r = row(levels.get(s.member_id) ?? 1)
      const amount = Number(s.sum)
      if (s.kind === 'bet') {
        r.bets += -amount
        if (amount !== 0) active.add(s.member_id)
      } else if (s.kind === 'payout' || s.kind === 'refund') r.wins += amount
      else if (s.kind === 'deposit') r.deposits += amount
      else r.withdrawals += -amount
    }
    for (const id of active) row(levels.get(id) ?? 1).active_members += 1
  }
  const list = [...perLevel.values()].sort((a, b) => a.level - b.level)
  const total = empty(0)
  for (const r of list) {
    r.net = r.bets - r.wins
    for (const key of ['members', 'active_members', 'bets', 'wins', 'deposits', 'withdrawals', 'net'] as const) {
      total[key] += r[key]
    }
  }
  return { total, levels: list }
}
