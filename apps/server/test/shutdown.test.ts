import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { request } from 'node:http'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { type CompiledServer, spawnCompiled } from './compiled-server.ts'
import { GAME_LIST_URL, usdDesktop } from './helpers.ts'
import { socketPool } from './sockets.ts'
import { sql } from 'kysely'
import { openDatabase } from '../src/db/connection.ts'
import { onPostgres, sharedTestDatabase } from './databases.ts'

const dir = mkdtempSync(join(tmpdir(), 'lobby-shutdown-'))
const children: CompiledServer[] = []

afterAll(() => {
  for (const child of children) if (child.process.exitCode === null) child.process.kill('SIGKILL')
  rmSync(dir, { recursive: true, force: true })
})

function start(env: Record<string, string>): CompiledServer {
  const child = spawnCompiled({ LOBBY_SITE_DIR: join(dir, 'no-site'), ...env })
  children.push(child)
  return child
}

/** A POST over its own connection (no keep-alive), answered with status and parsed body. */
function postJson(url: string, body: unknown): Promise<{ status: number; body: { code: string; data: unknown } }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json' } },
      (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => (text += chunk.toString()))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as { code: string; data: unknown } }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(JSON.stringify(body))
  })
}

/** Whether a TCP connection to `port` is refused (nothing listens) or accepted. */
function connectOutcome(port: number): Promise<'refused' | 'accepted'> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve('accepted')
    })
    socket.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNREFUSED' ? resolve('refused') : reject(error),
    )
  })
}

describe('the compiled server (node dist/main.js)', () => {
  it('on SIGTERM stops accepting, lets the request in flight finish, closes sockets and the database, exits 0', async () => {
    const dbPath = await sharedTestDatabase(join(dir, 'graceful.db'))
    const server = start({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      LOBBY_DB: dbPath,
      // For the fault hook that holds the request; on loopback, so the server agrees to start.
      LOBBY_DEV_HOOKS: '1',
      // "incoming request" is a debug line (http/logging.ts): it tells the test the request arrived.
      LOBBY_LOG_LEVEL: 'debug',
      LOBBY_SHUTDOWN_GRACE_MS: '60000',
    })
    const listening = await server.waitFor((e) => e.msg === 'listening')
    const base = String(listening.url)
    const port = Number(new URL(base).port)
    expect(server.process.spawnargs.join(' ')).not.toContain('tsx')

    const sockets = socketPool(() => base)
    const socket = await sockets.open()
    const socketClosed = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)))

    // The next game list waits 5 s in the server before it runs: a request in flight.
    const fault = await postJson(`${base}/api/dev/faults`, { path: GAME_LIST_URL, delayMs: 5000 })
    expect(fault.status).toBe(200)
    const slow = postJson(`${base}${GAME_LIST_URL}`, usdDesktop)
    const arrived = await server.waitFor(
      (e) => e.msg === 'incoming request' && String((e.req as { url: string }).url) === GAME_LIST_URL,
    )

    server.process.kill('SIGTERM')
    await server.waitFor((e) => String(e.msg).startsWith('stopped accepting connections'))
    expect(await connectOutcome(port)).toBe('refused')

    const answer = await slow
    expect(answer.status).toBe(200)
    expect(answer.body.code).toBe('100')
    expect((answer.body.data as unknown[]).length).toBeGreaterThan(0)
    expect(await server.exited).toEqual({ code: 0, signal: null })
    expect(await socketClosed).toBe('io server disconnect')

    // The slow request finished after the server had stopped accepting: it was let finish, not raced.
    const order = server.entries.map((e) =>
      e.msg === 'request completed' && e.reqId === arrived.reqId ? 'slow request completed' : e.msg,
    )
    expect(order.indexOf('shutting down')).toBeGreaterThan(-1)
    expect(order.indexOf('stopped accepting connections; letting requests in flight finish')).toBeLessThan(
      order.indexOf('slow request completed'),
    )
    expect(order.at(-1)).toBe('stopped')

    if (onPostgres()) {
      // The pool was closed: no connection of the stopped server is left, and what it wrote is there.
      const db = openDatabase(dbPath, { poolSize: 1 })
      try {
        const others = await sql<{ n: number }>`select count(*) as n from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`.execute(db)
        expect(others.rows[0]?.n).toBe(0)
        const sites = await db
          .selectFrom('sites')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst()
        expect(sites?.n).toBeGreaterThan(0)
      } finally {
        await db.destroy()
      }
      return
    }
    // The database was closed cleanly: the WAL checkpointed into the file and removed, the file whole.
    const wal = `${dbPath}-wal`
    expect(!existsSync(wal) || statSync(wal).size === 0).toBe(true)
    const reopened = new SqliteDatabase(dbPath, { readonly: true })
    try {
      expect(reopened.pragma('integrity_check', { simple: true })).toBe('ok')
      expect((reopened.prepare('select count(*) as n from sites').get() as { n: number }).n).toBeGreaterThan(0)
    } finally {
      reopened.close()
    }
  }, 60_000)

  it.each([
    ['dev hooks', { LOBBY_DEV_HOOKS: '1', LOBBY_DEMO_MEMBERS: '0' }, 'LOBBY_DEV_HOOKS'],
    ['demo members', { LOBBY_DEV_HOOKS: '0', LOBBY_DEMO_MEMBERS: '1' }, 'LOBBY_DEMO_MEMBERS'],
    ['the development defaults', {}, 'LOBBY_DEV_HOOKS'],
  ])(
    'refuses to start with %s on a public address, saying why and how to fix it',
    async (_name, env, setting) => {
      const server = start({ HOST: '0.0.0.0', PORT: '0', LOBBY_DB: ':memory:', ...env })
      expect(await server.exited).toEqual({ code: 1, signal: null })
      const said = server.stderr()
      expect(said).toContain('Refusing to start: HOST=0.0.0.0 is not a loopback address')
      expect(said).toContain(setting)
      expect(said).toContain('LOBBY_ALLOW_UNSAFE_PUBLIC=1')
      expect(server.entries.find((e) => e.msg === 'listening')).toBeUndefined()
    },
    30_000,
  )

  it('refuses a malformed setting, naming it', async () => {
    const server = start({ PORT: '0', LOBBY_DB: ':memory:', LOBBY_TRUST_PROXY: 'everyone' })
    expect(await server.exited).toEqual({ code: 1, signal: null })
    expect(server.stderr()).toContain('LOBBY_TRUST_PROXY: "everyone" is not an address or CIDR range')
  }, 30_000)
})
