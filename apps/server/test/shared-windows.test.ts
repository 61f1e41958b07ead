import { memberInfo } from '@lobby/api/contract'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { purgeRateEvents } from '../src/members/sliding-window.ts'
import { SITE } from './helpers.ts'
import { loginFrom } from './member-session.ts'
import { serverPairs } from './shared-servers.ts'
import { send as sendFrom } from './registration-helpers.ts'

/**
 * The sliding windows (members/sliding-window.ts) live in the database: two
 * servers on one database, as two processes behind a load balancer, count
 * one client's attempts together. A client spreading its guesses over the
 * processes gets no more than from one.
 */

const pairs = serverPairs('windows')
afterEach(() => pairs.closeAll())
afterAll(() => pairs.removeFiles())

let guesses = 0

/** One wrong password from `ip` on a fresh account, through `server`: status, code and Retry-After. */
const guess = (server: LobbyServer, ip: string) =>
  loginFrom(server, { ip, account: `spread${++guesses}`, password: 'wrong-password1' })

describe('sliding windows shared by every process', () => {
  it('failed logins from one address count over both servers: the next is 429 on either', async () => {
    const [a, b] = await pairs.two({ env: { LOBBY_LOGIN_ADDRESS_FAILURE_MAX: '4' } })
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
    const [a, b] = await pairs.two({
      env: { LOBBY_REGISTER_LOOKUPS_PER_MINUTE: '3', LOBBY_REGISTER_LOOKUPS_PER_HOUR: '0' },
    })
    const ip = '198.51.100.81'
    const ask = (server: LobbyServer) =>
      sendFrom(server, `/api${memberInfo.path}`, { site_id: SITE, id: 1 }, { remoteAddress: ip })
    const codes = []
    for (const server of [a, b, a, b, a]) codes.push((await ask(server)).code)
    expect(codes.slice(0, 3).every((code) => code !== '996')).toBe(true)
    expect(codes.slice(3)).toEqual(['996', '996'])
  })

  it('events older than a day are purged (start-up and hourly), fresh ones kept', async () => {
    const [a] = await pairs.two()
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
