import { isCurrencyCode } from '@lobby/domain'
import { z } from 'zod/mini'
import { instantSchema } from './admin.ts'
import { bannerLinkTypeSchema, gameLinkParameterSchema, languageSchema } from './content.ts'
import { currencySchema, siteIdSchema } from './games.ts'
import { defineEndpoint } from './endpoint.ts'

/**
 * The operator console's calls (issue 24), site content: banners, marquee,
 * customer-service link, float, footers and model lists (ads, sponsors, login
 * content). Codes 130–139. Reads need `content.read` (content, owner,
 * auditor), writes `content.manage` (content, owner). Every write is audited
 * with before and after in its transaction, drops the kept public answers
 * made of what it changed, and pushes the public event the site listens to
 * where the spec names one (docs/contract.md "Operators").
 */

/** Business codes of the content calls (the envelope's `code`; HTTP 200). */
export const ADMIN_CONTENT_CODE = {
  /** No such banner on that site. */
  bannerNotFound: '130',
  /** No such marquee announcement on that site. */
  announcementNotFound: '131',
  /** No such site. */
  siteNotFound: '132',
  /**
   * A whole-list save (float, footers, model lists) named the `version` it was read at, and the list has changed
   * since (another operator saved it): nothing is written; read it again and make the change once more.
   */
  listChanged: '137',
} as const

/**
 * The version of a list the console replaces whole: read with the list, sent back with the save, so a save made
 * from a list another operator has changed since is refused (137) instead of silently undoing their change.
 */
export const listVersionSchema = z.string().check(z.regex(/^[0-9a-f]{16}$/, 'a version as read'))

const flag = z.union([z.literal(0), z.literal(1)])
const siteField = z._default(siteIdSchema, 'lobby-demo')

/**
 * A link an operator may give the site: empty (the item does nothing), a path
 * of the site (`/discount`, `/proxy?page=Register`; never `//host` or `/\`),
 * or an absolute http(s) URL with a host and no credentials. No other scheme
 * (`javascript:`, `data:`...), no whitespace or control characters.
 */
