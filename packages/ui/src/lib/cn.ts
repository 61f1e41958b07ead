import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names; where two Tailwind utilities set the same property, the
 * later one wins, so a `className` passed last overrides a component's own
 * (`cn('px-4 shadow-sm', 'px-2 shadow-none')` → `px-2 shadow-none`).
 *
 * This is tailwind-merge's rule for the utility families this package and its
 * callers use, in about 2 KB instead of its 27 KB, which `/` cannot afford
 * (issue 3's first-route budget). A class it does not know is always kept, so
 * an unknown pair is never wrongly dropped: both stay, as with plain `clsx`.
 * `cn.test.ts` holds the families and the cases the components rely on.
 */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs))
}

/**
 * How many merged lists are remembered. A page renders the same few hundred
 * class lists over and over (every tile, every button): merging each once
 * took a tenth of `/`'s script time on a slow phone (BENCHMARKS.md). Past
 * the bound the memory starts again, so lists built from data cannot grow it.
 */
const REMEMBERED_LISTS = 2_000
const mergedLists = new Map<string, string>()

/** Drops every class a later class of the same family (under the same variants) overrides. */
export function mergeClasses(classList: string): string {
  const known = mergedLists.get(classList)
  if (known !== undefined) return known
  const merged = mergeOnce(classList)
  if (mergedLists.size >= REMEMBERED_LISTS) mergedLists.clear()
  mergedLists.set(classList, merged)
  return merged
}

function mergeOnce(classList: string): string {
  const classes = classList.split(/\s+/).filter(Boolean)
  const taken = new Set<string>()
  const kept: string[] = []
  for (let index = classes.length - 1; index >= 0; index--) {
    const name = classes[index]!
    const parsed = parseClass(name)
    const group = parsed && groupOf(parsed.utility)
    if (!parsed || !group) {
      kept.push(name)
      continue
    }
    const key = `${parsed.variants}|${parsed.important ? '!' : ''}`
    if (taken.has(key + group)) continue
    taken.add(key + group)
    for (const overridden of CONFLICTS[group] ?? []) taken.add(key + overridden)
    kept.push(name)
  }
  return kept.reverse().join(' ')
}

interface ParsedClass {
  /** The variant prefix (`hover:`, `[&_svg]:`, `md:`…) as written. */
  variants: string
  important: boolean
  /** The utility without variants, `!` and a leading `-`. */
  utility: string
}

/** Splits `hover:[&_svg]:-mx-2!` into its variants, importance and utility; brackets may hold colons. */
function parseClass(name: string): ParsedClass | null {
  let depth = 0
  let lastColon = -1
  for (let i = 0; i < name.length; i++) {
    const char = name[i]
    if (char === '[' || char === '(') depth++
    else if (char === ']' || char === ')') depth--
    else if (char === ':' && depth === 0) lastColon = i
  }
  let utility = name.slice(lastColon + 1)
  let important = false
  if (utility.startsWith('!')) {
    important = true
    utility = utility.slice(1)
  } else if (utility.endsWith('!')) {
    important = true
    utility = utility.slice(0, -1)
  }
  if (utility.startsWith('-')) utility = utility.slice(1)
  if (!utility || utility.startsWith('[')) return null
  return { variants: name.slice(0, lastColon + 1), important, utility }
}

const SIDES = ['x', 'y', 't', 'r', 'b', 'l', 's', 'e']
const CORNERS = ['t', 'r', 'b', 'l', 's', 'e', 'tl', 'tr', 'br', 'bl', 'ss', 'se', 'ee', 'es']

/** Whole classes that are one family's value. */
const EXACT: Record<string, string> = {
  ...Object.fromEntries(
    [
      'block',
      'inline-block',
      'inline',
      'flex',
      'inline-flex',
      'grid',
      'inline-grid',
      'hidden',
      'contents',
      'flow-root',
      'table',
    ].map((display) => [display, 'display']),
  ),
  ...Object.fromEntries(
    ['static', 'fixed', 'absolute', 'relative', 'sticky'].map((position) => [position, 'position']),
  ),
  visible: 'visibility',
  invisible: 'visibility',
  ...Object.fromEntries(['uppercase', 'lowercase', 'capitalize', 'normal-case'].map((c) => [c, 'text-transform'])),
  italic: 'font-style',
  'not-italic': 'font-style',
  ...Object.fromEntries(
    ['underline', 'overline', 'line-through', 'no-underline'].map((d) => [d, 'text-decoration-line']),
  ),
  'sr-only': 'sr-only',
  'not-sr-only': 'sr-only',
  border: 'border-w',
  ...Object.fromEntries(SIDES.map((side) => [`border-${side}`, `border-w-${side}`])),
  rounded: 'rounded',
  ...Object.fromEntries(CORNERS.map((corner) => [`rounded-${corner}`, `rounded-${corner}`])),
  shadow: 'shadow',
  ring: 'ring-w',
  outline: 'outline-style',
  grow: 'grow',
  shrink: 'shrink',
  transition: 'transition',
  truncate: 'truncate',
}

