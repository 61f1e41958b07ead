import { createHash } from 'node:crypto'
import {
  LAST_PLAYED_LIMIT,
  LOGIN_HEADER,
  bulletin,
  bulletinHistory,
  captcha,
  crashGameMenu,
  favoriteGames,
  favoriteStore,
  gameLabel,
  getLoginHeader,
  hotGames,
  lastPlayingGame,
  lastPlayingGames,
  login,
  loginDataSchema,
  memberBulletin,
  memberBulletinHide,
  tagGameList,
  templateGameList,
  type SlotGame,
} from '@lobby/api/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { DEMO_MEMBER_PASSWORD } from '../src/seed/members.ts'
import { SITE, rowCounts, startServer } from './helpers.ts'

let server: LobbyServer

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server.close()
})

const api = (path: string) => `/api${path}`
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

interface Reply<T = unknown> {
  status: number
  code: string
  message: string
  data: T
}

async function send<T = unknown>(path: string, payload: unknown = {}, token?: string): Promise<Reply<T>> {
  const res = await server.app.inject({
    method: 'POST',
    url: path,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: payload as Record<string, unknown>,
  })
  return { status: res.statusCode, ...res.json<{ code: string; message: string; data: T }>() }
}

let accountCounter = 0

/** A fresh member, logged in through captcha and login header like the site does; answers the account and token. */
async function newMember(): Promise<{ account: string; token: string }> {
  const account = `fav${++accountCounter}x`
  expect((await send('/api/dev/members', { account, password: DEMO_MEMBER_PASSWORD })).code).toBe('100')
  const issued = await send<{ token: string }>(api(captcha.path), { type: 1, site_id: SITE })
  const dev = await server.app.inject({ method: 'GET', url: `/api/dev/captcha?token=${issued.data.token}` })
  const answer = dev.json<{ data: { answer: string } }>().data.answer
  const header = await send<{ value: string }>(api(getLoginHeader.path), { site_id: SITE })
  const res = await server.app.inject({
    method: 'POST',
    url: api(login.path),
    headers: { [LOGIN_HEADER]: header.data.value },
    payload: {
      account,
      password: DEMO_MEMBER_PASSWORD,
      site_id: SITE,
      answer,
      captcha_token: issued.data.token,
      udid: `member-games-${accountCounter}`,
      device: 0,
    },
  })
  const body = res.json<{ code: string; data: unknown }>()
  expect(body.code).toBe('100')
  return { account, token: loginDataSchema.parse(body.data).token }
}

const lobbyList = { site_id: SITE, currency: 'USD', support_device: 0 }
const labelBody = { site_id: SITE, currency: 'USD', device: 0, gp_id: 'GPR8', game_type_id: 2, house: 0 }

async function store(token: string | undefined, data: { game_id: string; status: number }[]) {
  return send<{ list: string[] }>(api(favoriteStore.path), { data }, token)
}

async function favourites(token: string, body: object = lobbyList): Promise<SlotGame[]> {
  const res = await send(api(favoriteGames.path), body, token)
  expect(res).toMatchObject({ status: 200, code: '100' })
  return favoriteGames.response.parse(res.data).list
}

async function favoriteRows(account: string) {
  return server.db
    .selectFrom('member_favorites')
    .innerJoin('members', 'members.id', 'member_favorites.member_id')
    .select('member_favorites.game_id')
    .where('members.account', '=', account)
    .execute()
}

describe('member calls without a live token', () => {
  const calls: [string, unknown][] = [
    [favoriteStore.path, { data: [{ game_id: 'gpr8-0001', status: 1 }] }],
    [favoriteGames.path, lobbyList],
    [lastPlayingGame.path, {}],
    [lastPlayingGames.path, lobbyList],
    [memberBulletin.path, { site_id: SITE, display_device: 0, display_location: 2 }],
    [memberBulletinHide.path, { site_id: SITE, display_device: 0, display_location: 2 }],
  ]

  it('answer 401 with no token, an unknown one, or one that expired, and write nothing', async () => {
    const { token } = await newMember()
    await server.db
      .updateTable('member_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', sha256(token))
      .execute()
    const before = await rowCounts(server.db)
    for (const [path, body] of calls) {
      for (const bad of [undefined, 'not-a-token', token]) {
        expect(await send(api(path), body, bad)).toMatchObject({ status: 401, code: '401', message: 'unauthorized' })
      }
      // Checked before the body: a malformed body still answers 401.
      expect((await send(api(path), { data: 'nonsense', site_id: 7 })).status).toBe(401)
    }
    expect(await rowCounts(server.db)).toEqual(before)
  })
})

