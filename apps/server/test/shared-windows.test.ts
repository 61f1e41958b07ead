import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { LOGIN_HEADER, getLoginHeader, login, memberInfo } from '@lobby/api/contract'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { purgeRateEvents } from '../src/members/sliding-window.ts'
import { sharedTestDatabase } from './databases.ts'
import { SITE, startServer } from './helpers.ts'
import { freshUdid, newCaptcha, send } from './member-session.ts'
import { send as sendFrom } from './registration-helpers.ts'

/**
 * The sliding windows (members/sliding-window.ts) live in the database: two
 * servers on one database, as two processes behind a load balancer, count
 * one client's attempts together. A client spreading its guesses over the
 * processes gets no more than from one.
 */

const dir = mkdtempSync(join(tmpdir(), 'lobby-windows-'))
const servers: LobbyServer[] = []
let databases = 0

/** Two servers on one database (a SQLite file; one PostgreSQL database), limits from the environment. */
async function twoServers(env: Record<string, string>): Promise<[LobbyServer, LobbyServer]> {
  const db = await sharedTestDatabase(join(dir, `${++databases}.db`))
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  try {
    const a = await startServer({ db })
    servers.push(a)
    const b = await startServer({ db })
    servers.push(b)
    return [a, b]
  } finally {
    vi.unstubAllEnvs()
  }
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

let guesses = 0

/** One wrong password from `ip` on a fresh account, through `server`: status, code and Retry-After. */
async function guess(server: LobbyServer, ip: string) {
  const c = await newCaptcha(server)
  const header = await send<{ value: string }>(server, `/api${getLoginHeader.path}`, { site_id: SITE })
  const res = await server.app.inject({
    method: 'POST',
    url: `/api${login.path}`,
    remoteAddress: ip,
    headers: { [LOGIN_HEADER]: header.data.value },
    payload: {
      account: `spread${++guesses}`,
      password: 'wrong-password1',
      site_id: SITE,
      answer: c.answer,
      captcha_token: c.token,
      udid: freshUdid(),
      device: 0,
      browser: 'vitest',
    },
  })
  return { status: res.statusCode, code: res.json<{ code: string }>().code, retryAfter: res.headers['retry-after'] }
}

describe('sliding windows shared by every process', () => {
  it('failed logins from one address count over both servers: the next is 429 on either', async () => {
    const [a, b] = await twoServers({ LOBBY_LOGIN_ADDRESS_FAILURE_MAX: '4' })
    const ip = '198.51.100.71'
    for (const server of [a, b, a, b]) expect((await guess(server, ip)).code).toBe('101')
    for (const server of [a, b]) {
      const refused = await guess(server, ip)
      expect(refused.status).toBe(429)
      expect(Number(refused.retryAfter)).toBeGreaterThan(0)
    }
    // Another address is not affected.
    expect((await guess(b, '198.51.100.72')).code).toBe('101')
  })

  it('registration lookups from one address count over both servers (996 past the minute limit)', async () => {
    const [a, b] = await twoServers({ LOBBY_REGISTER_LOOKUPS_PER_MINUTE: '3', LOBBY_REGISTER_LOOKUPS_PER_HOUR: '0' })
    const ip = '198.51.100.81'
    const ask = (server: LobbyServer) =>
      sendFrom(server, `/api${memberInfo.path}`, { site_id: SITE, id: 1 }, { remoteAddress: ip })
    const codes = []
    for (const server of [a, b, a, b, a]) codes.push((await ask(server)).code)
    expect(codes.slice(0, 3).every((code) => code !== '996')).toBe(true)
    expect(codes.slice(3)).toEqual(['996', '996'])
  })

  it('events older than a day are purged (start-up and hourly), fresh ones kept', async () => {
    const [a] = await twoServers({})
    const now = Date.now()
    await a.db
      .insertInto('rate_events')
      .values([
        { bucket: 'purge-test:old', at_ms: now - 25 * 3600 * 1000 },
        { bucket: 'purge-test:fresh', at_ms: now - 3600 * 1000 },
      ])
      .execute()
    expect(await purgeRateEvents(a.db, now)).toBe(1)
    const left = await a.db.selectFrom('rate_events').select('bucket').where('bucket', 'like', 'purge-test:%').execute()
    expect(left.map((r) => r.bucket)).toEqual(['purge-test:fresh'])
  })
})