export function isOperatorLink(url: string): boolean {
  if (url === '') return true
  if (url.length > 2048 || /[\s\\]/.test(url)) return false
  // Control characters (below U+0020, and DEL) are never part of a link.
  for (const char of url) {
    const code = char.charCodeAt(0)
    if (code < 0x20 || code === 0x7f) return false
  }
  if (url.startsWith('/')) return !url.startsWith('//')
  const match = /^https?:\/\/([^/?#]*)/i.exec(url)
  const host = match?.[1] ?? ''
  return host !== '' && !host.includes('@')
}
export const operatorLinkSchema = z
  .string()
  .check(z.maxLength(2048), z.refine(isOperatorLink, 'empty, a path of the site or an http(s) URL'))
/** A currency the lobby knows (`@lobby/domain` CURRENCY_CODES). */
export const knownCurrencySchema = currencySchema.check(z.refine(isCurrencyCode, 'a currency the lobby offers'))

// ---------- banners ----------

export const adminBannerSchema = z.object({
  id: z.int(),
  site_id: z.string(),
  /** 1 desktop carousel, 2 mobile carousel. */
  use_type: z.union([z.literal(1), z.literal(2)]),
  /** The currency whose visitors are told of a change (`web_api.{currency}`). */
  currency: z.nullable(z.string()),
  title: z.string(),
  url: z.string(),
  /** 0 external URL, 1 internal or proxy page, 2 game link. */
  link_type: bannerLinkTypeSchema,
  link_method: flag,
  game_link_parameter: z.nullable(gameLinkParameterSchema),
  sort: z.int(),
  photo_path: z.string(),
  width: z.int(),
  height: z.int(),
  /** Shown from (null: at once) until (null: no end). */
  start_at: z.nullable(z.string()),
  end_at: z.nullable(z.string()),
})
export type AdminBanner = z.infer<typeof adminBannerSchema>

/** `POST /admin/content/banners` (`content.read`): a site's banners of one carousel (or both), in carousel order. */
export const adminBanners = defineEndpoint({
  path: '/admin/content/banners',
  method: 'POST',
  write: false,
  request: z.object({ site_id: siteField, use_type: z.optional(z.union([z.literal(1), z.literal(2)])) }),
  response: z.object({ list: z.array(adminBannerSchema) }),
})

export const adminBannerInputSchema = z
  .object({
    id: z.optional(z.int().check(z.positive())),
    site_id: siteField,
    use_type: z._default(z.union([z.literal(1), z.literal(2)]), 1),
    currency: knownCurrencySchema,
    title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    url: z._default(operatorLinkSchema, ''),
    link_type: bannerLinkTypeSchema,
    link_method: z._default(flag, 0),
    game_link_parameter: z._default(z.nullable(gameLinkParameterSchema), null),
    sort: z._default(z.int().check(z.minimum(-1_000_000), z.maximum(1_000_000)), 0),
    start_at: z._default(z.nullable(instantSchema), null),
    end_at: z._default(z.nullable(instantSchema), null),
  })
  .check(
    z.superRefine((b, ctx) => {
      if (b.link_type === 2 && b.game_link_parameter === null) {
        ctx.addIssue({ code: 'custom', path: ['game_link_parameter'], message: 'required for link_type 2' })
      }
      if (b.start_at !== null && b.end_at !== null && b.end_at <= b.start_at) {
        ctx.addIssue({ code: 'custom', path: ['end_at'], message: 'end_at after start_at' })
      }
    }),
  )
export type AdminBannerInput = z.infer<typeof adminBannerInputSchema>

/**
 * `POST /admin/content/banners/save` (`content.manage`): adds a banner (no
 * `id`) or changes one (a new image version). Pushes `carousel_picture.url`
 * on `web_api.{currency}` (the old currency's channel too when it changed).
 * 130: no such banner; 132: no such site.
 */
export const adminBannerSave = defineEndpoint({
  path: '/admin/content/banners/save',
  method: 'POST',
  write: true,
  request: adminBannerInputSchema,
  response: adminBannerSchema,
})

/** `POST /admin/content/banners/remove` (`content.manage`): removes a banner; pushes as a save does. 130. */
export const adminBannerRemove = defineEndpoint({
  path: '/admin/content/banners/remove',
  method: 'POST',
  write: true,
  request: z.object({ site_id: siteField, id: z.int().check(z.positive()) }),
  response: z.object({ id: z.int() }),
})

// ---------- marquee ----------

export const adminAnnouncementSchema = z.object({
  id: z.int(),
  site_id: z.string(),
  /** Plain text: the marquee never renders HTML. */
  content: z.string(),
  display_before_login: flag,
  display_after_login: flag,
  sort: z.int(),
  created_at: z.string(),
})
export type AdminAnnouncement = z.infer<typeof adminAnnouncementSchema>

/** `POST /admin/content/marquee` (`content.read`): a site's marquee announcements in marquee order. */
export const adminAnnouncements = defineEndpoint({
  path: '/admin/content/marquee',
  method: 'POST',
  write: false,
  request: z.object({ site_id: siteField }),
  response: z.object({ list: z.array(adminAnnouncementSchema) }),
})

/**
 * `POST /admin/content/marquee/save` (`content.manage`): adds (no `id`) or
 * changes a marquee announcement. The spec names no push: open pages show it
 * on their next load. 131: no such announcement; 132: no such site.
 */
export const adminAnnouncementSave = defineEndpoint({
  path: '/admin/content/marquee/save',
  method: 'POST',
  write: true,
  request: z.object({
    id: z.optional(z.int().check(z.positive())),
    site_id: siteField,
    content: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
    display_before_login: z._default(flag, 1),
    display_after_login: z._default(flag, 1),
    sort: z._default(z.int().check(z.minimum(-1_000_000), z.maximum(1_000_000)), 0),
  }),
  response: adminAnnouncementSchema,
})

/** `POST /admin/content/marquee/remove` (`content.manage`): removes an announcement. 131. */
export const adminAnnouncementRemove = defineEndpoint({
  path: '/admin/content/marquee/remove',
  method: 'POST',
  write: true,
  request: z.object({ site_id: siteField, id: z.int().check(z.positive()) }),
  response: z.object({ id: z.int() }),
})

// ---------- customer-service link ----------

const customerServiceLinkSchema = z.string().check(
  z.maxLength(2048),
  z.refine((u) => u !== '' && !u.startsWith('/') && isOperatorLink(u), 'an http(s) URL'),
)

/** `POST /admin/content/customer-service-link` (`content.read`): the site's customer-service link. 132. */
export const adminCustomerServiceLink = defineEndpoint({
  path: '/admin/content/customer-service-link',
  method: 'POST',
  write: false,
  request: z.object({ site_id: siteField }),
  response: z.object({ customer_service_link: z.string() }),
})

/**
 * `POST /admin/content/customer-service-link/save` (`content.manage`): sets
 * it (an http(s) URL); pushes `customer_service_link_change` on `web_member`. 132.
 */
export const adminCustomerServiceLinkSave = defineEndpoint({
  path: '/admin/content/customer-service-link/save',
  method: 'POST',
  write: true,
  request: z.object({ site_id: siteField, customer_service_link: customerServiceLinkSchema }),
  response: z.object({ customer_service_link: z.string() }),
})

// ---------- site links: float, mobile footer, footer ----------

/** The lists of links the frame of the site shows: float buttons, the mobile footer, the desktop footer. */
export const SITE_LINK_KINDS = ['float', 'mobile_footer', 'footer'] as const
export type SiteLinkKind = (typeof SITE_LINK_KINDS)[number]
/** The desktop footer's columns. */
export const FOOTER_GROUPS = ['about', 'help', 'partner', 'license'] as const

export const siteLinkSchema = z.object({
  /** float: `left` or `right`; mobile_footer: its key (`home`, `deposit`...); footer: its column. */
  key: z.string().check(z.maxLength(32)),
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  url: operatorLinkSchema,
  /** The icon or image. */
  photo_path: z._default(operatorLinkSchema, ''),
  /** mobile_footer: 1 shows it to members only; 0 elsewhere. */
  need_login: z._default(flag, 0),
})
export type SiteLink = z.infer<typeof siteLinkSchema>

/** `POST /admin/content/site-links` (`content.read`): one list, in order. */
export const adminSiteLinks = defineEndpoint({
  path: '/admin/content/site-links',
  method: 'POST',
  write: false,
  request: z.object({ site_id: siteField, kind: z.enum(SITE_LINK_KINDS) }),
  response: z.object({ kind: z.enum(SITE_LINK_KINDS), items: z.array(siteLinkSchema), version: z.string() }),
})

/**
 * `POST /admin/content/site-links/save` (`content.manage`): replaces one list
 * (at most 10 items, in the order given). The spec names no push: open pages
 * show it on their next load. 132; 137 when `version` is no longer the list's.
 */
export const adminSiteLinksSave = defineEndpoint({
  path: '/admin/content/site-links/save',
  method: 'POST',
  write: true,
  request: z
    .object({
      site_id: siteField,
      kind: z.enum(SITE_LINK_KINDS),
      items: z.array(siteLinkSchema).check(z.maxLength(10)),
      /** The list's version as read; a list changed since is refused (137). Absent: replaced whatever it is. */
      version: z.optional(listVersionSchema),
    })
    .check(
      z.superRefine((body, ctx) => {
        body.items.forEach((item, i) => {
          const ok =
            body.kind === 'float'
              ? item.key === 'left' || item.key === 'right'
              : body.kind === 'footer'
                ? (FOOTER_GROUPS as readonly string[]).includes(item.key)
                : /^[a-z][a-z0-9_]{0,31}$/.test(item.key)
          if (!ok) {
            const expected =
              body.kind === 'float' ? 'left or right' : body.kind === 'footer' ? FOOTER_GROUPS.join(', ') : 'a key'
            ctx.addIssue({ code: 'custom', path: ['items', i, 'key'], message: expected })
          }
        })
      }),
    ),
  response: z.object({ kind: z.enum(SITE_LINK_KINDS), items: z.array(siteLinkSchema), version: z.string() }),
})

// ---------- model lists: ads, sponsors, login content ----------

export const MODEL_LIST_KINDS = ['setting', 'sponsor', 'login'] as const
export type ModelListKind = (typeof MODEL_LIST_KINDS)[number]

export const modelListItemSchema = z.object({
  title: z.string().check(z.maxLength(200)),
  /** Plain text, or operator HTML for login content (the site sanitises it). */
  content: z._default(z.string().check(z.maxLength(20_000)), ''),
  photo_path: z._default(operatorLinkSchema, ''),
  url: z._default(operatorLinkSchema, ''),
})
export type ModelListItem = z.infer<typeof modelListItemSchema>

/** `POST /admin/content/model-lists` (`content.read`): one language's list of a kind (no fallback). */
export const adminModelList = defineEndpoint({
  path: '/admin/content/model-lists',
  method: 'POST',
  write: false,
  request: z.object({ site_id: siteField, kind: z.enum(MODEL_LIST_KINDS), language: languageSchema }),
  response: z.object({
    kind: z.enum(MODEL_LIST_KINDS),
    language: languageSchema,
    items: z.array(modelListItemSchema),
    version: z.string(),
  }),
})

/**
 * `POST /admin/content/model-lists/save` (`content.manage`): replaces one
 * language's list (at most 50). Pushes `model_settings.url` on every
 * `{template}_template` (ads) or `model_sponsor.url` / `model_login.url` on
 * `bob_mobile_template`. 132; 137 when `version` is no longer the list's.
 */
export const adminModelListSave = defineEndpoint({
  path: '/admin/content/model-lists/save',
  method: 'POST',
  write: true,
  request: z.object({
    site_id: siteField,
    kind: z.enum(MODEL_LIST_KINDS),
    language: languageSchema,
    items: z.array(modelListItemSchema).check(z.maxLength(50)),
    /** The list's version as read; a list changed since is refused (137). Absent: replaced whatever it is. */
    version: z.optional(listVersionSchema),
  }),
  response: z.object({
    kind: z.enum(MODEL_LIST_KINDS),
    language: languageSchema,
    items: z.array(modelListItemSchema),
    version: z.string(),
  }),
})
