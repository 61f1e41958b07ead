import { AGENT_CODE, type Settlement } from '@lobby/api/contract'
import { commissionFor, commissionTier, commissionTiers, periodEnded, periodRange, recentPeriods } from '@lobby/domain'
import type { Selectable } from 'kysely'
import type { AgentSettlementTable } from '../db/agent-centre-schema.ts'
import type { Db } from '../db/connection.ts'
import { businessError, type BusinessError } from '../http/errors.ts'
import { isoNow } from '../members/secrets.ts'
import { MAIN_WALLET, adjust } from '../wallet/ledger.ts'
import { downlineLevels } from './downline.ts'
import { operationRows, type LateRows } from './reports.ts'

/**
 * Performance settlement: an agent's commission per site month, from the
 * rate table on the downline's net (bets − wins) and active members. Only a
 * period that has ended and in which the member was an agent (for any part
 * of it) can be settled, and only once: the settlement row (unique per agent
 * and period) and the ledger credit commit together, and a settled period
 * never changes (a second settle answers 107 with the first result and
 * writes nothing). The row keeps the highest ledger id it saw
 * (`ledger_through`): a round reported later for a settled period counts in
 * the next period still open.
 */

/** The period before `period` (`YYYY-MM`). */
function previousPeriod(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 7)
}

/**
 * When the member became an agent: the operator's approval of its
 * application, or its creation for a member made an agent from the start;
 * null for a member who is not an agent.
 */
export async function agentSince(db: Db, agentId: number): Promise<string | null> {
  const approved = await db
    .selectFrom('agent_applications')
    .select((eb) => eb.fn.min<string>('decided_at').as('at'))
    .where('member_id', '=', agentId)
    .where('status', '=', 'approved')
    .executeTakeFirst()
  if (approved?.at) return approved.at
  const member = await db
    .selectFrom('members')
    .select(['created_at', 'is_agent'])
    .where('id', '=', agentId)
    .executeTakeFirst()
  return member?.is_agent === 1 ? member.created_at : null
}

/** Was the member an agent during some of `period`? (ISO instants compare as text.) */
const agentDuring = (period: string, since: string | null) => since !== null && periodRange(period).to > since

/**
 * The late rows `period` takes: going back from the period before it, each
 * settled period in an unbroken run gives its rows that arrived after it
 * and after every settlement between it and `period` (ids above the highest
 * `ledger_through` so far). An open period stops the run: rows before it
 * count there. A settlement made before the watermark existed stops it too.
 */
async function lateRows(db: Db, agentId: number, period: string): Promise<LateRows[]> {
  const settled = await db
    .selectFrom('agent_settlements')
    .select(['period', 'ledger_through'])
    .where('agent_id', '=', agentId)
    .where('period', '<', period)
    .orderBy('period', 'desc')
    .execute()
  const out: LateRows[] = []
  let expected = previousPeriod(period)
  let watermark = 0
  for (const row of settled) {
    if (row.period !== expected || row.ledger_through === null) break
    watermark = Math.max(watermark, Number(row.ledger_through))
    out.push({ ...periodRange(row.period), afterId: watermark })
    expected = previousPeriod(row.period)
  }
  return out
}

async function computed(db: Db, agentId: number, currency: string, period: string) {
  const { from, to } = periodRange(period)
  const report = await operationRows(
    db,
    await downlineLevels(db, agentId),
    from,
    to,
    await lateRows(db, agentId, period),
  )
  const tiers = commissionTiers(currency)
  const { net, active_members } = report.total
  return {
    net,
    active_members,
    rate_bp: commissionTier(net, active_members, tiers)?.rate_bp ?? 0,
    commission: commissionFor(net, active_members, tiers),
  }
}

function settledRow(row: Selectable<AgentSettlementTable>): Settlement {
  return {
    period: row.period,
    net: Number(row.net),
    active_members: row.active_members,
    rate_bp: row.rate_bp,
    commission: Number(row.commission),
    settled: 1,
    settled_at: row.settled_at,
    settleable: 0,
  }
}

export async function settlementList(
  db: Db,
  agent: { id: number; currency: string },
  now = Date.now(),
): Promise<Settlement[]> {
  const periods = recentPeriods(now, 6)
  const since = await agentSince(db, agent.id)
  const done = await db
    .selectFrom('agent_settlements')
    .selectAll()
    .where('agent_id', '=', agent.id)
    .where('period', 'in', periods)
    .execute()
  const byPeriod = new Map(done.map((r) => [r.period, r]))
  const out: Settlement[] = []
  for (const period of periods) {
    const row = byPeriod.get(period)
    if (row) {
      out.push(settledRow(row))
      continue
    }
    const c = await computed(db, agent.id, agent.currency, period)
    const settleable = periodEnded(period, now) && agentDuring(period, since)
    out.push({ period, ...c, settled: 0, settled_at: null, settleable: settleable ? 1 : 0 })
  }
  return out
}

/**
 * Settles a period once. 106 not ended (the current month, a future one),
 * 109 the member was not an agent then (before the approval), 107 settled
 * already (with `data.settlement`, the first result; nothing written). Run
 * inside the call's transaction.
 */
export async function settle(
  trx: Db,
  agent: { id: number; currency: string },
  period: string,
  now = Date.now(),
): Promise<{ settlement: Settlement; balance: number | null } | BusinessError> {
  if (!periodEnded(period, now)) return businessError(AGENT_CODE.periodOpen, 'server.agent.period_open')
  const earlier = await trx
    .selectFrom('agent_settlements')
    .selectAll()
    .where('agent_id', '=', agent.id)
    .where('period', '=', period)
    .executeTakeFirst()
  if (earlier) {
    return businessError(AGENT_CODE.settled, 'server.agent.settled', { settlement: settledRow(earlier) })
  }
  if (!agentDuring(period, await agentSince(trx, agent.id))) {
    return businessError(AGENT_CODE.notAgentThen, 'server.agent.not_agent_then')
  }
  const c = await computed(trx, agent.id, agent.currency, period)
  // Every ledger row up to here was visible to `computed` (one transaction); a later one is late.
  const last = await trx
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.max<number>('id').as('id'))
    .executeTakeFirst()
  const settledAt = isoNow()
  const inserted = await trx
    .insertInto('agent_settlements')
    .values({ agent_id: agent.id, period, ...c, settled_at: settledAt, ledger_through: Number(last?.id ?? 0) })
    .onConflict((oc) => oc.columns(['agent_id', 'period']).doNothing())
    .returning('id')
    .executeTakeFirst()
  if (!inserted) return businessError(AGENT_CODE.settled, 'server.agent.settled')
  const balance =
    c.commission > 0
      ? await adjust(trx, agent.id, MAIN_WALLET, c.commission, 'commission', `commission:${period}`)
      : null
  return { settlement: { period, ...c, settled: 1, settled_at: settledAt, settleable: 0 }, balance }
}
