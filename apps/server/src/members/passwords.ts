import { availableParallelism } from 'node:os'
import { parseOptions, type Algorithm, type Options } from '@node-rs/argon2'
import { Argon2Pool } from './argon2-pool.ts'

export interface Argon2Cost {
  /** KiB of memory per hash. */
  memoryCost: number
  /** Passes over the memory. */
  timeCost: number
  parallelism: number
}

/** OWASP Password Storage Cheat Sheet, first argon2id option: 19 MiB, 2 passes, 1 lane (about 20 ms here). */
export const OWASP_COST: Argon2Cost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 }

/** Tests and development only: 1 MiB, 1 pass (under 1 ms), so seeding and test servers stay fast. */
export const LOW_COST: Argon2Cost = { memoryCost: 1024, timeCost: 1, parallelism: 1 }

// `Algorithm.Argon2id`; the package's const enum cannot be read under isolatedModules.
const ARGON2ID = 2 as Algorithm

/**
 * The argon2 calls this module makes (on the `Argon2Pool`'s workers), on an
 * object so a test can count them (`vi.spyOn(argon2, 'verify')`): the
 * failed-login limit must refuse before any hashing happens. Nothing
 * replaces them outside tests.
 */
export const argon2 = {
  hash: (password: string, options: Options): Promise<string> => argon2Pool().hash(password, options),
  verify: (hashed: string, password: string): Promise<boolean> => argon2Pool().verify(hashed, password),
}

/**
 * `LOBBY_ARGON2_COST`: `owasp` or `low`. Unset, production (`NODE_ENV=production`)
 * uses OWASP_COST and everything else LOW_COST. Stored hashes carry their own
 * parameters, so changing the cost never locks anyone out; a login rehashes a
 * password stored with less than the current cost.
 */
export function argon2Cost(env: NodeJS.ProcessEnv = process.env): Argon2Cost {
  const chosen = env.LOBBY_ARGON2_COST?.trim().toLowerCase()
  if (chosen === 'owasp') return OWASP_COST
  if (chosen === 'low') return LOW_COST
  if (chosen) throw new Error(`LOBBY_ARGON2_COST must be owasp or low, not ${chosen}`)
  return env.NODE_ENV === 'production' ? OWASP_COST : LOW_COST
}

/**
 * `LOBBY_ARGON2_CONCURRENCY`: how many argon2 calls may run at once (each on
 * a worker thread of the lowest priority, `Argon2Pool`); the rest wait their
 * turn. Unset: one fewer than the machine's cores (at least one), so however
 * many passwords are guessed at once, a core is left for the event loop that
 * serves every other request (bench/login-storm.mjs).
 */
export function argon2Concurrency(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.LOBBY_ARGON2_CONCURRENCY?.trim()
  if (!raw) return Math.max(1, availableParallelism() - 1)
  const value = Number(raw)
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new Error(`LOBBY_ARGON2_CONCURRENCY must be a whole number above 0, not ${raw}`)
  }
  return value
}

let pool: Argon2Pool | undefined
const argon2Pool = () => (pool ??= new Argon2Pool(argon2Concurrency()))

/** Stops the argon2 workers; the next hash starts them again. */
export async function stopPasswordWorkers(): Promise<void> {
  const stopping = pool
  pool = undefined
  await stopping?.terminate()
}

export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, { ...argon2Cost(), algorithm: ARGON2ID })
}

/** False for a wrong password and for a stored value that is not an argon2 hash. */
export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(stored, plain)
  } catch {
    return false
  }
}

/** True when the stored hash is weaker than the current cost (or not argon2id). */
export function needsRehash(stored: string): boolean {
  try {
    const used = parseOptions(stored)
    const wanted = argon2Cost()
    return used.algorithm !== ARGON2ID || used.memoryCost < wanted.memoryCost || used.timeCost < wanted.timeCost
  } catch {
    return true
  }
}

let decoy: Promise<string> | undefined

/**
 * Spends about the time of a real check when there is no hash to check (an
 * unknown account), so timing does not tell which accounts exist.
 */
export async function verifyDecoy(plain: string): Promise<false> {
  decoy ??= hashPassword('decoy-password-never-matches')
  await verifyPassword(await decoy, plain)
  return false
}
