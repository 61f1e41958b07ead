import {
  ADMIN_CONTENT_CODE,
  BANNER_SIZE,
  MODEL_LIST_KINDS,
  isOperatorLink,
  type AdminAnnouncement,
  type AdminBanner,
  type GameLinkParameter,
  type ModelListItem,
  type ModelListKind,
  type SiteLink,
  type SiteLinkKind,
} from '@lobby/api/contract'
import { MODEL_SETTING_TEMPLATES, PUBLIC_CHANNEL } from '@lobby/realtime/contract'
import type { Selectable } from 'kysely'
import type { Db } from '../db/connection.ts'
import type { AnnouncementTable, BannerTable } from '../db/schema.ts'
import { BusinessError, businessError } from '../http/errors.ts'
import { mediaUrl } from '../media/urls.ts'
import { isoNow, sha256 } from '../members/secrets.ts'
import { forUpdate } from '../db/portable.ts'
import type { RealtimeServer } from '../realtime/socket.ts'
import { appendAudit } from './audit.ts'
import type { Actor } from './operators.ts'

/**
 * Site content as the content desk keeps it (issue 24): banners, the marquee,
 * the customer-service link, the float / mobile footer / footer links and the
 * model lists (ads, sponsors, login content). The one write path for the
 * console (admin/content-routes.ts) and the dev hooks (dev/content.ts,
 * dev/site-links.ts). Each write runs in the caller's transaction with its
 * audit entry (before and after); the kept public answers made of the tables
 * it changes are dropped by the write itself (http/answer-cache.ts); the
 * public events it answers (`ContentPush`) are for the caller to send once it
 * committed (`sendContentPushes`), as the site's pages reload on them.
 */

/** A public real-time event a change asks for: sent after the commit. */
export interface ContentPush {
  channel: string
  event:
    | 'carousel_picture.url'
    | 'customer_service_link_change'
    | 'model_settings.url'
    | 'model_sponsor.url'
    | 'model_login.url'
  payload: Record<string, unknown>
}

/** Sends the pushes of a committed change (none without socket.io). */
export function sendContentPushes(io: RealtimeServer | undefined, pushes: readonly ContentPush[]): void {
  if (!io) return
  for (const { channel, event, payload } of pushes) {
    // The payloads are built here from the contract's shapes; socket.io's typed emit cannot take a union of events.
    ;(io.to(channel) as unknown as { emit(e: string, p: unknown): void }).emit(event, payload)
  }
}

const siteNotFound = () => businessError(ADMIN_CONTENT_CODE.siteNotFound, 'server.admin.site_not_found')
const bannerNotFound = () => businessError(ADMIN_CONTENT_CODE.bannerNotFound, 'server.admin.banner_not_found')
const announcementNotFound = () =>
  businessError(ADMIN_CONTENT_CODE.announcementNotFound, 'server.admin.announcement_not_found')

export async function siteExists(db: Db, siteId: string): Promise<boolean> {
  return !!(await db.selectFrom('sites').select('site_id').where('site_id', '=', siteId).executeTakeFirst())
}

/**
 * The version of a list replaced whole: the first 16 hex digits of the SHA-256 of its items as answered. Equal
 * lists have equal versions, so a save made from a list as it still is passes whoever saved it last.
 */
export function listVersion(items: readonly unknown[]): string {
  return sha256(JSON.stringify(items)).slice(0, 16)
}

const listChanged = () => businessError(ADMIN_CONTENT_CODE.listChanged, 'server.admin.list_changed')

/**
 * Before a whole-list replace: the site is there (locked until the transaction ends, on PostgreSQL, so two saves of
 * one site's lists run one after the other and the second sees the first), and the list, read once by `read`, is
 * still at `version` when one is given. Answers the list as it is (the audit's before), or the refusal.
 */
async function listBeforeReplace<T>(
  db: Db,
  siteId: string,
  version: string | undefined,
  read: () => Promise<T>,
  itemsOf: (list: T) => readonly unknown[],
): Promise<T | BusinessError> {
  const site = await forUpdate(
    db,
    db.selectFrom('sites').select('site_id').where('site_id', '=', siteId),
  ).executeTakeFirst()
  if (!site) return siteNotFound()
  const current = await read()
  if (version !== undefined && version !== listVersion(itemsOf(current))) return listChanged()
  return current
}

