import { describe, expect, it } from 'vitest'
import {
  BADGE_MAX,
  badgeText,
  countdown,
  countdownText,
  LETTER_PAGE_SIZE,
  letterPageCount,
  RED_ENVELOPE_TIME_ZONE,
  ROULETTE_EXTRA_DEGREES,
  ROULETTE_IMAGE_NAMES,
  ROULETTE_MAX_PRIZES,
  ROULETTE_MIN_PRIZES,
  rouletteDiskName,
  rouletteImageUrl,
  roulettePrizeAt,
  rouletteStopAngle,
} from '../src/index.ts'

const counts = Array.from({ length: ROULETTE_MAX_PRIZES - ROULETTE_MIN_PRIZES + 1 }, (_, i) => i + ROULETTE_MIN_PRIZES)
const randoms = [0, 0.5, 1]
const currents = [0, 17.5, 360, 3_960 + 45, 123_456.789]

/** Every prize of every wheel, from several starting angles, for each random draw the spec names. */
const spins = counts.flatMap((count) =>
  Array.from({ length: count }, (_, index) =>
    currents.flatMap((current) => randoms.map((random) => ({ index, count, current, random }))),
  ).flat(),
)

/** Where the pointer falls inside prize `index`'s slice: 0 at its centre, ±0.5 on its lines. */
function offsetInSlice(angle: number, index: number, count: number): number {
  const slice = 360 / count
  const underPointer = (((360 - angle) % 360) + 360) % 360
  const fromCentre = ((((underPointer - index * slice) % 360) + 540) % 360) - 180
  return fromCentre / slice
}

describe('roulette stop angle (spec section 4: 1.5 s over ten extra turns, a random offset)', () => {
  it.each(counts)('brings every prize of %d under the pointer, whatever the draw', (count) => {
    for (const { index, current, random } of spins.filter((spin) => spin.count === count)) {
      expect(roulettePrizeAt(rouletteStopAngle(index, count, current, random), count)).toBe(index)
    }
  })

  it('always turns forward, by more than the ten extra turns', () => {
    for (const { index, count, current, random } of spins) {
      expect(rouletteStopAngle(index, count, current, random)).toBeGreaterThan(current + ROULETTE_EXTRA_DEGREES)
    }
    expect(ROULETTE_EXTRA_DEGREES).toBe(3_600)
  })

  it('never stops on a line between two slices: the draw spreads over the middle 80 % of the slice', () => {
    for (const { index, count, current, random } of spins) {
      const offset = offsetInSlice(rouletteStopAngle(index, count, current, random), index, count)
      expect(Math.abs(offset)).toBeLessThanOrEqual(0.4 + 1e-9)
    }
  })

  it('uses the draw: 0 and 1 stop on opposite sides of the centre, 0.5 on it', () => {
    const angle = (random: number) => rouletteStopAngle(3, 8, 0, random)
    expect(offsetInSlice(angle(0), 3, 8)).toBeCloseTo(-0.4)
    expect(offsetInSlice(angle(0.5), 3, 8)).toBeCloseTo(0)
    expect(offsetInSlice(angle(1), 3, 8)).toBeCloseTo(0.4)
  })

  it('clamps a draw outside 0 to 1', () => {
    expect(rouletteStopAngle(2, 6, 0, -3)).toBe(rouletteStopAngle(2, 6, 0, 0))
    expect(rouletteStopAngle(2, 6, 0, 7)).toBe(rouletteStopAngle(2, 6, 0, 1))
  })

  it.each([
    ['an index past the last prize', 4, 4],
    ['a negative index', -1, 4],
    ['a fractional index', 1.5, 4],
    ['no prizes', 0, 0],
    ['a fractional count', 0, 2.5],
  ])('rejects %s', (_name, index, count) => {
    expect(() => rouletteStopAngle(index, count, 0, 0.5)).toThrow(RangeError)
  })

  it.each([
    // angle, count, prize under the pointer
    [0, 8, 0],
    [360, 8, 0],
    [-45, 8, 1],
    [315, 8, 1],
    [45, 8, 7],
    [180, 2, 1],
    [3_600 + 90, 4, 3],
  ])('at %d degrees with %d prizes, prize %d is under the pointer', (angle, count, prize) => {
    expect(roulettePrizeAt(angle, count)).toBe(prize)
  })
})

