import { BANNER_SIZE } from '@lobby/api/contract'
import { BANNER_TEXT_INSET } from '@lobby/domain'
import { describe, expect, it } from 'vitest'
import { pictureSvg } from '../src/media/svg.ts'
import { BANNER_SEEDS } from '../src/seed/content.ts'

/** Each line's box: centred on x=50% with its textLength, and its font size. */
function lines(svg: string) {
  return [
    ...svg.matchAll(
      /<text x="50%" y="(\d+)"[^>]* textLength="(\d+(?:\.\d+)?)"[^>]* font-size="(\d+)"[^>]*>([^<]*)<\/text>/g,
    ),
  ].map((m) => ({ y: Number(m[1]), length: Number(m[2]), fontSize: Number(m[3]), text: m[4] }))
}

describe('banner pictures keep their words clear of the carousel arrows (issue 21)', () => {
  const titles = [
    ...BANNER_SEEDS.map((seed) => seed.title),
    'Welcome bonus: see the promotions',
    'Supercalifragilisticexpialidocious-jackpot-weekend-WWWWWWWW',
    '歡迎優惠：首存雙倍紅利，最高五百美元，立即加入',
  ]
  it.each(
    Object.entries(BANNER_SIZE).flatMap(([useType, size]) => titles.map((title) => [useType, size, title] as const)),
  )('use type %s: %j', (_useType, { width, height }, title) => {
    const svg = pictureSvg('banner:1:1', title, width, height, BANNER_TEXT_INSET)
    const drawn = lines(svg)
    expect(drawn.length).toBeGreaterThan(0)
    expect(drawn.map((line) => line.text).join(' ')).toBe(title.replace(/&/g, '&#38;'))
    for (const line of drawn) {
      expect(width / 2 - line.length / 2).toBeGreaterThanOrEqual(width * BANNER_TEXT_INSET)
      expect(width / 2 + line.length / 2).toBeLessThanOrEqual(width * (1 - BANNER_TEXT_INSET))
      expect(line.y - line.fontSize / 2).toBeGreaterThanOrEqual(0)
      expect(line.y + line.fontSize / 2).toBeLessThanOrEqual(height)
    }
  })
})
