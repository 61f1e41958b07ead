import { sql, type ExpressionBuilder, type Kysely } from 'kysely'
import { defineEndpoint } from '@lobby/api/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { afterAnswer, registerEndpoint } from '../src/http/route.ts'
import { dbKind, openDatabase, type Db } from '../src/db/connection.ts'
import {
  containsText,
  dbNowMs,
  forUpdate,
  identity,
  idType,
  lockForTransaction,
  syncIdentities,
} from '../src/db/portable.ts'
import { DatabaseBusy, isRetryable, transact, TRANSACTION_ATTEMPTS } from '../src/db/transact.ts'
import { onPostgres, testDatabase } from './databases.ts'
import { startServer } from './helpers.ts'

/**
 * The dialect helpers (db/portable.ts) and the transaction retries
 * (db/transact.ts), each proven on the database of the project: SQLite in
 * `server`, PostgreSQL in `server-pg`.
 */

interface Things {
  things: { id: number; name: string; n: number }
}

// Tables of this test only, not of the server's schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Kysely<any>

let db: Db
let loose: Loose

beforeAll(async () => {
  db = openDatabase(await testDatabase())
  loose = db as unknown as Loose
  await loose.schema
    .createTable('things')
    .addColumn('id', idType(loose), identity(loose))
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute()
})

afterAll(async () => {
  await db.destroy()
})

