import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Db } from '../src/db/connection.ts'
import { SERVER_DIR } from './compiled-server.ts'

/**
 * The operators' command line (dist/operator.js, docs/operator.md) as an
 * operator runs it: plain node on a SQLite file, the password piped on
 * standard input, never an argument.
 */

let dir: string
let dbFile: string

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'lobby-operator-cli-'))
  dbFile = join(dir, 'lobby.db')
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function cli(args: string[], input = '') {
  const run = spawnSync(process.execPath, [join(SERVER_DIR, 'dist', 'operator.js'), ...args], {
    env: { ...process.env, LOBBY_DB: dbFile, NODE_ENV: 'production' },
    input,
    encoding: 'utf8',
  })
  return { status: run.status, out: run.stdout, err: run.stderr }
}

async function withDb<T>(read: (db: Db) => Promise<T>): Promise<T> {
  const db = openDatabase(dbFile)
  try {
    return await read(db)
  } finally {
    await db.destroy()
  }
}

// Each call starts node on the compiled command line, migrates the file and hashes with argon2 (about 1.5 s on an
// idle 2-core machine); a test makes up to six, so the file's limit is a minute, not vitest's 5 s default.
describe('node dist/operator.js', { timeout: 60_000 }, () => {
  it('adds an operator with a second factor, printed once, and audits it', async () => {
    const res = cli(['add', 'Alice.Ops', 'owner'], 'correct horse battery\n')
    expect(res.status).toBe(0)
    expect(res.out).toMatch(/otpauth:\/\/totp\/Lobby%20console%3Aalice\.ops\?secret=[A-Z2-7]{32}&/)
    expect(res.out + res.err).not.toContain('correct horse battery')
    const row = await withDb((db) =>
      db.selectFrom('operators').selectAll().where('account', '=', 'alice.ops').executeTakeFirstOrThrow(),
    )
    expect(row.role).toBe('owner')
    expect(row.totp_secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(row.password_hash).toMatch(/^\$argon2id\$/)
    const audit = await withDb((db) => db.selectFrom('audit_log').selectAll().execute())
    expect(audit).toMatchObject([
      { operator: expect.stringMatching(/^cli:/), action: 'operator.create', target_id: 'alice.ops' },
    ])
  })

  it('refuses a short password, an unknown role, a malformed or taken account, writing nothing', async () => {
    const count = () => withDb(async (db) => (await db.selectFrom('operators').selectAll().execute()).length)
    const before = await count()
    expect(cli(['add', 'bob01', 'finance'], 'short\n').status).toBe(2)
    expect(cli(['add', 'bob01', 'janitor'], 'long enough pw\n').status).toBe(2)
    expect(cli(['add', 'b', 'finance'], 'long enough pw\n').status).toBe(2)
    expect(cli(['add', 'x'.repeat(65), 'finance'], 'long enough pw\n').status).toBe(2)
    expect(cli(['add', 'alice.ops', 'finance'], 'long enough pw\n').status).toBe(2)
    expect(await count()).toBe(before)
  })

  it('a new password or second factor, or a disabled account, ends every session; the audit keeps no secret', async () => {
    const now = new Date().toISOString()
    const later = new Date(Date.now() + 3_600_000).toISOString()
    const live = async () =>
      withDb(async (db) => {
        const op = await db
          .selectFrom('operators')
          .select('id')
          .where('account', '=', 'alice.ops')
          .executeTakeFirstOrThrow()
        return (
          await db
            .selectFrom('operator_sessions')
            .select('token_hash')
            .where('operator_id', '=', op.id)
            .where('revoked_at', 'is', null)
            .execute()
        ).length
      })
    const openSession = (hash: string) =>
      withDb(async (db) => {
        const op = await db
          .selectFrom('operators')
          .select('id')
          .where('account', '=', 'alice.ops')
          .executeTakeFirstOrThrow()
        await db
          .insertInto('operator_sessions')
          .values({
            token_hash: hash,
            operator_id: op.id,
            ip: '127.0.0.1',
            created_at: now,
            expires_at: later,
            last_seen_at: now,
            revoked_at: null,
          })
          .execute()
      })
    const hashBefore = await withDb(
      async (db) => (await db.selectFrom('operators').select('password_hash').executeTakeFirstOrThrow()).password_hash,
    )
    await openSession('a'.repeat(64))
    expect(cli(['password', 'alice.ops'], 'another long one\n').status).toBe(0)
    expect(await live()).toBe(0)
    const hashAfter = await withDb(
      async (db) => (await db.selectFrom('operators').select('password_hash').executeTakeFirstOrThrow()).password_hash,
    )
    expect(hashAfter).not.toBe(hashBefore)
    await openSession('b'.repeat(64))
    const reset = cli(['totp', 'alice.ops'])
    expect(reset.status).toBe(0)
    expect(reset.out).toContain('otpauth://totp/')
    expect(await live()).toBe(0)
    await openSession('c'.repeat(64))
    expect(cli(['disable', 'alice.ops']).status).toBe(0)
    expect(await live()).toBe(0)
    const audit = await withDb((db) =>
      db.selectFrom('audit_log').select(['action', 'before', 'after']).orderBy('id').execute(),
    )
    expect(audit.map((a) => a.action)).toEqual([
      'operator.create',
      'operator.password_reset',
      'operator.totp_reset',
      'operator.disable',
    ])
    const text = JSON.stringify(audit)
    expect(text).not.toContain('argon2')
    expect(text).not.toMatch(/[A-Z2-7]{32}/)
  })
})