// ---------- banners ----------

type BannerRow = Selectable<BannerTable>

export function adminBannerView(row: BannerRow): AdminBanner {
  return {
    id: Number(row.id),
    site_id: row.site_id,
    use_type: row.use_type === 2 ? 2 : 1,
    currency: row.currency,
    title: row.title,
    url: row.url,
    link_type: row.link_type as AdminBanner['link_type'],
    link_method: row.link_method === 1 ? 1 : 0,
    game_link_parameter: row.game_link_parameter ? (JSON.parse(row.game_link_parameter) as GameLinkParameter) : null,
    sort: row.sort,
    photo_path: mediaUrl.banner(Number(row.id), row.version),
    width: row.width,
    height: row.height,
    start_at: row.start_at ?? null,
    end_at: row.end_at ?? null,
  }
}

const bannerState = (b: AdminBanner) => {
  const { id: _id, photo_path: _photo, ...rest } = b
  return rest
}

const bannerPush = (currency: string | null): ContentPush[] =>
  currency === null
    ? []
    : [
        {
          channel: PUBLIC_CHANNEL.webApi(currency),
          event: 'carousel_picture.url',
          payload: { channel: PUBLIC_CHANNEL.webApi(currency), currency },
        },
      ]

export async function listBanners(db: Db, input: { site_id: string; use_type?: 1 | 2 | undefined }) {
  let query = db.selectFrom('banners').selectAll().where('site_id', '=', input.site_id)
  if (input.use_type !== undefined) query = query.where('use_type', '=', input.use_type)
  const rows = await query.orderBy('use_type').orderBy('sort').orderBy('id').execute()
  return { list: rows.map(adminBannerView) }
}

export interface BannerInput {
  id?: number | undefined
  site_id: string
  use_type: 1 | 2
  currency: string
  title: string
  url: string
  link_type: 0 | 1 | 2
  link_method: 0 | 1
  game_link_parameter: GameLinkParameter | null
  sort: number
  /** Undefined keeps a changed banner's schedule (the dev hook); null clears it. */
  start_at?: string | null | undefined
  end_at?: string | null | undefined
}

/**
 * Adds (no `id`) or changes a banner as `actor`: a change bumps the image
 * version so the image's address changes. The link is checked here too
 * (only an empty one, a path of the site or an http(s) URL), whoever calls.
 */
export async function saveBanner(
  db: Db,
  actor: Actor,
  input: BannerInput,
): Promise<{ row: BannerRow; banner: AdminBanner; pushes: ContentPush[] } | BusinessError> {
  if (!isOperatorLink(input.url)) throw new Error('saveBanner: an unchecked url')
  if (!(await siteExists(db, input.site_id))) return siteNotFound()
  const values = {
    site_id: input.site_id,
    use_type: input.use_type,
    sort: input.sort,
    title: input.title,
    url: input.url,
    link_type: input.link_type,
    link_method: input.link_method,
    game_link_parameter: input.game_link_parameter ? JSON.stringify(input.game_link_parameter) : null,
    currency: input.currency,
    ...BANNER_SIZE[input.use_type],
    // Stored as toISOString writes them (with milliseconds), so the public list compares them as text exactly.
    ...(input.start_at === undefined ? {} : { start_at: instantOrNull(input.start_at) }),
    ...(input.end_at === undefined ? {} : { end_at: instantOrNull(input.end_at) }),
  }
  if (input.id === undefined) {
    const inserted = await db
      .insertInto('banners')
      .values({ ...values, version: 1 })
      .returning('id')
      .executeTakeFirstOrThrow()
    const row = await db.selectFrom('banners').selectAll().where('id', '=', inserted.id).executeTakeFirstOrThrow()
    const banner = adminBannerView(row)
    await appendAudit(db, actor, {
      action: 'banner.add',
      targetKind: 'banner',
      targetId: String(banner.id),
      before: null,
      after: bannerState(banner),
    })
    return { row, banner, pushes: bannerPush(banner.currency) }
  }
  const before = await db
    .selectFrom('banners')
    .selectAll()
    .where('id', '=', input.id)
    .where('site_id', '=', input.site_id)
    .executeTakeFirst()
  if (!before) return bannerNotFound()
  await db
    .updateTable('banners')
    .set({ ...values, version: before.version + 1 })
    .where('id', '=', input.id)
    .execute()
  const row = await db.selectFrom('banners').selectAll().where('id', '=', input.id).executeTakeFirstOrThrow()
  const banner = adminBannerView(row)
  await appendAudit(db, actor, {
    action: 'banner.change',
    targetKind: 'banner',
    targetId: String(banner.id),
    before: bannerState(adminBannerView(before)),
    after: bannerState(banner),
  })
  const pushes = bannerPush(banner.currency)
  if (before.currency !== banner.currency) pushes.push(...bannerPush(before.currency))
  return { row, banner, pushes }
}

