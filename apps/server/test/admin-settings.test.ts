import {
  ADMIN_SETTINGS_CODE,
  adminSettings,
  adminSettingsDemo,
  adminSettingsLocale,
  adminSettingsRegisterFields,
  adminSettingsRegistration,
  registerSettings,
  siteDetail,
  type AdminSettings,
  type CurrencyRegisterSettings,
} from '@lobby/api/contract'
import { PUBLIC_CHANNEL } from '@lobby/realtime/contract'
import { LANGUAGE_CODES } from '@lobby/domain'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { operatorApi, roleMatrix, type MatrixCall } from './admin-helpers.ts'
import { SITE, post, rowCounts, startServer } from './helpers.ts'
import { send } from './member-session.ts'
import { nextEvent, socketPool, subscribe } from './sockets.ts'
import { newPlayer } from './wallet-helpers.ts'

/**
 * The site's settings in the operator console (issue 24) over the real
 * routes: registration limits and the per-currency register settings, the
 * currencies and languages offered, demo mode; what the site then answers
 * (kept answers dropped) and the push to open pages; the audit; the role
 * matrix; bad input; the dev hooks going through the same service.
 */

let server: LobbyServer
let baseUrl: string
let players = 0
const pool = socketPool(() => baseUrl)
const LOCALE = {
  currencies: ['RMB', 'VND', 'USD'],
  default_currency: 'USD',
  languages: [...LANGUAGE_CODES],
  default_language: 'en_US',
}

beforeAll(async () => {
  server = await startServer()
  baseUrl = await server.listen(0)
})
afterEach(async () => {
  pool.closeAll()
  const token = await owner()
  expect((await call(token, adminSettingsLocale.path, LOCALE)).code).toBe('100')
  expect((await call(token, adminSettingsDemo.path, { is_demo: false })).code).toBe('100')
})
afterAll(async () => {
  await server.close()
})

const call = <T = unknown>(token: string | undefined, path: string, body: unknown = {}) =>
  operatorApi(server).call<T>(token, path, body)
const owner = () => operatorApi(server).tokenOf('owner01')

async function lastAudit(action: string) {
  const row = await server.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
  return { ...row, before: JSON.parse(row.before ?? 'null'), after: JSON.parse(row.after ?? 'null') }
}

const detail = async () =>
  siteDetail.response.parse((await post(server, `/api${siteDetail.path}`, { site_id: SITE })).data)
const publicItems = async (currency: string) =>
  registerSettings.response
    .parse((await post(server, `/api${registerSettings.path}`, { site_id: SITE })).data)
    .list.filter((i) => i.currency === currency)

describe('reading the settings', () => {
  it('answers the currencies, languages, demo mode, limits and each currency’s register settings', async () => {
    const res = await call<AdminSettings>(await operatorApi(server).tokenOf('auditor01'), adminSettings.path)
    expect(res.code).toBe('100')
    expect(res.data).toMatchObject({
      site_id: SITE,
      currencies: ['RMB', 'VND', 'USD'],
      default_currency: 'USD',
      default_language: 'en_US',
      is_demo: false,
      registration: { sms_state: 'ok' },
    })
    expect(res.data.languages).toEqual([...LANGUAGE_CODES])
    expect(res.data.supported_currencies).toContain('JPY')
    expect(res.data.register_settings.map((c) => c.currency)).toEqual(['RMB', 'VND', 'USD'])
    expect(res.data.register_settings[2]!.items.find((i) => i.name === 'member_currency')).toMatchObject({
      is_display: 1,
    })
    expect((await call(await owner(), adminSettings.path, { site_id: 'nowhere' })).code).toBe('102')
  })
})