/** Families named by their prefix: any value of `w-…` sets width, and so on. */
const PLAIN_PREFIXES = [
  ...['p', 'm', 'scroll-p', 'scroll-m'].flatMap((box) => [box, ...SIDES.map((side) => box + side)]),
  'space-x',
  'space-y',
  'w',
  'h',
  'size',
  'min-w',
  'min-h',
  'max-w',
  'max-h',
  'inset',
  'inset-x',
  'inset-y',
  'top',
  'right',
  'bottom',
  'left',
  'start',
  'end',
  'z',
  'opacity',
  'order',
  'basis',
  'grow',
  'shrink',
  'aspect',
  'gap',
  'gap-x',
  'gap-y',
  'leading',
  'tracking',
  'items',
  'justify',
  'justify-items',
  'justify-self',
  'self',
  'place-items',
  'place-content',
  'place-self',
  'overflow',
  'overflow-x',
  'overflow-y',
  'overscroll',
  'overscroll-x',
  'overscroll-y',
  'cursor',
  'pointer-events',
  'select',
  'whitespace',
  'line-clamp',
  'animate',
  'duration',
  'ease',
  'delay',
  'transition',
  'translate-x',
  'translate-y',
  'scale',
  'rotate',
  'origin',
  'underline-offset',
  'grid-cols',
  'grid-rows',
  'col-span',
  'row-span',
  'outline-offset',
  'blur',
  'backdrop-blur',
  'align',
]

const FONT_SIZES = /^(?:xs|sm|base|lg|xl|\d+xl|\[(?:length:)?[\d.]+[a-z%]*\]|\[(?:calc|clamp|min|max)\(.*\)\])$/
const SHADOW_SIZES = /^(?:2xs|xs|sm|md|lg|xl|2xl|inner|none|\[.*\])$/
const WIDTH = /^(?:\d+|\[(?:length:)?[\d.]+[a-z%]*\])$/
const FONT_WEIGHTS = /^(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\[\d+\])$/

