import { describe, expect, it } from 'vitest'
import {
  agentLandingPage,
  agentMenu,
  commissionFor,
  commissionTier,
  isPeriod,
  periodEnded,
  periodOf,
  periodRange,
  promotionLinks,
  recentPeriods,
  type CommissionTier,
} from '../src/agent-centre.ts'

const tiers: CommissionTier[] = [
  { min_net: 0, min_active: 1, rate_bp: 2000 },
  { min_net: 500_000, min_active: 5, rate_bp: 3000 },
  { min_net: 5_000_000, min_active: 10, rate_bp: 4000 },
]

describe('agent menu', () => {
  it('a non-agent sees Plan, Agreement, Register; an active agent the centre without Register', () => {
    expect(agentMenu(false).map((i) => i.key)).toEqual(['Plan', 'Agreement', 'Register'])
    expect(agentMenu(true).map((i) => i.key)).toEqual(['Plan', 'Agreement', 'ProxyCenter'])
    expect(agentMenu(true)[2]?.children?.map((c) => c.key)).toEqual([
      'DownlineInfo',
      'Promotion',
      'OperationTable',
      'StratifiedTable',
      'Transfer',
      'PerformanceSettlement',
    ])
  })
  it.each([
    [false, null, 'Register'],
    [false, 'Register', 'Register'],
    [false, 'Transfer', 'Register'],
    [false, 'Plan', 'Plan'],
    [true, null, 'DownlineInfo'],
    [true, 'Register', 'DownlineInfo'],
    [true, 'Promotion', 'Promotion'],
    [true, 'ProxyCenter', 'DownlineInfo'],
  ])('agent %s asking %s lands on %s', (active, asked, page) => {
    expect(agentLandingPage(active, asked)).toBe(page)
  })
})

describe('commission', () => {
  it.each([
    [100_000, 1, 20_000],
    [100_001, 1, 20_000],
    [600_000, 4, 120_000],
    [600_000, 5, 180_000],
    [6_000_000, 10, 2_400_000],
    [0, 3, 0],
    [-50_000, 3, 0],
    [100_000, 0, 0],
  ])('net %i with %i active earns %i', (net, active, expected) => {
    expect(commissionFor(net, active, tiers)).toBe(expected)
  })
  it('is exact for nets beyond float precision of a product', () => {
    expect(commissionFor(9_007_199_254_740_991, 10, tiers)).toBe(3_602_879_701_896_396)
  })
  it('picks the best tier reached', () => {
    expect(commissionTier(600_000, 5, tiers)?.rate_bp).toBe(3000)
    expect(commissionTier(600_000, 0, tiers)).toBeUndefined()
  })
})

describe('periods (site months, UTC-4)', () => {
  it('bounds a month in UTC and knows when it ended', () => {
    expect(periodRange('2026-10')).toEqual({ from: '2026-10-01T04:00:00.000Z', to: '2026-11-01T04:00:00.000Z' })
    expect(periodRange('2026-12').to).toBe('2027-01-01T04:00:00.000Z')
    expect(periodEnded('2026-10', Date.parse('2026-11-01T03:59:59Z'))).toBe(false)
    expect(periodEnded('2026-10', Date.parse('2026-11-01T04:00:00Z'))).toBe(true)
  })
  it('the month of 02:00 UTC on the 1st is the month before', () => {
    expect(periodOf(Date.parse('2026-11-01T02:00:00Z'))).toBe('2026-10')
    expect(recentPeriods(Date.parse('2026-02-15T12:00:00Z'), 3)).toEqual(['2026-02', '2026-01', '2025-12'])
  })
  it.each([
    ['2026-10', true],
    ['2026-13', false],
    ['2026-1', false],
    ['26-10', false],
  ])('%s is a period: %s', (text, ok) => {
    expect(isPeriod(text)).toBe(ok)
  })
})

it('promotion links carry the agent id and the invite code', () => {
  expect(promotionLinks('https://lobby.example/', 42, 'ABC 1')).toEqual({
    agent_link: 'https://lobby.example/register?id=42',
    invite_link: 'https://lobby.example/register?invite=ABC%201',
  })
  expect(promotionLinks('https://lobby.example', 42, null).invite_link).toBeNull()
})