describe('registration', () => {
  it('changes the limits and SMS state, audited; the dev hook goes through the same service', async () => {
    const token = await owner()
    const res = await call(token, adminSettingsRegistration.path, {
      register_per_ip_per_day: 9,
      sms_state: 'no_balance',
    })
    expect(res.data).toMatchObject({
      register_per_ip_per_day: 9,
      sms_state: 'no_balance',
      register_interval_seconds: 60,
    })
    expect(await lastAudit('settings.registration')).toMatchObject({
      operator: 'owner01',
      target_id: SITE,
      before: { register_per_ip_per_day: 5, sms_state: 'ok' },
      after: { register_per_ip_per_day: 9, sms_state: 'no_balance' },
    })
    const hook = await send(server, '/api/dev/registration/config', { register_per_ip_per_day: 5, sms_state: 'ok' })
    expect(hook.data).toMatchObject({ site_id: SITE, register_per_ip_per_day: 5, sms_state: 'ok' })
    expect(await lastAudit('settings.registration')).toMatchObject({ operator: 'dev-hook', after: { sms_state: 'ok' } })
  })

  it('changes how a currency’s form treats a field: the site answers it at once, audited', async () => {
    const token = await owner()
    const before = (await publicItems('USD')).find((i) => i.name === 'member_qq')
    expect(before).toMatchObject({ is_display: 0 })
    const item = {
      name: 'member_qq',
      is_display: 1,
      is_required: 1,
      is_unique: 0,
      is_member_center: 1,
      is_verification: 0,
    }
    const res = await call<CurrencyRegisterSettings>(token, adminSettingsRegisterFields.path, {
      currency: 'USD',
      items: [item],
    })
    expect(res.code).toBe('100')
    expect(res.data.items.find((i) => i.name === 'member_qq')).toMatchObject(item)
    expect((await publicItems('USD')).find((i) => i.name === 'member_qq')).toMatchObject(item)
    expect(await lastAudit('settings.register_fields')).toMatchObject({
      target_id: `${SITE}:USD`,
      before: { member_qq: { is_display: 0, is_required: 0 } },
      after: { member_qq: { is_display: 1, is_required: 1 } },
    })
    await call(token, adminSettingsRegisterFields.path, {
      currency: 'USD',
      items: [{ ...item, is_display: 0, is_required: 0, is_member_center: 0 }],
    })
  })

  it('refuses a currency the site does not offer (155) and bad items (400), writing nothing', async () => {
    const token = await owner()
    const before = await rowCounts(server.db)
    const item = {
      name: 'member_qq',
      is_display: 1,
      is_required: 0,
      is_unique: 0,
      is_member_center: 0,
      is_verification: 0,
    }
    expect((await call(token, adminSettingsRegisterFields.path, { currency: 'JPY', items: [item] })).code).toBe(
      ADMIN_SETTINGS_CODE.currencyNotOffered,
    )
    for (const [body, field] of [
      [{ currency: 'XYZ', items: [item] }, 'currency'],
      [{ currency: 'USD', items: [] }, 'items'],
      [{ currency: 'USD', items: [{ ...item, name: 'member_shoe_size' }] }, 'items.0.name'],
      [{ currency: 'USD', items: [item, item] }, 'items.1.name'],
      [{ currency: 'USD', items: [{ ...item, is_display: 0, is_required: 1 }] }, 'items.0.is_display'],
      [{ currency: 'USD', items: [{ ...item, is_unique: 2 }] }, 'items.0.is_unique'],
    ] as const) {
      const res = await call(token, adminSettingsRegisterFields.path, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.message, JSON.stringify(body)).toContain(field)
    }
    for (const body of [{ register_per_ip_per_day: -1 }, { sms_state: 'broke' }, { sms_per_ip_per_hour: 1.5 }]) {
      expect((await call(token, adminSettingsRegistration.path, body)).status, JSON.stringify(body)).toBe(400)
    }
    expect(await rowCounts(server.db)).toEqual(before)
  })
})

