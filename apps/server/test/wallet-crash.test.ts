import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { balanceAllBack, gameLeave, gamePlay } from '@lobby/api/contract'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { openDatabase, type Db } from '../src/db/connection.ts'
import { crashFaultHook } from '../src/dev/crash-faults.ts'
import { HouseProvider, type ProviderApi } from '../src/house/transfers.ts'
import { issueMemberToken } from '../src/members/tokens.ts'
import { DEMO_MEMBER_PASSWORD } from '../src/seed/members.ts'
import { auditLedger, mainBalance, providerBalance } from '../src/wallet/ledger.ts'
import { ProviderGateway } from '../src/wallet/providers.ts'
import { auditTransfers, reconcileTransfers, runTransfer } from '../src/wallet/transfers.ts'
import { MAIN_JS, SERVER_DIR } from './compiled-server.ts'
import { SITE, startServer } from './helpers.ts'
import { send } from './member-session.ts'
import { firstGames, newPlayer } from './wallet-helpers.ts'
import { onPostgres, testDatabase } from './databases.ts'

/**
 * Issue 19, item 6: provider transfers survive a crash. The real server runs
 * as a child process (the compiled `dist/main.js`) on a database file;
 * `LOBBY_FAULT_CRASH` makes it SIGKILL itself just before or just after the
 * provider call of play1, leave1 or the pull of all. The next start, on the
 * same file, settles the pending transfer from the house provider's answer
 * for its reference, and the books are exact: every wallet's ledger equals
 * its balance, the member's money is all there, and the house provider's
 * records agree with ours.
 */

const PLAY = `/api${gamePlay.path}`
const LEAVE = `/api${gameLeave.path}`
const PULL_ALL = `/api${balanceAllBack.path}`
const CASH = 5_000
const GP = 'GPAX'

const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

interface Child {
  url: string
  process: ChildProcess
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

/** Starts the compiled server on `dbPath` and resolves once it listens (its first line names the address). */
function startChild(dbPath: string, crash?: string): Promise<Child> {
  const child = spawn(process.execPath, [MAIN_JS], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOBBY_DB: dbPath,
      LOBBY_DEV_HOOKS: '1',
      LOBBY_PULL_COOLDOWN_MS: '0',
      LOBBY_SITE_DIR: join(tmpdir(), 'lobby-crash-no-site'),
      // A killed process's per-member leases expire this soon, so the restart settles its transfers at once.
      LOBBY_MEMBER_LEASE_MS: '300',
      LOBBY_FAULT_CRASH: crash ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  let output = ''
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const found = /Lobby server at (http:\/\/\S+)/.exec(output)
      if (found?.[1]) resolve({ url: found[1], process: child, exited })
    }
    child.stdout.on('data', read)
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    void exited.then(({ code, signal }) =>
      reject(new Error(`server exited (${code ?? signal}) before listening:\n${output}`)),
    )
  })
}