describe('POST /arks/web/member-games/favorite/store and /favorite', () => {
  it('adds and removes favourites; the list is newest first, each with member_favorite 1', async () => {
    const { token } = await newMember()
    expect(await favourites(token)).toEqual([])

    const added = await store(token, [{ game_id: 'gpr8-0001', status: 1 }])
    expect(added).toMatchObject({ status: 200, code: '100', data: { list: ['gpr8-0001'] } })
    await store(token, [{ game_id: 'gpfc-0002', status: 1 }])
    const list = await favourites(token)
    expect(list.map((g) => g.game_id)).toEqual(['gpfc-0002', 'gpr8-0001'])
    expect(list.every((g) => g.member_favorite === 1)).toBe(true)
    expect(list[1]).toMatchObject({ gp_id: 'GPR8', gt_id: 2, is_favorite: 0 })

    const removed = await store(token, [{ game_id: 'gpr8-0001', status: 0 }])
    expect(removed.data.list).toEqual(['gpfc-0002'])
    expect((await favourites(token)).map((g) => g.game_id)).toEqual(['gpfc-0002'])
  })

  it('applies many changes at once, in order', async () => {
    const { token, account } = await newMember()
    const res = await store(token, [
      { game_id: 'gpr8-0001', status: 1 },
      { game_id: 'gpr8-0002', status: 1 },
      { game_id: 'gpr8-0003', status: 1 },
      { game_id: 'gpr8-0002', status: 0 },
      { game_id: 'gpcr-0001', status: 1 },
    ])
    expect(res.code).toBe('100')
    expect(res.data.list).toEqual(['gpcr-0001', 'gpr8-0003', 'gpr8-0001'])
    expect((await favoriteRows(account)).length).toBe(3)
    const crash = (await favourites(token)).find((g) => g.game_id === 'gpcr-0001')
    expect(crash).toMatchObject({ member_favorite: 1, is_favorite: 1 })
  })

  it('is idempotent: adding twice keeps one row and its place; removing a non-favourite does nothing', async () => {
    const { token, account } = await newMember()
    await store(token, [{ game_id: 'gpr8-0010', status: 1 }])
    await store(token, [{ game_id: 'gpr8-0011', status: 1 }])
    const again = await store(token, [
      { game_id: 'gpr8-0010', status: 1 },
      { game_id: 'gpr8-0010', status: 1 },
    ])
    expect(again.data.list).toEqual(['gpr8-0011', 'gpr8-0010'])
    expect(await favoriteRows(account)).toHaveLength(2)
    const none = await store(token, [{ game_id: 'gpr8-0099', status: 0 }])
    expect(none).toMatchObject({ code: '100', data: { list: ['gpr8-0011', 'gpr8-0010'] } })
  })

  it('400s an unknown game_id by its index and writes nothing, not even the valid entries before it', async () => {
    const { token, account } = await newMember()
    await store(token, [{ game_id: 'gpr8-0001', status: 1 }])
    const before = await rowCounts(server.db)
    const res = await store(token, [
      { game_id: 'gpr8-0002', status: 1 },
      { game_id: 'gpr8-0001', status: 0 },
      { game_id: 'no-such-game', status: 1 },
    ])
    expect(res).toMatchObject({
      status: 400,
      code: '400',
      message: 'data.2.game_id: unknown game',
      data: { field: 'data.2.game_id' },
    })
    expect(await rowCounts(server.db)).toEqual(before)
    expect((await favoriteRows(account)).map((r) => r.game_id)).toEqual(['gpr8-0001'])
  })

  it('400s a malformed body by its field', async () => {
    const { token } = await newMember()
    const cases: [unknown, string][] = [
      [{}, 'data'],
      [{ data: [] }, 'data'],
      [{ data: [{ game_id: 'gpr8-0001', status: 2 }] }, 'data.0.status'],
      [{ data: [{ game_id: 'gpr8-0001', status: 1 }, { status: 1 }] }, 'data.1.game_id'],
      [{ data: Array.from({ length: 101 }, () => ({ game_id: 'gpr8-0001', status: 1 })) }, 'data'],
    ]
    for (const [body, field] of cases) {
      expect(await send(api(favoriteStore.path), body, token)).toMatchObject({ status: 400, data: { field } })
    }
    expect(await send(api(favoriteGames.path), { ...lobbyList, support_device: 5 }, token)).toMatchObject({
      status: 400,
      data: { field: 'support_device' },
    })
  })

  it('lists only the favourites offered in the currency; 102 unknown site, 103 currency not offered', async () => {
    const { token } = await newMember()
    await store(token, [
      { game_id: 'gplt-0001', status: 1 },
      { game_id: 'gpr8-0005', status: 1 },
    ])
    expect((await favourites(token)).map((g) => g.game_id)).toEqual(['gpr8-0005'])
    expect((await favourites(token, { ...lobbyList, currency: 'VND' })).map((g) => g.game_id)).toContain('gplt-0001')
    expect(await send(api(favoriteGames.path), { ...lobbyList, site_id: 'nope' }, token)).toMatchObject({
      code: '102',
    })
    expect(await send(api(favoriteGames.path), { ...lobbyList, currency: 'THB' }, token)).toMatchObject({
      code: '103',
    })
  })
})

