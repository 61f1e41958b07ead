import { randomInt } from 'node:crypto'
import { CURRENCY_MINOR_DIGITS, isCurrencyCode } from '@lobby/domain'
import {
  CRASH_ROLL_RANGE,
  SLOT_TOTAL_WEIGHT,
  crashMultiplierAt,
  crashPointOfRoll,
  crashTimeMs,
  slotLineMultiplier,
  slotSymbolAt,
  type SlotSymbol,
} from '../sessions.ts'

/**
 * The rules of the house's real-money games: what is drawn and what it pays.
 * Pure: every draw comes from `rng`, crypto randomness in production and a
 * scripted source in tests. Money is an integer in the currency's smallest
 * unit; every payout is rounded down to a whole unit.
 *
 * - slot: the demo slot's reels, weights and pay table (three of a kind on
 *   the middle line pays SLOT_PAYS, two cherries 2x).
 * - crash: the demo crash's curve and crash point (3 % house edge); a
 *   cash-out before the crash point pays stake x the multiplier then.
 * - live (baccarat): punto banco with the third-card rules, cards drawn from
 *   an endless shoe. Player pays 2x, banker 1.95x, tie 9x; a tie gives
 *   player and banker stakes back.
 * - sport: a board of six matches with decimal odds (in hundredths); the
 *   result is drawn by the odds' implied probabilities, so their overround
 *   (6 to 9 %) is the house margin. A winning pick pays stake x odds.
 * - lottery: the member picks 3 different numbers of 1 to 10, the house
 *   draws 3; 2 matches pay 3x, 3 matches 50x (return to player 113/120, 94.2 %).
 * - card (dragon tiger): one card each, ace low to king high. Dragon or
 *   tiger pays 2x, tie 8x; a tie gives half of a dragon or tiger stake back.
 */

/** An integer in [0, max): `randomInt` in production, scripted in tests. */
export type Rng = (max: number) => number
export const cryptoRng: Rng = (max) => randomInt(max)

/** Whole units of stake x multiplier in hundredths (195 is 1.95x), rounded down. */
export const payHundredths = (stake: number, hundredths: number): number => Math.floor((stake * hundredths) / 100)

// ---------- stakes ----------

export const STAKE_STEPS = [1, 2, 5, 10, 20, 50] as const

export function minorDigitsOf(currency: string): number {
  return isCurrencyCode(currency) ? CURRENCY_MINOR_DIGITS[currency] : 2
}

/**
 * The stakes offered in a currency, in its smallest unit: 1 to 50 major units;
 * currencies without minor units (VND, WON, JPY) start at 1,000.
 */
export function stakesFor(currency: string): number[] {
  const digits = minorDigitsOf(currency)
  const scale = digits > 0 ? 10 ** digits : 1000
  return STAKE_STEPS.map((step) => step * scale)
}

export interface Played<D> {
  payout: number
  detail: D
}

// ---------- slot ----------

export interface SlotDetail {
  /** Three reels, each top / middle / bottom. */
  reels: SlotSymbol[][]
  line: SlotSymbol[]
  multiplier: number
}

export function playSlot(stake: number, rng: Rng = cryptoRng): Played<SlotDetail> {
  const reels = [0, 1, 2].map(() => [0, 1, 2].map(() => slotSymbolAt(rng(SLOT_TOTAL_WEIGHT))))
  const line = reels.map((reel) => reel[1] as SlotSymbol)
  const multiplier = slotLineMultiplier(line)
  return { payout: stake * multiplier, detail: { reels, line, multiplier } }
}

// ---------- crash ----------

/** What the server keeps of a crash round; the crash point stays secret until the round is over. */
export interface CrashSecret {
  crash_point: number
  /** Server time the round started, ms since the epoch. */
  started_at: number
}

export function drawCrash(now: number, rng: Rng = cryptoRng): CrashSecret {
  return { crash_point: crashPointOfRoll(rng(CRASH_ROLL_RANGE)), started_at: now }
}

export const hasCrashed = (secret: CrashSecret, now: number): boolean =>
  now - secret.started_at >= crashTimeMs(secret.crash_point)

/** The multiplier shown `now` while the round runs (never above the crash point). */
export function crashMultiplierNow(secret: CrashSecret, now: number): number {
  return Math.min(crashMultiplierAt(now - secret.started_at), secret.crash_point)
}

/** A cash-out `now`: stake x the multiplier then if the round has not crashed yet, else nothing. */
export function crashCashout(
  stake: number,
  secret: CrashSecret,
  now: number,
): { state: 'cashed' | 'crashed'; multiplier: number; payout: number } {
  if (hasCrashed(secret, now)) return { state: 'crashed', multiplier: secret.crash_point, payout: 0 }
  const multiplier = crashMultiplierNow(secret, now)
  return { state: 'cashed', multiplier, payout: payHundredths(stake, Math.round(multiplier * 100)) }
}

