import { adminSettings, adminSettingsAppearance, siteDetail, type AdminSettings } from '@lobby/api/contract'
import { PUBLIC_CHANNEL } from '@lobby/realtime/contract'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { ENV_CONFIG } from '../src/seed/content.ts'
import { operatorApi, roleMatrix } from './admin-helpers.ts'
import { SITE, post, rowCounts, startServer } from './helpers.ts'
import { send } from './member-session.ts'
import { nextEvent, socketPool, subscribe } from './sockets.ts'
import { newPlayer } from './wallet-helpers.ts'

/**
 * The site's appearance in the operator console (`/admin/settings/appearance`:
 * site variant, mobile template, app download links) over the real routes:
 * what the settings and the site details then answer, the push to open
 * pages, the audit, the role matrix, bad input, and the dev hook
 * `/api/dev/site-env` going through the same service.
 */

let server: LobbyServer
let baseUrl: string
let players = 0
const pool = socketPool(() => baseUrl)
const SEEDED = {
  site_variant: ENV_CONFIG.site_variant,
  mobile_template: ENV_CONFIG.mobile_template,
  app_ios_url: ENV_CONFIG.app_ios_url,
  app_android_url: ENV_CONFIG.app_android_url,
}

beforeAll(async () => {
  server = await startServer()
  baseUrl = await server.listen(0)
})
afterEach(async () => {
  pool.closeAll()
  expect((await call(await owner(), adminSettingsAppearance.path, SEEDED)).code).toBe('100')
})
afterAll(async () => {
  await server.close()
})

const call = <T = unknown>(token: string | undefined, path: string, body: unknown = {}) =>
  operatorApi(server).call<T>(token, path, body)
const owner = () => operatorApi(server).tokenOf('owner01')

const detail = async () =>
  siteDetail.response.parse((await post(server, `/api${siteDetail.path}`, { site_id: SITE })).data)
const storedEnv = async () =>
  (
    await server.db
      .selectFrom('site_settings')
      .select('env_config')
      .where('site_id', '=', SITE)
      .executeTakeFirstOrThrow()
  ).env_config

async function auditsOf(action: string) {
  const rows = await server.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .execute()
  return rows.map((row) => ({
    ...row,
    before: JSON.parse(row.before ?? 'null') as unknown,
    after: JSON.parse(row.after ?? 'null') as unknown,
  }))
}

describe('the appearance', () => {
  it('is part of the settings the owner and the auditor read', async () => {
    const res = await call<AdminSettings>(await operatorApi(server).tokenOf('auditor01'), adminSettings.path)
    expect(res.code).toBe('100')
    expect(res.data).toMatchObject(SEEDED)
  })

  it('the owner changes it: the settings and the site details answer it, open pages are told, audited', async () => {
    const token = await owner()
    const socket = await pool.open()
    await subscribe(socket, PUBLIC_CHANNEL.webMember)
    const heard = nextEvent(socket, 'customer_service_link_change')
    const res = await call(token, adminSettingsAppearance.path, {
      site_variant: 'rb16',
      mobile_template: 'H5_4',
      app_android_url: 'https://play.example.com/store/apps/lobby',
    })
    expect(res).toMatchObject({ status: 200, code: '100' })
    const changed = {
      site_variant: 'rb16',
      mobile_template: 'H5_4',
      app_ios_url: '',
      app_android_url: 'https://play.example.com/store/apps/lobby',
    }
    expect(res.data).toEqual(changed)
    expect(await heard).toEqual({
      channel: PUBLIC_CHANNEL.webMember,
      customer_service_link: (await detail()).customer_service_link,
    })
    // The site details are a kept answer: the commit dropped it, the new values show at once.
    expect((await detail()).env_config).toMatchObject({ ...changed, is_demo: false, game_room: true })
    expect((await call<AdminSettings>(token, adminSettings.path)).data).toMatchObject(changed)
    // Only what changed is in the entry; what stayed (the iOS link) is not.
    expect((await auditsOf('settings.appearance'))[0]).toMatchObject({
      operator: 'owner01',
      target_kind: 'site',
      target_id: SITE,
      before: { site_variant: '', mobile_template: 'H5_1', app_android_url: '' },
      after: {
        site_variant: 'rb16',
        mobile_template: 'H5_4',
        app_android_url: 'https://play.example.com/store/apps/lobby',
      },
    })
    expect(Object.keys((await auditsOf('settings.appearance'))[0]!.after as object)).toEqual([
      'site_variant',
      'mobile_template',
      'app_android_url',
    ])
  })

  it('what is absent stays; the same values again change nothing and add no audit entry', async () => {
    const token = await owner()
    await call(token, adminSettingsAppearance.path, { app_ios_url: 'https://apps.example.com/lobby' })
    const audits = (await auditsOf('settings.appearance')).length
    const env = await storedEnv()
    const res = await call(token, adminSettingsAppearance.path, { app_ios_url: 'https://apps.example.com/lobby' })
    expect(res.data).toEqual({ ...SEEDED, app_ios_url: 'https://apps.example.com/lobby' })
    expect(await storedEnv()).toBe(env)
    expect(await auditsOf('settings.appearance')).toHaveLength(audits)
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['a variant with capitals and signs', { site_variant: 'R-88!' }, 'site_variant'],
    ['a variant too long', { site_variant: 'a'.repeat(17) }, 'site_variant'],
    ['a variant that is not text', { site_variant: 16 }, 'site_variant'],
    ['an unknown mobile template', { mobile_template: 'H5_9' }, 'mobile_template'],
    ['a javascript: app link', { app_ios_url: 'javascript:alert(1)' }, 'app_ios_url'],
    ['a data: app link', { app_android_url: 'data:text/html,<script>alert(1)</script>' }, 'app_android_url'],
    ['an app link without a scheme', { app_android_url: 'play.example.com/lobby' }, 'app_android_url'],
    ['an app link without a host', { app_android_url: 'https://' }, 'app_android_url'],
    ['an app link with credentials', { app_ios_url: 'https://user:pw@apps.example.com/x' }, 'app_ios_url'],
    ['an app link with a space', { app_ios_url: 'https://apps.example.com/my app' }, 'app_ios_url'],
    ['an app link too long', { app_ios_url: `https://apps.example.com/${'a'.repeat(2048)}` }, 'app_ios_url'],
    ['nothing to change', {}, 'body'],
    ['only a site', { site_id: SITE }, 'body'],
  ])('400s %s, naming the field, and writes nothing', async (_, body, field) => {
    const token = await owner()
    const counts = await rowCounts(server.db)
    const env = await storedEnv()
    const res = await call(token, adminSettingsAppearance.path, body)
    expect(res).toMatchObject({ status: 400, code: '400', data: { field } })
    expect(res.message).toMatch(new RegExp(`^${field}: `))
    expect(await storedEnv()).toBe(env)
    expect(await rowCounts(server.db)).toEqual(counts)
  })

  it('a bad field beside good ones writes none of them', async () => {
    const env = await storedEnv()
    const res = await call(await owner(), adminSettingsAppearance.path, {
      site_variant: 'r88',
      app_ios_url: 'javascript:alert(1)',
    })
    expect(res).toMatchObject({ status: 400, data: { field: 'app_ios_url' } })
    expect(await storedEnv()).toBe(env)
  })

  it('an unknown site is 102, writing nothing', async () => {
    const token = await owner()
    const counts = await rowCounts(server.db)
    const res = await call(token, adminSettingsAppearance.path, { site_id: 'nowhere', site_variant: 'r88' })
    expect(res).toMatchObject({ status: 200, code: '102' })
    expect(await rowCounts(server.db)).toEqual(counts)
  })
})

