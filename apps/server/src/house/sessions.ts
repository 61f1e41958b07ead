import { randomBytes, randomInt } from 'node:crypto'
import type { Db } from '../db/connection.ts'
import { DatabaseBusy } from '../db/transact.ts'

/**
 * Demo sessions of the house demo games. Demo credits are play credits, not
 * money: they live in `demo_sessions` (migration 0021), one row per session
 * keyed by a random id, so every server process plays the same session, and
 * never touch a wallet or ledger table. A session idle for 2 h is gone; beyond
 * 5,000 sessions the least recently used are dropped.
 */
export type DemoKind = 'slot' | 'crash'

export const DEMO_START_CREDITS = 100_000
export const SLOT_BETS = [10, 20, 50, 100, 200, 500] as const
const MAX_SESSIONS = 5_000
const SESSION_TTL_MS = 2 * 3600 * 1000
/** Conditional saves that lost to another process's save before `change` answers busy (503). */
const CHANGE_ATTEMPTS = 20

export interface CrashRound {
  id: string
  bet: number
  startedAt: number
  /** Decided by the server when the round starts; revealed only once the round is over. */
  crashPoint: number
  state: 'running' | 'crashed' | 'cashed'
  cashedAt?: number
}

export interface DemoSession {
  id: string
  kind: DemoKind
  gp_id: string
  game_code: string
  game_name: string
  credits: number
  lastSeen: number
  round?: CrashRound
  /** The row's version when read: a save names it and fails if another save came first. */
  version: number
}

type StoredSession = Omit<DemoSession, 'id' | 'lastSeen' | 'version'>

function stored(session: DemoSession): string {
  const { id: _id, lastSeen: _lastSeen, version: _version, ...data } = session
  return JSON.stringify(data satisfies StoredSession)
}

/** What `DemoSessions.change` does with a session: the answer, and whether the session changed (saved). */
export interface SessionChange<T> {
  answer: T
  changed: boolean
}

/**
 * The demo sessions' table. `db` is the caller's (the server's handle or the
 * call's transaction): nothing is kept in this process.
 */
export class DemoSessions {
  async create(db: Db, fields: Omit<DemoSession, 'id' | 'credits' | 'lastSeen' | 'version'>): Promise<DemoSession> {
    const now = Date.now()
    await this.sweep(db, now)
    const session: DemoSession = {
      ...fields,
      id: randomBytes(16).toString('hex'),
      credits: DEMO_START_CREDITS,
      lastSeen: now,
      version: 1,
    }
    await db
      .insertInto('demo_sessions')
      .values({ id: session.id, data: stored(session), last_seen_ms: now, version: session.version })
      .execute()
    return session
  }

  /** The session, its last use moved to now; undefined when unknown or idle past its 2 h. */
  async get(db: Db, id: unknown): Promise<DemoSession | undefined> {
    if (typeof id !== 'string' || !/^[0-9a-f]{32}$/.test(id)) return undefined
    const row = await db.selectFrom('demo_sessions').selectAll().where('id', '=', id).executeTakeFirst()
    if (!row) return undefined
    const now = Date.now()
    if (now - Number(row.last_seen_ms) > SESSION_TTL_MS) {
      await db.deleteFrom('demo_sessions').where('id', '=', id).where('last_seen_ms', '=', row.last_seen_ms).execute()
      return undefined
    }
    await db.updateTable('demo_sessions').set({ last_seen_ms: now }).where('id', '=', id).execute()
    return { ...(JSON.parse(row.data) as StoredSession), id, lastSeen: now, version: Number(row.version) }
  }

  /**
   * Saves the session if nobody saved it since it was read (its `version`):
   * true and the version bumped, or false (read it again and redo the change).
   */
  async save(db: Db, session: DemoSession): Promise<boolean> {
    const now = Date.now()
    const saved = await db
      .updateTable('demo_sessions')
      .set({ data: stored(session), last_seen_ms: now, version: session.version + 1 })
      .where('id', '=', session.id)
      .where('version', '=', session.version)
      .executeTakeFirst()
    if (Number(saved.numUpdatedRows) !== 1) return false
    session.version += 1
    session.lastSeen = now
    return true
  }

