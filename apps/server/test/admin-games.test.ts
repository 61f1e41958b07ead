import {
  adminGameSave,
  adminGames,
  adminProviderSave,
  adminProviders,
  gameLabel,
  gameList,
  gamePlay,
  myCash,
  siteDetail,
  walletTransfer,
  type AdminGame,
  type AdminProvider,
  type AuditEntry,
  type GameType,
  type SlotGame,
} from '@lobby/api/contract'
import { PUBLIC_CHANNEL } from '@lobby/realtime/contract'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { operatorApi, roleMatrix, type MatrixCall } from './admin-helpers.ts'
import { SITE, post, rowCounts, startServer, usdDesktop } from './helpers.ts'
import { send } from './member-session.ts'
import { nextEvent, socketPool, subscribe } from './sockets.ts'
import { firstGames, newPlayer } from './wallet-helpers.ts'

/**
 * The games desk of the operator console (issue 24) over its real routes:
 * providers (on or off, transfers, open mode, maintenance window) and games
 * (on or off, hot and new labels); who may call what; bad input; the audit
 * entry of each change; what the site then shows (the game list, the labels,
 * 203 inside a maintenance window, the open mode in the site details).
 */

let server: LobbyServer
let baseUrl: string
let players = 0
const pool = socketPool(() => baseUrl)

const tokens: Record<string, string> = {}

beforeAll(async () => {
  server = await startServer()
  baseUrl = await server.listen(0)
  // Signed in once: a sign-in writes (its session, its audit entry), so the checks below read with these.
  for (const account of ['owner01', 'content01', 'auditor01'])
    tokens[account] = await operatorApi(server).tokenOf(account)
})
afterEach(async () => {
  pool.closeAll()
  // Every provider back to the seed's state (the dev hook resets transfers and maintenance).
  const token = await owner()
  for (const gp_id of ['GPAX', 'GPDL', 'GPR8']) {
    const res = await call(token, adminProviderSave.path, {
      gp_id,
      enabled: true,
      maintenance: null,
      transfers_enabled: true,
    })
    expect(res.code).toBe('100')
  }
  await call(token, adminProviderSave.path, { gp_id: 'GPDL', open_mode: 'modal' })
  await call(token, adminProviderSave.path, { gp_id: 'GPAX', open_mode: 'window' })
  await call(token, adminProviderSave.path, { gp_id: 'GPR8', open_mode: null })
})
afterAll(async () => {
  await server.close()
})

const api = operatorApi
const owner = async () => tokens.owner01!
const content = async () => tokens.content01!
function call<T = unknown>(token: string | undefined, path: string, body: unknown = {}) {
  return api(server).call<T>(token, path, body)
}

async function providerRow(gpId: string): Promise<AdminProvider> {
  const res = await call<{ list: AdminProvider[] }>(await owner(), adminProviders.path, {})
  const row = res.data.list.find((p) => p.gp_id === gpId)
  expect(row).toBeDefined()
  return row!
}

async function firstGameOf(gpId: string): Promise<AdminGame> {
  const res = await call<{ list: AdminGame[] }>(await owner(), adminGames.path, { gp_id: gpId, page_size: 1 })
  return res.data.list[0]!
}

async function lastAudit(targetId: string): Promise<AuditEntry> {
  const rows = await server.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_id', '=', targetId)
    .orderBy('id', 'desc')
    .limit(1)
    .execute()
  const row = rows[0]!
  return {
    ...row,
    id: Number(row.id),
    before: row.before === null ? null : JSON.parse(row.before),
    after: row.after === null ? null : JSON.parse(row.after),
  }
}

const publicProviders = async () => {
  const res = await post<GameType[]>(server, `/api${gameList.path}`, usdDesktop)
  expect(res.status).toBe(200)
  return res.data.flatMap((t) => t.gp_list.map((p) => p.gp_id))
}

const publicGames = async (gpId: string, gtId: number) => {
  const res = await post<{ list: { tag: string; game_list: SlotGame[] }[]; main: SlotGame[] }>(
    server,
    `/api${gameLabel.path}`,
    { site_id: SITE, currency: 'USD', device: 0, gp_id: gpId, game_type_id: gtId, house: 1 },
  )
  expect(res.code).toBe('100')
  return res.data
}

