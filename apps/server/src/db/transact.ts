import type { Transaction } from 'kysely'
import type { Database } from './schema.ts'
import type { Db } from './connection.ts'

/**
 * How many times a transaction the database gave up on is run again before
 * the call is answered busy. Each attempt waits a little longer (with jitter,
 * so two processes that collided do not collide again in step).
 */
export const TRANSACTION_ATTEMPTS = 8
const FIRST_BACKOFF_MS = 4
const MAX_BACKOFF_MS = 250

/**
 * Answered as HTTP 503 with code 503 (docs/contract.md) when a transaction
 * still collides after every attempt: the database is too busy for this call
 * now, nothing was written, the client may try again. Never a 500.
 */
export class DatabaseBusy extends Error {
  readonly statusCode = 503
  constructor(cause: unknown) {
    super('busy, try again', { cause })
    this.name = 'DatabaseBusy'
  }
}

/** PostgreSQL's codes for "run the transaction again": serialization failure, deadlock, lock not available. */
const PG_RETRY = new Set(['40001', '40P01', '55P03'])
/** PostgreSQL's unique violation: two processes inserted the same key at once; the next attempt sees the winner's row. */
const PG_UNIQUE = '23505'

/**
 * Whether `error` means "another transaction got there first, run again":
 * PostgreSQL's serialization failures, deadlocks and lock timeouts, and a
 * unique key two transactions inserted at once (the code above checks for
 * the row first, so the next attempt finds it and answers as it would have);
 * SQLite's busy (another process held the write lock past the busy timeout).
 */
export function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code !== 'string') return false
  return PG_RETRY.has(code) || code === PG_UNIQUE || code.startsWith('SQLITE_BUSY')
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The pause before attempt `attempt + 1`: doubling from a few ms, capped, with full jitter. */
export function backoffMs(attempt: number): number {
  const ceiling = Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** (attempt - 1))
  return Math.ceil(Math.random() * ceiling)
}

/**
 * Runs `work` as one transaction and commits it; when the database refuses it
 * for a concurrency reason (`isRetryable`), rolls back and runs `work` again,
 * at most `TRANSACTION_ATTEMPTS` times, then throws `DatabaseBusy`. `work`
 * must therefore do nothing outside the database that it would regret doing
 * twice: effects after commit go through the caller's after-commit list, and
 * `attempt` lets the caller reset what an earlier attempt collected.
 */
export async function transact<T>(
  db: Db,
  work: (trx: Transaction<Database>, attempt: number) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute((trx) => work(trx, attempt))
    } catch (error) {
      if (!isRetryable(error)) throw error
      if (attempt >= TRANSACTION_ATTEMPTS) throw new DatabaseBusy(error)
      await wait(backoffMs(attempt))
    }
  }
}