describe('dialect helpers (db/portable.ts)', () => {
  it('opens the database the location names', () => {
    expect(dbKind(db)).toBe(onPostgres() ? 'postgres' : 'sqlite')
  })

  it('generates ids, and after explicit ids syncIdentities moves the next one past them', async () => {
    const first = await loose.insertInto('things').values({ name: 'a' }).returning('id').executeTakeFirstOrThrow()
    const second = await loose.insertInto('things').values({ name: 'b' }).returning('id').executeTakeFirstOrThrow()
    expect(second.id).toBe(first.id + 1)
    expect(typeof first.id).toBe('number')
    await loose.insertInto('things').values({ id: 500, name: 'seeded' }).execute()
    await syncIdentities(loose, ['things'])
    const next = await loose.insertInto('things').values({ name: 'c' }).returning('id').executeTakeFirstOrThrow()
    expect(next.id).toBe(501)
  })

  it('answers bigint and sums as numbers, exactly', async () => {
    const big = 2 ** 52 + 7
    await loose.insertInto('things').values({ name: 'big', n: big }).execute()
    const row = await loose.selectFrom('things').select('n').where('name', '=', 'big').executeTakeFirstOrThrow()
    expect(row.n).toBe(big)
    const sum = await loose
      .selectFrom('things')
      .select((eb) => eb.fn.sum<number>('n').as('total'))
      .where('name', '=', 'big')
      .executeTakeFirstOrThrow()
    expect(sum.total).toBe(big)
  })

  if (onPostgres())
    it('PostgreSQL connections give up on a held lock, a long statement and an idle transaction', async () => {
      const setting = async (name: string) =>
        (await sql<{ value: string }>`select current_setting(${name}) as value`.execute(loose)).rows[0]?.value
      expect(await setting('lock_timeout')).toBe('5s')
      expect(await setting('statement_timeout')).toBe('30s')
      expect(await setting('idle_in_transaction_session_timeout')).toBe('1min')
    })

  if (onPostgres())
    it('a query that finds every connection of the pool busy past the wait is DatabaseBusy (503), not a bare error', async () => {
      // The wait also bounds a new connection's start: 2 s, so a busy machine still opens the pool's one connection.
      const small = openDatabase(await testDatabase(), { poolSize: 1, connectionWaitMs: 2_000 })
      let release!: () => void
      const held = new Promise<void>((resolve) => (release = resolve))
      let holding!: () => void
      const isHeld = new Promise<void>((resolve) => (holding = resolve))
      // The pool's only connection, held by an open transaction.
      const holder = small.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx)
        holding()
        await held
      })
      // A holder that failed to start fails the test here rather than leaving it waiting.
      await Promise.race([isHeld, holder])
      try {
        const waited = sql`select 1`.execute(small)
        await expect(waited).rejects.toBeInstanceOf(DatabaseBusy)
        // A transaction is not tried again for it: one wait, then busy.
        let attempts = 0
        await expect(
          transact(small, async (trx) => {
            attempts += 1
            await sql`select 1`.execute(trx)
          }),
        ).rejects.toBeInstanceOf(DatabaseBusy)
        expect(attempts).toBe(0)
        release()
        await holder
        // Free again: the next query runs.
        expect((await sql<{ one: number }>`select 1 as one`.execute(small)).rows[0]?.one).toBe(1)
      } finally {
        release()
        await small.destroy()
      }
    })

  it("dbNowMs is the database's clock in epoch milliseconds", async () => {
    const row = await sql<{ now: number }>`select ${dbNowMs(loose)} as now`.execute(loose)
    const now = Number(row.rows[0]?.now)
    expect(Number.isSafeInteger(now)).toBe(true)
    // The same machine here: the two clocks agree to well within a minute (not a timing assertion: a unit check).
    expect(Math.abs(now - Date.now())).toBeLessThan(60_000)
  })

  it('containsText ignores case and takes % and _ literally', async () => {
    await loose
      .insertInto('things')
      .values([{ name: 'Alice' }, { name: 'MALICE' }, { name: 'bob' }, { name: '100%_sure' }, { name: '100xxsure' }])
      .execute()
    const names = async (keyword: string) =>
      (
        await loose
          .selectFrom('things')
          .select('name')
          .where((eb) => containsText(loose, eb.ref('name'), keyword))
          .orderBy('name')
          .execute()
      ).map((r) => r.name)
    expect(await names('alice')).toEqual(['Alice', 'MALICE'])
    expect(await names('%_')).toEqual(['100%_sure'])
    expect(await names('BoB')).toEqual(['bob'])
  })

  it('forUpdate and lockForTransaction make a second transaction wait for the first', async () => {
    const { id } = await loose.insertInto('things').values({ name: 'locked' }).returning('id').executeTakeFirstOrThrow()
    const order: string[] = []
    let releaseFirst!: () => void
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve))
    let firstLocked!: () => void
    const locked = new Promise<void>((resolve) => (firstLocked = resolve))
    // On SQLite the whole database is the lock (begin immediate); on PostgreSQL the row and the advisory key.
    const first = transact(db, async (trx) => {
      const t = trx as unknown as Loose
      await forUpdate(t, t.selectFrom('things').select('id').where('id', '=', id)).execute()
      await lockForTransaction(t, 42)
      firstLocked()
      await firstHolds
      order.push('first commits')
    })
    await locked
    const secondDb = onPostgres() ? db : undefined
    // SQLite: one connection per process; the second transaction queues behind the first in this process.
    const second = transact(secondDb ?? db, async (trx) => {
      const t = trx as unknown as Loose
      await forUpdate(t, t.selectFrom('things').select('id').where('id', '=', id)).execute()
      order.push('second has the row')
    })
    // Give the second every chance to overtake: several turns of the event loop.
    for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setImmediate(resolve))
    order.push('released')
    releaseFirst()
    await Promise.all([first, second])
    expect(order).toEqual(['released', 'first commits', 'second has the row'])
  })
})

