import { AGENT_CODE, type Settlement } from '@lobby/api/contract'
import { commissionFor, commissionTier, commissionTiers, periodEnded, periodRange, recentPeriods } from '@lobby/domain'
import type { Db } from '../db/connection.ts'
import { businessError, type BusinessError } from '../http/errors.ts'
import { isoNow } from '../members/secrets.ts'
import { MAIN_WALLET, adjust } from '../wallet/ledger.ts'
import { downlineLevels } from './downline.ts'
import { operationRows } from './reports.ts'

/**
 * Performance settlement: an agent's commission per site month, from the
 * rate table on the downline's net (bets − wins) and active members. An
 * ended period is settled once: the settlement row (unique per agent and
 * period) and the ledger credit commit together, so a second settle of the
 * same period finds the row and pays nothing.
 */

async function computed(db: Db, agentId: number, currency: string, period: string) {
  const { from, to } = periodRange(period)
  const report = await operationRows(db, await downlineLevels(db, agentId), from, to)
  const tiers = commissionTiers(currency)
  const { net, active_members } = report.total
  return {
    net,
    active_members,
    rate_bp: commissionTier(net, active_members, tiers)?.rate_bp ?? 0,
    commission: commissionFor(net, active_members, tiers),
  }
}

export async function settlementList(
  db: Db,
  agent: { id: number; currency: string },
  now = Date.now(),
): Promise<Settlement[]> {
  const periods = recentPeriods(now, 6)
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
      out.push({
        period,
        net: Number(row.net),
        active_members: row.active_members,
        rate_bp: row.rate_bp,
        commission: Number(row.commission),
        settled: 1,
        settled_at: row.settled_at,
        settleable: 0,
      })
      continue
    }
    const c = await computed(db, agent.id, agent.currency, period)
    out.push({ period, ...c, settled: 0, settled_at: null, settleable: periodEnded(period, now) ? 1 : 0 })
  }
  return out
}

/** Settles an ended period once: 106 not ended, 107 settled already. Run inside the call's transaction. */
export async function settle(
  trx: Db,
  agent: { id: number; currency: string },
  period: string,
  now = Date.now(),
): Promise<{ settlement: Settlement; balance: number | null } | BusinessError> {
  if (!periodEnded(period, now)) return businessError(AGENT_CODE.periodOpen, 'the period has not ended')
  const c = await computed(trx, agent.id, agent.currency, period)
  const settledAt = isoNow()
  const inserted = await trx
    .insertInto('agent_settlements')
    .values({ agent_id: agent.id, period, ...c, settled_at: settledAt })
    .onConflict((oc) => oc.columns(['agent_id', 'period']).doNothing())
    .returning('id')
    .executeTakeFirst()
  if (!inserted) return businessError(AGENT_CODE.settled, 'this period is settled already')
  const balance =
    c.commission > 0
      ? await adjust(trx, agent.id, MAIN_WALLET, c.commission, 'commission', `commission:${period}`)
      : null
  return { settlement: { period, ...c, settled: 1, settled_at: settledAt, settleable: 0 }, balance }
}
