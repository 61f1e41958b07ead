import { createHash } from 'node:crypto'
import { createServer, type LobbyServer } from '@lobby/server'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  createRealtime,
  memberChannel,
  type MemberLoginPayload,
  type RealtimeConnection,
  type RealtimeManager,
} from '../src/index.ts'

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

/** A member of its own (dev hook). */
async function newMember(): Promise<string> {
  const account = `rtclient${++counter}`
  await post('/dev/members', { account, password: 'demo123' })
  return account
}

/** Logs `account` in as the site does (captcha, login header, /login) from a device of its own. */
async function logIn(account: string): Promise<{ token: string; memberId: number }> {
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
      udid: `realtime-device-${++counter}`,
      device: 0,
    },
    { [header.header]: header.value },
  )
  return { token: data.token, memberId: data.member_id }
}

/** The page's stored session, as local storage would hold it. */
function storage(initial: { token?: string; memberId?: number } = {}) {
  return { token: initial.token ?? null, memberId: initial.memberId ?? null } as {
    token: string | null
    memberId: number | null
  }
}

function connectionFor(stored: ReturnType<typeof storage>): RealtimeConnection {
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

/** Every `login` the connection hears from now on. */
function logins(connection: RealtimeConnection): MemberLoginPayload[] {
  const heard: MemberLoginPayload[] = []
  connection.on('login', (payload) => heard.push(payload))
  return heard
}

function nextLogin(connection: RealtimeConnection): Promise<MemberLoginPayload> {
  return new Promise((resolve) => {
    const off = connection.on('login', (payload) => {
      off()
      resolve(payload)
    })
  })
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

describe('the member channel follows the stored session (spec sections 6 and 7)', () => {
  it('joins member.{id} on connect with a stored session, and hears the member log in elsewhere', async () => {
    const account = await newMember()
    const first = await logIn(account)
    const connection = connectionFor(storage(first))
    connection.connect()
    await memberChannelIs(connection, memberChannel(first.memberId))

    const heard = nextLogin(connection)
    const second = await logIn(account)
    await expect(heard).resolves.toEqual({
      channel: memberChannel(first.memberId),
      member_id: first.memberId,
      fingerprint: sha256(second.token),
    })
  })

  it('joins nothing with only a token or only a member id', async () => {
    const session = await logIn(await newMember())
    for (const stored of [storage({ token: session.token }), storage({ memberId: session.memberId })]) {
      const connection = connectionFor(stored)
      const changes: (string | null)[] = []
      connection.onMemberChannel((channel) => changes.push(channel))
      connection.connect()
      await connection.subscribe('web_member')
      await connection.ping()
      expect(connection.memberChannel).toBeNull()
      expect(changes).toEqual([])
    }
  })

  it('joins after a login on the page: a new token reconnects so the handshake carries it', async () => {
    const account = await newMember()
    const stored = storage()
    const connection = connectionFor(stored)
    connection.connect()
    await connection.subscribe('web_api.USD')
    expect(connection.memberChannel).toBeNull()

    const session = await logIn(account)
    Object.assign(stored, session)
    connection.syncMember()
    await memberChannelIs(connection, memberChannel(session.memberId))
    // The public channel came back with the new connection.
    expect(connection.status).toBe('connected')

    const heard = nextLogin(connection)
    const elsewhere = await logIn(account)
    await expect(heard).resolves.toMatchObject({ fingerprint: sha256(elsewhere.token) })
  })

  it('leaves on logout and hears nothing more', async () => {
    const account = await newMember()
    const stored = storage(await logIn(account))
    const connection = connectionFor(stored)
    connection.connect()
    await memberChannelIs(connection, memberChannel(stored.memberId!))
    const heard = logins(connection)

    stored.token = null
    stored.memberId = null
    connection.syncMember()
    expect(connection.memberChannel).toBeNull()
    await connection.ping()
    await logIn(account)
    await connection.ping()
    await connection.ping()
    expect(heard).toEqual([])
  })

  it('rejoins after a reconnect', async () => {
    const account = await newMember()
    const session = await logIn(account)
    const connection = connectionFor(storage(session))
    connection.connect()
    await memberChannelIs(connection, memberChannel(session.memberId))

    // Cut the transport as a network failure would; the manager reconnects by itself.
    for (const socket of server.io.sockets.sockets.values()) socket.conn.close()
    await memberChannelIs(connection, null)
    await memberChannelIs(connection, memberChannel(session.memberId))

    const heard = nextLogin(connection)
    const elsewhere = await logIn(account)
    await expect(heard).resolves.toMatchObject({ fingerprint: sha256(elsewhere.token) })
  })

  it('stays out when the server refuses the token (another member’s)', async () => {
    const mine = await logIn(await newMember())
    const theirs = await logIn(await newMember())
    const connection = connectionFor(storage({ token: theirs.token, memberId: mine.memberId }))
    connection.connect()
    await expect(connection.subscribe('web_member')).resolves.toMatchObject({ ok: true })
    await connection.ping()
    expect(connection.memberChannel).toBeNull()
    const ack = await connection.subscribe(memberChannel(mine.memberId))
    expect(ack).toMatchObject({ ok: false })
  })
})

describe('the currency channels follow the stored session too (spec section 7)', () => {
  /** A session with its currency, as the site stores it at login (`currency`). */
  function currencyConnection(stored: ReturnType<typeof storage> & { currency: string | null }): RealtimeManager {
    const connection = createRealtime({
      url: base,
      getToken: () => stored.token,
      getMemberId: () => stored.memberId,
      getCurrency: () => stored.currency,
    })
    open.push(connection)
    return connection
  }

  function currencyChannelIs(connection: RealtimeManager, channel: string | null): Promise<void> {
    return new Promise((resolve) => {
      if (connection.currencyChannel === channel) return resolve()
      const off = connection.onCurrencyChannel((next) => {
        if (next === channel) {
          off()
          resolve()
        }
      })
    })
  }

  const startEnvelope = () =>
    post<{ id: number }>('/dev/red-envelopes', { currency: 'USD', pool: 100, shares: 1, duration_s: 1 })

  it('joins member.{currency} and its presence channel with a member session, hears the envelope, rejoins after a reconnect', async () => {
    const session = await logIn(await newMember())
    const connection = currencyConnection({ ...storage(session), currency: 'USD' })
    connection.connect()
    await currencyChannelIs(connection, 'member.USD')
    const online = await fetch(`${base}/api/dev/realtime/presence`).then((r) => r.json())
    expect((online as { data: { online: Record<string, number> } }).data.online.USD).toBeGreaterThanOrEqual(1)

    const heard = new Promise((resolve) => connection.on('RedEnvelopeDisplay', resolve))
    const started = await startEnvelope()
    await expect(heard).resolves.toMatchObject({ channel: 'member.USD', id: started.id })

    for (const socket of server.io.sockets.sockets.values()) socket.conn.close()
    await currencyChannelIs(connection, null)
    await currencyChannelIs(connection, 'member.USD')
    const again = new Promise((resolve) => connection.on('RedEnvelopeDisplay', resolve))
    const second = await startEnvelope()
    await expect(again).resolves.toMatchObject({ id: second.id })
  })

  it('joins none for a visitor, and leaves them on logout', async () => {
    const session = await logIn(await newMember())
    const visitor = currencyConnection({ ...storage(), currency: 'USD' })
    visitor.connect()
    await visitor.subscribe('web_member')
    await visitor.ping()
    expect(visitor.currencyChannel).toBeNull()

    const stored = { ...storage(session), currency: 'USD' as string | null }
    const member = currencyConnection(stored)
    member.connect()
    await currencyChannelIs(member, 'member.USD')
    stored.token = null
    stored.memberId = null
    member.syncMember()
    expect(member.currencyChannel).toBeNull()
    const heard: unknown[] = []
    member.on('RedEnvelopeDisplay', (payload) => heard.push(payload))
    await member.ping()
    await startEnvelope()
    await member.ping()
    await member.ping()
    expect(heard).toEqual([])
  })
})
