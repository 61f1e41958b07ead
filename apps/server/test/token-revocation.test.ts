import {
  defineEndpoint,
  editPassword,
  forgetPasswordReset,
  forgetPasswordSms,
  gamePlay,
  logout,
  memberProfile,
  vxReset,
  vxVerify,
} from '@lobby/api/contract'
import { SUBSCRIBE_ERROR, memberChannel, type GameUrlPayload } from '@lobby/realtime/contract'
import Fastify from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { businessError } from '../src/http/errors.ts'
import { verbatim } from '../src/http/messages.ts'
import { registerEndpoint } from '../src/http/route.ts'
import type { LobbyServer } from '../src/index.ts'
import { revokeTokens } from '../src/members/revocation.ts'
import { sha256 } from '../src/members/secrets.ts'
import { DEMO_MEMBER_PASSWORD } from '../src/seed/members.ts'
import { auditLedger, balances, providerBalance } from '../src/wallet/ledger.ts'
import { SITE, startServer } from './helpers.ts'
import { createMember, freshUdid, logIn, send } from './member-session.ts'
import { freshIp, freshPhone, newCaptcha } from './registration-helpers.ts'
import { nextEvent, socketPool, subscribe } from './sockets.ts'
import { firstGames } from './wallet-helpers.ts'

/**
 * Issue 19, item 3: a revoked token keeps no private socket. Every way a
 * token dies (logout, a password change, a reset by SMS or by transfer
 * verification, a new login on the same device) disconnects the sockets that
 * authenticated with it, which then hear nothing more of the member; and a
 * house game launched with it bets no more.
 */

let server: LobbyServer
let baseUrl: string
const sockets = socketPool(() => baseUrl)

beforeAll(async () => {
  server = await startServer()
  baseUrl = await server.listen(0)
})
afterEach(() => sockets.closeAll())
afterAll(async () => {
  await server.close()
})

const api = (path: string) => `/api${path}`
const NEW_PASSWORD = 'fresh1234'
const PRIVATE_EVENTS = ['member.cash', 'letter.sent', 'login', 'game.url'] as const

/** A socket of `token` on `member.{memberId}`, recording every private event it hears and how it ended. */
async function memberSocket(token: string, memberId: number) {
  const socket = await sockets.open(token)
  expect(await subscribe(socket, memberChannel(memberId))).toMatchObject({ ok: true })
  const heard: string[] = []
  for (const event of PRIVATE_EVENTS) socket.on(event, () => heard.push(event))
  const ended = new Promise<string>((resolve) => socket.once('disconnect', resolve))
  return { socket, id: socket.id, heard, ended }
}

type Watched = Awaited<ReturnType<typeof memberSocket>>

/** The member's first slot game, as a play1 body names it. */
async function slotGame() {
  const game = (await firstGames(server, ['GPR8'])).get('GPR8')
  if (!game) throw new Error('GPR8 has no game')
  return { gpId: 'GPR8', game_type: game.gt, game_code: game.code, lobby_url: '/close', device: 0 }
}

/**
 * The revoked socket was disconnected by the server, and none of the member's
 * private events sent afterwards reaches it, while a live session's socket
 * (`liveToken`) hears each one: `member.cash` (a credit), `letter.sent`,
 * `login` (a login elsewhere, with `password`) and `game.url` (a launch).
 * Its token can join the channel no more.
 */
async function expectCutOff(
  revoked: Watched,
  member: { id: number; account: string; password?: string },
  revokedToken: string,
  liveToken: string,
) {
  expect(await revoked.ended).toBe('io server disconnect')
  const live = await memberSocket(liveToken, member.id)

  const cash = nextEvent(live.socket, 'member.cash')
  expect(
    (await send(server, '/api/dev/wallet/credit', { site_id: SITE, member_account: member.account, amount: 500 })).code,
  ).toBe('100')
  await cash
  const letter = nextEvent(live.socket, 'letter.sent')
  expect(
    (await send(server, '/api/dev/letters', { member_account: member.account, title: 'after', content: 'after' })).code,
  ).toBe('100')
  await letter
  const login = nextEvent(live.socket, 'login')
  await logIn(server, { account: member.account, password: member.password, udid: freshUdid() })
  await login
  const url = nextEvent(live.socket, 'game.url')
  expect((await send(server, api(gamePlay.path), await slotGame(), { token: liveToken })).code).toBe('100')
  await url

  // The launch sends the new balances before the game's address.
  expect(live.heard).toEqual(['member.cash', 'letter.sent', 'login', 'member.cash', 'game.url'])
  expect(revoked.heard).toEqual([])
  const inRoom = (await server.io.in(memberChannel(member.id)).fetchSockets()).map((s) => s.id)
  expect(inRoom).toContain(live.id)
  expect(inRoom).not.toContain(revoked.id)
  // A new connection with the dead token is refused the channel.
  expect(await subscribe(await sockets.open(revokedToken), memberChannel(member.id))).toMatchObject({
    ok: false,
    error: SUBSCRIBE_ERROR.tokenNotLive,
  })
}