describe('the dev hook /api/dev/site-env', () => {
  it('changes the appearance through the same service, audited as the dev hook, and keeps its answer', async () => {
    const socket = await pool.open()
    await subscribe(socket, PUBLIC_CHANNEL.webMember)
    const heard = nextEvent(socket, 'customer_service_link_change')
    const hook = await send(server, '/api/dev/site-env', { site_variant: 'r88', app_ios_url: '' })
    expect(hook).toMatchObject({ status: 200, code: '100', data: { site_variant: 'r88', app_ios_url: '' } })
    expect(Object.keys(hook.data as object)).toEqual(['site_variant', 'app_ios_url'])
    await heard
    expect((await detail()).env_config.site_variant).toBe('r88')
    expect((await auditsOf('settings.appearance'))[0]).toMatchObject({
      operator: 'dev-hook',
      before: { site_variant: '' },
      after: { site_variant: 'r88' },
    })
  })

  it('refuses the same bad input with the field named, and nothing to change', async () => {
    const counts = await rowCounts(server.db)
    for (const [body, field] of [
      [{ site_variant: 'R-88!' }, 'site_variant'],
      [{ mobile_template: 'H5_9' }, 'mobile_template'],
      [{ app_ios_url: 'javascript:alert(1)' }, 'app_ios_url'],
      [{}, 'site_variant'],
    ] as const) {
      const res = await send(server, '/api/dev/site-env', body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect((res.data as { field: string }).field, JSON.stringify(body)).toBe(field)
    }
    expect(await rowCounts(server.db)).toEqual(counts)
    expect((await send(server, '/api/dev/site-env', { site_id: 'nowhere', site_variant: 'r88' })).code).toBe('102')
  })

  it('sets the appearance and the open modes in one call; the open modes alone are not audited', async () => {
    const before = JSON.parse(await storedEnv()) as { provider_open_modes: unknown }
    try {
      const hook = await send(server, '/api/dev/site-env', {
        mobile_template: 'H5_2',
        provider_open_modes: { GPDL: 'window' },
      })
      expect(hook.data).toEqual({ mobile_template: 'H5_2', provider_open_modes: { GPDL: 'window' } })
      expect((await detail()).env_config).toMatchObject({
        mobile_template: 'H5_2',
        provider_open_modes: { GPDL: 'window' },
      })
      const audits = (await auditsOf('settings.appearance')).length
      expect((await send(server, '/api/dev/site-env', { provider_open_modes: {} })).code).toBe('100')
      expect((await detail()).env_config.provider_open_modes).toEqual({})
      expect(await auditsOf('settings.appearance')).toHaveLength(audits)
    } finally {
      await send(server, '/api/dev/site-env', { provider_open_modes: before.provider_open_modes })
    }
  })
})

describe('who may call', () => {
  const variant = async () => (await detail()).env_config.site_variant ?? ''
  roleMatrix(
    () => server,
    () => [
      { path: adminSettings.path, roles: ['owner', 'auditor'], body: async () => ({}) },
      {
        path: adminSettingsAppearance.path,
        roles: ['owner'],
        body: async () => ({ site_variant: 'rb16', app_ios_url: 'https://apps.example.com/lobby' }),
        unchanged: async () => [await variant(), await storedEnv()],
      },
    ],
    async () => (await newPlayer(server, `look${++players}user`)).token,
  )
})
