import { randomInt } from 'node:crypto'

/**
 * The captcha's picture. Nothing in the SVG repeats from one captcha to the
 * next, so neither a table of path strings nor a text search reads it:
 *
 * - each digit is a few strokes of control points on a 10x16 grid; every
 *   point is jittered, the whole glyph gets its own rotation, scale and
 *   shear, and the result is baked into the coordinates (no `transform`
 *   attribute an attacker could undo to get back a fixed shape);
 * - every stroke becomes curves whose control points are jittered again,
 *   cut at random places into one to three paths, each drawn in a random
 *   direction;
 * - noise curves cross the whole picture (cut into paths like the digits'
 *   strokes), short strokes and specks lie among the digits, all drawn as
 *   the same `<path>` with the same attributes; each digit and each crossing
 *   curve has its own colour and width, and the short strokes and specks
 *   take those of a digit or a curve, so grouping paths by colour finds no
 *   digit;
 * - all paths are shuffled, so the document order says nothing about which
 *   path belongs to which digit or where it stands; there is no text node.
 */

type Point = readonly [number, number]
type Stroke = readonly Point[]

/** Strokes of each digit on a 10x16 grid (x right, y down). */
const GLYPHS: Record<string, readonly Stroke[]> = {
  '0': [
    [
      [5, 1],
      [8, 2.5],
      [9, 6],
      [9, 10],
      [8, 13.5],
      [5, 15],
      [2, 13.5],
      [1, 10],
      [1, 6],
      [2, 2.5],
      [5, 1],
    ],
  ],
  '1': [
    [
      [2.5, 4],
      [5.5, 1],
      [5.5, 8],
      [5.5, 15],
    ],
    [
      [2.5, 15],
      [8.5, 15],
    ],
  ],
  '2': [
    [
      [1.5, 4],
      [3, 1.5],
      [5.5, 1],
      [8, 2],
      [9, 4.5],
      [8, 7.5],
      [4.5, 11.5],
      [1, 15],
      [9, 15],
    ],
  ],
  '3': [
    [
      [1.5, 2],
      [5, 1],
      [8, 2],
      [8.5, 4.5],
      [6.5, 7],
      [4, 7.5],
    ],
    [
      [6.5, 7],
      [9, 9.5],
      [9, 12.5],
      [7, 14.8],
      [4, 15],
      [1.2, 13.5],
    ],
  ],
  '4': [
    [
      [7, 15],
      [7, 8],
      [7, 1],
      [4, 6],
      [1, 11],
      [9.5, 11],
    ],
  ],
  '5': [
    [
      [9, 1],
      [2, 1],
      [1.5, 7],
      [5, 6],
      [8, 7],
      [9, 10],
      [8.5, 13],
      [6, 15],
      [3, 15],
      [1, 13.5],
    ],
  ],
  '6': [
    [
      [8, 1.5],
      [5, 1],
      [2.5, 3],
      [1, 7],
      [1, 11.5],
      [2.5, 14.5],
      [5, 15],
      [7.5, 14.5],
      [9, 12],
      [8.5, 9],
      [6, 7.5],
      [3.5, 8],
      [1.2, 10],
    ],
  ],
  '7': [
    [
      [1, 1],
      [9, 1],
      [6, 7],
      [4, 15],
    ],
  ],
  '8': [
    [
      [5, 7.5],
      [2.5, 6],
      [2, 3.5],
      [3, 1.5],
      [5, 1],
      [7, 1.5],
      [8, 3.5],
      [7.5, 6],
      [5, 7.5],
      [2, 9.5],
      [1.2, 12],
      [2.5, 14.5],
      [5, 15],
      [7.5, 14.5],
      [8.8, 12],
      [8, 9.5],
      [5, 7.5],
    ],
  ],
  '9': [
    [
      [8.8, 6],
      [7.5, 7.8],
      [5, 8.5],
      [2.5, 7.5],
      [1, 5],
      [2, 2],
      [5, 1],
      [8, 2],
      [9, 5],
      [9, 10],
      [7.5, 13.5],
      [5, 15],
      [2, 14.5],
    ],
  ],
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

/** A uniform number in [min, max] from the secure source, in thousandths. */
function uniform(min: number, max: number): number {
  return min + (randomInt(1_001) / 1_000) * (max - min)
}

const fixed = (n: number) => n.toFixed(1)

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1)
    ;[items[i], items[j]] = [items[j] as T, items[i] as T]
  }
  return items
}

/** One random glyph placement: rotation, scale, shear and where its centre lands. */
function placement(slot: number): (p: Point) => Point {
  const angle = (uniform(-15, 15) * Math.PI) / 180
  const sx = uniform(1.5, 1.95)
  const sy = uniform(1.5, 1.8)
  const shear = uniform(-0.18, 0.18)
  const cx = 17 + slot * 28.5 + uniform(-3, 3)
  const cy = HEIGHT / 2 + uniform(-2.5, 2.5)
  const cos = Math.cos(angle)
  const sin = Math.sin(angle)
  return ([x, y]) => {
    // Each control point moves on its own before the glyph is placed.
    const gx = x - 5 + uniform(-0.45, 0.45)
    const gy = y - 8 + uniform(-0.45, 0.45)
    const px = (gx + shear * gy) * sx
    const py = gy * sy
    return [cx + px * cos - py * sin, cy + px * sin + py * cos]
  }
}

