/**
 * Rules of the member activities (spec sections 3, 4, 8 and 9): letters, the
 * red envelope and the roulette. Pure: no clock, no randomness of its own.
 */

/** Letters asked for per page (spec section 9). */
export const LETTER_PAGE_SIZE = 50

/**
 * Pages of a letter list of `totalCount` letters, at least 1 (an empty inbox
 * is one empty page); a count the server gives as garbage counts as none.
 */
export function letterPageCount(totalCount: number, pageSize: number = LETTER_PAGE_SIZE): number {
  if (!Number.isInteger(pageSize) || pageSize < 1)
    throw new RangeError(`page size must be a positive integer, got ${pageSize}`)
  if (!Number.isFinite(totalCount) || totalCount <= 0) return 1
  return Math.ceil(totalCount / pageSize)
}

/** The highest count a badge shows; above it, `99+` (spec section 9). */
export const BADGE_MAX = 99

/** What a count badge shows: nothing for zero, the count up to 99, then `99+`. */
export function badgeText(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return ''
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(count))
}

/** The red envelope's times are shown in this zone (spec section 9). */
export const RED_ENVELOPE_TIME_ZONE = 'America/Caracas'

/** After the countdown reaches zero, the envelope is asked for again this much later (spec section 4). */
export const RED_ENVELOPE_REFETCH_MS = 3_000

/** Red-envelope claim: 102, the envelope is gone (all taken, ended); the message is shown and the envelope cleared. */
export const RED_ENVELOPE_GONE_CODE = '102'

export interface Countdown {
  /** True once `endAt` has been reached. */
  done: boolean
  /** Whole milliseconds left, never below zero. */
  remainingMs: number
  hours: number
  minutes: number
  seconds: number
}

/**
 * Time left until `endAtMs` at `nowMs`, in whole seconds rounded up, so the
 * display reads 00:00:01 until the very end and 00:00:00 only when done.
 */
export function countdown(endAtMs: number, nowMs: number): Countdown {
  const remainingMs = Math.max(0, endAtMs - nowMs)
  const total = Math.ceil(remainingMs / 1000)
  return {
    done: remainingMs === 0,
    remainingMs,
    hours: Math.floor(total / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  }
}

/** `HH:MM:SS`, hours growing past 99 if they must. */
export function countdownText(value: Countdown): string {
  const two = (n: number) => String(n).padStart(2, '0')
  return `${two(value.hours)}:${two(value.minutes)}:${two(value.seconds)}`
}

/** A spin turns for this long (spec section 4). */
export const ROULETTE_SPIN_MS = 1_500
/** ... with this easing ... */
export const ROULETTE_EASING = 'ease-in-out'
/** ... over ten extra turns before it reaches the prize. */
export const ROULETTE_EXTRA_DEGREES = 3_600

/** Fewest and most prizes a wheel is drawn for; there is one disk image per count. */
export const ROULETTE_MIN_PRIZES = 2
export const ROULETTE_MAX_PRIZES = 12

/**
 * The images the roulette preloads when its prize settings arrive (spec
 * section 4: 21, a disk per prize count among them): eleven disks (2 to 12
 * prizes) and ten pieces of the wheel and the award alert. Names only; the
 * server serves them under `/media/roulette/{name}.svg`.
 */
export const ROULETTE_IMAGE_NAMES = [
  ...Array.from({ length: ROULETTE_MAX_PRIZES - ROULETTE_MIN_PRIZES + 1 }, (_, i) => `disk-${i + ROULETTE_MIN_PRIZES}`),
  'pointer',
  'button',
  'button-disabled',
  'frame',
  'lights-a',
  'lights-b',
  'award-background',
  'award-ribbon',
  'prize-cash',
  'prize-none',
] as const
export type RouletteImageName = (typeof ROULETTE_IMAGE_NAMES)[number]

/** The address of one roulette image. */
export function rouletteImageUrl(name: RouletteImageName): string {
  return `/media/roulette/${name}.svg`
}

/** The disk drawn for `prizeCount` prizes, clamped to the disks there are. */
export function rouletteDiskName(prizeCount: number): RouletteImageName {
  const count = Math.min(ROULETTE_MAX_PRIZES, Math.max(ROULETTE_MIN_PRIZES, Math.round(prizeCount)))
  return `disk-${count}` as RouletteImageName
}

/**
 * Where the wheel stops for prize `index` of `count` (prize 0 centred under the
 * pointer at rotation 0, the others clockwise): from the next whole turn past
 * `current`, ten extra turns and then on to the prize, plus `random` (0 to 1) spread over the
 * middle 80 % of its slice, so the wheel never stops on a line. Always ahead
 * of `current`, so the wheel only ever turns one way.
 */
export function rouletteStopAngle(index: number, count: number, current: number, random: number): number {
  if (!Number.isInteger(count) || count < 1)
    throw new RangeError(`prize count must be a positive integer, got ${count}`)
  if (!Number.isInteger(index) || index < 0 || index >= count) throw new RangeError(`prize ${index} of ${count}`)
  const slice = 360 / count
  const offset = (Math.min(1, Math.max(0, random)) - 0.5) * slice * 0.8
  // Turning the wheel clockwise by (360 - index * slice) brings prize `index` under the pointer.
  const target = (((360 - index * slice - offset) % 360) + 360) % 360
  // The next whole turn strictly past `current`: with `ceil`, prize 0 drawn at its centre from a
  // whole turn would move exactly ten turns, landing on `current + 3600` instead of past it.
  const base = (Math.floor(current / 360) + 1) * 360
  return base + ROULETTE_EXTRA_DEGREES + target
}

/** The prize under the pointer at `angle` (the inverse of `rouletteStopAngle`). */
export function roulettePrizeAt(angle: number, count: number): number {
  const slice = 360 / count
  const turned = ((angle % 360) + 360) % 360
  return Math.round(((360 - turned) % 360) / slice) % count
}

/** Roulette answers (spec section 8). */
export const ROULETTE_CODE = {
  /** `/roulette/info` refused: its own message. */
  infoRefused: '2095101',
  /** Spin: no draws left; a warning dialog with a confirm button. */
  noDraws: '2093101',
  /** Spin: the campaign is not running (not started, ended). */
  notRunning: '2093102',
  /** Spin: the member's wallet is frozen, so no prize could be paid. */
  walletFrozen: '2093103',
  /** Spin: the member's currency has no roulette. */
  notOffered: '2093104',
  /** Spin: the roulette's budget is spent (no prize fits what is left); the draw is kept. */
  budgetSpent: '2093105',
} as const
