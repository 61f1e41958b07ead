import * as contract from '@lobby/api/contract'
import {
  LOGIN_HEADER,
  RG_CODE,
  agentDownline,
  agentDownlineTree,
  applyForAgent,
  captcha,
  doubleValidationChallengeSchema,
  doubleValidation,
  gamePlay,
  getInfoData,
  getLoginHeader,
  login,
  memberProfile,
  rgExclude,
  type RgExclusion,
} from '@lobby/api/contract'
import { memberChannel } from '@lobby/realtime/contract'
import { RG_EXCLUSION_DAYS, type RgExclusionKind } from '@lobby/domain'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { issueMemberToken } from '../src/members/tokens.ts'
import { DEMO_MEMBER_PASSWORD } from '../src/seed/members.ts'
import { rowCounts, SITE, startServer } from './helpers.ts'
import { createMember, freshUdid, send } from './member-session.ts'
import { attemptRegister, freshIp, registerSmsCode, validForm } from './registration-helpers.ts'
import { socketPool, subscribe } from './sockets.ts'
import { firstGames, newPlayer, type Player } from './wallet-helpers.ts'

/**
 * Time-outs and self-exclusion (issue 25) over the real routes: `rgExclude` (who may, bad lengths, each length's end),
 * every session ended at once (tokens, sockets, an open game), every way into a session refused with 174 and the end
 * until it passes (the clock is moved, never waited for), the latest end winning, nothing that lifts one, agents
 * seeing nothing of it, and the age a registration needs. The clock is faked (`Date` only): this file runs isolated
 * (tooling/server-test-files.ts MOCKING_FILES).
 */

const DAY = 86_400_000
/** 02:00 UTC on 16 June 2031: 22:00 on 15 June on the site's clock (UTC−4). */
const T0 = Date.parse('2031-06-16T02:00:00.000Z')

let server: LobbyServer
let baseUrl: string
const sockets = socketPool(() => baseUrl)
let members = 0

beforeAll(async () => {
  server = await startServer()
  baseUrl = await server.listen(0)
})
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(T0)
})
afterEach(() => {
  vi.useRealTimers()
  sockets.closeAll()
})
afterAll(async () => {
  await server.close()
})

const api = (path: string) => `/api${path}`
const player = () => newPlayer(server, `excl${++members}user`)
const exclude = (p: Pick<Player, 'token'>, body: unknown) => send<RgExclusion>(server, api(rgExclude.path), body, p)
const iso = (ms: number) => new Date(ms).toISOString()