async function call<T = unknown>(
  child: Child,
  path: string,
  body: unknown,
  token?: string,
  method: 'GET' | 'POST' = 'POST',
): Promise<{ status: number; code: string; data: T }> {
  const res = await fetch(`${child.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const json = (await res.json()) as { code: string; data: T }
  return { status: res.status, code: json.code, data: json.data }
}

type Operation = 'play' | 'leave' | 'pull'
type Point = 'before_provider_call' | 'after_provider_call'

interface Case {
  operation: Operation
  point: Point
  account: string
  id?: number
}

/** Where the member's money must be once the crashed transfer is reconciled. */
function expectedPlace(c: Case): 'main' | 'provider' {
  const applied = c.point === 'after_provider_call'
  // play1 moves main -> provider; leave1 and the pull move provider -> main.
  if (c.operation === 'play') return applied ? 'provider' : 'main'
  return applied ? 'main' : 'provider'
}

interface Audit {
  mismatches: unknown[]
  negative: number
  totalBalances: number
  transfers: { pending: number; disagreements: unknown[]; walletMismatches: unknown[] }
}

const audit = (child: Child, account?: string) =>
  call<Audit>(
    child,
    `/api/dev/wallet/audit${account ? `?site_id=${SITE}&member_account=${account}` : ''}`,
    undefined,
    undefined,
    'GET',
  )

describe('provider transfers across a crash (a real server process, killed between the steps)', () => {
  it('settles every transfer left pending at start-up: play1, leave1 and the pull, before and after the provider call', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lobby-crash-'))
    dirs.push(dir)
    // A file on SQLite (the test and the child share it); a fresh database in the server-pg project.
    const dbPath = onPostgres() ? await testDatabase() : join(dir, 'lobby.sqlite')
    const operations: Operation[] = ['play', 'leave', 'pull']
    const points: Point[] = ['before_provider_call', 'after_provider_call']
    const cases: Case[] = operations.flatMap((operation) =>
      points.map((point) => ({
        operation,
        point,
        account: `crash${operation}${point === 'before_provider_call' ? 1 : 2}`,
      })),
    )
    // The test's own connection to the file: tokens (no login: argon2 is slow) and the checks.
    let db: Db | undefined
    try {
      // Each run checks the case the last run crashed on, then crashes on the next; the last run only checks.
      let previous: Case | undefined
      for (const current of [...cases, undefined]) {
        const child = await startChild(dbPath, current && `${current.point}:${current.operation}`)
        try {
          db ??= openDatabase(dbPath)
          if (previous) await checkReconciled(child, db, previous)
          if (!current) {
            // The members carry on: a pull brings each one's money to main, once (a run that crashes on
            // pulls cannot do this, so it waits for the last run).
            for (const c of cases) {
              const token = await issueMemberToken(db, c.id!, 'udid-after')
              const pulled = await call<{ cash: number; total: number }>(child, PULL_ALL, {}, token)
              expect(pulled, c.account).toMatchObject({ code: '100', data: { cash: CASH, total: CASH } })
            }
            // Nothing pending anywhere, and every member's books and the house's agree.
            const all = await audit(child)
            expect(all.data).toMatchObject({ mismatches: [], negative: 0 })
            expect(all.data.transfers).toEqual({ pending: 0, disagreements: [], walletMismatches: [] })
            break
          }
          await crashOn(child, db, current)
          expect(await child.exited).toEqual({ code: null, signal: 'SIGKILL' })
          // The crash left exactly one transfer pending, its money in neither wallet.
          const pending = await db
            .selectFrom('provider_transfers')
            .select(['direction', 'amount', 'ledger_ref'])
            .where('member_id', '=', current.id!)
            .where('status', '=', 'pending')
            .execute()
          expect(pending).toHaveLength(1)
          expect(pending[0]).toMatchObject({ direction: current.operation === 'play' ? 'in' : 'out', amount: CASH })
          expect(pending[0]?.ledger_ref.startsWith(`${current.operation}:`)).toBe(true)
          expect((await mainBalance(db, current.id!)) + (await providerBalance(db, current.id!, GP))).toBe(0)
          // After the provider call, the house has applied it; before, it never heard of it.
          const house = await db
            .selectFrom('house_transfers')
            .select('status')
            .where('member_id', '=', current.id!)
            .where('direction', '=', current.operation === 'play' ? 'in' : 'out')
            .execute()
          expect(house.map((h) => h.status)).toEqual(current.point === 'after_provider_call' ? ['applied'] : [])
          previous = current
        } finally {
          if (child.process.exitCode === null && child.process.signalCode === null) {
            child.process.kill('SIGTERM')
            await child.exited
          }
        }
      }
    } finally {
      await db?.destroy()
    }
  }, 180_000)
})

/** Makes `c`'s member, brings the money where the operation starts, then runs the operation the server dies in. */
async function crashOn(child: Child, db: Db, c: Case): Promise<void> {
  const made = await call<{ id: number }>(child, '/api/dev/members', {
    account: c.account,
    password: DEMO_MEMBER_PASSWORD,
    cash: CASH,
  })
  expect(made.code).toBe('100')
  c.id = made.data.id
  const token = await issueMemberToken(db, c.id, 'udid-crash')
  const game = await db
    .selectFrom('games')
    .select(['game_code', 'gt_id'])
    .where('gp_id', '=', GP)
    .orderBy('game_code')
    .executeTakeFirstOrThrow()
  const playBody = { gpId: GP, game_type: game.gt_id, game_code: game.game_code, lobby_url: '/close', device: 0 }
  if (c.operation !== 'play') {
    expect(await call(child, PLAY, playBody, token)).toMatchObject({ code: '100', data: { transferred: CASH } })
  }
  if (c.operation === 'pull') {
    // The session closes but the transfer fails (refunded): the money waits in the provider wallet for a pull.
    expect((await call(child, '/api/dev/wallet/provider', { gp_id: GP, fault: { mode: 'fail', times: 1 } })).code).toBe(
      '100',
    )
    expect(await call(child, LEAVE, {}, token)).toMatchObject({ code: '100', data: { closed: true, pulled: 0 } })
  }
  const path = c.operation === 'play' ? PLAY : c.operation === 'leave' ? LEAVE : PULL_ALL
  // The server dies while answering: the request never gets an answer.
  await expect(call(child, path, c.operation === 'play' ? playBody : {}, token)).rejects.toThrow()
}

/** After a restart: the crashed transfer is settled or refunded, the books exact, and the member can carry on. */
async function checkReconciled(child: Child, db: Db, c: Case): Promise<void> {
  const id = c.id!
  const place = expectedPlace(c)
  const where = `${c.operation} ${c.point}`
  const transfers = await db
    .selectFrom('provider_transfers')
    .select('status')
    .where('member_id', '=', id)
    .where('ledger_ref', 'like', `${c.operation}:%`)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow()
  expect(transfers.status, where).toBe(c.point === 'after_provider_call' ? 'settled' : 'failed')
  expect(await mainBalance(db, id), where).toBe(place === 'main' ? CASH : 0)
  expect(await providerBalance(db, id, GP), where).toBe(place === 'provider' ? CASH : 0)
  const books = await audit(child, c.account)
  expect(books.data, where).toMatchObject({ mismatches: [], negative: 0, totalBalances: CASH })
  expect(books.data.transfers, where).toEqual({ pending: 0, disagreements: [], walletMismatches: [] })
  expect(await auditLedger(db, [id]), where).toEqual({ mismatches: [], negative: 0, totalBalances: CASH })
}

describe('the house provider records transfers by reference', () => {
  it('applies a reference once, answers its status, and refuses a reference voided by a status query', async () => {
    const server = await startServer()
    try {
      const house = new HouseProvider(server.db)
      const p = await newPlayer(server, 'houseref1')
      const request = { reference: 'Tref-1', memberId: p.id, gpId: GP, direction: 'in' as const, amount: 700 }
      expect(await house.transfer(request)).toBe('ok')
      // The same reference again (a retry after a lost answer): answered ok, applied once.
      expect(await house.transfer(request)).toBe('ok')
      expect(await house.status(request)).toBe('applied')
      const rows = await server.db.selectFrom('house_transfers').selectAll().where('member_id', '=', p.id).execute()
      expect(rows.map((r) => [r.reference, r.status, Number(r.amount)])).toEqual([['Tref-1', 'applied', 700]])
      // The same reference for another amount or direction is not that transfer.
      expect(await house.transfer({ ...request, amount: 701 })).toBe('failed')
      expect(await house.transfer({ ...request, direction: 'out' })).toBe('failed')

      // A status query for a reference the house never saw voids it: a transfer arriving later is refused.
      const late = { ...request, reference: 'Tref-2' }
      expect(await house.status(late)).toBe('not_applied')
      expect(await house.transfer(late)).toBe('failed')
      expect(await house.status(late)).toBe('not_applied')
    } finally {
      await server.close()
    }
  })
})

describe('a provider that cannot be asked', () => {
  it('leaves the transfer pending (money in transit, books exact) and the timer settles it once the provider answers', async () => {
    const server = await startServer({
      wallet: { pullCooldownMs: 0, providerTimeoutMs: 1, reconcileIntervalMs: 20 },
    })
    try {
      const p = await newPlayer(server, 'downplayer1', CASH)
      const game = (await firstGames(server, [GP])).get(GP)!
      server.wallet.gateway.setFault(GP, { mode: 'down', times: null })
      const launched = await send<{ transferred: number; forward: string }>(
        server,
        `/api${gamePlay.path}`,
        { gpId: GP, game_type: game.gt, game_code: game.code, lobby_url: '/close', device: 0 },
        { token: p.token },
      )
      expect(launched.data).toMatchObject({ transferred: 0, forward: 'failed' })
      // The money left main and is in the pending transfer: in neither wallet, and every ledger still exact.
      expect(await mainBalance(server.db, p.id)).toBe(0)
      expect(await providerBalance(server.db, p.id, GP)).toBe(0)
      expect(await auditLedger(server.db, [p.id])).toEqual({ mismatches: [], negative: 0, totalBalances: 0 })
      expect((await auditTransfers(server.db, [p.id])).pending).toBe(1)

      // Still down: asking again settles nothing.
      const stillDown = await send(server, '/api/dev/wallet/reconcile', {})
      expect(stillDown.data).toEqual({ settled: 0, failed: 0, pending: 1 })

      // Reachable again: the timer asks, the house never applied it (and now voids it), main gets it back once.
      server.wallet.gateway.setFault(GP, null)
      await vi.waitFor(async () => expect((await auditTransfers(server.db, [p.id])).pending).toBe(0), {
        timeout: 5_000,
        interval: 20,
      })
      // A second reconciliation, or a late settle of the same reference, moves nothing more.
      await Promise.all([send(server, '/api/dev/wallet/reconcile', {}), send(server, '/api/dev/wallet/reconcile', {})])
      expect(await mainBalance(server.db, p.id)).toBe(CASH)
      expect(await auditLedger(server.db, [p.id])).toEqual({ mismatches: [], negative: 0, totalBalances: CASH })
      expect(await auditTransfers(server.db, [p.id])).toEqual({ pending: 0, disagreements: [], walletMismatches: [] })
      const legs = await server.db
        .selectFrom('ledger_entries')
        .select(['wallet', 'amount', 'kind'])
        .where('member_id', '=', p.id)
        .where('ref', 'like', 'play:%')
        .orderBy('id')
        .execute()
      expect(legs).toEqual([
        { wallet: 'main', amount: -CASH, kind: 'transfer_out' },
        { wallet: 'main', amount: CASH, kind: 'transfer_in' },
      ])
    } finally {
      await server.close()
    }
  })
})

describe('LOBBY_FAULT_CRASH', () => {
  it('is refused without dev hooks and for unknown points or operations; it ignores other points and operations', async () => {
    expect(crashFaultHook(undefined, false)).toBeUndefined()
    expect(crashFaultHook('', true)).toBeUndefined()
    expect(() => crashFaultHook('after_provider_call', false)).toThrow(/needs dev hooks/)
    expect(() => crashFaultHook('during_lunch', true)).toThrow(/during_lunch/)
    expect(() => crashFaultHook('after_provider_call:deposit', true)).toThrow(/deposit/)
    const hook = crashFaultHook('after_provider_call:leave', true)!
    // Neither the other point nor another operation stops the process (this test is still running after).
    await hook('before_provider_call', { ledgerRef: 'leave:abc' })
    await hook('after_provider_call', { ledgerRef: 'play:abc' })
  })
})

describe('an answer that never came', () => {
  it('asks the provider the status of the reference: applied there, it settles (once); unseen, it is refunded', async () => {
    const server = await startServer()
    try {
      const house = new HouseProvider(server.db)
      // The provider applies the transfer, then the answer is lost on the way back (a reset connection).
      const lossy: ProviderApi = {
        transfer: async (request) => {
          await house.transfer(request)
          throw new Error('connection reset')
        },
        status: (request) => house.status(request),
      }
      const ctx = { db: server.db, gateway: new ProviderGateway(1, lossy), inFlight: new Set<string>() }
      const p = await newPlayer(server, 'lostanswer1', CASH)
      const { done } = await runTransfer(ctx, {
        memberId: p.id,
        gpId: GP,
        direction: 'in',
        ledgerRef: 'play:lost-answer',
        amount: (trx) => mainBalance(trx, p.id),
      })
      expect(done).toMatchObject({ outcome: 'timeout', state: 'settled', amount: CASH })
      expect(await providerBalance(server.db, p.id, GP)).toBe(CASH)
      expect(await mainBalance(server.db, p.id)).toBe(0)
      expect(await reconcileTransfers(ctx)).toEqual({ settled: 0, failed: 0, pending: 0 })

      // The request itself lost before it reached the provider: the status query voids it, the money comes back.
      const unreached: ProviderApi = {
        transfer: () => Promise.reject(new Error('connection refused')),
        status: (request) => house.status(request),
      }
      const back = await runTransfer(
        { ...ctx, gateway: new ProviderGateway(1, unreached) },
        {
          memberId: p.id,
          gpId: GP,
          direction: 'out',
          ledgerRef: 'leave:lost-request',
          amount: (trx) => providerBalance(trx, p.id, GP),
        },
      )
      expect(back.done).toMatchObject({ outcome: 'timeout', state: 'failed', amount: CASH })
      expect(await providerBalance(server.db, p.id, GP)).toBe(CASH)
      expect(await auditLedger(server.db, [p.id])).toEqual({ mismatches: [], negative: 0, totalBalances: CASH })
      expect(await auditTransfers(server.db, [p.id])).toEqual({ pending: 0, disagreements: [], walletMismatches: [] })
    } finally {
      await server.close()
    }
  })
})