export async function removeBanner(
  db: Db,
  actor: Actor,
  input: { site_id: string; id: number },
): Promise<{ id: number; pushes: ContentPush[] } | BusinessError> {
  const before = await db
    .selectFrom('banners')
    .selectAll()
    .where('id', '=', input.id)
    .where('site_id', '=', input.site_id)
    .executeTakeFirst()
  if (!before) return bannerNotFound()
  await db.deleteFrom('banners').where('id', '=', input.id).execute()
  await appendAudit(db, actor, {
    action: 'banner.remove',
    targetKind: 'banner',
    targetId: String(input.id),
    before: bannerState(adminBannerView(before)),
    after: null,
  })
  return { id: input.id, pushes: bannerPush(before.currency) }
}

// ---------- marquee ----------

function announcementView(row: Selectable<AnnouncementTable>): AdminAnnouncement {
  return {
    id: Number(row.id),
    site_id: row.site_id,
    content: row.content,
    display_before_login: row.display_before_login === 1 ? 1 : 0,
    display_after_login: row.display_after_login === 1 ? 1 : 0,
    sort: row.sort,
    created_at: row.created_at,
  }
}

const announcementState = (a: AdminAnnouncement) => {
  const { id: _id, created_at: _created, ...rest } = a
  return rest
}

export async function listAnnouncements(db: Db, input: { site_id: string }) {
  const rows = await db
    .selectFrom('announcements')
    .selectAll()
    .where('site_id', '=', input.site_id)
    .orderBy('sort')
    .orderBy('id')
    .execute()
  return { list: rows.map(announcementView) }
}

export interface AnnouncementInput {
  id?: number | undefined
  site_id: string
  content: string
  display_before_login: 0 | 1
  display_after_login: 0 | 1
  sort: number
}

export async function saveAnnouncement(
  db: Db,
  actor: Actor,
  input: AnnouncementInput,
): Promise<AdminAnnouncement | BusinessError> {
  const values = {
    content: input.content,
    display_before_login: input.display_before_login,
    display_after_login: input.display_after_login,
    sort: input.sort,
  }
  if (input.id === undefined) {
    if (!(await siteExists(db, input.site_id))) return siteNotFound()
    const row = await db
      .insertInto('announcements')
      .values({ ...values, site_id: input.site_id, created_at: isoNow() })
      .returningAll()
      .executeTakeFirstOrThrow()
    const saved = announcementView(row)
    await appendAudit(db, actor, {
      action: 'marquee.add',
      targetKind: 'announcement',
      targetId: String(saved.id),
      before: null,
      after: announcementState(saved),
    })
    return saved
  }
  const before = await db
    .selectFrom('announcements')
    .selectAll()
    .where('id', '=', input.id)
    .where('site_id', '=', input.site_id)
    .executeTakeFirst()
  if (!before) return announcementNotFound()
  const row = await db
    .updateTable('announcements')
    .set(values)
    .where('id', '=', input.id)
    .returningAll()
    .executeTakeFirstOrThrow()
  const saved = announcementView(row)
  await appendAudit(db, actor, {
    action: 'marquee.change',
    targetKind: 'announcement',
    targetId: String(saved.id),
    before: announcementState(announcementView(before)),
    after: announcementState(saved),
  })
  return saved
}