const soon = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()

describe('the providers', () => {
  it('lists every provider with its category, state, open mode, window and counts', async () => {
    const token = tokens.auditor01!
    const res = await call<{ list: AdminProvider[] }>(token, adminProviders.path, {})
    expect(res.code).toBe('100')
    const gpdl = res.data.list.find((p) => p.gp_id === 'GPDL')
    expect(gpdl).toMatchObject({
      gt_id: 3,
      name: "Dealer's Lantern",
      enabled: 1,
      transfers_enabled: 1,
      open_mode: 'modal',
      maintain_start_at: null,
      in_maintenance: 0,
    })
    expect(gpdl!.currencies).toContain('USD')
    const gpax = res.data.list.find((p) => p.gp_id === 'GPAX')!
    expect(gpax.games_count).toBe(120)
    expect(gpax.enabled_games_count).toBe(120)
    expect(res.data.list.find((p) => p.gp_id === 'GPEA')?.enabled).toBe(0)
  })

  it('a maintenance window: the launch and the transfer answer 203 with it, the wallet list marks it, audited', async () => {
    const token = await content()
    const maintain = { start_at: new Date(Date.now() - 60_000).toISOString(), end_at: soon(60) }
    const res = await call<AdminProvider>(token, adminProviderSave.path, { gp_id: 'GPDL', maintenance: maintain })
    expect(res.code).toBe('100')
    expect(res.data).toMatchObject({
      maintain_start_at: maintain.start_at,
      maintain_end_at: maintain.end_at,
      in_maintenance: 1,
    })
    const audit = await lastAudit('GPDL')
    expect(audit).toMatchObject({
      operator: 'content01',
      role: 'content',
      action: 'provider.change',
      target_kind: 'provider',
      before: { maintain_start_at: null, maintain_end_at: null },
      after: { maintain_start_at: maintain.start_at, maintain_end_at: maintain.end_at },
    })

    const p = await newPlayer(server, `gadm${++players}user`, 5_000)
    const game = (await firstGames(server, ['GPDL'])).get('GPDL')!
    const play = await send(
      server,
      `/api${gamePlay.path}`,
      { gpId: 'GPDL', game_type: game.gt, game_code: game.code, lobby_url: '/', device: 0 },
      { token: p.token },
    )
    expect(play).toMatchObject({ status: 200, code: '203', data: { gp_id: 'GPDL', maintain } })
    const transfer = await send(
      server,
      `/api${walletTransfer.path}`,
      { from: 'main', to: 'GPDL', amount: 1_000 },
      { token: p.token },
    )
    expect(transfer).toMatchObject({ status: 200, code: '203', data: { gp_id: 'GPDL', maintain } })
    const cash = await send<{ my_cash_list: { gp_id: string; maintenance: number }[] }>(
      server,
      `/api${myCash.path}`,
      {},
      { token: p.token },
    )
    expect(cash.data.my_cash_list.find((w) => w.gp_id === 'GPDL')?.maintenance).toBe(1)

    // A window still to come refuses nothing yet; ending it (null) clears it.
    const later = await call<AdminProvider>(token, adminProviderSave.path, {
      gp_id: 'GPDL',
      maintenance: { start_at: soon(60), end_at: soon(120) },
    })
    expect(later.data.in_maintenance).toBe(0)
    const ended = await call<AdminProvider>(token, adminProviderSave.path, { gp_id: 'GPDL', maintenance: null })
    expect(ended.data).toMatchObject({ maintain_start_at: null, maintain_end_at: null, in_maintenance: 0 })
  })

  it('turning a provider off takes it out of the (kept) game list at once; on brings it back', async () => {
    const token = await content()
    expect(await publicProviders()).toContain('GPR8')
    // Asked twice so the answer is a kept one: the change must drop it.
    expect(await publicProviders()).toContain('GPR8')
    const off = await call<AdminProvider>(token, adminProviderSave.path, { gp_id: 'GPR8', enabled: false })
    expect(off.data.enabled).toBe(0)
    expect(await publicProviders()).not.toContain('GPR8')
    expect(await lastAudit('GPR8')).toMatchObject({
      action: 'provider.change',
      before: { enabled: 1 },
      after: { enabled: 0 },
    })
    await call(token, adminProviderSave.path, { gp_id: 'GPR8', enabled: true })
    expect(await publicProviders()).toContain('GPR8')
  })

  it("the open mode is the site's: the site details answer it and open pages are told to read them again", async () => {
    const token = await content()
    const socket = await pool.open()
    await subscribe(socket, PUBLIC_CHANNEL.webMember)
    const heard = nextEvent(socket, 'customer_service_link_change')
    const res = await call<AdminProvider>(token, adminProviderSave.path, { gp_id: 'GPR8', open_mode: 'modal' })
    expect(res.data.open_mode).toBe('modal')
    expect(await heard).toMatchObject({ channel: PUBLIC_CHANNEL.webMember })
    const detail = siteDetail.response.parse((await post(server, `/api${siteDetail.path}`, { site_id: SITE })).data)
    expect(detail.env_config.provider_open_modes).toEqual({ GPDL: 'modal', GPAX: 'window', GPR8: 'modal' })
    expect(await lastAudit('GPR8')).toMatchObject({
      before: { open_mode: null },
      after: { open_mode: 'modal', site_id: SITE },
    })
    // null: the site decides again.
    await call(token, adminProviderSave.path, { gp_id: 'GPR8', open_mode: null })
    const again = siteDetail.response.parse((await post(server, `/api${siteDetail.path}`, { site_id: SITE })).data)
    expect(again.env_config.provider_open_modes).toEqual({ GPDL: 'modal', GPAX: 'window' })
  })

  it('a change that changes nothing writes no audit entry', async () => {
    const token = await content()
    const before = await rowCounts(server.db)
    const res = await call(token, adminProviderSave.path, { gp_id: 'GPAX', enabled: true, open_mode: 'window' })
    expect(res.code).toBe('100')
    expect(await rowCounts(server.db)).toEqual(before)
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['an unknown provider', { gp_id: 'GPZZ', enabled: false }, 'gp_id'],
    ['a provider id that is not one', { gp_id: 'GP DL', enabled: false }, 'gp_id'],
    ['an unknown site', { site_id: 'nope', gp_id: 'GPDL', open_mode: 'window' }, 'site_id'],
    ['an open mode that is not one', { gp_id: 'GPDL', open_mode: 'page' }, 'open_mode'],
    [
      'a window that ends before it starts',
      { gp_id: 'GPDL', maintenance: { start_at: '2026-12-01T10:00:00.000Z', end_at: '2026-12-01T09:00:00.000Z' } },
      'maintenance.end_at',
    ],
    [
      'a start that is no instant',
      { gp_id: 'GPDL', maintenance: { start_at: 'tomorrow', end_at: soon(5) } },
      'maintenance.start_at',
    ],
    ['a text for a flag', { gp_id: 'GPDL', enabled: 'yes' }, 'enabled'],
  ])('400s %s, naming the field, and writes nothing', async (_, body, field) => {
    const token = await content()
    const before = await rowCounts(server.db)
    const was = await providerRow('GPDL')
    const res = await call(token, adminProviderSave.path, body)
    expect(res).toMatchObject({ status: 400, data: { field } })
    expect(await rowCounts(server.db)).toEqual(before)
    expect(await providerRow('GPDL')).toEqual(was)
  })
})