describe('transaction retries (db/transact.ts)', () => {
  const failure = (code: string) => Object.assign(new Error(`simulated ${code}`), { code })

  it('knows which errors mean "run it again"', () => {
    for (const code of ['40001', '40P01', '55P03', '23505', 'SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT']) {
      expect(isRetryable(failure(code)), code).toBe(true)
    }
    for (const code of ['23503', '42P01', 'SQLITE_CONSTRAINT_CHECK'])
      expect(isRetryable(failure(code)), code).toBe(false)
    expect(isRetryable(new Error('plain'))).toBe(false)
    expect(isRetryable(null)).toBe(false)
  })

  it('runs a transaction again after a serialization failure, rolling back what the failed attempt wrote', async () => {
    let attempts = 0
    const result = await transact(db, async (trx) => {
      attempts += 1
      await (trx as unknown as Loose)
        .insertInto('things')
        .values({ name: `attempt-${attempts}` })
        .execute()
      if (attempts < 3) throw failure('40001')
      return 'done'
    })
    expect(result).toBe('done')
    expect(attempts).toBe(3)
    const written = await loose.selectFrom('things').select('name').where('name', 'like', 'attempt-%').execute()
    expect(written.map((r) => r.name)).toEqual(['attempt-3'])
  })

  it('answers DatabaseBusy after the last attempt, and rethrows anything else at once', async () => {
    let attempts = 0
    await expect(
      transact(db, async () => {
        attempts += 1
        throw failure('40P01')
      }),
    ).rejects.toBeInstanceOf(DatabaseBusy)
    expect(attempts).toBe(TRANSACTION_ATTEMPTS)
    attempts = 0
    await expect(
      transact(db, async () => {
        attempts += 1
        throw failure('23503')
      }),
    ).rejects.toThrow('simulated 23503')
    expect(attempts).toBe(1)
  })

  // PostgreSQL only: SQLite's one writer cannot deadlock (begin immediate queues the second transaction).
  const onPg = onPostgres()
  if (onPg)
    it('a real deadlock between two transactions is retried: both commit', async () => {
      const rows = await loose
        .insertInto('things')
        .values([{ name: 'left' }, { name: 'right' }])
        .returning('id')
        .execute()
      const [a, b] = rows.map((r) => r.id)
      let bothHoldOne!: () => void
      let held = 0
      const gate = new Promise<void>((resolve) => (bothHoldOne = resolve))
      let attempts = 0
      const crossing = (mine: number, theirs: number) =>
        transact(db, async (trx, attempt) => {
          attempts += 1
          const t = trx as unknown as Loose
          await t
            .updateTable('things')
            .set((eb: ExpressionBuilder<Things, 'things'>) => ({ n: eb('n', '+', 1) }))
            .where('id', '=', mine)
            .execute()
          if (attempt === 1) {
            held += 1
            if (held === 2) bothHoldOne()
            await gate
          }
          await t
            .updateTable('things')
            .set((eb: ExpressionBuilder<Things, 'things'>) => ({ n: eb('n', '+', 1) }))
            .where('id', '=', theirs)
            .execute()
        })
      await Promise.all([crossing(a!, b!), crossing(b!, a!)])
      // PostgreSQL broke the deadlock by failing one; transact ran it again.
      expect(attempts).toBe(3)
      const counts = await loose.selectFrom('things').select('n').where('id', 'in', [a!, b!]).execute()
      expect(counts.map((r) => r.n)).toEqual([2, 2])
    })

  it('a write retried after a collision runs its after-commit and after-answer steps once, from the attempt that committed', async () => {
    const server = await startServer()
    try {
      const ran: string[] = []
      let attempts = 0
      const endpoint = defineEndpoint({
        path: '/test/retried-write',
        method: 'POST',
        request: z.object({}),
        response: z.object({ attempt: z.number() }),
      })
      registerEndpoint(
        server.app,
        endpoint,
        async (_input, ctx) => {
          attempts += 1
          const attempt = attempts
          ctx.afterCommit(() => ran.push(`commit ${attempt}`))
          afterAnswer(ctx.reply, () => {
            ran.push(`answer ${attempt}`)
          })
          if (attempt < 3) throw failure('40001')
          return { attempt }
        },
        { db: server.db, validateResponses: true },
      )
      const res = await server.app.inject({ method: 'POST', url: '/api/test/retried-write', payload: {} })
      expect(res.json()).toEqual({ code: '100', message: 'ok', data: { attempt: 3 } })
      expect(ran).toEqual(['commit 3', 'answer 3'])
    } finally {
      await server.close()
    }
  })

  it('a call whose transaction stays busy is answered 503 busy, never 500, and writes nothing', async () => {
    const server = await startServer()
    try {
      server.app.post('/api/test/busy', async () => {
        await transact(server.db, async () => {
          throw failure(onPostgres() ? '40001' : 'SQLITE_BUSY')
        })
        return { never: true }
      })
      const res = await server.app.inject({ method: 'POST', url: '/api/test/busy', payload: {} })
      expect(res.statusCode).toBe(503)
      expect(res.headers['retry-after']).toBe('1')
      expect(res.json()).toEqual({ code: '503', message: 'busy, try again', data: null })
    } finally {
      await server.close()
    }
  })
})