export async function removeAnnouncement(
  db: Db,
  actor: Actor,
  input: { site_id: string; id: number },
): Promise<{ id: number } | BusinessError> {
  const before = await db
    .selectFrom('announcements')
    .selectAll()
    .where('id', '=', input.id)
    .where('site_id', '=', input.site_id)
    .executeTakeFirst()
  if (!before) return announcementNotFound()
  await db.deleteFrom('announcements').where('id', '=', input.id).execute()
  await appendAudit(db, actor, {
    action: 'marquee.remove',
    targetKind: 'announcement',
    targetId: String(input.id),
    before: announcementState(announcementView(before)),
    after: null,
  })
  return { id: input.id }
}

// ---------- customer-service link ----------

export async function customerServiceLink(
  db: Db,
  siteId: string,
): Promise<{ customer_service_link: string } | BusinessError> {
  const row = await db
    .selectFrom('site_settings')
    .select('customer_service_link')
    .where('site_id', '=', siteId)
    .executeTakeFirst()
  return row ? { customer_service_link: row.customer_service_link } : siteNotFound()
}

/** Sets the link (an http(s) URL, checked by the caller's schema) and asks for `customer_service_link_change`. */
export async function setCustomerServiceLink(
  db: Db,
  actor: Actor,
  input: { site_id: string; customer_service_link: string },
): Promise<{ customer_service_link: string; pushes: ContentPush[] } | BusinessError> {
  const link = input.customer_service_link
  if (link === '' || link.startsWith('/') || !isOperatorLink(link))
    throw new Error('an unchecked customer-service link')
  const before = await customerServiceLink(db, input.site_id)
  if (!('customer_service_link' in before)) return before
  await db
    .updateTable('site_settings')
    .set({ customer_service_link: link })
    .where('site_id', '=', input.site_id)
    .execute()
  await appendAudit(db, actor, {
    action: 'customer_service_link.set',
    targetKind: 'site',
    targetId: input.site_id,
    before,
    after: { customer_service_link: link },
  })
  const channel = PUBLIC_CHANNEL.webMember
  return {
    customer_service_link: link,
    pushes: [{ channel, event: 'customer_service_link_change', payload: { channel, customer_service_link: link } }],
  }
}

// ---------- site links: float, mobile footer, footer ----------

export async function listSiteLinks(
  db: Db,
  input: { site_id: string; kind: SiteLinkKind },
): Promise<{ kind: SiteLinkKind; items: SiteLink[]; version: string }> {
  const rows = await db
    .selectFrom('content_items')
    .selectAll()
    .where('site_id', '=', input.site_id)
    .where('kind', '=', input.kind)
    .orderBy('sort')
    .orderBy('id')
    .execute()
  const items: SiteLink[] = rows.map((r) => ({
    key: r.key,
    title: r.title,
    url: r.url,
    photo_path: r.photo_path,
    need_login: r.flag === 1 ? 1 : 0,
  }))
  return { kind: input.kind, items, version: listVersion(items) }
}

/**
 * Replaces one list of links (every template's), in the order given. The
 * links are checked here too, whoever calls.
 */
export async function replaceSiteLinks(
  db: Db,
  actor: Actor,
  input: { site_id: string; kind: SiteLinkKind; items: readonly SiteLink[]; version?: string | undefined },
): Promise<{ kind: SiteLinkKind; items: SiteLink[]; version: string } | BusinessError> {
  if (input.items.some((i) => !isOperatorLink(i.url) || !isOperatorLink(i.photo_path))) {
    throw new Error('replaceSiteLinks: an unchecked url')
  }
  const before = await listBeforeReplace(
    db,
    input.site_id,
    input.version,
    () => listSiteLinks(db, input),
    (list) => list.items,
  )
  if (before instanceof BusinessError) return before
  await db.deleteFrom('content_items').where('site_id', '=', input.site_id).where('kind', '=', input.kind).execute()
  const items = input.items.map((i) => ({
    key: i.key,
    title: i.title,
    url: i.url,
    photo_path: i.photo_path,
    need_login: input.kind === 'mobile_footer' && i.need_login === 1 ? (1 as const) : (0 as const),
  }))
  if (items.length > 0) {
    await db
      .insertInto('content_items')
      .values(
        items.map((item, sort) => ({
          site_id: input.site_id,
          kind: input.kind,
          language: '',
          template: '',
          content: '',
          width: 0,
          height: 0,
          sort,
          key: item.key,
          title: item.title,
          url: item.url,
          photo_path: item.photo_path,
          flag: item.need_login,
        })),
      )
      .execute()
  }
  await appendAudit(db, actor, {
    action: 'site_links.replace',
    targetKind: input.kind,
    targetId: input.site_id,
    before: { items: before.items },
    after: { items },
  })
  return { kind: input.kind, items, version: listVersion(items) }
}

