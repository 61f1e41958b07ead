import { describe, expect, it } from 'vitest'
import { isSafeLinkUrl, jackpotAmountAt, mayFrameUrl } from '../src/index.ts'

describe('jackpot growth', () => {
  const growth = { base: 50_000_000, baseAt: 1_000_000, incrementPerSecond: 37, cycleMs: 3_600_000 }

  it('grows linearly from the base and restarts each cycle', () => {
    expect(jackpotAmountAt(growth, 1_000_000)).toBe(50_000_000)
    expect(jackpotAmountAt(growth, 500)).toBe(50_000_000)
    expect(jackpotAmountAt(growth, 1_010_000)).toBe(50_000_370)
    expect(jackpotAmountAt(growth, 1_000_000 + 3_600_000)).toBe(50_000_000)
    expect(jackpotAmountAt(growth, 1_000_000 + 3_599_999)).toBe(50_000_000 + Math.floor(3_599_999 * 0.037))
  })

  it('is deterministic and never decreases inside a cycle', () => {
    let last = 0
    for (let t = 1_000_000; t < 1_000_000 + 3_600_000; t += 12_345) {
      const v = jackpotAmountAt(growth, t)
      expect(v).toBe(jackpotAmountAt(growth, t))
      expect(v).toBeGreaterThanOrEqual(last)
      last = v
    }
  })
})

describe('mayFrameUrl', () => {
  it('allows relative paths and the site host over http(s)', () => {
    expect(mayFrameUrl('/house/demo/slot.html?s=1', 'lobby.test')).toBe(true)
    expect(mayFrameUrl('https://lobby.test/house/sport/quickbet', 'lobby.test')).toBe(true)
    expect(mayFrameUrl('http://LOBBY.test:80/x', 'lobby.test')).toBe(true)
    expect(mayFrameUrl('https://games.example/x', 'lobby.test', ['games.example'])).toBe(true)
  })

  it('refuses other hosts and dangerous protocols', () => {
    for (const url of [
      'https://evil.example/',
      '//evil.example/x',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://lobby.test/x',
      'https://user:pw@lobby.test/',
      '/\\evil.example',
      '',
      'not a url',
    ]) {
      expect(mayFrameUrl(url, 'lobby.test'), url).toBe(false)
    }
  })
})

describe('isSafeLinkUrl', () => {
  it('accepts http(s), mailto and relative links only', () => {
    expect(isSafeLinkUrl('https://a.example')).toBe(true)
    expect(isSafeLinkUrl('/discount/3')).toBe(true)
    expect(isSafeLinkUrl('mailto:help@a.example')).toBe(true)
    expect(isSafeLinkUrl('javascript:alert(1)')).toBe(false)
    expect(isSafeLinkUrl(' JaVaScRiPt:alert(1)')).toBe(false)
    expect(isSafeLinkUrl('data:text/html,x')).toBe(false)
    expect(isSafeLinkUrl('//evil.example')).toBe(false)
  })
})