describe('roulette images (spec section 4: 21 preloaded, a disk per prize count)', () => {
  it('lists 21 different images', () => {
    expect(ROULETTE_IMAGE_NAMES.length).toBe(21)
    expect(new Set(ROULETTE_IMAGE_NAMES).size).toBe(21)
  })

  it.each(counts)('has a disk for %d prizes', (count) => {
    expect(ROULETTE_IMAGE_NAMES).toContain(rouletteDiskName(count))
    expect(rouletteDiskName(count)).toBe(`disk-${count}`)
  })

  it.each([
    [1, 'disk-2'],
    [0, 'disk-2'],
    [13, 'disk-12'],
    [40, 'disk-12'],
    [4.4, 'disk-4'],
  ])('clamps %d prizes to %s', (count, disk) => {
    expect(rouletteDiskName(count)).toBe(disk)
  })

  it('serves each image under /media/roulette', () => {
    expect(rouletteImageUrl('disk-7')).toBe('/media/roulette/disk-7.svg')
    expect(rouletteImageUrl('pointer')).toBe('/media/roulette/pointer.svg')
  })
})

describe('red envelope countdown (spec sections 4 and 9)', () => {
  const end = Date.UTC(2026, 10, 22, 12, 0, 0)

  it.each([
    // ms before the end, done, hours, minutes, seconds, text
    [2 * 3_600_000 + 5 * 60_000 + 30_000, false, 2, 5, 30, '02:05:30'],
    [59_000, false, 0, 0, 59, '00:00:59'],
    // a part of a second left still reads one second, so 00:00:00 means done
    [1, false, 0, 0, 1, '00:00:01'],
    [999, false, 0, 0, 1, '00:00:01'],
    [1_000, false, 0, 0, 1, '00:00:01'],
    [1_001, false, 0, 0, 2, '00:00:02'],
    [0, true, 0, 0, 0, '00:00:00'],
    [-5_000, true, 0, 0, 0, '00:00:00'],
    [100 * 3_600_000, false, 100, 0, 0, '100:00:00'],
  ])('%d ms before the end', (before, done, hours, minutes, seconds, text) => {
    const value = countdown(end, end - before)
    expect(value).toEqual({ done, remainingMs: Math.max(0, before), hours, minutes, seconds })
    expect(countdownText(value)).toBe(text)
  })

  it('shows its times in Caracas', () => {
    expect(RED_ENVELOPE_TIME_ZONE).toBe('America/Caracas')
  })
})

describe('badges (spec section 9: at most 99, then 99+)', () => {
  it.each([
    [0, ''],
    [-3, ''],
    [Number.NaN, ''],
    [1, '1'],
    [5, '5'],
    [99, '99'],
    [100, '99+'],
    [150, '99+'],
    [Number.POSITIVE_INFINITY, ''],
  ])('%d reads "%s"', (count, text) => {
    expect(badgeText(count)).toBe(text)
  })

  it('stops at 99', () => {
    expect(BADGE_MAX).toBe(99)
  })
})

describe('letter pages (spec section 9: 50 a page)', () => {
  it.each([
    [0, 1],
    [1, 1],
    [50, 1],
    [51, 2],
    [100, 2],
    [150, 3],
    [-1, 1],
    [Number.NaN, 1],
  ])('%d letters make %d page(s)', (total, pages) => {
    expect(LETTER_PAGE_SIZE).toBe(50)
    expect(letterPageCount(total)).toBe(pages)
  })

  it('takes another page size', () => {
    expect(letterPageCount(7, 3)).toBe(3)
  })

  it.each([0, -2, 1.5])('rejects a page size of %d', (size) => {
    expect(() => letterPageCount(10, size)).toThrow(RangeError)
  })
})