// ---------- model lists ----------

export async function listModelItems(
  db: Db,
  input: { site_id: string; kind: ModelListKind; language: string },
): Promise<ModelListItem[]> {
  const rows = await db
    .selectFrom('content_items')
    .selectAll()
    .where('site_id', '=', input.site_id)
    .where('kind', '=', input.kind)
    .where('language', '=', input.language)
    .orderBy('sort')
    .orderBy('id')
    .execute()
  return rows.map((r) => ({ title: r.title, content: r.content, photo_path: r.photo_path, url: r.url }))
}

const MODEL_EVENT = {
  sponsor: 'model_sponsor.url',
  login: 'model_login.url',
} as const

/**
 * Replaces one language's ads / sponsors / login content. Asks for
 * `model_settings.url` on the `{template}_template` channels (`templates`,
 * every desktop template unless said) or the sponsor / login event on
 * `bob_mobile_template`.
 */
export async function replaceModelList(
  db: Db,
  actor: Actor,
  input: {
    site_id: string
    kind: ModelListKind
    language: string
    items: readonly ModelListItem[]
    version?: string | undefined
  },
  templates: readonly string[] = MODEL_SETTING_TEMPLATES,
): Promise<{ items: ModelListItem[]; version: string; pushes: ContentPush[] } | BusinessError> {
  if (!MODEL_LIST_KINDS.includes(input.kind)) throw new Error('replaceModelList: an unknown kind')
  if (input.items.some((i) => !isOperatorLink(i.url) || !isOperatorLink(i.photo_path))) {
    throw new Error('replaceModelList: an unchecked url')
  }
  const before = await listBeforeReplace(
    db,
    input.site_id,
    input.version,
    () => listModelItems(db, input),
    (items) => items,
  )
  if (before instanceof BusinessError) return before
  await db
    .deleteFrom('content_items')
    .where('site_id', '=', input.site_id)
    .where('kind', '=', input.kind)
    .where('language', '=', input.language)
    .execute()
  const items = input.items.map((i) => ({ title: i.title, content: i.content, photo_path: i.photo_path, url: i.url }))
  if (items.length > 0) {
    await db
      .insertInto('content_items')
      .values(
        items.map((item, sort) => ({
          site_id: input.site_id,
          kind: input.kind,
          language: input.language,
          template: '',
          key: '',
          width: 0,
          height: 0,
          flag: 0,
          sort,
          ...item,
        })),
      )
      .execute()
  }
  await appendAudit(db, actor, {
    action: 'model_list.replace',
    targetKind: `model_${input.kind}`,
    targetId: input.site_id,
    before: { language: input.language, items: before },
    after: { language: input.language, items },
  })
  const pushes: ContentPush[] =
    input.kind === 'setting'
      ? templates.map((template) => {
          const channel = PUBLIC_CHANNEL.template(template)
          return { channel, event: 'model_settings.url', payload: { channel, language: input.language } }
        })
      : [
          {
            channel: PUBLIC_CHANNEL.bobMobileTemplate,
            event: MODEL_EVENT[input.kind],
            payload: { channel: PUBLIC_CHANNEL.bobMobileTemplate, language: input.language },
          },
        ]
  return { items, version: listVersion(items), pushes }
}

/** An ISO instant in the one form every `*_at` column holds (`2026-11-29T04:00:00.000Z`), or null. */
function instantOrNull(value: string | null): string | null {
  return value === null ? null : new Date(value).toISOString()
}