const exclusionRows = (memberId: number) =>
  server.db
    .selectFrom('rg_exclusions')
    .select(['kind', 'days', 'starts_at', 'ends_at', 'set_by'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute()

const liveTokens = async (memberId: number) =>
  (
    await server.db
      .selectFrom('member_tokens')
      .select('token_hash')
      .where('member_id', '=', memberId)
      .where('revoked_at', 'is', null)
      .execute()
  ).length

/** One `/login` as the site sends it (fresh captcha and login header), in `lang` when given. */
async function logIn(account: string, lang?: string) {
  const issued = await send<{ token: string }>(server, api(captcha.path), { type: 1, site_id: SITE })
  const answer = await send<{ answer: string }>(server, `/api/dev/captcha?token=${issued.data.token}`, undefined, {
    method: 'GET',
  })
  const header = await send<{ value: string }>(server, api(getLoginHeader.path), { site_id: SITE })
  return send<RgExclusion>(
    server,
    api(login.path),
    {
      account,
      password: DEMO_MEMBER_PASSWORD,
      site_id: SITE,
      answer: answer.data.answer,
      captcha_token: issued.data.token,
      udid: freshUdid(),
      device: 0,
    },
    { headers: { [LOGIN_HEADER]: header.data.value, ...(lang ? { lang } : {}) } },
  )
}

describe('rgExclude: who may and what it takes', () => {
  it('a visitor: 401, nothing written', async () => {
    const before = await rowCounts(server.db)
    const res = await send(server, api(rgExclude.path), { kind: 'timeout', days: 1 })
    expect(res.status).toBe(401)
    expect(await rowCounts(server.db)).toEqual(before)
  })

  it.each([
    [{ kind: 'timeout', days: 0 }, 'days'],
    [{ kind: 'timeout', days: 2 }, 'days'],
    [{ kind: 'timeout', days: 183 }, 'days'],
    [{ kind: 'self_exclusion', days: 1 }, 'days'],
    [{ kind: 'self_exclusion', days: 30 }, 'days'],
    [{ kind: 'self_exclusion', days: 184 }, 'days'],
    [{ kind: 'timeout', days: -1 }, 'days'],
    [{ kind: 'timeout', days: 1.5 }, 'days'],
    [{ kind: 'timeout', days: '1' }, 'days'],
    [{ kind: 'timeout' }, 'days'],
    [{ kind: 'forever', days: 0 }, 'kind'],
    [{ days: 1 }, 'kind'],
  ])('%j: 400 naming %s, nothing written, the session goes on', async (body, field) => {
    const p = await player()
    const before = await rowCounts(server.db)
    const res = await exclude(p, body)
    expect(res.status).toBe(400)
    expect(res.data).toEqual({ field })
    expect(res.message.startsWith(`${field}: `)).toBe(true)
    expect(await rowCounts(server.db)).toEqual(before)
    expect((await send(server, api(memberProfile.path), {}, p)).code).toBe('100')
  })

  it('a length its kind does not offer names the ones it does', async () => {
    const res = await exclude(await player(), { kind: 'timeout', days: 183 })
    expect(res.message).toBe('days: one of 1, 7, 30')
  })

  const lengths = (Object.entries(RG_EXCLUSION_DAYS) as [RgExclusionKind, readonly number[]][]).flatMap(([kind, all]) =>
    all.map((days) => [kind, days] as const),
  )
  it.each(lengths)('%s of %i days: kept from now, ends that many days later (0: never)', async (kind, days) => {
    const p = await player()
    const res = await exclude(p, { kind, days })
    expect(res.code, res.message).toBe('100')
    const endsAt = days === 0 ? null : iso(T0 + days * DAY)
    expect(res.data).toEqual({ kind, ends_at: endsAt })
    expect(await exclusionRows(p.id)).toEqual([{ kind, days, starts_at: iso(T0), ends_at: endsAt, set_by: 'member' }])
  })
})

describe('once taken, every session ends at once', () => {
  async function slotGame() {
    const game = (await firstGames(server, ['GPR8'])).get('GPR8')
    if (!game) throw new Error('GPR8 has no game')
    return { gpId: 'GPR8', game_type: game.gt, game_code: game.code, lobby_url: '/close', device: 0 }
  }

  it('tokens refused (401), sockets disconnected, the open game closed; another member goes on', async () => {
    const p = await player()
    const elsewhere = { token: await issueMemberToken(server.db, p.id, 'udid-elsewhere') }
    const other = await player()
    const watched = await sockets.open(p.token)
    expect(await subscribe(watched, memberChannel(p.id))).toMatchObject({ ok: true })
    const ended = new Promise<string>((resolve) => watched.once('disconnect', resolve))
    const bystander = await sockets.open(other.token)
    expect(await subscribe(bystander, memberChannel(other.id))).toMatchObject({ ok: true })
    expect((await send(server, api(gamePlay.path), await slotGame(), p)).code).toBe('100')

    const res = await exclude(p, { kind: 'timeout', days: 1 })
    expect(res.code, res.message).toBe('100')

    expect(await ended).toBe('io server disconnect')
    for (const session of [p, elsewhere]) {
      expect((await send(server, api(memberProfile.path), {}, session)).status).toBe(401)
    }
    expect(await liveTokens(p.id)).toBe(0)
    const games = await server.db.selectFrom('game_sessions').select('status').where('member_id', '=', p.id).execute()
    expect(games.length).toBeGreaterThan(0)
    expect(games.every((game) => game.status === 'closed')).toBe(true)
    // A new connection with the dead token is refused the channel.
    expect(await subscribe(await sockets.open(p.token), memberChannel(p.id))).toMatchObject({ ok: false })

    expect((await send(server, api(memberProfile.path), {}, other)).code).toBe('100')
    expect(bystander.connected).toBe(true)
    expect(await liveTokens(other.id)).toBe(1)
  })
})

describe('login while an exclusion runs: 174 with its end, nothing issued', () => {
  it('a time-out: refused until the clock passes its end, then allowed', async () => {
    const p = await player()
    await exclude(p, { kind: 'timeout', days: 1 })
    const ends = iso(T0 + DAY)

    const refused = await logIn(p.account)
    expect(refused).toMatchObject({ status: 200, code: RG_CODE.excluded, data: { kind: 'timeout', ends_at: ends } })
    expect(refused.message).toBe(
      'Your account is on a time-out until 2031-06-16 22:00 (UTC-4): you cannot log in before then.',
    )
    expect(refused.authorization).toBeUndefined()
    expect((await logIn(p.account, 'zh_CN')).message).toBe(
      '您的账户处于暂停期，直至 2031-06-16 22:00 (UTC-4)：在此之前无法登录。',
    )

    vi.setSystemTime(T0 + DAY - 1000)
    expect((await logIn(p.account)).code).toBe(RG_CODE.excluded)
    expect(await liveTokens(p.id)).toBe(0)

    vi.setSystemTime(T0 + DAY)
    const allowed = await logIn(p.account)
    expect(allowed.code, allowed.message).toBe('100')
    expect(allowed.authorization).toBeTruthy()
  })

  it('a self-exclusion of 6 months says until when; a day before its end it still refuses', async () => {
    const p = await player()
    await exclude(p, { kind: 'self_exclusion', days: 183 })
    vi.setSystemTime(T0 + 182 * DAY)
    const refused = await logIn(p.account)
    expect(refused.data).toEqual({ kind: 'self_exclusion', ends_at: iso(T0 + 183 * DAY) })
    expect(refused.message).toBe(
      'Your account is self-excluded until 2031-12-15 22:00 (UTC-4): you cannot log in before then.',
    )
    vi.setSystemTime(T0 + 183 * DAY + 1)
    expect((await logIn(p.account)).code).toBe('100')
  })

  it('a permanent self-exclusion never ends', async () => {
    const p = await player()
    expect((await exclude(p, { kind: 'self_exclusion', days: 0 })).data).toEqual({
      kind: 'self_exclusion',
      ends_at: null,
    })
    for (const later of [0, 5 * 365 * DAY, 50 * 365 * DAY]) {
      vi.setSystemTime(T0 + later)
      const refused = await logIn(p.account)
      expect(refused).toMatchObject({ code: RG_CODE.excluded, data: { kind: 'self_exclusion', ends_at: null } })
      expect(refused.message).toBe('Your account is self-excluded permanently: you cannot log in.')
    }
    expect(await liveTokens(p.id)).toBe(0)
  })

  it('a wrong password is still a wrong password (101): the exclusion tells nothing before the password', async () => {
    const p = await player()
    await exclude(p, { kind: 'timeout', days: 7 })
    const issued = await send<{ token: string }>(server, api(captcha.path), { type: 1, site_id: SITE })
    const answer = await send<{ answer: string }>(server, `/api/dev/captcha?token=${issued.data.token}`, undefined, {
      method: 'GET',
    })
    const header = await send<{ value: string }>(server, api(getLoginHeader.path), { site_id: SITE })
    const res = await send(
      server,
      api(login.path),
      {
        account: p.account,
        password: 'wrong-password',
        site_id: SITE,
        answer: answer.data.answer,
        captcha_token: issued.data.token,
        udid: freshUdid(),
        device: 0,
      },
      { headers: { [LOGIN_HEADER]: header.data.value } },
    )
    expect(res.code).toBe('101')
  })

  it('the other ways into a session: /get_info_data (the code stays unused) and double validation', async () => {
    const p = await player()
    const enc = await send<{ enc: string }>(server, '/api/dev/members/info-enc', { account: p.account })
    expect(enc.code).toBe('100')

    const account = await createMember(server, { member_name: 'Quinn Example', double_validation: 1 })
    const row = await server.db
      .selectFrom('members')
      .select('id')
      .where('account', '=', account)
      .executeTakeFirstOrThrow()
    const challenge = await logIn(account)
    expect(challenge.code).toBe('107')

    await exclude(p, { kind: 'timeout', days: 1 })
    await exclude({ token: await issueMemberToken(server.db, row.id, 'udid-dv') }, { kind: 'timeout', days: 7 })

    const handed = await send(server, api(getInfoData.path), { enc: enc.data.enc })
    expect(handed).toMatchObject({ code: RG_CODE.excluded, data: { kind: 'timeout', ends_at: iso(T0 + DAY) } })
    expect(handed.authorization).toBeUndefined()
    const code = await server.db.selectFrom('info_codes').select('used_at').where('member_id', '=', p.id).execute()
    expect(code).toEqual([{ used_at: null }])

    const question = doubleValidationChallengeSchema.parse(challenge.data)
    const issued = await send<{ token: string }>(server, api(captcha.path), { type: 1, site_id: SITE })
    const answer = await send<{ answer: string }>(server, `/api/dev/captcha?token=${issued.data.token}`, undefined, {
      method: 'GET',
    })
    const answered = await send(server, api(doubleValidation.path), {
      member_login_id: question.member_login_id,
      question: question.question,
      answer: 'Quinn Example',
      captcha_answer: answer.data.answer,
      captcha_token: issued.data.token,
    })
    expect(answered).toMatchObject({ code: RG_CODE.excluded, data: { kind: 'timeout', ends_at: iso(T0 + 7 * DAY) } })
    expect(answered.authorization).toBeUndefined()
    expect(await liveTokens(row.id)).toBe(0)
  })
})

describe('nothing lifts or shortens an exclusion', () => {
  it('one taken while a longer one runs keeps the later end', async () => {
    const p = await player()
    await exclude(p, { kind: 'self_exclusion', days: 365 })
    // A session made straight in the database (no login could make one now) asks for a shorter time-out.
    const again = await exclude(
      { token: await issueMemberToken(server.db, p.id, 'udid-again') },
      {
        kind: 'timeout',
        days: 1,
      },
    )
    expect(again.data).toEqual({ kind: 'self_exclusion', ends_at: iso(T0 + 365 * DAY) })
    vi.setSystemTime(T0 + 2 * DAY)
    expect((await logIn(p.account)).data).toEqual({ kind: 'self_exclusion', ends_at: iso(T0 + 365 * DAY) })
    expect(await exclusionRows(p.id)).toHaveLength(2)
  })

  it('a longer one taken later wins over the shorter', async () => {
    const p = await player()
    await exclude(p, { kind: 'timeout', days: 1 })
    const longer = await exclude(
      { token: await issueMemberToken(server.db, p.id, 'udid-longer') },
      {
        kind: 'self_exclusion',
        days: 0,
      },
    )
    expect(longer.data).toEqual({ kind: 'self_exclusion', ends_at: null })
    vi.setSystemTime(T0 + 2 * DAY)
    expect((await logIn(p.account)).data).toEqual({ kind: 'self_exclusion', ends_at: null })
  })

  it('the contract has no call that shortens or removes one: the member takes one, the console imposes one', () => {
    const paths = Object.values(contract)
      .filter((value): value is contract.Endpoint => typeof value === 'object' && value !== null && 'path' in value)
      .map((endpoint) => endpoint.path)
      .filter((path) => /exclu|responsible-gambling/.test(path))
    expect(paths.filter((path) => /exclu/.test(path))).toEqual(['/member/responsible-gambling/exclude'])
    expect(paths.filter((path) => /lift|shorten|remove|delete|unexclude/.test(path))).toEqual([])
  })
})

describe('agents never see a downline member’s responsible gambling', () => {
  it('the downline list and tree carry nothing of limits or exclusions', async () => {
    const boss = await player()
    expect(
      (await send(server, api(applyForAgent.path), { apply_agent_flag: 1, reason: 'I run a club' }, boss)).code,
    ).toBe('100')
    expect(
      (await send(server, '/api/dev/agent-applications/decide', { member_account: boss.account, decision: 'approve' }))
        .code,
    ).toBe('100')
    const account = `excl${++members}down`
    const made = await send<{ id: number }>(server, '/api/dev/members', {
      account,
      password: DEMO_MEMBER_PASSWORD,
      agent_account: boss.account,
    })
    expect(made.code, made.message).toBe('100')
    const downline = { id: made.data.id, account, token: await issueMemberToken(server.db, made.data.id, 'udid-d') }
    await server.db
      .insertInto('rg_limits')
      .values({ member_id: downline.id, kind: 'deposit', period: 'day', amount: 5000, updated_at: iso(T0) })
      .execute()
    expect((await exclude(downline, { kind: 'timeout', days: 30 })).code).toBe('100')

    const list = await send<{ list: Record<string, unknown>[] }>(server, api(agentDownline.path), {}, boss)
    const tree = await send<{ nodes: Record<string, unknown>[] }>(server, api(agentDownlineTree.path), {}, boss)
    for (const rows of [list.data.list, tree.data.nodes]) {
      const row = rows.find((r) => r.member_account === account)
      expect(row, JSON.stringify(rows)).toBeDefined()
      expect(Object.keys(row!).sort()).toEqual(Object.keys(contract.downlineMemberSchema.shape).sort())
    }
    const said = JSON.stringify([list.data, tree.data])
    for (const word of ['timeout', 'self_exclusion', 'ends_at', 'limit', 'reality', 'exclu', '5000']) {
      expect(said).not.toContain(word)
    }
    // Nor can an agent's token reach the console's view or imposition of it.
    for (const path of [contract.adminMemberRg.path, contract.adminMemberRgImpose.path]) {
      const res = await send(server, api(path), { member_account: account }, boss)
      expect(res.status).toBe(401)
    }
  })
})

describe('registration: at least 18 on the site’s day where the birthday is asked', () => {
  /** A USD registration (the birthday is shown there, optional) with its SMS code. */
  async function registerUsd(birthday?: string) {
    const form = validForm('USD')
    const ip = freshIp()
    const code = await registerSmsCode(server, form.member_phone as string, ip)
    return attemptRegister(
      server,
      { ...form, phone_verify: code, ...(birthday === undefined ? {} : { member_birthday: birthday }) },
      ip,
    )
  }

  it('18 today (on the site’s clock, the 15th while UTC has the 16th) registers', async () => {
    const res = await registerUsd('2013-06-15')
    expect(res.code, res.message).toBe('100')
  })

  it('18 tomorrow is a 400 naming member_birthday in the caller’s words; nothing kept', async () => {
    const before = await server.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .execute()
    const res = await registerUsd('2013-06-16')
    expect(res.status).toBe(400)
    expect(res.data).toEqual({ field: 'member_birthday' })
    expect(res.message).toBe('member_birthday: you must be at least 18 years old')
    const after = await server.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .execute()
    expect(Number(after[0]?.n)).toBe(Number(before[0]?.n))
  })

  it('/register/verification says the same of the birthday', async () => {
    const res = await send(server, api(contract.registerVerification.path), {
      site_id: SITE,
      member_currency: 'USD',
      member_birthday: '2013-6-16',
    })
    expect(res).toMatchObject({ status: 400, data: { field: 'member_birthday' } })
  })

  it('where the birthday is not asked (VND) one registers without it, and a birthday sent is neither checked nor kept', async () => {
    const bare = await attemptRegister(server, validForm('VND'))
    expect(bare.code, bare.message).toBe('100')
    const form = validForm('VND')
    const sent = await attemptRegister(server, { ...form, member_birthday: '2020-01-01' })
    expect(sent.code, sent.message).toBe('100')
    const row = await server.db
      .selectFrom('members')
      .select('member_birthday')
      .where('account', '=', String(form.member_account))
      .executeTakeFirstOrThrow()
    expect(row.member_birthday).toBe('')
  })
})
