import { randomInt } from 'node:crypto'

/**
 * Digits drawn as strokes on a 10x16 grid. The picture carries no text
 * element, so the answer is not in the SVG as characters for a script to read.
 */
const GLYPHS: Record<string, string> = {
  '0': 'M2 1 L8 1 L9 3 L9 13 L8 15 L2 15 L1 13 L1 3 Z',
  '1': 'M3 4 L6 1 L6 15 M3 15 L9 15',
  '2': 'M1 4 L3 1 L7 1 L9 4 L9 6 L1 15 L9 15',
  '3': 'M1 2 L8 1 L5 7 L9 10 L8 14 L5 15 L1 14',
  '4': 'M7 15 L7 1 L1 11 L9 11',
  '5': 'M9 1 L2 1 L1 7 L6 6 L9 9 L9 12 L6 15 L1 14',
  '6': 'M8 1 L3 3 L1 9 L1 13 L4 15 L7 15 L9 12 L8 9 L5 8 L1 10',
  '7': 'M1 1 L9 1 L4 15',
  '8': 'M5 8 L2 6 L2 3 L5 1 L8 3 L8 6 L5 8 L1 11 L2 14 L5 15 L8 14 L9 11 Z',
  '9': 'M9 6 L5 8 L2 7 L1 4 L3 1 L7 1 L9 4 L9 9 L7 14 L2 15',
}

export const CAPTCHA_LENGTH = 4
export const CAPTCHA_PLACEHOLDER = `${CAPTCHA_LENGTH} digits`

const WIDTH = 120
const HEIGHT = 40

export function captchaAnswer(): string {
  let answer = ''
  for (let i = 0; i < CAPTCHA_LENGTH; i += 1) answer += String(randomInt(10))
  return answer
}

function between(min: number, max: number): number {
  return min + randomInt(max - min + 1)
}

/** An SVG picture of the digits: jittered, rotated strokes over noise lines and dots. */
export function captchaSvg(answer: string): string {
  const hue = randomInt(360)
  const parts = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="hsl(${hue} 40% 94%)"/>`]
  for (let i = 0; i < 5; i += 1) {
    parts.push(
      `<path d="M${between(0, 20)} ${between(2, 38)} Q${between(30, 90)} ${between(0, 40)} ${between(100, 120)} ${between(2, 38)}" ` +
        `stroke="hsl(${randomInt(360)} 35% 60%)" stroke-width="1" fill="none"/>`,
    )
  }
  for (let i = 0; i < 24; i += 1) {
    parts.push(
      `<circle cx="${randomInt(WIDTH)}" cy="${randomInt(HEIGHT)}" r="1" fill="hsl(${randomInt(360)} 30% 55%)"/>`,
    )
  }
  ;[...answer].forEach((digit, i) => {
    const x = 10 + i * 26 + between(-3, 3)
    const y = 4 + between(-2, 3)
    const angle = between(-18, 18)
    const scale = (between(170, 200) / 100).toFixed(2)
    parts.push(
      `<path transform="translate(${x} ${y}) rotate(${angle} 9 15) scale(${scale})" d="${GLYPHS[digit] ?? ''}" ` +
        `stroke="hsl(${(hue + 180 + between(-40, 40)) % 360} 60% 30%)" stroke-width="1.3" fill="none" ` +
        `stroke-linecap="round" stroke-linejoin="round"/>`,
    )
  })
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    parts.join('') +
    '</svg>'
  )
}

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`
}
