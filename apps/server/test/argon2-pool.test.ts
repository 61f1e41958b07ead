import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { describe, expect, it } from 'vitest'
import { Argon2Pool } from '../src/members/argon2-pool.ts'
import { LOW_COST, argon2Concurrency, hashPassword, verifyPassword } from '../src/members/passwords.ts'

/**
 * argon2 runs on low-priority worker threads, a bounded number at once, so a
 * storm of password guesses leaves the event loop its CPU
 * (bench/login-storm.mjs measures it; no test asserts a time).
 */

const ARGON2ID = 2

/** Nice values of this process's threads (Linux), by thread name. */
function threadNiceValues(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])
  })
}

describe('Argon2Pool', () => {
  it('hashes and verifies as argon2 does; a value that is no hash is refused, and the pool goes on', async () => {
    const pool = new Argon2Pool(1)
    const hashed = await pool.hash('pool-secret-1', { ...LOW_COST, algorithm: ARGON2ID })
    expect(hashed).toMatch(/^\$argon2id\$/)
    expect(await pool.verify(hashed, 'pool-secret-1')).toBe(true)
    expect(await pool.verify(hashed, 'pool-secret-2')).toBe(false)
    await expect(pool.verify('not-a-hash', 'x')).rejects.toThrow()
    expect(await pool.verify(hashed, 'pool-secret-1')).toBe(true)
  })

  it('runs at most its size at once: the rest wait in line and all are answered', async () => {
    const pool = new Argon2Pool(1)
    const calls = Array.from({ length: 5 }, (_, i) =>
      pool.hash(`queued-${i}-pw1`, { ...LOW_COST, algorithm: ARGON2ID }),
    )
    expect(pool.queued).toBe(4)
    const hashes = await Promise.all(calls)
    expect(new Set(hashes).size).toBe(5)
    expect(pool.queued).toBe(0)
  })

  it('works on a thread of the lowest priority (nice 19; Linux, where the project runs)', async () => {
    const before = threadNiceValues().filter((nice) => nice === 19).length
    const pool = new Argon2Pool(1)
    await pool.hash('nice-check-1', { ...LOW_COST, algorithm: ARGON2ID })
    expect(threadNiceValues().filter((nice) => nice === 19).length).toBe(before + 1)
  })
})

describe('passwords through the pool', () => {
  it('hashPassword and verifyPassword; verifyPassword is false for a stored value that is no hash', async () => {
    const stored = await hashPassword('through-pool-1')
    expect(await verifyPassword(stored, 'through-pool-1')).toBe(true)
    expect(await verifyPassword(stored, 'through-pool-2')).toBe(false)
    expect(await verifyPassword('plain-text', 'plain-text')).toBe(false)
  })

  it('LOBBY_ARGON2_CONCURRENCY: one fewer than the cores by default, at least one; refuses what is not a whole number above 0', () => {
    expect(argon2Concurrency({})).toBe(Math.max(1, availableParallelism() - 1))
    expect(argon2Concurrency({ LOBBY_ARGON2_CONCURRENCY: '3' })).toBe(3)
    for (const bad of ['0', '-2', '1.5', 'all']) {
      expect(() => argon2Concurrency({ LOBBY_ARGON2_CONCURRENCY: bad })).toThrow(/LOBBY_ARGON2_CONCURRENCY/)
    }
  })
})