/** Families whose prefix is shared by several properties, told apart by the value. */
const BY_VALUE: Record<string, (value: string) => string | undefined> = {
  text: (value) =>
    FONT_SIZES.test(value)
      ? 'font-size'
      : /^(?:left|center|right|justify|start|end)$/.test(value)
        ? 'text-align'
        : /^(?:wrap|nowrap|balance|pretty)$/.test(value)
          ? 'text-wrap'
          : /^(?:ellipsis|clip)$/.test(value)
            ? 'text-overflow'
            : 'text-color',
  bg: (value) =>
    /^(?:fixed|local|scroll)$/.test(value)
      ? 'bg-attachment'
      : /^(?:auto|cover|contain)$/.test(value)
        ? 'bg-size'
        : /^(?:center|top|bottom|left|right|left-top|left-bottom|right-top|right-bottom)$/.test(value)
          ? 'bg-position'
          : /^(?:repeat|no-repeat|repeat-x|repeat-y|repeat-round|repeat-space)$/.test(value)
            ? 'bg-repeat'
            : /^(?:none|linear-|radial|conic|gradient-|\[url)/.test(value)
              ? 'bg-image'
              : /^clip-/.test(value)
                ? 'bg-clip'
                : 'bg-color',
  border: (value) =>
    WIDTH.test(value)
      ? 'border-w'
      : /^(?:solid|dashed|dotted|double|hidden|none)$/.test(value)
        ? 'border-style'
        : /^(?:collapse|separate|spacing)/.test(value)
          ? undefined
          : 'border-color',
  ...Object.fromEntries(
    SIDES.map((side) => [
      `border-${side}`,
      (value: string) => (WIDTH.test(value) ? `border-w-${side}` : `border-color-${side}`),
    ]),
  ),
  rounded: () => 'rounded',
  ...Object.fromEntries(CORNERS.map((corner) => [`rounded-${corner}`, () => `rounded-${corner}`])),
  shadow: (value) => (SHADOW_SIZES.test(value) ? 'shadow' : 'shadow-color'),
  ring: (value) => (WIDTH.test(value) ? 'ring-w' : value === 'inset' ? 'ring-inset' : 'ring-color'),
  'ring-offset': (value) => (WIDTH.test(value) ? 'ring-offset-w' : 'ring-offset-color'),
  outline: (value) =>
    WIDTH.test(value)
      ? 'outline-w'
      : /^(?:none|hidden|solid|dashed|dotted|double)$/.test(value)
        ? 'outline-style'
        : 'outline-color',
  font: (value) => (FONT_WEIGHTS.test(value) ? 'font-weight' : 'font-family'),
  flex: (value) =>
    /^(?:row|row-reverse|col|col-reverse)$/.test(value)
      ? 'flex-direction'
      : /^(?:wrap|wrap-reverse|nowrap)$/.test(value)
        ? 'flex-wrap'
        : 'flex',
  object: (value) => (/^(?:contain|cover|fill|none|scale-down)$/.test(value) ? 'object-fit' : 'object-position'),
  content: (value) =>
    /^(?:normal|center|start|end|between|around|evenly|baseline|stretch)$/.test(value) ? 'align-content' : 'content',
  break: (value) => (/^(?:normal|words|all|keep)$/.test(value) ? 'word-break' : undefined),
  snap: (value) =>
    /^(?:x|y|both|none)$/.test(value)
      ? 'snap-type'
      : /^(?:mandatory|proximity)$/.test(value)
        ? 'snap-strictness'
        : /^(?:start|end|center|align-none)$/.test(value)
          ? 'snap-align'
          : undefined,
  fill: () => 'fill',
  stroke: (value) => (WIDTH.test(value) ? 'stroke-w' : 'stroke-color'),
  ...Object.fromEntries(PLAIN_PREFIXES.map((prefix) => [prefix, () => prefix])),
}

/** Prefixes longest first, so `border-x-2` is read as `border-x`, not `border`. */
const PREFIXES = Object.keys(BY_VALUE).sort((a, b) => b.length - a.length)

/** The family of each utility met so far (the prefix scan below is the costly part of a merge). */
const families = new Map<string, string | null>()

function groupOf(utility: string): string | undefined {
  const known = families.get(utility)
  if (known !== undefined) return known ?? undefined
  const family = scanGroup(utility)
  if (families.size >= REMEMBERED_LISTS * 4) families.clear()
  families.set(utility, family ?? null)
  return family
}

function scanGroup(utility: string): string | undefined {
  const exact = EXACT[utility]
  if (exact) return exact
  for (const prefix of PREFIXES) {
    if (!utility.startsWith(`${prefix}-`)) continue
    const value = utility.slice(prefix.length + 1)
    // `text-primary/80`, `text-sm/6`: the modifier after `/` does not change the family.
    const head = value.startsWith('[') ? value : value.split('/')[0]!
    return BY_VALUE[prefix]!(head)
  }
  return undefined
}

const sidesOf = (family: string, sides: string[]) => sides.map((side) => `${family}${side}`)

/** What a later class of a family also overrides: `p-0` wins over an earlier `px-4`, not the other way round. */
const CONFLICTS: Record<string, string[]> = {
  ...Object.fromEntries(
    ['p', 'm', 'scroll-p', 'scroll-m'].flatMap((box) => [
      [box, sidesOf(box, SIDES)],
      [`${box}x`, sidesOf(box, ['r', 'l', 's', 'e'])],
      [`${box}y`, sidesOf(box, ['t', 'b'])],
    ]),
  ),
  size: ['w', 'h'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'start', 'end'],
  'inset-x': ['right', 'left', 'start', 'end'],
  'inset-y': ['top', 'bottom'],
  gap: ['gap-x', 'gap-y'],
  overflow: ['overflow-x', 'overflow-y'],
  overscroll: ['overscroll-x', 'overscroll-y'],
  flex: ['grow', 'shrink', 'basis'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  'border-w': sidesOf('border-w-', SIDES),
  'border-w-x': sidesOf('border-w-', ['r', 'l']),
  'border-w-y': sidesOf('border-w-', ['t', 'b']),
  'border-color': sidesOf('border-color-', SIDES),
  'border-color-x': sidesOf('border-color-', ['r', 'l']),
  'border-color-y': sidesOf('border-color-', ['t', 'b']),
  rounded: CORNERS.map((corner) => `rounded-${corner}`),
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
}