describe('revoking a token disconnects its sockets, which hear nothing more', () => {
  it('logout', async () => {
    const account = await createMember(server)
    const session = await logIn(server, { account })
    const other = await logIn(server, { account })
    const revoked = await memberSocket(session.token, session.memberId)

    expect((await send(server, api(logout.path), {}, { token: session.token })).code).toBe('100')
    await expectCutOff(revoked, { id: session.memberId, account }, session.token, other.token)
  })

  it('a password change (the changing page goes on with its fresh token)', async () => {
    const account = await createMember(server)
    const session = await logIn(server, { account })
    const elsewhere = await logIn(server, { account })
    const revoked = await memberSocket(session.token, session.memberId)
    const revokedElsewhere = await memberSocket(elsewhere.token, session.memberId)

    const changed = await send(
      server,
      api(editPassword.path),
      { old_password: DEMO_MEMBER_PASSWORD, new_password: NEW_PASSWORD, check_password: NEW_PASSWORD },
      { token: session.token },
    )
    expect(changed.code).toBe('100')
    const fresh = changed.authorization ?? ''
    expect(fresh).not.toBe('')
    expect(await revokedElsewhere.ended).toBe('io server disconnect')
    await expectCutOff(revoked, { id: session.memberId, account, password: NEW_PASSWORD }, session.token, fresh)
  })

  it('a password reset by SMS (forgot password)', async () => {
    const phone = freshPhone()
    const account = await createMember(server, { member_phone: phone })
    const session = await logIn(server, { account })
    const revoked = await memberSocket(session.token, session.memberId)

    const ip = freshIp()
    const c = await newCaptcha(server, 1)
    const asked = await server.app.inject({
      method: 'POST',
      url: api(forgetPasswordSms.path),
      payload: {
        site_id: SITE,
        member_account: account,
        member_phone: phone,
        captcha_token: c.token,
        verify_code: c.answer,
      },
      remoteAddress: ip,
    })
    expect(asked.json()).toMatchObject({ code: '100' })
    const sms = await send<{ code: string }>(server, `/api/dev/sms?phone=${phone}`, undefined, { method: 'GET' })
    const reset = await send(server, api(forgetPasswordReset.path), {
      site_id: SITE,
      member_account: account,
      member_phone: phone,
      phone_verify: sms.data.code,
      new_password: NEW_PASSWORD,
      check_password: NEW_PASSWORD,
    })
    expect(reset.code).toBe('100')
    const after = await logIn(server, { account, password: NEW_PASSWORD })
    await expectCutOff(revoked, { id: session.memberId, account, password: NEW_PASSWORD }, session.token, after.token)
  })

  it('a password reset by transfer verification (vx)', async () => {
    const phone = freshPhone()
    const account = await createMember(server, { member_phone: phone, withdraw_password: '4321' })
    const session = await logIn(server, { account })
    const revoked = await memberSocket(session.token, session.memberId)
    // The operator asks for the verification while the member is signed in.
    await server.db
      .updateTable('members')
      .set({ need_transfer_verification: 1 })
      .where('id', '=', session.memberId)
      .execute()

    const verified = await send<{ token: string }>(server, api(vxVerify.path), {
      site_id: SITE,
      account,
      withdraw_password: '4321',
      member_phone: phone,
    })
    expect(verified.code).toBe('100')
    expect(
      (await send(server, api(vxReset.path), { account, password: NEW_PASSWORD, token: verified.data.token })).code,
    ).toBe('100')
    const after = await logIn(server, { account, password: NEW_PASSWORD })
    await expectCutOff(revoked, { id: session.memberId, account, password: NEW_PASSWORD }, session.token, after.token)
  })

  it('a duplicate login on the same device', async () => {
    const account = await createMember(server)
    const udid = freshUdid()
    const first = await logIn(server, { account, udid })
    const revoked = await memberSocket(first.token, first.memberId)

    const second = await logIn(server, { account, udid })
    // The second login's own `login` event goes out after the first socket was cut off: it never hears it.
    await expectCutOff(revoked, { id: first.memberId, account }, first.token, second.token)
  })

  it('a member disabled by the operator (dev hook)', async () => {
    const account = await createMember(server)
    const session = await logIn(server, { account })
    const revoked = await memberSocket(session.token, session.memberId)
    expect((await send(server, '/api/dev/members/update', { account, status: 'disabled' })).code).toBe('100')
    expect(await revoked.ended).toBe('io server disconnect')
    expect(revoked.heard).toEqual([])
  })

  it('a token that expires while its socket is on the channel', async () => {
    const account = await createMember(server)
    const session = await logIn(server, { account })
    // Expiring a moment from now: the socket joins while it is live and is cut off when it dies.
    await server.db
      .updateTable('member_tokens')
      .set({ expires_at: new Date(Date.now() + 1000).toISOString() })
      .where('token_hash', '=', sha256(session.token))
      .execute()
    const expiring = await memberSocket(session.token, session.memberId)
    expect(await expiring.ended).toBe('io server disconnect')
    expect(expiring.heard).toEqual([])
  })

  it('leaves the sockets of other tokens, other members and visitors connected', async () => {
    const account = await createMember(server)
    const session = await logIn(server, { account })
    const kept = await logIn(server, { account })
    const stranger = await logIn(server, { account: await createMember(server) })
    const revoked = await memberSocket(session.token, session.memberId)
    const keptSocket = await memberSocket(kept.token, kept.memberId)
    const strangerSocket = await memberSocket(stranger.token, stranger.memberId)
    const visitor = await sockets.open()

    expect((await send(server, api(logout.path), {}, { token: session.token })).code).toBe('100')
    expect(await revoked.ended).toBe('io server disconnect')
    for (const socket of [keptSocket.socket, strangerSocket.socket, visitor]) {
      expect(await socket.timeout(2000).emitWithAck('ping_lobby')).toMatchObject({ serverTime: expect.any(Number) })
    }
  })
})