// ---------- cards ----------

export const SUITS = ['S', 'H', 'D', 'C'] as const
export interface Card {
  /** 1 (ace) to 13 (king). */
  rank: number
  suit: (typeof SUITS)[number]
}

export function drawCard(rng: Rng): Card {
  const rank = rng(13) + 1
  return { rank, suit: SUITS[rng(4)] ?? 'S' }
}

// ---------- live: baccarat ----------

export const BACCARAT_SIDES = ['player', 'banker', 'tie'] as const
export type BaccaratSide = (typeof BACCARAT_SIDES)[number]
/** Total paid back per unit staked on a winning side, in hundredths. */
export const BACCARAT_PAYS: Record<BaccaratSide, number> = { player: 200, banker: 195, tie: 900 }

export interface BaccaratDetail {
  side: BaccaratSide
  player: Card[]
  banker: Card[]
  player_total: number
  banker_total: number
  winner: BaccaratSide
}

export const baccaratValue = (card: Card): number => (card.rank >= 10 ? 0 : card.rank)
const handTotal = (cards: readonly Card[]): number => cards.reduce((sum, c) => sum + baccaratValue(c), 0) % 10

/** Does the banker draw a third card, given its total and the player's third card (null: the player stood)? */
export function bankerDraws(bankerTotal: number, playerThird: Card | null): boolean {
  if (playerThird === null) return bankerTotal <= 5
  const v = baccaratValue(playerThird)
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true
    case 3:
      return v !== 8
    case 4:
      return v >= 2 && v <= 7
    case 5:
      return v >= 4 && v <= 7
    case 6:
      return v === 6 || v === 7
    default:
      return false
  }
}

/** Deals a coup: player, banker, player, banker, then the third cards by the tableau. */
export function dealBaccarat(rng: Rng): Omit<BaccaratDetail, 'side'> {
  const c1 = drawCard(rng)
  const c2 = drawCard(rng)
  const c3 = drawCard(rng)
  const c4 = drawCard(rng)
  const player = [c1, c3]
  const banker = [c2, c4]
  const natural = handTotal(player) >= 8 || handTotal(banker) >= 8
  if (!natural) {
    let playerThird: Card | null = null
    if (handTotal(player) <= 5) {
      playerThird = drawCard(rng)
      player.push(playerThird)
    }
    if (bankerDraws(handTotal(banker), playerThird)) banker.push(drawCard(rng))
  }
  const pt = handTotal(player)
  const bt = handTotal(banker)
  const winner: BaccaratSide = pt > bt ? 'player' : bt > pt ? 'banker' : 'tie'
  return { player, banker, player_total: pt, banker_total: bt, winner }
}

export function baccaratPayout(stake: number, side: BaccaratSide, winner: BaccaratSide): number {
  if (side === winner) return payHundredths(stake, BACCARAT_PAYS[side])
  // A tie hands player and banker stakes back.
  if (winner === 'tie') return stake
  return 0
}

export function playBaccarat(stake: number, side: BaccaratSide, rng: Rng = cryptoRng): Played<BaccaratDetail> {
  const coup = dealBaccarat(rng)
  return { payout: baccaratPayout(stake, side, coup.winner), detail: { side, ...coup } }
}

// ---------- card: dragon tiger ----------

export const DRAGON_TIGER_SIDES = ['dragon', 'tiger', 'tie'] as const
export type DragonTigerSide = (typeof DRAGON_TIGER_SIDES)[number]
export const DRAGON_TIGER_PAYS: Record<DragonTigerSide, number> = { dragon: 200, tiger: 200, tie: 800 }

export interface DragonTigerDetail {
  side: DragonTigerSide
  dragon: Card
  tiger: Card
  winner: DragonTigerSide
}

export function dragonTigerPayout(stake: number, side: DragonTigerSide, winner: DragonTigerSide): number {
  if (side === winner) return payHundredths(stake, DRAGON_TIGER_PAYS[side])
  // A tie hands half of a dragon or tiger stake back.
  if (winner === 'tie') return Math.floor(stake / 2)
  return 0
}

export function playDragonTiger(stake: number, side: DragonTigerSide, rng: Rng = cryptoRng): Played<DragonTigerDetail> {
  const dragon = drawCard(rng)
  const tiger = drawCard(rng)
  const winner: DragonTigerSide = dragon.rank > tiger.rank ? 'dragon' : tiger.rank > dragon.rank ? 'tiger' : 'tie'
  return { payout: dragonTigerPayout(stake, side, winner), detail: { side, dragon, tiger, winner } }
}

// ---------- sport ----------

export const SPORT_PICKS = ['home', 'draw', 'away'] as const
export type SportPick = (typeof SPORT_PICKS)[number]

