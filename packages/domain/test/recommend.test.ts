import { describe, expect, it } from 'vitest'
import { recommendReward, recommendRule } from '../src/recommend.ts'

describe('the recommend reward', () => {
  const usd = recommendRule('USD')

  it('scales the house rule to the currency', () => {
    expect(usd).toEqual({ rate_bp: 1000, cap: 5_000, min_deposit: 1_000 })
    expect(recommendRule('VND')).toEqual({ rate_bp: 1000, cap: 1_250_000, min_deposit: 250_000 })
  })

  it.each([
    [999, 0, 'below the minimum'],
    [1_000, 100, 'the minimum itself'],
    [12_345, 1_234, 'rounded down to the minor unit'],
    [50_000, 5_000, 'at the cap'],
    [1_000_000, 5_000, 'capped'],
    [0, 0, 'nothing'],
    [-5_000, 0, 'negative'],
    [Number.MAX_SAFE_INTEGER + 2, 0, 'not a safe integer'],
  ])('%i gives %i (%s)', (deposit, reward) => {
    expect(recommendReward(deposit, usd)).toBe(reward)
  })

  it('never uses floats: a huge deposit with an odd rate stays exact', () => {
    expect(recommendReward(9_007_199_254_740_991, { rate_bp: 3, cap: Number.MAX_SAFE_INTEGER, min_deposit: 1 })).toBe(
      2_702_159_776_422,
    )
  })
})