describe('member_favorite on the public game calls', () => {
  let token: string
  let hotGame: string

  beforeAll(async () => {
    ;({ token } = await newMember())
    const hot = hotGames.response.parse(
      (await send(api(hotGames.path), { site_id: SITE, currency: 'USD', gt_id: 2 })).data,
    )
    hotGame = hot.list[0]!.game_id
    await store(token, [
      { game_id: 'gpr8-0001', status: 1 },
      { game_id: 'gpcr-0002', status: 1 },
      { game_id: hotGame, status: 1 },
    ])
  })

  const flagged = (games: SlotGame[]) => games.filter((g) => g.member_favorite === 1).map((g) => g.game_id)

  it('game_label flags the member’s favourites; a visitor and a bad or expired token see none (and no 401)', async () => {
    const member = gameLabel.response.parse((await send(api(gameLabel.path), labelBody, token)).data)
    expect(flagged(member.main)).toContain('gpr8-0001')
    expect(member.main.find((g) => g.game_id === 'gpr8-0001')).toMatchObject({ member_favorite: 1, is_favorite: 0 })
    expect(member.main.find((g) => g.game_id === 'gpr8-0002')).toMatchObject({ member_favorite: 0 })
    expect(flagged(member.main)).toEqual(flagged(member.main).filter((id) => id.startsWith('gpr8-')))
    const hotLabel = member.list.find((l) => l.tag === 'hot')!.game_list
    if (hotGame.startsWith('gpr8-')) expect(flagged(hotLabel)).toContain(hotGame)

    for (const bad of [undefined, 'not-a-token']) {
      const res = await send(api(gameLabel.path), labelBody, bad)
      expect(res).toMatchObject({ status: 200, code: '100' })
      expect(flagged(gameLabel.response.parse(res.data).main)).toEqual([])
    }

    const { token: other } = await newMember()
    await store(other, [{ game_id: 'gpr8-0001', status: 1 }])
    await server.db
      .updateTable('member_tokens')
      .set({ revoked_at: new Date().toISOString() })
      .where('token_hash', '=', sha256(other))
      .execute()
    const revoked = await send(api(gameLabel.path), labelBody, other)
    expect(revoked).toMatchObject({ status: 200, code: '100' })
    expect(flagged(gameLabel.response.parse(revoked.data).main)).toEqual([])
  })

  it('another member’s favourites are not mine', async () => {
    const { token: other } = await newMember()
    const res = gameLabel.response.parse((await send(api(gameLabel.path), labelBody, other)).data)
    expect(flagged(res.main)).toEqual([])
  })

  it('hot games, tag game list, template game list and the crash menu flag them too', async () => {
    const hot = hotGames.response.parse(
      (await send(api(hotGames.path), { site_id: SITE, currency: 'USD', gt_id: 2 }, token)).data,
    )
    expect(flagged(hot.list)).toEqual([hotGame])
    const visitorHot = hotGames.response.parse(
      (await send(api(hotGames.path), { site_id: SITE, currency: 'USD', gt_id: 2 })).data,
    )
    expect(flagged(visitorHot.list)).toEqual([])

    const tag = tagGameList.response.parse(
      (await send(api(tagGameList.path), { ...lobbyList, tag: 'hot', gt_id: 2 }, token)).data,
    )
    expect(flagged(tag.info)).toContain(hotGame)

    const template = templateGameList.response.parse((await send(api(templateGameList.path), lobbyList, token)).data)
    expect(flagged(template.info.flatMap((g) => g.game_list))).toContain(hotGame)

    const crash = crashGameMenu.response.parse(
      (await send(api(crashGameMenu.path), { site_id: SITE, currency: 'USD' }, token)).data,
    )
    const crashGames = crash.list.flatMap((p) => p.game_list)
    expect(crashGames.find((g) => g.game_id === 'gpcr-0002')).toMatchObject({ member_favorite: 1, is_favorite: 1 })
    expect(crashGames.find((g) => g.game_id === 'gpcr-0001')).toMatchObject({ member_favorite: 0, is_favorite: 0 })
    const visitorCrash = crashGameMenu.response.parse(
      (await send(api(crashGameMenu.path), { site_id: SITE, currency: 'USD' })).data,
    )
    expect(visitorCrash.list.flatMap((p) => p.game_list).some((g) => g.is_favorite === 1)).toBe(false)
  })
})

