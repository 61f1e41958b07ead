import { GAME_CATEGORIES } from '@lobby/domain'
import type { Db } from '../db/connection.ts'
import { lockForTransaction, syncIdentities } from '../db/portable.ts'
import type { ProviderTable } from '../db/schema.ts'
import { mediaUrl } from '../media/urls.ts'
import { ALL_DEVICES, DEMO_SITE, PROVIDER_SEEDS, categoryLabel } from './catalogue.ts'
import {
  announcementRows,
  bannerRows,
  bulletinRows,
  contentItemRows,
  jackpotRows,
  siteSettingsRows,
} from './content.ts'
import { generateGames, type GamesPerCategory } from './games.ts'
import { seedDemoMembers } from './members.ts'
import { seedDemoOperators } from './operators.ts'
import { faqGroupRows, faqRows, promotionRows } from './pages.ts'
import { seedRegistration } from './registration.ts'

import { agentLevelNameRows, recommendSettingRows } from './agent-centre.ts'
import { depositChannelRows } from './member-centre.ts'
export { DEMO_PROVIDERS, DEMO_SITE, PROVIDER_SEEDS } from './catalogue.ts'

// Keeps each INSERT well under SQLite's bound-parameter limit (and PostgreSQL's 65535).
const CHUNK = 200

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = []
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK))
  return out
}

export function providerRows(): ProviderTable[] {
  return PROVIDER_SEEDS.map((p, index) => {
    const category = GAME_CATEGORIES.find((c) => c.id === p.gt_id)
    if (!category) throw new Error(`unknown category ${p.gt_id} for ${p.gp_id}`)
    const devices = p.devices ?? ALL_DEVICES
    return {
      gp_id: p.gp_id,
      gt_id: p.gt_id,
      gp_gt_name: `${p.gp_id.slice(2)} ${categoryLabel(p.gt_id)}`,
      display_name: p.name,
      game_type: p.gt_id,
      game_code: p.gp_id.slice(2),
      house: p.house ? 1 : 0,
      customized: p.customized ? 1 : 0,
      icon_light: mediaUrl.providerLight(p.gp_id),
      icon_dark: mediaUrl.providerDark(p.gp_id),
      ori_gp_id: p.ori_gp_id ?? p.gp_id,
      android_id: `${category.appTypePrefix}${p.gp_id.toLowerCase()}`,
      sort: index + 1,
      support_desktop: devices.includes('desktop') ? 1 : 0,
      support_mobile: devices.includes('mobile') ? 1 : 0,
      support_app: devices.includes('app') ? 1 : 0,
      active: p.active === false ? 0 : 1,
    }
  })
}

/**
 * Seeds the demo brand when the database has no site yet. All or nothing:
 * one transaction, so a crash half-way leaves a fresh database that seeds
 * again on the next start.
 */
/** The advisory lock key of the demo seed (db/portable.ts lockForTransaction). */
const SEED_LOCK = 7_310_001

export async function seedIfEmpty(db: Db, options: { perCategory?: GamesPerCategory } = {}): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Several processes starting on one new database: one seeds, the others then find its rows.
    await lockForTransaction(trx, SEED_LOCK)
    const existing = await trx.selectFrom('sites').select('site_id').limit(1).executeTakeFirst()
    if (existing) return false

    await trx
      .insertInto('sites')
      .values({ site_id: DEMO_SITE.site_id, name: DEMO_SITE.name, default_currency: DEMO_SITE.default_currency })
      .execute()
    await trx
      .insertInto('site_currencies')
      .values(DEMO_SITE.currencies.map((currency, sort) => ({ site_id: DEMO_SITE.site_id, currency, sort })))
      .execute()
    await trx
      .insertInto('game_types')
      .values(
        GAME_CATEGORIES.map((c, sort) => ({
          gt_id: c.id,
          gt_name: c.name,
          gt_icon: mediaUrl.gameType(c.id),
          gt_icon_active: mediaUrl.gameTypeActive(c.id),
          sort,
        })),
      )
      .execute()

    const providers = providerRows()
    await trx.insertInto('providers').values(providers).execute()
    const offers = PROVIDER_SEEDS.flatMap((p) =>
      (p.currencies ?? DEMO_SITE.currencies).map((currency) => ({ gp_id: p.gp_id, currency })),
    )
    for (const part of chunks(offers)) await trx.insertInto('provider_currencies').values(part).execute()

    const games = generateGames(PROVIDER_SEEDS, options.perCategory ? { perCategory: options.perCategory } : {})
    for (const part of chunks(games)) await trx.insertInto('games').values(part).execute()

    await trx.insertInto('site_settings').values(siteSettingsRows()).execute()
    await trx.insertInto('banners').values(bannerRows()).execute()
    await trx.insertInto('announcements').values(announcementRows()).execute()
    await trx.insertInto('bulletins').values(bulletinRows()).execute()
    await trx.insertInto('jackpots').values(jackpotRows()).execute()
    for (const part of chunks(contentItemRows())) await trx.insertInto('content_items').values(part).execute()
    await trx.insertInto('promotions').values(promotionRows()).execute()
    await trx.insertInto('faq_groups').values(faqGroupRows()).execute()
    await trx.insertInto('faqs').values(faqRows()).execute()
    await trx.insertInto('deposit_channels').values(depositChannelRows()).execute()
    await trx.insertInto('agent_level_names').values(agentLevelNameRows()).execute()
    await trx.insertInto('recommend_settings').values(recommendSettingRows()).execute()
    await seedDemoMembers(trx)
    await seedDemoOperators(trx)
    await seedRegistration(trx)
    // The seed writes some ids itself (demo members, games); PostgreSQL's identities must start past them.
    await syncIdentities(trx)
    return true
  })
}