describe('the games', () => {
  it('lists a provider’s games in order, searched by name or code, filtered by label and state', async () => {
    const token = tokens.auditor01!
    const all = await call<{ list: AdminGame[]; total_count: number }>(token, adminGames.path, { gp_id: 'GPAX' })
    expect(all.data.total_count).toBe(120)
    expect(all.data.list).toHaveLength(50)
    expect(all.data.list.every((g) => g.gp_id === 'GPAX' && g.provider_name === 'Axolotl Reels')).toBe(true)
    const first = all.data.list[0]!
    const found = await call<{ list: AdminGame[] }>(token, adminGames.path, { query: first.name.toUpperCase() })
    expect(found.data.list.map((g) => g.game_id)).toContain(first.game_id)
    const hot = await call<{ list: AdminGame[]; total_count: number }>(token, adminGames.path, {
      gp_id: 'GPAX',
      label: 'hot',
      page_size: 200,
    })
    expect(hot.data.list.every((g) => g.is_hot === 1)).toBe(true)
    const off = await call<{ total_count: number }>(token, adminGames.path, { enabled: false })
    expect(off.data.total_count).toBe(0)
  })

  it('turning a game off takes it out of the public lists and refuses its launch; audited', async () => {
    const token = await content()
    const game = await firstGameOf('GPAX')
    expect((await publicGames('GPAX', 2)).main.map((g) => g.game_id)).toContain(game.game_id)
    const res = await call<AdminGame>(token, adminGameSave.path, { game_id: game.game_id, enabled: false })
    expect(res.data.enabled).toBe(0)
    expect((await publicGames('GPAX', 2)).main.map((g) => g.game_id)).not.toContain(game.game_id)
    expect((await providerRow('GPAX')).enabled_games_count).toBe(119)
    const p = await newPlayer(server, `gadm${++players}user`, 5_000)
    const play = await send(
      server,
      `/api${gamePlay.path}`,
      { gpId: 'GPAX', game_type: 2, game_code: game.game_code, lobby_url: '/', device: 0 },
      { token: p.token },
    )
    expect(play.code).toBe('105')
    expect(await lastAudit(game.game_id)).toMatchObject({
      operator: 'content01',
      action: 'game.change',
      target_kind: 'game',
      before: { gp_id: 'GPAX', enabled: 1 },
      after: { gp_id: 'GPAX', enabled: 0 },
    })
    await call(token, adminGameSave.path, { game_id: game.game_id, enabled: true })
    expect((await publicGames('GPAX', 2)).main.map((g) => g.game_id)).toContain(game.game_id)
  })

  it('turning a game or its provider off closes the sessions open in it, so their rounds stop; audited with the count', async () => {
    const token = await content()
    const [gax, gdl] = [await firstGameOf('GPAX'), await firstGameOf('GPDL')]
    /** A fresh member playing `game`: the launch opens a game session. */
    const playing = async (game: AdminGame) => {
      const p = await newPlayer(server, `gadm${++players}user`, 5_000)
      const play = await send(
        server,
        `/api${gamePlay.path}`,
        { gpId: game.gp_id, game_type: game.gt_id, game_code: game.game_code, lobby_url: '/', device: 0 },
        { token: p.token },
      )
      expect(play.code).toBe('100')
      return p.id
    }
    const sessionOf = async (memberId: number) =>
      (
        await server.db
          .selectFrom('game_sessions')
          .select(['status', 'closed_at'])
          .where('member_id', '=', memberId)
          .executeTakeFirstOrThrow()
      ).status
    const [inGame, inOtherGame, inOtherProvider] = [await playing(gax), await playing(gdl), await playing(gdl)]
    expect(await sessionOf(inGame)).toBe('open')

    await call(token, adminGameSave.path, { game_id: gax.game_id, enabled: false })
    expect(await sessionOf(inGame)).toBe('closed')
    expect(await sessionOf(inOtherGame)).toBe('open')
    expect(await lastAudit(gax.game_id)).toMatchObject({ after: { enabled: 0, sessions_closed: 1 } })
    await call(token, adminGameSave.path, { game_id: gax.game_id, enabled: true })

    // The provider off closes every session open in any of its games; another provider's stay.
    const other = await playing(gax)
    await call(token, adminProviderSave.path, { gp_id: 'GPDL', enabled: false })
    expect(await sessionOf(inOtherGame)).toBe('closed')
    expect(await sessionOf(inOtherProvider)).toBe('closed')
    expect(await sessionOf(other)).toBe('open')
    expect(await lastAudit('GPDL')).toMatchObject({ after: { enabled: 0, sessions_closed: 2 } })
  })

  it('the hot and new labels: the site’s label lists follow', async () => {
    const token = await owner()
    const game = await firstGameOf('GPAX')
    const set = await call<AdminGame>(token, adminGameSave.path, { game_id: game.game_id, is_hot: true, is_new: true })
    expect(set.data).toMatchObject({ is_hot: 1, is_new: 1 })
    let labels = await publicGames('GPAX', 2)
    expect(labels.list.find((l) => l.tag === 'hot')!.game_list.map((g) => g.game_id)).toContain(game.game_id)
    expect(labels.list.find((l) => l.tag === 'new')!.game_list.map((g) => g.game_id)).toContain(game.game_id)
    await call(token, adminGameSave.path, { game_id: game.game_id, is_hot: false, is_new: false })
    labels = await publicGames('GPAX', 2)
    expect(labels.list.find((l) => l.tag === 'hot')!.game_list.map((g) => g.game_id)).not.toContain(game.game_id)
    expect(labels.list.find((l) => l.tag === 'new')!.game_list.map((g) => g.game_id)).not.toContain(game.game_id)
    expect(await lastAudit(game.game_id)).toMatchObject({
      operator: 'owner01',
      before: { is_hot: 1, is_new: 1 },
      after: { is_hot: 0, is_new: 0 },
    })
    await call(token, adminGameSave.path, {
      game_id: game.game_id,
      is_hot: game.is_hot === 1,
      is_new: game.is_new === 1,
    })
  })

  it.each<[string, string, Record<string, unknown>, string]>([
    ['an unknown game', adminGameSave.path, { game_id: 'no-such-game', enabled: false }, 'game_id'],
    ['an empty game id', adminGameSave.path, { game_id: '', enabled: false }, 'game_id'],
    ['a number for a label', adminGameSave.path, { game_id: 'x', is_hot: 1 }, 'is_hot'],
    ['an unknown provider filter', adminGames.path, { gp_id: 'GPZZ' }, 'gp_id'],
    ['an unknown site for the providers', adminProviders.path, { site_id: 'nope' }, 'site_id'],
    ['an empty site for the providers', adminProviders.path, { site_id: '' }, 'site_id'],
    ['a label that is not one', adminGames.path, { label: 'top' }, 'label'],
    ['a page size over the limit', adminGames.path, { page_size: 201 }, 'page_size'],
  ])('400s %s, naming the field, and writes nothing', async (_, path, body, field) => {
    const token = await content()
    const before = await rowCounts(server.db)
    const res = await call(token, path, body)
    expect(res).toMatchObject({ status: 400, data: { field } })
    expect(await rowCounts(server.db)).toEqual(before)
  })
})