describe('a revocation that rolls back ends nothing', () => {
  /** A write endpoint of the test's own, on the real database, revoking through the real server's sockets. */
  const probe = defineEndpoint({
    path: '/probe/revoke',
    method: 'POST',
    request: z.object({ token_hash: z.string(), refuse: z.boolean() }),
    response: z.null(),
  })

  it('keeps the token and its socket when the transaction is refused, ends both when it commits', async () => {
    const app = Fastify()
    registerEndpoint(
      app,
      probe,
      async (input, ctx) => {
        await revokeTokens(
          { db: ctx.db, server: server.app.server, afterCommit: ctx.afterCommit },
          { tokenHash: input.token_hash },
        )
        return input.refuse ? businessError('101', verbatim('refused after revoking')) : null
      },
      { db: server.db, validateResponses: true },
    )
    const account = await createMember(server)
    const session = await logIn(server, { account })
    const watched = await memberSocket(session.token, session.memberId)
    const call = (refuse: boolean) =>
      app.inject({ method: 'POST', url: api(probe.path), payload: { token_hash: sha256(session.token), refuse } })

    expect((await call(true)).json()).toMatchObject({ code: '101' })
    expect(await watched.socket.timeout(2000).emitWithAck('ping_lobby')).toMatchObject({
      serverTime: expect.any(Number),
    })
    expect(watched.socket.connected).toBe(true)
    expect((await send(server, api(memberProfile.path), {}, { token: session.token })).code).toBe('100')

    expect((await call(false)).json()).toMatchObject({ code: '100' })
    expect(await watched.ended).toBe('io server disconnect')
    expect((await send(server, api(memberProfile.path), {}, { token: session.token })).status).toBe(401)
    await app.close()
  })
})

