import { describe, expect, it } from 'vitest'
import { popularPagePath, providerPagePath } from '../src/index.ts'

const slot = { gp_id: 'GPR8', game_type: 2, house: 0, customized: 0 }
const live = { gp_id: 'GPLV', game_type: 3, house: 0, customized: 0 }
const crash = { gp_id: 'GPCR', game_type: 2, house: 1, customized: 1 }

describe('providerPagePath', () => {
  it.each([
    ['slot, desktop, game room on', slot, { desktop: true, gameRoom: true }, '/gameRoom?gt_id=2&gp_id=GPR8&house=0'],
    ['slot, desktop, game room off', slot, { desktop: true, gameRoom: false }, '/slotgame?gt_id=2&gp_id=GPR8&house=0'],
    ['slot, mobile, game room on', slot, { desktop: false, gameRoom: true }, '/slotgame?gt_id=2&gp_id=GPR8&house=0'],
    ['live, desktop, game room on', live, { desktop: true, gameRoom: true }, '/slotgame?gt_id=3&gp_id=GPLV&house=0'],
    [
      'crash, desktop, game room on',
      crash,
      { desktop: true, gameRoom: true },
      '/slotgame?gt_id=2&gp_id=GPCR&house=1&isCrashGame=true',
    ],
    [
      'crash, mobile',
      crash,
      { desktop: false, gameRoom: false },
      '/slotgame?gt_id=2&gp_id=GPCR&house=1&isCrashGame=true',
    ],
  ])('%s', (_name, provider, options, expected) => {
    expect(providerPagePath(provider, options)).toBe(expected)
  })
})

describe('popularPagePath', () => {
  it('is the slot category with house 0 when the site shows it', () => {
    expect(popularPagePath(2, true)).toBe('/slotgame?gt_id=2&house=0&popular=1')
  })
  it('is absent when the site hides it or for another category', () => {
    expect(popularPagePath(2, false)).toBeUndefined()
    expect(popularPagePath(3, true)).toBeUndefined()
  })
})