describe('last played games', () => {
  const played = (account: string, game_id: string) =>
    send('/api/dev/members/played', { member_account: account, game_id })
  const lastIds = async (token: string) => {
    const res = await send<{ list: string[] }>(api(lastPlayingGame.path), undefined, token)
    expect(res).toMatchObject({ status: 200, code: '100' })
    return lastPlayingGame.response.parse(res.data).list
  }

  it('lists the games newest first; playing one again moves it to the front', async () => {
    const { account, token } = await newMember()
    expect(await lastIds(token)).toEqual([])
    await played(account, 'gpr8-0001')
    await played(account, 'gpfc-0001')
    await played(account, 'gpcr-0001')
    expect(await played(account, 'gpr8-0001')).toMatchObject({
      code: '100',
      data: { list: ['gpr8-0001', 'gpcr-0001', 'gpfc-0001'] },
    })
    expect(await lastIds(token)).toEqual(['gpr8-0001', 'gpcr-0001', 'gpfc-0001'])

    await store(token, [{ game_id: 'gpfc-0001', status: 1 }])
    const games = lastPlayingGames.response.parse((await send(api(lastPlayingGames.path), lobbyList, token)).data)
    expect(games.list.map((g) => [g.game_id, g.member_favorite])).toEqual([
      ['gpr8-0001', 0],
      ['gpcr-0001', 0],
      ['gpfc-0001', 1],
    ])
  })

  it(`keeps the newest ${LAST_PLAYED_LIMIT}`, async () => {
    const { account, token } = await newMember()
    const ids = Array.from({ length: LAST_PLAYED_LIMIT + 5 }, (_, i) => `gpr8-${String(i + 1).padStart(4, '0')}`)
    for (const id of ids) expect((await played(account, id)).code).toBe('100')
    const expected = ids.slice(-LAST_PLAYED_LIMIT).reverse()
    expect(await lastIds(token)).toEqual(expected)
    const rows = await server.db
      .selectFrom('member_game_plays')
      .innerJoin('members', 'members.id', 'member_game_plays.member_id')
      .select('member_game_plays.game_id')
      .where('members.account', '=', account)
      .execute()
    expect(rows).toHaveLength(LAST_PLAYED_LIMIT)
    // Playing an old one again brings it back in front.
    await played(account, ids[LAST_PLAYED_LIMIT + 2]!)
    expect((await lastIds(token))[0]).toBe(ids[LAST_PLAYED_LIMIT + 2])
    const games = lastPlayingGames.response.parse((await send(api(lastPlayingGames.path), lobbyList, token)).data)
    expect(games.list.map((g) => g.game_id)).toEqual(await lastIds(token))
  })

  it('the dev hook 404s an unknown member and 400s an unknown game', async () => {
    const { account } = await newMember()
    expect((await played('nobody-here', 'gpr8-0001')).status).toBe(404)
    expect(await played(account, 'no-such-game')).toMatchObject({ status: 400, data: { field: 'game_id' } })
    expect(await send('/api/dev/members/played', { member_account: account })).toMatchObject({
      status: 400,
      data: { field: 'game_id' },
    })
  })
})

