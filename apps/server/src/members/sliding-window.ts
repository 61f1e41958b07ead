/** At most `max` events within any `windowMs` milliseconds. */
export interface WindowLimit {
  max: number
  windowMs: number
}

/**
 * Events per key in a sliding window, in memory: the last `max` event times
 * of each key. The counts live as long as the process (one per server); a
 * restart forgets them. Issue 20 moves them to shared storage.
 */
export class SlidingWindow {
  private readonly events = new Map<string, number[]>()
  private recorded = 0

  constructor(
    readonly limit: WindowLimit,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** The event times of `key` still inside the window, oldest first. */
  private recent(key: string, now: number): number[] {
    const times = this.events.get(key)
    if (!times) return []
    const since = now - this.limit.windowMs
    const index = times.findIndex((time) => time > since)
    const kept = index === -1 ? [] : times.slice(index)
    if (kept.length === 0) this.events.delete(key)
    else if (kept.length !== times.length) this.events.set(key, kept)
    return kept
  }

  /** True when `key` has used up its events for now: the next attempt is refused unchecked. */
  isLimited(key: string): boolean {
    return this.recent(key, this.now()).length >= this.limit.max
  }

  /** Milliseconds until `key` may try again: 0 when it is not limited. */
  retryAfterMs(key: string): number {
    const now = this.now()
    const times = this.recent(key, now)
    if (times.length < this.limit.max) return 0
    const oldest = times[times.length - this.limit.max] ?? now
    return Math.max(1, oldest + this.limit.windowMs - now)
  }

  record(key: string): void {
    const now = this.now()
    const times = [...this.recent(key, now), now].slice(-this.limit.max)
    this.events.set(key, times)
    // Keys nobody uses again would stay forever: now and then, drop those whose window has passed.
    this.recorded += 1
    if (this.recorded % 1_000 === 0) for (const other of [...this.events.keys()]) this.recent(other, now)
  }

  /** Keys with events inside the window (tests, monitoring). */
  get size(): number {
    return this.events.size
  }
}

/** A whole number above 0 from the environment, or undefined when unset; anything else stops the server at start. */
export function positiveInteger(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name]?.trim()
  if (!raw) return undefined
  const value = Number(raw)
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0, not ${raw}`)
  return value
}

/**
 * The key an address is counted under: `::ffff:1.2.3.4` and `1.2.3.4` are one
 * IPv4 address; an IPv6 address counts as its /64 network, the block one
 * subscriber is usually given (otherwise each of its 2^64 addresses would
 * have an allowance of its own).
 */
export function throttleAddress(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  if (v4?.[1]) return v4[1]
  if (!ip.includes(':')) return ip
  const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]?.split('::') ?? []
  const left = head === '' ? [] : head.split(':')
  const right = tail === '' ? [] : tail.split(':')
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`
}
