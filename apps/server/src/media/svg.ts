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

/**
 * A wide picture (banners, ads, logos) of fixed size: a gradient derived from
 * the key and the title in the middle. Width and height are the intrinsic
 * size, so the page can reserve the space before it loads.
 */
export function pictureSvg(key: string, title: string, width: number, height: number): string {
  const hash = hashString(key)
  const hue = hash % 360
  const hue2 = (hue + 40 + ((hash >>> 8) % 80)) % 360
  const fontSize = Math.max(12, Math.min(Math.round(height / 6), Math.round((width / Math.max(8, title.length)) * 1.6)))
  const safe = escapeXml(title)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${safe}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 35%)"/><stop offset="1" stop-color="hsl(${hue2} 75% 18%)"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    `<circle cx="${Math.round(width * 0.85)}" cy="${Math.round(height * 0.2)}" r="${Math.round(height * 0.45)}" fill="hsl(${hue2} 80% 60% / 0.18)"/>` +
    `<text x="50%" y="50%" text-anchor="middle" dominant-baseline="central" font-family="DejaVu Sans, Arial, sans-serif" font-size="${fontSize}" font-weight="700" fill="#ffffff">${safe}</text>` +
    `</svg>`
  )
}
