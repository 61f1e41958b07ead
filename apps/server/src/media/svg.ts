import { hashString } from '../seed/prng.ts'

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

/** Up to two letters that a person would recognise the name by. */
export function initials(name: string): string {
  const words = name.split(/[\s_-]+/).filter((w) => /[A-Za-z0-9]/.test(w))
  const letters = words.length >= 2 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : name.slice(0, 2)
  return letters.toUpperCase()
}

export interface IconStyle {
  /** Dark variants sit on dark backgrounds: light ink on a deep tile. */
  tone: 'light' | 'dark' | 'active'
  shape?: 'circle' | 'square' | 'hexagon' | 'diamond'
}

const SHAPES = ['circle', 'square', 'hexagon', 'diamond'] as const

function shapePath(shape: (typeof SHAPES)[number], fill: string): string {
  switch (shape) {
    case 'circle':
      return `<circle cx="32" cy="32" r="28" fill="${fill}"/>`
    case 'square':
      return `<rect x="6" y="6" width="52" height="52" rx="12" fill="${fill}"/>`
    case 'hexagon':
      return `<polygon points="32,4 56,18 56,46 32,60 8,46 8,18" fill="${fill}"/>`
    case 'diamond':
      return `<polygon points="32,3 61,32 32,61 3,32" fill="${fill}"/>`
  }
}

/**
 * A 64x64 icon derived only from the key and label, so the same id always
 * draws the same picture and it can be cached forever.
 */
export function iconSvg(key: string, label: string, style: IconStyle): string {
  const hash = hashString(key)
  const hue = hash % 360
  const shape = style.shape ?? SHAPES[(hash >>> 9) % SHAPES.length] ?? 'circle'
  const fill =
    style.tone === 'dark'
      ? `hsl(${hue} 45% 28%)`
      : style.tone === 'active'
        ? `hsl(${hue} 85% 50%)`
        : `hsl(${hue} 70% 82%)`
  const ink = style.tone === 'light' ? `hsl(${hue} 60% 22%)` : '#ffffff'
  const text = escapeXml(initials(label))
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(label)}">` +
    shapePath(shape, fill) +
    `<text x="32" y="33" text-anchor="middle" dominant-baseline="central" font-family="DejaVu Sans, Arial, sans-serif" font-size="22" font-weight="700" fill="${ink}">${text}</text>` +
    `</svg>`
  )
}

/** Width of a character in em of the bold sans the pictures ask for, rounded up (an estimate a little wide). */
function charEm(ch: string): number {
  const code = ch.codePointAt(0) ?? 0
  // CJK, kana, Hangul and full-width forms: one em each.
  if (
    code >= 0x1100 &&
    (code <= 0x11ff ||
      (code >= 0x2e80 && code <= 0xa4cf) ||
      (code >= 0xac00 && code <= 0xd7a3) ||
      (code >= 0xf900 && code <= 0xfaff) ||
      (code >= 0xff00 && code <= 0xffe6))
  )
    return 1
  if (ch === ' ') return 0.35
  if (/[.,:;'!|il]/.test(ch)) return 0.38
  if (/[A-Z0-9%$&@#]/.test(ch)) return 0.8
  return 0.68
}

const textEm = (text: string): number => [...text].reduce((sum, ch) => sum + charEm(ch), 0)

/** A long title on two lines, broken at the space nearest its middle; a short one (or one word) on one. */
function titleLines(title: string): string[] {
  if (textEm(title) <= 12) return [title]
  const middle = title.length / 2
  let best = -1
  for (let i = title.indexOf(' '); i !== -1; i = title.indexOf(' ', i + 1)) {
    if (best === -1 || Math.abs(i - middle) < Math.abs(best - middle)) best = i
  }
  return best === -1 ? [title] : [title.slice(0, best), title.slice(best + 1)]
}

/**
 * A wide picture (banners, ads, logos) of fixed size: a gradient derived from
 * the key and the title in the middle. Width and height are the intrinsic
 * size, so the page can reserve the space before it loads.
 *
 * The title stays inside `inset` of the width on each side (issue 21: the
 * first banner's words ran past its edges and under the carousel's arrows):
 * broken on two lines when long, sized from a deliberately wide estimate of
 * its glyphs, and held to that room by `textLength`, so whatever font the
 * viewer has, no line is longer than the room. Banners pass
 * `BANNER_TEXT_INSET` (the carousel keeps its arrows in that margin).
 */
export function pictureSvg(key: string, title: string, width: number, height: number, inset = 0.06): string {
  const hash = hashString(key)
  const hue = hash % 360
  const hue2 = (hue + 40 + ((hash >>> 8) % 80)) % 360
  const room = width * (1 - 2 * inset)
  const lines = titleLines(title)
  const widest = Math.max(...lines.map(textEm), 1)
  const lineHeight = 1.2
  const fontSize = Math.max(
    8,
    Math.min(
      Math.floor(height / 6),
      Math.floor(room / widest),
      Math.floor((height * 0.7) / (lines.length * lineHeight)),
    ),
  )
  const firstBaseline = height / 2 - ((lines.length - 1) * fontSize * lineHeight) / 2
  const text = lines
    .map((line, index) => {
      const length = Math.min(room, Math.ceil(textEm(line) * fontSize))
      const y = Math.round(firstBaseline + index * fontSize * lineHeight)
      return `<text x="50%" y="${y}" text-anchor="middle" dominant-baseline="central" textLength="${length}" lengthAdjust="spacing" font-family="DejaVu Sans, Arial, sans-serif" font-size="${fontSize}" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`
    })
    .join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 35%)"/><stop offset="1" stop-color="hsl(${hue2} 75% 18%)"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    `<circle cx="${Math.round(width * 0.85)}" cy="${Math.round(height * 0.2)}" r="${Math.round(height * 0.45)}" fill="hsl(${hue2} 80% 60% / 0.18)"/>` +
    text +
    `</svg>`
  )
}
