/**
 * Story fixtures of the roulette: prizes with pictures drawn as inline SVG
 * data URLs (no network). The disk images are left to 404 in Storybook, so
 * the stories show the wheel drawn without them. Not exported from the package.
 */
import type { RoulettePrize } from './roulette-wheel.tsx'

function svgUrl(svg: string): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`
}

const coin = svgUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    '<circle cx="32" cy="32" r="28" fill="#f2b81c" stroke="#a86f06" stroke-width="4"/>' +
    '<circle cx="32" cy="32" r="18" fill="none" stroke="#fff4c2" stroke-width="3"/>' +
    '<path d="M24 22l8 10 8-10M32 32v14M25 36h14" stroke="#a86f06" stroke-width="4" fill="none" stroke-linecap="round"/></svg>',
)
const gift = svgUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    '<rect x="8" y="26" width="48" height="32" rx="4" fill="#d83a3a"/><rect x="4" y="18" width="56" height="12" rx="3" fill="#ef5b5b"/>' +
    '<rect x="28" y="18" width="8" height="40" fill="#f2b81c"/>' +
    '<path d="M32 18c-6-10-18-10-16-2 1 4 10 2 16 2zm0 0c6-10 18-10 16-2-1 4-10 2-16 2z" fill="#f2b81c"/></svg>',
)
const star = svgUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    '<path d="M32 4l8 18 20 2-15 13 5 20-18-10-18 10 5-20L4 24l20-2z" fill="#7c5cff" stroke="#3f2a99" stroke-width="3" stroke-linejoin="round"/></svg>',
)

const NAMES: readonly [string, string | undefined][] = [
  ['¥ 8.88 cash', coin],
  ['Free spin', star],
  ['Mystery gift', gift],
  ['¥ 88 cash', coin],
  ['Thanks for playing', undefined],
  ['VIP points ×100', star],
  ['¥ 888 cash', coin],
  ['Lucky bag', gift],
  ['Bonus 10%', star],
  ['¥ 1.88 cash', coin],
  ['Golden egg', gift],
  ['¥ 8,888 jackpot', coin],
]

/** The first `count` prizes (2 to 12), ids 101 on. */
export function roulettePrizes(count: number): RoulettePrize[] {
  return NAMES.slice(0, count).map(([name, image], index) => ({
    prize_id: 101 + index,
    name,
    ...(image ? { image } : {}),
  }))
}
