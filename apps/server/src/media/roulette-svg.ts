import { ROULETTE_IMAGE_NAMES, type RouletteImageName } from '@lobby/domain'

/**
 * The roulette's 21 pictures (spec section 4), drawn here so the wheel needs
 * no stored assets: a disk per prize count (alternating slices, the first
 * centred at the top), and the pointer, button, frame, lights, award
 * backdrop and prize icons. All 400x400 unless the piece is smaller.
 */
const GOLD = '#f5c542'
const RED = '#c62828'
const DEEP = '#8e1b1b'

function disk(count: number): string {
  const slice = 360 / count
  const paths: string[] = []
  for (let i = 0; i < count; i++) {
    // Slice i is centred at i * slice degrees clockwise from the top.
    const from = ((i * slice - slice / 2 - 90) * Math.PI) / 180
    const to = ((i * slice + slice / 2 - 90) * Math.PI) / 180
    const x1 = (200 + 190 * Math.cos(from)).toFixed(2)
    const y1 = (200 + 190 * Math.sin(from)).toFixed(2)
    const x2 = (200 + 190 * Math.cos(to)).toFixed(2)
    const y2 = (200 + 190 * Math.sin(to)).toFixed(2)
    const large = slice > 180 ? 1 : 0
    const fill = i % 2 === 0 ? RED : count % 2 === 1 && i === count - 1 ? '#d84315' : '#fff3e0'
    paths.push(
      `<path d="M200 200 L${x1} ${y1} A190 190 0 ${large} 1 ${x2} ${y2} Z" fill="${fill}" stroke="${GOLD}" stroke-width="3"/>`,
    )
  }
  return svg(
    400,
    400,
    `<circle cx="200" cy="200" r="198" fill="${GOLD}"/>${paths.join('')}<circle cx="200" cy="200" r="36" fill="${GOLD}"/>`,
  )
}

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`
}

function bulbs(offset: number): string {
  const dots: string[] = []
  for (let i = 0; i < 24; i++) {
    const a = ((i * 15 - 90) * Math.PI) / 180
    const on = (i + offset) % 2 === 0
    dots.push(
      `<circle cx="${(200 + 192 * Math.cos(a)).toFixed(1)}" cy="${(200 + 192 * Math.sin(a)).toFixed(1)}" r="6" fill="${on ? '#fffde7' : '#ff8f00'}"/>`,
    )
  }
  return svg(400, 400, dots.join(''))
}

const PIECES: Record<string, () => string> = {
  pointer: () =>
    svg(
      60,
      80,
      `<path d="M30 78 L4 18 A28 28 0 1 1 56 18 Z" fill="${GOLD}" stroke="${DEEP}" stroke-width="3"/><circle cx="30" cy="26" r="9" fill="${RED}"/>`,
    ),
  button: () =>
    svg(
      120,
      120,
      `<circle cx="60" cy="60" r="56" fill="${RED}" stroke="${GOLD}" stroke-width="6"/><text x="60" y="70" font-family="sans-serif" font-size="28" font-weight="700" text-anchor="middle" fill="#fff">GO</text>`,
    ),
  'button-disabled': () =>
    svg(
      120,
      120,
      `<circle cx="60" cy="60" r="56" fill="#9e9e9e" stroke="#e0e0e0" stroke-width="6"/><text x="60" y="70" font-family="sans-serif" font-size="28" font-weight="700" text-anchor="middle" fill="#f5f5f5">GO</text>`,
    ),
  frame: () => svg(400, 400, `<circle cx="200" cy="200" r="196" fill="none" stroke="${DEEP}" stroke-width="8"/>`),
  'lights-a': () => bulbs(0),
  'lights-b': () => bulbs(1),
  'award-background': () =>
    svg(
      400,
      300,
      `<defs><radialGradient id="g"><stop offset="0" stop-color="#fff8e1"/><stop offset="1" stop-color="${GOLD}"/></radialGradient></defs><rect width="400" height="300" rx="24" fill="url(#g)"/>`,
    ),
  'award-ribbon': () => svg(400, 80, `<path d="M0 20 H400 L380 40 L400 60 H0 L20 40 Z" fill="${RED}"/>`),
  'prize-cash': () =>
    svg(
      80,
      80,
      `<circle cx="40" cy="40" r="36" fill="${GOLD}" stroke="${DEEP}" stroke-width="4"/><text x="40" y="52" font-family="sans-serif" font-size="34" font-weight="700" text-anchor="middle" fill="${DEEP}">$</text>`,
    ),
  'prize-none': () =>
    svg(
      80,
      80,
      `<circle cx="40" cy="40" r="36" fill="#eceff1" stroke="#90a4ae" stroke-width="4"/><path d="M26 30 Q40 18 54 30 M28 54 Q40 44 52 54" fill="none" stroke="#607d8b" stroke-width="4"/>`,
    ),
}

export function isRouletteImage(name: string): name is RouletteImageName {
  return (ROULETTE_IMAGE_NAMES as readonly string[]).includes(name)
}

export function rouletteSvg(name: RouletteImageName): string {
  const count = /^disk-(\d+)$/.exec(name)?.[1]
  if (count) return disk(Number(count))
  const piece = PIECES[name]
  if (!piece) throw new Error(`no roulette picture ${name}`)
  return piece()
}