describe('a house game launched with a revoked token bets no more', () => {
  /** A member with `cash` who launched the slot with a fresh login: the launch token from `game.url`. */
  async function launchedSlot(cash: number) {
    const account = await createMember(server)
    const session = await logIn(server, { account })
    expect(
      (await send(server, '/api/dev/wallet/credit', { site_id: SITE, member_account: account, amount: cash })).code,
    ).toBe('100')
    const watched = await memberSocket(session.token, session.memberId)
    const heard = nextEvent(watched.socket, 'game.url')
    expect((await send(server, api(gamePlay.path), await slotGame(), { token: session.token })).code).toBe('100')
    const payload: GameUrlPayload = await heard
    const launchToken = new URL(payload.url, 'http://x').searchParams.get('token') ?? ''
    const opened = await server.app.inject({
      method: 'POST',
      url: '/house/play/api/session',
      payload: { token: launchToken },
    })
    const stake = opened.json<{ data: { stakes: number[] } }>().data.stakes[0] ?? 0
    return { account, session, watched, launchToken, stake, memberId: session.memberId }
  }

  const spin = (token: string, round: string, stake: number) =>
    server.app.inject({ method: 'POST', url: '/house/play/api/slot/spin', payload: { token, round, stake } })

  async function books(memberId: number) {
    const entries = await server.db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow()
    return {
      entries: Number(entries.n),
      ...(await balances(server.db, memberId)),
      slot: await providerBalance(server.db, memberId, 'GPR8'),
    }
  }

  it('is refused after logout, moving no money', async () => {
    const slot = await launchedSlot(100_000)
    // The launch token works while the member's session lives.
    expect((await spin(slot.launchToken, 'before-logout', slot.stake)).json()).toMatchObject({ code: '100' })

    expect((await send(server, api(logout.path), {}, { token: slot.session.token })).code).toBe('100')
    expect(await slot.watched.ended).toBe('io server disconnect')
    const before = await books(slot.memberId)
    const refused = await spin(slot.launchToken, 'after-logout', slot.stake)
    expect(refused.statusCode).toBe(404)
    expect(refused.json()).toMatchObject({ code: '404' })
    const crash = await server.app.inject({
      method: 'POST',
      url: '/house/play/api/session',
      payload: { token: slot.launchToken },
    })
    expect(crash.statusCode).toBe(404)
    expect(await books(slot.memberId)).toEqual(before)
    const session = await server.db
      .selectFrom('game_sessions')
      .select('status')
      .where('member_token_hash', '=', sha256(slot.session.token))
      .executeTakeFirstOrThrow()
    expect(session.status).toBe('closed')
    expect(await auditLedger(server.db, [slot.memberId])).toMatchObject({ mismatches: [], negative: 0 })
  })

  it('is refused once the member token has expired, moving no money', async () => {
    const slot = await launchedSlot(100_000)
    await server.db
      .updateTable('member_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', sha256(slot.session.token))
      .execute()
    const before = await books(slot.memberId)
    expect((await spin(slot.launchToken, 'after-expiry', slot.stake)).statusCode).toBe(404)
    expect(await books(slot.memberId)).toEqual(before)
    expect(await auditLedger(server.db, [slot.memberId])).toMatchObject({ mismatches: [], negative: 0 })
  })

  it('is refused after a password change and a duplicate login on the launching device', async () => {
    const changed = await launchedSlot(100_000)
    expect(
      (
        await send(
          server,
          api(editPassword.path),
          { old_password: DEMO_MEMBER_PASSWORD, new_password: NEW_PASSWORD, check_password: NEW_PASSWORD },
          { token: changed.session.token },
        )
      ).code,
    ).toBe('100')
    const before = await books(changed.memberId)
    expect((await spin(changed.launchToken, 'after-change', changed.stake)).statusCode).toBe(404)
    expect(await books(changed.memberId)).toEqual(before)

    const account = await createMember(server)
    const udid = freshUdid()
    const first = await logIn(server, { account, udid })
    expect(
      (await send(server, '/api/dev/wallet/credit', { site_id: SITE, member_account: account, amount: 100_000 })).code,
    ).toBe('100')
    expect((await send(server, api(gamePlay.path), await slotGame(), { token: first.token })).code).toBe('100')
    const row = await server.db
      .selectFrom('game_sessions')
      .select(['id', 'status'])
      .where('member_token_hash', '=', sha256(first.token))
      .executeTakeFirstOrThrow()
    expect(row.status).toBe('open')
    await logIn(server, { account, udid })
    const closed = await server.db
      .selectFrom('game_sessions')
      .select('status')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow()
    expect(closed.status).toBe('closed')
    expect(await auditLedger(server.db, [changed.memberId, first.memberId])).toMatchObject({
      mismatches: [],
      negative: 0,
    })
  })
})