describe('member bulletins', () => {
  const at = (display_location: 2 | 3, display_device: 0 | 1 | 2 = 0) => ({
    site_id: SITE,
    display_device,
    display_location,
  })
  const memberIds = async (token: string, body: object) => {
    const res = await send(api(memberBulletin.path), body, token)
    expect(res).toMatchObject({ status: 200, code: '100' })
    return memberBulletin.response.parse(res.data).list.map((b) => b.id)
  }
  const publicIds = async (path: string, display_device = 0, token?: string) =>
    (
      (await send(api(path), { site_id: SITE, display_device }, token)).data as {
        list: { id: number }[]
      }
    ).list.map((b) => b.id)

  it('members see the member bulletins and those for everyone, by location and device; visitors do not', async () => {
    const { token } = await newMember()
    const res = await send(api(memberBulletin.path), at(2), token)
    const data = memberBulletin.response.parse(res.data)
    expect(data.setting).toEqual({ display_frequency: 1 })
    expect(data.list.map((b) => b.id)).toEqual([6, 5, 3, 2, 1])
    expect(data.list[0]).toMatchObject({ display_content: 'Members: weekly cashback' })
    expect(await memberIds(token, at(2, 1))).toEqual([6, 5, 2, 1])
    expect(await memberIds(token, at(3))).toEqual([7])

    expect(await publicIds(bulletin.path)).toEqual([5, 3, 2, 1])
    expect(await publicIds(bulletinHistory.path)).toEqual([4, 5, 3, 2, 1])
    // A member's history is the members' archive; a dead token reads as a visitor.
    expect(await publicIds(bulletinHistory.path, 0, token)).toEqual([4, 7, 6, 5, 3, 2, 1])
    expect(await publicIds(bulletinHistory.path, 0, 'not-a-token')).toEqual([4, 5, 3, 2, 1])
  })

  it('hide hides what is shown for that member and location only; an update shows it again', async () => {
    const me = await newMember()
    const other = await newMember()
    const hidden = await send(api(memberBulletinHide.path), at(2), me.token)
    expect(hidden).toMatchObject({ status: 200, code: '100', data: { hidden: [6, 5, 3, 2, 1] } })
    expect(await memberIds(me.token, at(2))).toEqual([])
    expect(await memberIds(me.token, at(3))).toEqual([7])
    expect(await memberIds(other.token, at(2))).toEqual([6, 5, 3, 2, 1])
    // Hiding again hides nothing more.
    expect((await send(api(memberBulletinHide.path), at(2), me.token)).data).toEqual({ hidden: [] })

    const updated = await send<{ updated_at: string }>('/api/dev/member-bulletins', {
      id: 6,
      content: '<p>Now 6%.</p>',
    })
    expect(updated.code).toBe('100')
    expect(updated.data.updated_at > '2024-06-05T08:00:00.000Z').toBe(true)
    expect(await memberIds(me.token, at(2))).toEqual([6])
    // The visitors' view is unchanged.
    expect(await publicIds(bulletin.path)).toEqual([5, 3, 2, 1])
  })

  it('a new bulletin for members shows to members only; one for visitors to visitors only', async () => {
    const { token } = await newMember()
    const forMembers = await send<{ id: number }>('/api/dev/member-bulletins', {
      display_content: 'Members only',
      content: '<p>hi</p>',
    })
    const forVisitors = await send<{ id: number }>('/api/dev/member-bulletins', {
      display_content: 'Sign up today',
      target: 'visitors',
    })
    const deposit = await send<{ id: number }>('/api/dev/member-bulletins', {
      display_content: 'Deposit, mobile',
      display_location: 3,
      display_device: 2,
    })
    expect((await memberIds(token, at(2)))[0]).toBe(forMembers.data.id)
    expect(await memberIds(token, at(2))).not.toContain(forVisitors.data.id)
    expect(await memberIds(token, at(3, 2))).toEqual([deposit.data.id, 7])
    expect(await memberIds(token, at(3, 1))).toEqual([7])
    expect(await publicIds(bulletin.path)).toContain(forVisitors.data.id)
    expect(await publicIds(bulletin.path)).not.toContain(forMembers.data.id)
    expect(await publicIds(bulletin.path, 2)).not.toContain(deposit.data.id)
  })

  it('dev hook bulletin-setting: display_frequency 0 reaches both bulletin calls; bad input writes nothing', async () => {
    const { token } = await newMember()
    const frequency = async () => ({
      member: memberBulletin.response.parse((await send(api(memberBulletin.path), at(2), token)).data).setting,
      visitor: ((await send(api(bulletin.path), { site_id: SITE, display_device: 0 })).data as { setting: unknown })
        .setting,
    })
    expect(await frequency()).toEqual({ member: { display_frequency: 1 }, visitor: { display_frequency: 1 } })
    for (const bad of [{ display_frequency: 2 }, { display_frequency: '0' }, {}]) {
      expect(await send('/api/dev/bulletin-setting', bad)).toMatchObject({
        status: 400,
        data: { field: 'display_frequency' },
      })
    }
    expect(await send('/api/dev/bulletin-setting', { site_id: 'nope', display_frequency: 0 })).toMatchObject({
      code: '102',
    })
    expect(await frequency()).toEqual({ member: { display_frequency: 1 }, visitor: { display_frequency: 1 } })
    try {
      expect(await send('/api/dev/bulletin-setting', { display_frequency: 0 })).toMatchObject({
        code: '100',
        data: { display_frequency: 0 },
      })
      expect(await frequency()).toEqual({ member: { display_frequency: 0 }, visitor: { display_frequency: 0 } })
    } finally {
      await send('/api/dev/bulletin-setting', { display_frequency: 1 })
    }
    expect(await frequency()).toEqual({ member: { display_frequency: 1 }, visitor: { display_frequency: 1 } })
  })

  it('400s a bad location or device, 102s an unknown site', async () => {
    const { token } = await newMember()
    for (const path of [memberBulletin.path, memberBulletinHide.path]) {
      expect(await send(api(path), { ...at(2), display_location: 1 }, token)).toMatchObject({
        status: 400,
        data: { field: 'display_location' },
      })
      expect(await send(api(path), { ...at(2), display_device: 3 }, token)).toMatchObject({
        status: 400,
        data: { field: 'display_device' },
      })
      expect(await send(api(path), { ...at(2), site_id: 'nope' }, token)).toMatchObject({ code: '102' })
    }
    expect(await send('/api/dev/member-bulletins', { id: 9999, content: 'x' })).toMatchObject({ status: 404 })
    expect(await send('/api/dev/member-bulletins', { content: 'x' })).toMatchObject({
      status: 400,
      data: { field: 'display_content' },
    })
  })
})