  /**
   * Reads the session, lets `work` change it, saves it when changed; when
   * another process saved it meanwhile, reads it again and runs `work` again,
   * so no spin or round is lost. `work` gets undefined for an unknown session.
   */
  async change<T>(db: Db, id: unknown, work: (session: DemoSession | undefined) => SessionChange<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      const session = await this.get(db, id)
      const done = work(session)
      if (!session || !done.changed || (await this.save(db, session))) return done.answer
      if (attempt >= CHANGE_ATTEMPTS) throw new DatabaseBusy(new Error('demo session saved concurrently'))
    }
  }

  /** Drops idle sessions, and the least recently used beyond `MAX_SESSIONS - 1`, before a new one. */
  private async sweep(db: Db, now: number): Promise<void> {
    await db
      .deleteFrom('demo_sessions')
      .where('last_seen_ms', '<', now - SESSION_TTL_MS)
      .execute()
    const oldestKept = await db
      .selectFrom('demo_sessions')
      .select('last_seen_ms')
      .orderBy('last_seen_ms', 'desc')
      .offset(MAX_SESSIONS - 2)
      .limit(1)
      .executeTakeFirst()
    if (oldestKept) await db.deleteFrom('demo_sessions').where('last_seen_ms', '<', oldestKept.last_seen_ms).execute()
  }
}

// ---------- slot ----------

export const SLOT_SYMBOLS = ['cherry', 'lemon', 'bell', 'star', 'seven', 'diamond'] as const
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number]
const WEIGHTS: Record<SlotSymbol, number> = { cherry: 30, lemon: 25, bell: 18, star: 14, seven: 8, diamond: 5 }
/** Three of a kind on the middle line pays bet x this. Two cherries pay x2. */
export const SLOT_PAYS: Record<SlotSymbol, number> = {
  cherry: 5,
  lemon: 8,
  bell: 15,
  star: 25,
  seven: 50,
  diamond: 100,
}
const TOTAL_WEIGHT = Object.values(WEIGHTS).reduce((a, b) => a + b, 0)

/** Reel weights and their sum, shared with the house's real-money slot (house/play/games.ts). */
export const SLOT_WEIGHTS: Readonly<Record<SlotSymbol, number>> = WEIGHTS
export const SLOT_TOTAL_WEIGHT = TOTAL_WEIGHT

/** The symbol a roll in [0, SLOT_TOTAL_WEIGHT) lands on. */
export function slotSymbolAt(roll: number): SlotSymbol {
  let rest = roll
  for (const symbol of SLOT_SYMBOLS) {
    rest -= WEIGHTS[symbol]
    if (rest < 0) return symbol
  }
  return 'cherry'
}

function drawSymbol(): SlotSymbol {
  return slotSymbolAt(randomInt(TOTAL_WEIGHT))
}

/** What a middle line pays, as a multiple of the bet: three of a kind SLOT_PAYS, two cherries 2, else 0. */
export function slotLineMultiplier(line: readonly SlotSymbol[]): number {
  const [a, b, c] = line
  if (a && a === b && b === c) return SLOT_PAYS[a]
  if (line.filter((s) => s === 'cherry').length === 2) return 2
  return 0
}

export interface SpinResult {
  /** Three reels, each top / middle / bottom. */
  reels: SlotSymbol[][]
  line: SlotSymbol[]
  bet: number
  win: number
  credits: number
}

/** One spin, decided here with crypto randomness; the page only draws it. */
export function spin(session: Pick<DemoSession, 'credits'>, bet: number): SpinResult {
  const reels = [0, 1, 2].map(() => [drawSymbol(), drawSymbol(), drawSymbol()])
  const line = reels.map((r) => r[1] as SlotSymbol)
  const win = bet * slotLineMultiplier(line)
  session.credits = session.credits - bet + win
  return { reels, line, bet, win, credits: session.credits }
}

// ---------- crash ----------

/** Growth of the crash multiplier: m(t) = e^(K t), t in ms; 2x after about 11.5 s. */
export const CRASH_GROWTH_PER_MS = 0.00006
const MAX_CRASH = 1000

export function crashMultiplierAt(elapsedMs: number): number {
  return Math.floor(Math.exp(CRASH_GROWTH_PER_MS * Math.max(0, elapsedMs)) * 100) / 100
}

/** Rolls of the crash point are integers in [0, CRASH_ROLL_RANGE). */
export const CRASH_ROLL_RANGE = 2 ** 32 - 1

/** The crash point of a roll in [0, CRASH_ROLL_RANGE): a 3 % house edge, 1.00 to 1000.00. */
export function crashPointOfRoll(roll: number): number {
  const r = roll / 2 ** 32
  const point = Math.floor((0.97 / (1 - r)) * 100) / 100
  return Math.min(MAX_CRASH, Math.max(1, point))
}

/** Crash point with a 3 % house edge, from 32 bits of crypto randomness; 1.00 to 1000.00. */
export function drawCrashPoint(): number {
  return crashPointOfRoll(randomInt(CRASH_ROLL_RANGE))
}

export function crashTimeMs(crashPoint: number): number {
  return Math.log(crashPoint) / CRASH_GROWTH_PER_MS
}