export interface Match {
  id: number
  league: string
  home: string
  away: string
  /** Decimal odds in hundredths: 185 is 1.85. */
  odds: Record<SportPick, number>
}

/** The demo board: fixed matches, each with an overround of 6 to 9 % (the house margin). */
export const SPORT_BOARD: readonly Match[] = [
  {
    id: 1,
    league: 'Coastal League',
    home: 'Harbour City',
    away: 'Lotus Rovers',
    odds: { home: 185, draw: 340, away: 420 },
  },
  {
    id: 2,
    league: 'Coastal League',
    home: 'Northern Stars',
    away: 'Blue Ridge',
    odds: { home: 220, draw: 310, away: 325 },
  },
  { id: 3, league: 'Valley Cup', home: 'Iron Bay', away: 'Jade Valley', odds: { home: 155, draw: 390, away: 560 } },
  { id: 4, league: 'Valley Cup', home: 'Copper Town', away: 'Meadow Park', odds: { home: 260, draw: 320, away: 265 } },
  {
    id: 5,
    league: 'Highland Premier',
    home: 'Granite FC',
    away: 'Saltmarsh United',
    odds: { home: 380, draw: 350, away: 195 },
  },
  {
    id: 6,
    league: 'Highland Premier',
    home: 'Falcon Heights',
    away: 'Riverside Athletic',
    odds: { home: 205, draw: 330, away: 360 },
  },
]

export const findMatch = (id: number): Match | undefined => SPORT_BOARD.find((m) => m.id === id)

/** The quick bets: each match's favourite, the pick with the lowest odds. */
export const SPORT_QUICK_BETS: readonly { match: number; pick: SportPick; odds: number }[] = SPORT_BOARD.map((m) => {
  const pick = SPORT_PICKS.reduce((best, p) => (m.odds[p] < m.odds[best] ? p : best), 'home' as SportPick)
  return { match: m.id, pick, odds: m.odds[pick] }
})

/** Integer weights of the outcomes: their implied probabilities 1 / odds, in millionths. */
export const sportWeights = (match: Match): Record<SportPick, number> => ({
  home: Math.floor(100_000_000 / match.odds.home),
  draw: Math.floor(100_000_000 / match.odds.draw),
  away: Math.floor(100_000_000 / match.odds.away),
})

export interface SportDetail {
  match: number
  home: string
  away: string
  pick: SportPick
  odds: number
  result: SportPick
  /** Final score, home first, consistent with the result. */
  score: [number, number]
}

export function drawSportResult(match: Match, rng: Rng): SportPick {
  const weights = sportWeights(match)
  let roll = rng(weights.home + weights.draw + weights.away)
  for (const pick of SPORT_PICKS) {
    roll -= weights[pick]
    if (roll < 0) return pick
  }
  return 'away'
}

export function drawScore(result: SportPick, rng: Rng): [number, number] {
  if (result === 'draw') {
    const goals = rng(4)
    return [goals, goals]
  }
  const winner = 1 + rng(4)
  const loser = rng(winner)
  return result === 'home' ? [winner, loser] : [loser, winner]
}

export function playSport(stake: number, match: Match, pick: SportPick, rng: Rng = cryptoRng): Played<SportDetail> {
  const result = drawSportResult(match, rng)
  const score = drawScore(result, rng)
  const odds = match.odds[pick]
  return {
    payout: pick === result ? payHundredths(stake, odds) : 0,
    detail: { match: match.id, home: match.home, away: match.away, pick, odds, result, score },
  }
}

// ---------- lottery ----------

export const LOTTERY_POOL = 10
export const LOTTERY_PICKS = 3
/** Total paid back per unit staked, by the number of matches. */
export const LOTTERY_PAYS: readonly number[] = [0, 0, 3, 50]

export interface LotteryDetail {
  numbers: number[]
  drawn: number[]
  matches: number
  multiplier: number
}

/** Draws LOTTERY_PICKS different numbers of 1..LOTTERY_POOL, in the order drawn. */
export function drawLottery(rng: Rng): number[] {
  const pool = Array.from({ length: LOTTERY_POOL }, (_, i) => i + 1)
  const drawn: number[] = []
  for (let i = 0; i < LOTTERY_PICKS; i++) {
    const [n] = pool.splice(rng(pool.length), 1)
    drawn.push(n ?? 0)
  }
  return drawn
}

export function playLottery(stake: number, numbers: readonly number[], rng: Rng = cryptoRng): Played<LotteryDetail> {
  const drawn = drawLottery(rng)
  const matches = numbers.filter((n) => drawn.includes(n)).length
  const multiplier = LOTTERY_PAYS[matches] ?? 0
  return {
    payout: stake * multiplier,
    detail: { numbers: [...numbers].sort((a, b) => a - b), drawn, matches, multiplier },
  }
}