describe('languages and currencies', () => {
  it('offers a new currency and fewer languages: the site details answer them, open pages are told', async () => {
    const token = await owner()
    const socket = await pool.open()
    await subscribe(socket, PUBLIC_CHANNEL.webMember)
    const heard = nextEvent(socket, 'customer_service_link_change')
    const res = await call(token, adminSettingsLocale.path, {
      currencies: ['USD', 'RMB', 'VND', 'JPY'],
      default_currency: 'JPY',
      languages: ['en_US', 'th_TH'],
      default_language: 'th_TH',
    })
    expect(res.code).toBe('100')
    expect(await heard).toMatchObject({ channel: PUBLIC_CHANNEL.webMember })
    const site = await detail()
    expect(site.currencies.map((c) => c.currency)).toEqual(['USD', 'RMB', 'VND', 'JPY'])
    expect(site.default_currency).toBe('JPY')
    expect(site.env_config).toMatchObject({ languages: ['en_US', 'th_TH'], default_language: 'th_TH' })
    // The new currency's registration is open, with no extra field.
    const jpy = await publicItems('JPY')
    expect(jpy.find((i) => i.name === 'member_currency')).toMatchObject({ is_display: 1 })
    expect(jpy.filter((i) => i.is_display === 1)).toHaveLength(1)
    expect(await lastAudit('settings.locale')).toMatchObject({
      before: { default_currency: 'USD', currencies: ['RMB', 'VND', 'USD'] },
      after: { default_currency: 'JPY', languages: ['en_US', 'th_TH'] },
    })
  })

  it('removing a currency closes its registration; one members hold is refused (156)', async () => {
    const token = await owner()
    await call(token, adminSettingsLocale.path, { ...LOCALE, currencies: ['RMB', 'VND', 'USD', 'JPY'] })
    const dropped = await call(token, adminSettingsLocale.path, LOCALE)
    expect(dropped.code).toBe('100')
    expect((await publicItems('JPY')).find((i) => i.name === 'member_currency')).toMatchObject({ is_display: 0 })
    await newPlayer(server, `set${++players}user`)
    const before = await rowCounts(server.db)
    const held = await call(token, adminSettingsLocale.path, {
      ...LOCALE,
      currencies: ['RMB', 'VND'],
      default_currency: 'RMB',
    })
    expect(held).toMatchObject({ code: ADMIN_SETTINGS_CODE.currencyInUse, data: { currency: 'USD' } })
    expect(await rowCounts(server.db)).toEqual(before)
    expect((await detail()).currencies.map((c) => c.currency)).toEqual(['RMB', 'VND', 'USD'])
  })

  it('refuses what the platform does not support, an empty list or a default not offered (400), writing nothing', async () => {
    const token = await owner()
    const before = await rowCounts(server.db)
    for (const [change, field] of [
      [{ currencies: ['USD', 'XXX'] }, 'currencies.1'],
      [{ languages: ['en_US', 'fr_FR'] }, 'languages.1'],
      [{ currencies: [] }, 'currencies'],
      [{ languages: [] }, 'languages'],
      [{ currencies: ['USD', 'USD'] }, 'currencies'],
      [{ default_currency: 'JPY' }, 'default_currency'],
      [{ default_language: 'ko_KR', languages: ['en_US'] }, 'default_language'],
    ] as const) {
      const res = await call(token, adminSettingsLocale.path, { ...LOCALE, ...change })
      expect(res.status, JSON.stringify(change)).toBe(400)
      expect(res.message, JSON.stringify(change)).toContain(field)
    }
    expect(await rowCounts(server.db)).toEqual(before)
  })
})

describe('demo mode', () => {
  it('turns on and off from the console and from the dev hook, audited, the pages told', async () => {
    const token = await owner()
    const socket = await pool.open()
    await subscribe(socket, PUBLIC_CHANNEL.webMember)
    const heard = nextEvent(socket, 'customer_service_link_change')
    expect((await call(token, adminSettingsDemo.path, { is_demo: true })).data).toEqual({ is_demo: true })
    await heard
    expect((await detail()).env_config.is_demo).toBe(true)
    expect(await lastAudit('settings.demo')).toMatchObject({
      operator: 'owner01',
      before: { is_demo: false },
      after: { is_demo: true },
    })
    const hook = await send(server, '/api/dev/site-demo', { site_id: SITE, is_demo: false })
    expect(hook).toMatchObject({ code: '100', data: { is_demo: false } })
    expect((await detail()).env_config.is_demo).toBe(false)
    expect(await lastAudit('settings.demo')).toMatchObject({ operator: 'dev-hook', after: { is_demo: false } })
    expect((await send(server, '/api/dev/site-demo', { site_id: 'nowhere', is_demo: true })).code).toBe('102')
    expect((await call(token, adminSettingsDemo.path, { is_demo: 'yes' })).status).toBe(400)
  })
})

describe('who may call', () => {
  const demo = async () => (await detail()).env_config.is_demo
  const calls = (): MatrixCall[] => [
    { path: adminSettings.path, roles: ['owner', 'auditor'], body: async () => ({}) },
    {
      path: adminSettingsRegistration.path,
      roles: ['owner'],
      body: async () => ({ register_interval_seconds: 60 }),
    },
    {
      path: adminSettingsRegisterFields.path,
      roles: ['owner'],
      body: async () => ({
        currency: 'VND',
        items: [
          { name: 'member_zalo', is_display: 1, is_required: 1, is_unique: 0, is_member_center: 0, is_verification: 0 },
        ],
      }),
    },
    {
      path: adminSettingsLocale.path,
      roles: ['owner'],
      body: async () => ({ ...LOCALE, languages: ['en_US'] }),
      unchanged: async () => (await detail()).env_config.languages ?? null,
    },
    { path: adminSettingsDemo.path, roles: ['owner'], body: async () => ({ is_demo: false }), unchanged: demo },
  ]
  roleMatrix(
    () => server,
    calls,
    async () => (await newPlayer(server, `set${++players}user`)).token,
  )
})
