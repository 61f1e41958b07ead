import { createHash } from 'node:crypto'
import { logout } from '@lobby/api/contract'
import { SUBSCRIBE_ERROR, memberChannel, type MemberLoginPayload } from '@lobby/realtime/contract'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { startServer } from './helpers.ts'
import { socketPool, subscribe, type Client } from './sockets.ts'
import { attemptLogin, createMember, freshUdid, logIn, passDoubleValidation, send } from './member-session.ts'

let server: LobbyServer
let baseUrl: string
const sockets = socketPool(() => baseUrl)
const client = sockets.open

beforeAll(async () => {
  server = await startServer()
  baseUrl = await server.listen(0)
})
afterEach(() => sockets.closeAll())
afterAll(async () => {
  await server.close()
})

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex')

/** Every `login` the socket hears from now on. */
function logins(socket: Client): MemberLoginPayload[] {
  const heard: MemberLoginPayload[] = []
  socket.on('login', (payload) => heard.push(payload))
  return heard
}

/** Resolves with the next `login` the socket hears; fails after 2 s. */
function nextLogin(socket: Client): Promise<MemberLoginPayload> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no login event within 2 s')), 2000)
    socket.once('login', (payload) => {
      clearTimeout(timer)
      resolve(payload)
    })
  })
}

/** After a round trip on each socket, anything the server sent before has arrived. */
async function settled(...clients: Client[]): Promise<void> {
  for (const socket of clients) await socket.timeout(2000).emitWithAck('ping_lobby')
}

describe('joining member.{member_id}', () => {
  it('admits a live token of that very member, from the auth payload or the Authorization header', async () => {
    const session = await logIn(server, { account: await createMember(server) })
    const channel = memberChannel(session.memberId)
    expect(await subscribe(await client(session.token), channel)).toEqual({ ok: true, channel })
    expect(await subscribe(await client(session.token, 'header'), channel)).toEqual({ ok: true, channel })
  })

  it('keeps no token in the handshake that fetchSockets (the Redis adapter, other processes) can read', async () => {
    const session = await logIn(server, { account: await createMember(server) })
    const channel = memberChannel(session.memberId)
    expect(await subscribe(await client(session.token), channel)).toEqual({ ok: true, channel })
    expect(await subscribe(await client(session.token, 'header'), channel)).toEqual({ ok: true, channel })
    const held = await server.io.in(channel).fetchSockets()
    expect(held).toHaveLength(2)
    const visible = JSON.stringify(held.map((socket) => ({ handshake: socket.handshake, data: socket.data })))
    expect(visible).not.toContain(session.token)
    // The sockets still answer to their token: its room is joined by fingerprint.
    expect(held.every((socket) => socket.rooms.has(`token.${sha256(session.token)}`))).toBe(true)
  })

  it('refuses without a token, with an unknown one, and with another member’s', async () => {
    const mine = await logIn(server, { account: await createMember(server) })
    const theirs = await logIn(server, { account: await createMember(server) })
    const channel = memberChannel(mine.memberId)

    expect(await subscribe(await client(), channel)).toEqual({ ok: false, channel, error: SUBSCRIBE_ERROR.logInFirst })
    expect(await subscribe(await client('not-a-token-anyone-was-given'), channel)).toEqual({
      ok: false,
      channel,
      error: SUBSCRIBE_ERROR.tokenNotLive,
    })
    expect(await subscribe(await client(theirs.token), channel)).toEqual({
      ok: false,
      channel,
      error: SUBSCRIBE_ERROR.otherMember,
    })
  })

  it('refuses a token revoked by logout, an expired one, and one of a member disabled since', async () => {
    const revoked = await logIn(server, { account: await createMember(server) })
    expect((await send(server, `/api${logout.path}`, {}, { token: revoked.token })).code).toBe('100')
    expect(await subscribe(await client(revoked.token), memberChannel(revoked.memberId))).toMatchObject({
      ok: false,
      error: SUBSCRIBE_ERROR.tokenNotLive,
    })

    const expired = await logIn(server, { account: await createMember(server) })
    await server.db
      .updateTable('member_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', sha256(expired.token))
      .execute()
    expect(await subscribe(await client(expired.token), memberChannel(expired.memberId))).toMatchObject({
      ok: false,
      error: SUBSCRIBE_ERROR.tokenNotLive,
    })

    const account = await createMember(server)
    const disabled = await logIn(server, { account })
    const socket = await client(disabled.token)
    expect(await subscribe(socket, memberChannel(disabled.memberId))).toMatchObject({ ok: true })
    await server.db.updateTable('members').set({ status: 'disabled' }).where('id', '=', disabled.memberId).execute()
    expect(await subscribe(await client(disabled.token), memberChannel(disabled.memberId))).toMatchObject({
      ok: false,
      error: SUBSCRIBE_ERROR.tokenNotLive,
    })
  })

  it('keeps the other private channels closed, even to a member', async () => {
    const session = await logIn(server, { account: await createMember(server) })
    const socket = await client(session.token)
    for (const channel of [`member.0${session.memberId}`, 'member.usd', 'presence-x', 'private-x']) {
      expect(await subscribe(socket, channel), channel).toEqual({ ok: false, channel, error: SUBSCRIBE_ERROR.notOpen })
    }
    expect(await subscribe(await client(), 'member.USD')).toMatchObject({
      ok: false,
      error: SUBSCRIBE_ERROR.logInFirst,
    })
  })
})

