import {
  ADMIN_SETTINGS_CODE,
  MEMBER_CURRENCY_SETTING,
  SITE_APPEARANCE_KEYS,
  type AdminSettings,
  type CurrencyRegisterSettings,
  type EnvConfig,
  type RegisterSettingChange,
  type RegistrationLimits,
  type SiteAppearance,
  type SiteLocale,
} from '@lobby/api/contract'
import { PUBLIC_CHANNEL } from '@lobby/realtime/contract'
import {
  CURRENCY_CODES,
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  MOBILE_TEMPLATES,
  PROFILE_FIELDS,
  type LanguageCode,
  type MobileTemplate,
} from '@lobby/domain'
import { siteEnvConfig } from '../content/routes.ts'
import type { Db } from '../db/connection.ts'
import { BUSINESS, businessError, type BusinessError } from '../http/errors.ts'
import { registrationConfig, updateRegistrationConfig } from '../members/abuse-limits.ts'
import { settingItems } from '../members/register-settings.ts'
import type { RealtimeServer } from '../realtime/socket.ts'
import { appendAudit } from './audit.ts'
import type { Actor } from './operators.ts'

/**
 * A site's settings as the owner keeps them (issue 24): registration per
 * currency (the register setting items of spec section 3, and the site's
 * registration limits and SMS state), the currencies and languages the site
 * offers, demo mode and the appearance (site variant, mobile template, app
 * download links). The one write path of the console
 * (`/api/admin/settings/*`) and of the dev hooks (`/api/dev/registration/config`,
 * `/api/dev/site-demo`, `/api/dev/site-env`). Each write is audited in the
 * caller's transaction; the kept public answers made of the tables it wrote
 * are dropped by the commit itself (http/answer-cache.ts). The caller then
 * tells open pages to read the site details again (`pushSiteDetails`) when
 * the currencies, languages, demo mode or appearance changed.
 *
 * Where each lives: the currencies in `site_currencies` and
 * `sites.default_currency`; the languages, demo mode and appearance in the
 * site's `env_config` (`languages`, `default_language`, `is_demo`,
 * `site_variant`, `mobile_template`, `app_ios_url`, `app_android_url`), which
 * the site details answer; the limits in `registration_config`; the items in
 * `register_settings`.
 */

const siteNotFound = () => businessError(BUSINESS.siteNotFound.code, BUSINESS.siteNotFound.message)

async function siteRow(db: Db, siteId: string) {
  return db.selectFrom('sites').selectAll().where('site_id', '=', siteId).executeTakeFirst()
}

async function envOf(db: Db, siteId: string) {
  const row = await db
    .selectFrom('site_settings')
    .select(['env_config', 'customer_service_link'])
    .where('site_id', '=', siteId)
    .executeTakeFirst()
  return row
}

async function offeredCurrencies(db: Db, siteId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('site_currencies')
    .select('currency')
    .where('site_id', '=', siteId)
    .orderBy('sort')
    .execute()
  return rows.map((r) => r.currency)
}

async function localeOf(db: Db, siteId: string, defaultCurrency: string): Promise<SiteLocale> {
  const env = siteEnvConfig((await envOf(db, siteId))?.env_config)
  return {
    currencies: await offeredCurrencies(db, siteId),
    default_currency: defaultCurrency,
    languages: env.languages && env.languages.length > 0 ? env.languages : [...LANGUAGE_CODES],
    default_language: env.default_language ?? DEFAULT_LANGUAGE,
  }
}

async function currencyItems(db: Db, siteId: string, currency: string): Promise<CurrencyRegisterSettings> {
  const items = (await settingItems(db, siteId)).filter((i) => i.currency === currency)
  return { currency, items }
}

const isMobileTemplate = (name: string): name is MobileTemplate =>
  (MOBILE_TEMPLATES as readonly string[]).includes(name)

/**
 * The appearance as the site reads it from `env_config`: absent means none
 * (empty); a stored template the platform does not have reads as H5_1, the
 * template the site details default to.
 */
function appearanceOf(env: EnvConfig): SiteAppearance {
  return {
    site_variant: env.site_variant ?? '',
    mobile_template: isMobileTemplate(env.mobile_template) ? env.mobile_template : 'H5_1',
    app_ios_url: env.app_ios_url ?? '',
    app_android_url: env.app_android_url ?? '',
  }
}

/** Every setting of a site; 102 when there is no such site. */
export async function readSettings(db: Db, siteId: string): Promise<AdminSettings | BusinessError> {
  const site = await siteRow(db, siteId)
  if (!site) return siteNotFound()
  const locale = await localeOf(db, siteId, site.default_currency)
  const items = await settingItems(db, siteId)
  const env = siteEnvConfig((await envOf(db, siteId))?.env_config)
  return {
    site_id: siteId,
    ...locale,
    supported_currencies: [...CURRENCY_CODES],
    supported_languages: [...LANGUAGE_CODES],
    is_demo: env.is_demo,
    ...appearanceOf(env),
    registration: await registrationConfig(db, siteId),
    register_settings: locale.currencies.map((currency) => ({
      currency,
      items: items.filter((i) => i.currency === currency),
    })),
  }
}

