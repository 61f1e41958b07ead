import type { MenuItem } from './member-centre.ts'
import { unitsOf } from './money-units.ts'
import { SITE_UTC_OFFSET_MINUTES } from './member-centre.ts'

/**
 * The agent (proxy) centre's rules (spec sections 2 and 6): its menu keys,
 * which page an agent or a member lands on, the commission of a period from
 * the rate table, settlement periods in site months, and the promotion
 * links. Pure: the server and the site both use them.
 */

/** Agent menu keys (spec section 2). */
export const AGENT_CENTRE_MENU: readonly MenuItem[] = [
  { key: 'Plan' },
  { key: 'Agreement' },
  { key: 'Register' },
  {
    key: 'ProxyCenter',
    children: [
      { key: 'DownlineInfo' },
      { key: 'Promotion' },
      { key: 'OperationTable' },
      { key: 'StratifiedTable' },
      { key: 'Transfer' },
      { key: 'PerformanceSettlement' },
    ],
  },
]

/** `apply_for_agent/check` codes that keep a member out of the agent centre (spec section 6). */
export const AGENT_CHECK_REFUSED = ['101', '104'] as const

/**
 * The agent menu a member sees: an active agent gets everything but
 * Register; anyone else gets Plan, Agreement and Register (spec section 6:
 * "proxy page if active, otherwise registration").
 */
export function agentMenu(agentActive: boolean): MenuItem[] {
  return AGENT_CENTRE_MENU.filter((item) => (agentActive ? item.key !== 'Register' : item.key !== 'ProxyCenter')).map(
    (item) => ({ ...item }),
  )
}

/** The page `/proxy` opens on: `?page=` when it is one the member may see, else Register for a non-agent and DownlineInfo for an agent. */
export function agentLandingPage(agentActive: boolean, asked: string | null): string {
  const keys = agentMenu(agentActive).flatMap((item) => [item.key, ...(item.children ?? []).map((c) => c.key)])
  if (asked && keys.includes(asked) && asked !== 'ProxyCenter') return asked
  return agentActive ? 'DownlineInfo' : 'Register'
}

// ---------------------------------------------------------------------------
// Commission

/**
 * One row of the commission rate table: from `min_net` (the downline's net
 * loss to the house in the period, minor units) and `min_active` active
 * members up, the agent earns `rate_bp` basis points of the net.
 */
export interface CommissionTier {
  min_net: number
  min_active: number
  rate_bp: number
}

/** The house's default table (an operator keeps its own). `min_net` is in currency units; `unitsOf` scales it. */
export const DEFAULT_COMMISSION_TIERS: readonly { min_net_units: number; min_active: number; rate_bp: number }[] = [
  { min_net_units: 0, min_active: 1, rate_bp: 2000 },
  { min_net_units: 5_000, min_active: 5, rate_bp: 3000 },
  { min_net_units: 50_000, min_active: 10, rate_bp: 4000 },
]

/** The house's table in `currency`'s minor unit (`unitsOf`): what the Plan page shows and settlement uses. */
export function commissionTiers(currency: string): CommissionTier[] {
  return DEFAULT_COMMISSION_TIERS.map((t) => ({
    min_net: unitsOf(currency, t.min_net_units),
    min_active: t.min_active,
    rate_bp: t.rate_bp,
  }))
}

/** The best tier the period reaches, or undefined when it reaches none. */
export function commissionTier(
  net: number,
  active: number,
  tiers: readonly CommissionTier[],
): CommissionTier | undefined {
  let best: CommissionTier | undefined
  for (const tier of tiers) {
    if (net >= tier.min_net && active >= tier.min_active && (!best || tier.rate_bp > best.rate_bp)) best = tier
  }
  return best
}

/**
 * The commission of a period: the tier's share of a positive net, rounded
 * down to the minor unit (integer arithmetic: no float ever touches money).
 * A period where the downline won (net ≤ 0) earns nothing; nothing is
 * carried over.
 */
export function commissionFor(net: number, active: number, tiers: readonly CommissionTier[]): number {
  if (!Number.isSafeInteger(net) || net <= 0) return 0
  const tier = commissionTier(net, active, tiers)
  if (!tier) return 0
  return Number((BigInt(net) * BigInt(tier.rate_bp)) / 10_000n)
}

// ---------------------------------------------------------------------------
// Settlement periods: site months

/** A settlement period: a site month, `YYYY-MM`. */
export type Period = string

export function isPeriod(text: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(text)
}

/** The site month of an instant. */
export function periodOf(at: number): Period {
  return new Date(at + SITE_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 7)
}

/** The UTC instants bounding a site month: `[from, to)`. */
export function periodRange(period: Period): { from: string; to: string } {
  const [year, month] = period.split('-').map(Number) as [number, number]
  const offset = -SITE_UTC_OFFSET_MINUTES * 60_000
  const from = Date.UTC(year, month - 1, 1) + offset
  const to = Date.UTC(year, month, 1) + offset
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() }
}

/** A period may be settled once it has ended. */
export function periodEnded(period: Period, now: number): boolean {
  return Date.parse(periodRange(period).to) <= now
}

/** The last `count` site months up to the current one, newest first. */
export function recentPeriods(now: number, count: number): Period[] {
  const [year, month] = periodOf(now).split('-').map(Number) as [number, number]
  const out: Period[] = []
  for (let i = 0; i < count; i++) {
    const d = new Date(Date.UTC(year, month - 1 - i, 1))
    out.push(d.toISOString().slice(0, 7))
  }
  return out
}

// ---------------------------------------------------------------------------
// Promotion

/** The agent link (spec section 2: `id` is the agent introducer) and the invite link (`invite`, a recommend code). */
export function promotionLinks(origin: string, agentId: number, inviteCode: string | null) {
  const base = origin.replace(/\/+$/, '')
  return {
    agent_link: `${base}/register?id=${agentId}`,
    invite_link: inviteCode ? `${base}/register?invite=${encodeURIComponent(inviteCode)}` : null,
  }
}
