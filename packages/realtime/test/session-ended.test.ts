import { createServer, type LobbyServer } from '@lobby/server'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createRealtime, memberChannel, type RealtimeConnection, type RealtimeStatus } from '../src/index.ts'

/**
 * Issue 19, item 3, the page's side: a revocation disconnects the token's
 * sockets (`io server disconnect`, which socket.io never retries). The
 * manager must neither stay offline nor keep a dead session: it reconnects
 * with the token stored now, says the session ended when that token is the
 * dead one, and goes on as the member when another tab stored a newer one.
 */

let server: LobbyServer
let base: string

beforeAll(async () => {
  server = await createServer({ db: ':memory:', devHooks: true })
  base = await server.listen(0)
})
afterAll(() => server.close())

const open: RealtimeConnection[] = []
afterEach(() => {
  for (const connection of open.splice(0)) connection.disconnect()
})

async function post<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  const envelope = (await response.json()) as { code: string; data: T }
  expect(envelope.code, path).toBe('100')
  return envelope.data
}

let counter = 0

async function newMember(): Promise<string> {
  const account = `rtended${++counter}`
  await post('/dev/members', { account, password: 'demo123' })
  return account
}

/** Logs `account` in as the site does, on `udid` (a device of its own unless given). */
async function logIn(
  account: string,
  udid = `ended-device-${++counter}`,
): Promise<{ token: string; memberId: number }> {
  const captcha = await post<{ token: string }>('/captcha', { type: 1, site_id: 'lobby-demo' })
  const answer = (await (await fetch(`${base}/api/dev/captcha?token=${captcha.token}`)).json()) as {
    data: { answer: string }
  }
  const header = await post<{ header: string; value: string }>('/get_login_header', { site_id: 'lobby-demo' })
  const data = await post<{ token: string; member_id: number }>(
    '/login',
    {
      account,
      password: 'demo123',
      site_id: 'lobby-demo',
      answer: answer.data.answer,
      captcha_token: captcha.token,
      udid,
      device: 0,
    },
    { [header.header]: header.value },
  )
  return { token: data.token, memberId: data.member_id }
}

function connectionFor(stored: { token: string | null; memberId: number | null }): RealtimeConnection {
  const connection = createRealtime({ url: base, getToken: () => stored.token, getMemberId: () => stored.memberId })
  open.push(connection)
  return connection
}

function memberChannelIs(connection: RealtimeConnection, channel: string | null): Promise<void> {
  return new Promise((resolve) => {
    if (connection.memberChannel === channel) return resolve()
    const off = connection.onMemberChannel((next) => {
      if (next === channel) {
        off()
        resolve()
      }
    })
  })
}

function sessionEnded(connection: RealtimeConnection): Promise<void> {
  return new Promise((resolve) => {
    const off = connection.onSessionEnded(() => {
      off()
      resolve()
    })
  })
}

/** Every status the connection goes through from now on. */
function statuses(connection: RealtimeConnection): RealtimeStatus[] {
  const seen: RealtimeStatus[] = []
  connection.onStatus((status) => seen.push(status))
  return seen
}

describe('a session revoked by another action', () => {
  it('reconnects, says the session ended, and goes on as a visitor once the page forgets it', async () => {
    const account = await newMember()
    const session = await logIn(account)
    const stored: { token: string | null; memberId: number | null } = { ...session }
    const connection = connectionFor(stored)
    connection.connect()
    await memberChannelIs(connection, memberChannel(session.memberId))
    const seen = statuses(connection)
    const ended = sessionEnded(connection)

    // Another window of the member logs this token out (the page itself did nothing).
    await post('/logout', {}, { authorization: `Bearer ${session.token}` })
    await ended
    expect(connection.memberChannel).toBeNull()
    expect(seen).toEqual(['disconnected', 'connecting', 'connected'])

    // What the site does then (features/account): forget the member, reconnect without the dead token.
    stored.token = null
    stored.memberId = null
    connection.disconnect()
    connection.connect()
    expect(await connection.subscribe('web_member')).toEqual({ ok: true, channel: 'web_member' })
    expect(connection.status).toBe('connected')
    expect(connection.memberChannel).toBeNull()
  })

  it('goes on as the member with a newer token another tab stored, without ending the session', async () => {
    const account = await newMember()
    const udid = `shared-browser-${++counter}`
    const first = await logIn(account, udid)
    const stored: { token: string | null; memberId: number | null } = { ...first }
    const connection = connectionFor(stored)
    connection.connect()
    await memberChannelIs(connection, memberChannel(first.memberId))
    let endedCount = 0
    connection.onSessionEnded(() => (endedCount += 1))

    // Another tab of this browser logs in again: the same udid revokes the first token, and the tab
    // stores its new token where this page reads it.
    const left = memberChannelIs(connection, null)
    const second = await logIn(account, udid)
    stored.token = second.token
    await left
    await memberChannelIs(connection, memberChannel(first.memberId))
    await connection.ping()
    expect(endedCount).toBe(0)
  })
})
