export interface JackpotGrowth {
  /** Amount at `baseAt`, in the currency's smallest unit. */
  base: number
  /** ms since epoch. */
  baseAt: number
  /** Smallest units added per second. */
  incrementPerSecond: number
  /** The pot is won and restarts from `base` every `cycleMs`, which keeps it within 10 digits forever. */
  cycleMs: number
}

/**
 * Jackpot total at `now`, in the smallest unit: grows linearly from `base`
 * and restarts each cycle. Pure and deterministic, so the server and a
 * client counting locally between polls agree.
 */
export function jackpotAmountAt(growth: JackpotGrowth, now: number): number {
  const elapsed = Math.max(0, now - growth.baseAt)
  const inCycle = growth.cycleMs > 0 ? elapsed % growth.cycleMs : elapsed
  return growth.base + Math.floor((inCycle * growth.incrementPerSecond) / 1000)
}
