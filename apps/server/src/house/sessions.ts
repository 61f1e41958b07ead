import { randomBytes, randomInt } from 'node:crypto'

/**
 * Demo sessions of the house demo games. Demo credits are play credits, not
 * money: they live only here, in the server's memory, keyed by a random
 * session id, and never touch a wallet or ledger table. A restart forgets them.
 */
export type DemoKind = 'slot' | 'crash'

export const DEMO_START_CREDITS = 100_000
export const SLOT_BETS = [10, 20, 50, 100, 200, 500] as const
const MAX_SESSIONS = 5_000
const SESSION_TTL_MS = 2 * 3600 * 1000

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
}

export class DemoSessions {
  private readonly sessions = new Map<string, DemoSession>()

  create(fields: Omit<DemoSession, 'id' | 'credits' | 'lastSeen'>): DemoSession {
    this.sweep()
    const session: DemoSession = {
      ...fields,
      id: randomBytes(16).toString('hex'),
      credits: DEMO_START_CREDITS,
      lastSeen: Date.now(),
    }
    this.sessions.set(session.id, session)
    return session
  }

  get(id: unknown): DemoSession | undefined {
    if (typeof id !== 'string') return undefined
    const session = this.sessions.get(id)
    if (!session) return undefined
    if (Date.now() - session.lastSeen > SESSION_TTL_MS) {
      this.sessions.delete(id)
      return undefined
    }
    session.lastSeen = Date.now()
    // Re-insert so Map order is least-recently-used first.
    this.sessions.delete(id)
    this.sessions.set(id, session)
    return session
  }

  get size(): number {
    return this.sessions.size
  }

  private sweep(): void {
    while (this.sessions.size >= MAX_SESSIONS) {
      const oldest = this.sessions.keys().next().value
      if (oldest === undefined) break
      this.sessions.delete(oldest)
    }
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
export function spin(session: DemoSession, bet: number): SpinResult {
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
