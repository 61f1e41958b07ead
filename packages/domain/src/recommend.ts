import { unitsOf } from './money-units.ts'

/**
 * The recommend (refer-a-friend) programme's rule (spec sections 2 and 6:
 * RecommendAward, shown when `is_friend` is 1): a member's invite code
 * brings a friend; the friend's first completed deposit of at least
 * `min_deposit` earns the member `rate_bp` basis points of it, at most
 * `cap`, once per friend. Amounts in the currency's minor unit; integer
 * arithmetic only.
 */
export interface RecommendRule {
  rate_bp: number
  cap: number
  min_deposit: number
}

/** The house's rule in dollar-like units (`unitsOf`): 10 % of a first deposit of 10 or more, at most 50. */
export const DEFAULT_RECOMMEND_RULE = { rate_bp: 1000, cap_units: 50, min_deposit_units: 10 } as const

export function recommendRule(currency: string): RecommendRule {
  return {
    rate_bp: DEFAULT_RECOMMEND_RULE.rate_bp,
    cap: unitsOf(currency, DEFAULT_RECOMMEND_RULE.cap_units),
    min_deposit: unitsOf(currency, DEFAULT_RECOMMEND_RULE.min_deposit_units),
  }
}

/** The reward of a friend's first deposit: 0 below the minimum, else the share rounded down, capped. */
export function recommendReward(firstDeposit: number, rule: RecommendRule): number {
  if (!Number.isSafeInteger(firstDeposit) || firstDeposit < rule.min_deposit || firstDeposit <= 0) return 0
  const share = Number((BigInt(firstDeposit) * BigInt(rule.rate_bp)) / 10_000n)
  return Math.min(share, rule.cap)
}
