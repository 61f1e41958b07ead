import type { Db } from '../db/connection.ts'
import { prepared } from '../db/prepared.ts'
import { sha256 } from './secrets.ts'

/** At most `max` events within any `windowMs` milliseconds. */
export interface WindowLimit {
  max: number
  windowMs: number
}

const recentEvents = prepared((db, p: { bucket: string; since: number; max: number }) =>
  db
    .selectFrom('rate_events')
    .select('at_ms')
    .where('bucket', '=', p.bucket)
    .where('at_ms', '>', p.since)
    .orderBy('at_ms', 'desc')
    .limit(p.max),
)

const insertEvent = prepared((db, p: { bucket: string; at: number }) =>
  db.insertInto('rate_events').values({ bucket: p.bucket, at_ms: p.at }),
)

const dropBucketBefore = prepared((db, p: { bucket: string; before: number }) =>
  db.deleteFrom('rate_events').where('bucket', '=', p.bucket).where('at_ms', '<=', p.before),
)

const dropAllBefore = prepared((db, p: { before: number }) =>
  db.deleteFrom('rate_events').where('at_ms', '<', p.before),
)

/** Events older than this are deleted whatever their window (the longest window is an hour). */
const KEEP_MS = 24 * 3600 * 1000

/**
 * Deletes every counted event older than a day (at start-up and every hour,
 * with the tracking retention): keys nobody uses again, from many addresses,
 * do not pile up. Answers how many went.
 */
export async function purgeRateEvents(db: Db, now = Date.now()): Promise<number> {
  return dropAllBefore.run(db, { before: now - KEEP_MS })
}

/**
 * Events per key in a sliding window, shared by every server process on the
 * database (table `rate_events`, migration 0020): a key is limited once it
 * has `max` events within the last `windowMs`. Each record drops its own
 * key's events that left the window; every thousandth record of a process
 * also drops every event older than a day (keys nobody uses again).
 *
 * Across processes, a check and its record are two statements: a burst
 * spread over P processes can pass the limit by at most the calls that were
 * between their check and their record at the same moment (a handful on a
 * busy site), never by a window's worth. Exact counting would need a lock
 * per key on every failed login; the captcha every attempt needs makes the
 * difference worthless to an attacker.
 *
 * Pass the root database, not a transaction a refusal could roll back: a
 * count must stay counted whatever the call answers.
 */
export class SlidingWindow {
  private recorded = 0

  constructor(
    readonly limit: WindowLimit,
    /** Names the window in the table (`login-account`, `lookup-minute:lobby-demo`, ...). */
    readonly scope: string,
    private readonly now: () => number = () => Date.now(),
  ) {}

  private bucket(key: string): string {
    const bucket = `${this.scope}:${key}`
    // Keys are addresses and account names; a longer one is stored by its digest (varchar(255)).
    return bucket.length <= 255 ? bucket : `${this.scope}:#${sha256(key)}`
  }

  /** The event times of `key` still inside the window, newest first, at most `max`. */
  private async recent(db: Db, key: string, now: number): Promise<number[]> {
    const rows = await recentEvents.all(db, {
      bucket: this.bucket(key),
      since: now - this.limit.windowMs,
      max: this.limit.max,
    })
    return rows.map((r) => Number(r.at_ms))
  }

  /** True when `key` has used up its events for now: the next attempt is refused unchecked. */
  async isLimited(db: Db, key: string): Promise<boolean> {
    return (await this.recent(db, key, this.now())).length >= this.limit.max
  }

  /** Milliseconds until `key` may try again: 0 when it is not limited. */
  async retryAfterMs(db: Db, key: string): Promise<number> {
    const now = this.now()
    const times = await this.recent(db, key, now)
    if (times.length < this.limit.max) return 0
    const oldest = times[this.limit.max - 1] ?? now
    return Math.max(1, oldest + this.limit.windowMs - now)
  }

  async record(db: Db, key: string): Promise<void> {
    const now = this.now()
    const bucket = this.bucket(key)
    await insertEvent.run(db, { bucket, at: now })
    await dropBucketBefore.run(db, { bucket, before: now - this.limit.windowMs })
    this.recorded += 1
    if (this.recorded % 1_000 === 0) await dropAllBefore.run(db, { before: now - KEEP_MS })
  }

  /** Forgets every count of this window (a dev hook that changes the limits starts afresh). */
  async clear(db: Db): Promise<void> {
    await db.deleteFrom('rate_events').where('bucket', 'like', `${this.scope}:%`).execute()
  }

  /** Keys with events inside the window (tests, monitoring). */
  async size(db: Db): Promise<number> {
    const now = this.now()
    const row = await db
      .selectFrom('rate_events')
      .select((eb) => eb.fn.count<number>('bucket').distinct().as('n'))
      .where('bucket', 'like', `${this.scope}:%`)
      .where('at_ms', '>', now - this.limit.windowMs)
      .where('at_ms', '<=', now)
      .executeTakeFirst()
    return Number(row?.n ?? 0)
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