/** Changes some of the site's registration limits and its SMS state (the rest stay); audited. 102. */
export async function updateRegistrationLimits(
  db: Db,
  actor: Actor,
  siteId: string,
  changes: Partial<RegistrationLimits>,
): Promise<RegistrationLimits | BusinessError> {
  if (!(await siteRow(db, siteId))) return siteNotFound()
  const before = await registrationConfig(db, siteId)
  const after = await updateRegistrationConfig(db, siteId, changes)
  await appendAudit(db, actor, {
    action: 'settings.registration',
    targetKind: 'site',
    targetId: siteId,
    before: { ...before },
    after: { ...after },
  })
  return after
}

/** The items a currency newly offered starts with: registration open in it, no other field shown. */
function defaultItems(siteId: string, currency: string) {
  const fields = Object.keys(PROFILE_FIELDS).map((name, index) => ({
    site_id: siteId,
    currency,
    name,
    is_display: 0 as const,
    is_required: 0 as const,
    is_unique: 0 as const,
    is_member_center: 0 as const,
    is_verification: 0 as const,
    is_member_center_verification: name === 'member_phone' ? (0 as const) : null,
    sort: index + 1,
  }))
  return [
    {
      site_id: siteId,
      currency,
      name: MEMBER_CURRENCY_SETTING,
      is_display: 1 as const,
      is_required: 1 as const,
      is_unique: 0 as const,
      is_member_center: 1 as const,
      is_verification: 0 as const,
      is_member_center_verification: null,
      sort: 0,
    },
    ...fields,
  ]
}

/**
 * How one offered currency's registration form treats the fields named; the
 * others stay. Audited with the items before and after. 102, 155.
 */
export async function saveRegisterFields(
  db: Db,
  actor: Actor,
  input: { site_id: string; currency: string; items: readonly RegisterSettingChange[] },
): Promise<CurrencyRegisterSettings | BusinessError> {
  if (!(await siteRow(db, input.site_id))) return siteNotFound()
  const offered = await offeredCurrencies(db, input.site_id)
  if (!offered.includes(input.currency)) {
    return businessError(ADMIN_SETTINGS_CODE.currencyNotOffered, 'server.admin.settings_currency_not_offered')
  }
  const before = await currencyItems(db, input.site_id, input.currency)
  const sortOf = (name: string) =>
    name === MEMBER_CURRENCY_SETTING ? 0 : Object.keys(PROFILE_FIELDS).indexOf(name) + 1
  for (const item of input.items) {
    const flags = {
      is_display: item.is_display,
      is_required: item.is_required,
      is_unique: item.is_unique,
      is_member_center: item.is_member_center,
      is_verification: item.is_verification,
      // Only the phone has it; every other item keeps null.
      is_member_center_verification: item.name === 'member_phone' ? (item.is_member_center_verification ?? 0) : null,
    }
    await db
      .insertInto('register_settings')
      .values({ site_id: input.site_id, currency: input.currency, name: item.name, sort: sortOf(item.name), ...flags })
      .onConflict((oc) => oc.columns(['site_id', 'currency', 'name']).doUpdateSet(flags))
      .execute()
  }
  const after = await currencyItems(db, input.site_id, input.currency)
  const changed = new Set(input.items.map((i) => i.name))
  const pick = (s: CurrencyRegisterSettings) =>
    Object.fromEntries(
      s.items.filter((i) => changed.has(i.name)).map(({ name, currency: _c, ...flags }) => [name, flags]),
    )
  await appendAudit(db, actor, {
    action: 'settings.register_fields',
    targetKind: 'site',
    targetId: `${input.site_id}:${input.currency}`,
    before: pick(before),
    after: pick(after),
  })
  return after
}

/**
 * The currencies and languages the site offers, with their defaults (the
 * request's schema has checked they are supported, offered and at least
 * one). A removed currency's registration closes (its items stay for when it
 * comes back); a newly offered one opens, with default items if it never had
 * any. Audited. 102; 156 when members hold a currency being removed.
 */