describe('login on member.{member_id}', () => {
  it('reaches the first session when the member logs in again elsewhere, with a fingerprint and never the token', async () => {
    const account = await createMember(server)
    const first = await logIn(server, { account, udid: freshUdid() })
    const firstSocket = await client(first.token)
    expect(await subscribe(firstSocket, memberChannel(first.memberId))).toMatchObject({ ok: true })

    const other = await logIn(server, { account: await createMember(server) })
    const otherSocket = await client(other.token)
    await subscribe(otherSocket, memberChannel(other.memberId))
    const otherHeard = logins(otherSocket)

    const heard = nextLogin(firstSocket)
    const second = await logIn(server, { account, udid: freshUdid() })
    const event = await heard
    expect(event).toEqual({
      channel: memberChannel(first.memberId),
      member_id: first.memberId,
      fingerprint: sha256(second.token),
    })
    // What the first session compares: not its own token, so a duplicate login (spec section 5).
    expect(event.fingerprint).not.toBe(sha256(first.token))
    expect(JSON.stringify(event)).not.toContain(second.token)

    await settled(otherSocket)
    expect(otherHeard).toEqual([])
  })

  it('is sent for a login through double validation too', async () => {
    const answers = { member_name: 'Ada Lovelace', member_email: 'ada@example.com', member_phone: '0933111222' }
    const account = await createMember(server, { ...answers, double_validation: 1 })
    const knownUdid = freshUdid()
    const asked = await attemptLogin(server, { account, udid: knownUdid })
    expect(asked.code).toBe('107')
    const first = await passDoubleValidation(server, asked.data, answers)
    const { id: memberId } = await server.db
      .selectFrom('members')
      .select('id')
      .where('account', '=', account)
      .executeTakeFirstOrThrow()
    const socket = await client(first)
    expect(await subscribe(socket, memberChannel(memberId))).toMatchObject({ ok: true })

    const heard = nextLogin(socket)
    const challenge = await attemptLogin(server, { account, udid: freshUdid() })
    expect(challenge.code).toBe('107')
    const second = await passDoubleValidation(server, challenge.data, answers)
    expect(await heard).toMatchObject({ member_id: memberId, fingerprint: sha256(second) })
  })

  it('is not sent for a refused login, nor heard after leaving the channel', async () => {
    const account = await createMember(server)
    const first = await logIn(server, { account })
    const socket = await client(first.token)
    const channel = memberChannel(first.memberId)
    await subscribe(socket, channel)
    const heard = logins(socket)

    expect((await attemptLogin(server, { account, password: 'wrong-password1' })).code).toBe('101')
    expect((await attemptLogin(server, { account, wrongCaptcha: true })).code).toBe('105')
    await settled(socket)
    expect(heard).toEqual([])

    expect(await socket.timeout(2000).emitWithAck('unsubscribe', { channel })).toEqual({ ok: true, channel })
    await logIn(server, { account })
    await settled(socket)
    expect(heard).toEqual([])
  })
})