describe('the dev hook is a thin caller of the same change', () => {
  it('/api/dev/wallet/provider sets the window through the desk, audited as dev-hook, answering as before', async () => {
    const maintain = { start_at: new Date(Date.now() - 1000).toISOString(), end_at: soon(30) }
    const res = await send(server, '/api/dev/wallet/provider', { gp_id: 'GPDL', maintenance: maintain })
    expect(res).toMatchObject({ status: 200, code: '100', data: { gp_id: 'GPDL' } })
    expect((await providerRow('GPDL')).in_maintenance).toBe(1)
    expect(await lastAudit('GPDL')).toMatchObject({
      operator: 'dev-hook',
      action: 'provider.change',
      after: { maintain_start_at: maintain.start_at },
    })
    expect(await send(server, '/api/dev/wallet/provider', { gp_id: 'GPZZ', maintenance: null })).toMatchObject({
      status: 400,
      data: { field: 'gp_id' },
    })
  })
})

describe('who may call what', () => {
  const calls = (): MatrixCall[] => [
    { path: adminProviders.path, roles: ['owner', 'content', 'auditor'], body: async () => ({}) },
    { path: adminGames.path, roles: ['owner', 'content', 'auditor'], body: async () => ({ gp_id: 'GPAX' }) },
    {
      path: adminProviderSave.path,
      roles: ['owner', 'content'],
      // Alternating, so each allowed call changes something (and is audited).
      body: async () => ({ gp_id: 'GPR8', enabled: (await providerRow('GPR8')).enabled === 0 }),
      unchanged: async () => providerRow('GPR8'),
    },
    {
      path: adminGameSave.path,
      roles: ['owner', 'content'],
      body: async () => {
        const game = await firstGameOf('GPR8')
        return { game_id: game.game_id, is_new: game.is_new === 0 }
      },
      unchanged: async () => firstGameOf('GPR8'),
    },
  ]
  roleMatrix(
    () => server,
    calls,
    async () => (await newPlayer(server, `gadm${++players}user`)).token,
  )
})