export async function saveSiteLocale(
  db: Db,
  actor: Actor,
  input: SiteLocale & { site_id: string },
): Promise<SiteLocale | BusinessError> {
  const site = await siteRow(db, input.site_id)
  if (!site) return siteNotFound()
  const before = await localeOf(db, input.site_id, site.default_currency)
  const removed = before.currencies.filter((c) => !input.currencies.includes(c))
  const added = input.currencies.filter((c) => !before.currencies.includes(c))
  if (removed.length > 0) {
    const held = await db
      .selectFrom('members')
      .select('currency')
      .where('site_id', '=', input.site_id)
      .where('currency', 'in', removed)
      .limit(1)
      .executeTakeFirst()
    if (held) {
      return businessError(ADMIN_SETTINGS_CODE.currencyInUse, 'server.admin.settings_currency_in_use', {
        currency: held.currency,
      })
    }
  }
  await db.deleteFrom('site_currencies').where('site_id', '=', input.site_id).execute()
  await db
    .insertInto('site_currencies')
    .values(input.currencies.map((currency, sort) => ({ site_id: input.site_id, currency, sort })))
    .execute()
  if (input.default_currency !== site.default_currency) {
    await db
      .updateTable('sites')
      .set({ default_currency: input.default_currency })
      .where('site_id', '=', input.site_id)
      .execute()
  }
  const setOpen = (currencies: string[], open: 0 | 1) =>
    db
      .updateTable('register_settings')
      .set({ is_display: open })
      .where('site_id', '=', input.site_id)
      .where('name', '=', MEMBER_CURRENCY_SETTING)
      .where('currency', 'in', currencies)
      .execute()
  if (removed.length > 0) await setOpen(removed, 0)
  for (const currency of added) {
    const has = await db
      .selectFrom('register_settings')
      .select('name')
      .where('site_id', '=', input.site_id)
      .where('currency', '=', currency)
      .limit(1)
      .executeTakeFirst()
    if (has) await setOpen([currency], 1)
    else await db.insertInto('register_settings').values(defaultItems(input.site_id, currency)).execute()
  }
  const languages: LanguageCode[] = [...input.languages]
  await changeEnv(db, input.site_id, { languages, default_language: input.default_language })
  const after: SiteLocale = {
    currencies: [...input.currencies],
    default_currency: input.default_currency,
    languages,
    default_language: input.default_language,
  }
  await appendAudit(db, actor, {
    action: 'settings.locale',
    targetKind: 'site',
    targetId: input.site_id,
    before: { ...before },
    after: { ...after },
  })
  return after
}

/**
 * Merges `change` into the site's stored env_config (a site without a settings row gets one). Not audited: the
 * services here audit what they change; the dev hook's whole-map open modes write through it as they are.
 */
export async function changeEnv(db: Db, siteId: string, change: Record<string, unknown>): Promise<void> {
  const row = await envOf(db, siteId)
  if (!row) {
    await db
      .insertInto('site_settings')
      .values({
        site_id: siteId,
        customer_service_link: '',
        env_config: JSON.stringify({ ...siteEnvConfig(undefined), ...change }),
        bulletin_display_frequency: 0,
      })
      .execute()
    return
  }
  const env = { ...(JSON.parse(row.env_config) as Record<string, unknown>), ...change }
  await db
    .updateTable('site_settings')
    .set({ env_config: JSON.stringify(env) })
    .where('site_id', '=', siteId)
    .execute()
}

/** Turns the site's demo mode on or off; audited. 102. */
export async function setDemoMode(
  db: Db,
  actor: Actor,
  siteId: string,
  isDemo: boolean,
): Promise<{ is_demo: boolean } | BusinessError> {
  const row = await envOf(db, siteId)
  if (!row || !(await siteRow(db, siteId))) return siteNotFound()
  const before = siteEnvConfig(row.env_config).is_demo
  await changeEnv(db, siteId, { is_demo: isDemo })
  await appendAudit(db, actor, {
    action: 'settings.demo',
    targetKind: 'site',
    targetId: siteId,
    before: { is_demo: before },
    after: { is_demo: isDemo },
  })
  return { is_demo: isDemo }
}

/** Some of the appearance's fields; an absent or undefined one stays. */
export type AppearanceChange = { [K in keyof SiteAppearance]?: SiteAppearance[K] | undefined }

/**
 * Changes the fields of the site's appearance given (the rest stay), in the
 * caller's transaction. Audited with before and after of the fields whose
 * value changed (no entry when none did, as for the games desk). Answers the
 * whole appearance. 102.
 */
export async function saveAppearance(
  db: Db,
  actor: Actor,
  siteId: string,
  change: AppearanceChange,
): Promise<SiteAppearance | BusinessError> {
  const row = await envOf(db, siteId)
  if (!row || !(await siteRow(db, siteId))) return siteNotFound()
  const before = appearanceOf(siteEnvConfig(row.env_config))
  const given = Object.fromEntries(
    SITE_APPEARANCE_KEYS.flatMap((key) => (change[key] === undefined ? [] : [[key, change[key]]])),
  ) as Partial<SiteAppearance>
  await changeEnv(db, siteId, given)
  const after: SiteAppearance = { ...before, ...given }
  const changed = SITE_APPEARANCE_KEYS.filter((key) => before[key] !== after[key])
  if (changed.length > 0) {
    const pick = (appearance: SiteAppearance) => Object.fromEntries(changed.map((key) => [key, appearance[key]]))
    await appendAudit(db, actor, {
      action: 'settings.appearance',
      targetKind: 'site',
      targetId: siteId,
      before: pick(before),
      after: pick(after),
    })
  }
  return after
}

/**
 * Tells every open page of the site to read its details again (the push the
 * env_config changes already use: `customer_service_link_change` on
 * `web_member`). Call it once the change has committed.
 */
export async function pushSiteDetails(io: RealtimeServer | undefined, db: Db, siteId: string): Promise<void> {
  if (!io) return
  const row = await envOf(db, siteId)
  const channel = PUBLIC_CHANNEL.webMember
  io.to(channel).emit('customer_service_link_change', {
    channel,
    customer_service_link: row?.customer_service_link ?? '',
  })
}