/** A curve through `points`: one cubic per segment, its control points off the line by a random amount. */
function curve(points: readonly Point[], wobble: number): string {
  const [first] = points
  if (!first) return ''
  let d = `M${fixed(first[0])} ${fixed(first[1])}`
  for (let i = 1; i < points.length; i += 1) {
    const [x0, y0] = points[i - 1] as Point
    const [x1, y1] = points[i] as Point
    const c1: Point = [x0 + (x1 - x0) / 3 + uniform(-wobble, wobble), y0 + (y1 - y0) / 3 + uniform(-wobble, wobble)]
    const c2: Point = [
      x0 + ((x1 - x0) * 2) / 3 + uniform(-wobble, wobble),
      y0 + ((y1 - y0) * 2) / 3 + uniform(-wobble, wobble),
    ]
    d += `C${fixed(c1[0])} ${fixed(c1[1])} ${fixed(c2[0])} ${fixed(c2[1])} ${fixed(x1)} ${fixed(y1)}`
  }
  return d
}

/** Cuts a stroke's points into 1–3 runs sharing their end points, each in a random direction. */
function pieces(points: readonly Point[]): Point[][] {
  const cuts = new Set<number>()
  const segments = points.length - 1
  const wanted = segments >= 3 ? randomInt(3) : segments === 2 ? randomInt(2) : 0
  while (cuts.size < wanted) cuts.add(1 + randomInt(segments - 1))
  const at = [0, ...[...cuts].sort((a, b) => a - b), segments]
  const runs: Point[][] = []
  for (let i = 1; i < at.length; i += 1) {
    const run = points.slice(at[i - 1], (at[i] as number) + 1)
    runs.push(randomInt(2) === 0 ? run : run.reverse())
  }
  return runs
}

/**
 * Colour and width of a stroke, glyph or noise alike: one distribution for
 * both. The paths of one digit share theirs, so a person sees one digit.
 */
function strokeStyle(): string {
  const colour = `hsl(${randomInt(360)} ${45 + randomInt(26)}% ${22 + randomInt(19)}%)`
  return `stroke="${colour}" stroke-width="${(1.5 + randomInt(7) / 10).toFixed(1)}" fill="none" stroke-linecap="round" stroke-linejoin="round"`
}

const pathElement = (d: string, style: string) => `<path d="${d}" ${style}/>`

/** A captcha picture and, for tests, which of its elements (document order) draw each digit. */
export interface CaptchaPicture {
  svg: string
  /** For each digit of the answer, left to right: the indexes of its `<path>` elements among all paths. */
  glyphPaths: number[][]
}

export function drawCaptcha(answer: string): CaptchaPicture {
  const elements: { d: string; style: string; glyph: number | undefined }[] = []
  // Every style is shared by several paths, digits' and noise's alike: grouping paths by style finds no digit.
  const styles: string[] = []
  const anyStyle = () => styles[randomInt(styles.length)] ?? strokeStyle()
  ;[...answer].forEach((digit, slot) => {
    const place = placement(slot)
    const style = strokeStyle()
    styles.push(style)
    for (const stroke of GLYPHS[digit] ?? []) {
      const placed = stroke.map(place)
      for (const run of pieces(placed)) elements.push({ d: curve(run, 0.7), style, glyph: slot })
    }
  })
  // Long curves across the whole picture, through the digits.
  const crossing = 2 + randomInt(2)
  for (let i = 0; i < crossing; i += 1) {
    const points: Point[] = [
      [uniform(0, 12), uniform(4, HEIGHT - 4)],
      [uniform(30, 55), uniform(2, HEIGHT - 2)],
      [uniform(65, 90), uniform(2, HEIGHT - 2)],
      [uniform(WIDTH - 12, WIDTH), uniform(4, HEIGHT - 4)],
    ]
    const style = strokeStyle()
    styles.push(style)
    for (const run of pieces(points)) elements.push({ d: curve(run, 4), style, glyph: undefined })
  }
  // Short strokes the size of a digit's, among the digits.
  const short = 2 + randomInt(3)
  for (let i = 0; i < short; i += 1) {
    const x = uniform(4, WIDTH - 12)
    const y = uniform(4, HEIGHT - 10)
    const points: Point[] = [
      [x, y],
      [x + uniform(-6, 10), y + uniform(2, 8)],
    ]
    elements.push({ d: curve(points, 2), style: anyStyle(), glyph: undefined })
  }
  // Specks.
  const specks = 18 + randomInt(10)
  for (let i = 0; i < specks; i += 1) {
    const x = uniform(0, WIDTH)
    const y = uniform(0, HEIGHT)
    elements.push({
      d: curve(
        [
          [x, y],
          [x + uniform(-1, 1), y + uniform(-1, 1)],
        ],
        0.3,
      ),
      style: anyStyle(),
      glyph: undefined,
    })
  }

  shuffle(elements)
  const glyphPaths: number[][] = Array.from({ length: answer.length }, () => [])
  elements.forEach((element, index) => {
    if (element.glyph !== undefined) glyphPaths[element.glyph]?.push(index)
  })
  const background = `<rect width="${WIDTH}" height="${HEIGHT}" fill="hsl(${randomInt(360)} 40% 94%)"/>`
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    background +
    elements.map((element) => pathElement(element.d, element.style)).join('') +
    '</svg>'
  return { svg, glyphPaths }
}

/** An SVG picture of the digits that no table of strings reads (see the top of this file). */
export function captchaSvg(answer: string): string {
  return drawCaptcha(answer).svg
}

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`
}
