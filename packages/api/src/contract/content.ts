import { LANGUAGE_CODES, PROVIDER_OPEN_MODES, type LanguageCode } from '@lobby/domain'
import { z } from 'zod/mini'
import { defineEndpoint } from './endpoint.ts'
import { currencySchema, siteIdSchema } from './games.ts'

/**
 * Site content a visitor sees (spec section 7, "Lobby and games" and "Site
 * content"): banners, marquee, bulletins, jackpot, logo, site detail, model
 * lists, footers, float, register background, template config.
 */

const flag = z.union([z.literal(0), z.literal(1)])
const templateSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/, 'a template name'))
export const languageSchema = z.enum(LANGUAGE_CODES as unknown as [LanguageCode, ...LanguageCode[]])
/** ISO 8601 timestamp in UTC, e.g. `2024-06-01T08:00:00.000Z`. */
const isoTime = z.string().check(z.minLength(1))

// ---------- banners ----------

/** `link_type`: 0 external URL, 1 internal page or proxy page, 2 game link (spec section 3). */
export const BANNER_LINK_TYPE = { external: 0, internal: 1, game: 2 } as const
export const bannerLinkTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)])

/** Where a game-link banner leads (spec section 3). Its `currency` other than the site's makes the click a no-op. */
export const gameLinkParameterSchema = z.object({
  currency: currencySchema,
  gt_id: z.int(),
  gp_id: z.string().check(z.minLength(1), z.maxLength(32)),
  game_type: z.int(),
  game_code: z.string().check(z.maxLength(64)),
  gp_gt_name: z.string().check(z.maxLength(200)),
  customized: flag,
})
export type GameLinkParameter = z.infer<typeof gameLinkParameterSchema>

export const bannerSchema = z.object({
  id: z.int(),
  /** Click target; empty string means the banner does nothing when clicked. */
  url: z.string(),
  link_type: bannerLinkTypeSchema,
  /** 1 opens in a named window; 0 the usual way. */
  link_method: flag,
  game_link_parameter: z.nullable(gameLinkParameterSchema),
  /** Image, served by the server (`/media/banner/...`). */
  photo_path: z.string(),
  /** Intrinsic image size in px, so the client can reserve the space (CLS 0). */
  width: z.int().check(z.positive()),
  height: z.int().check(z.positive()),
  /** Alt text. */
  title: z.string(),
  sort: z.int(),
})
export type Banner = z.infer<typeof bannerSchema>

/** `use_type`: 1 desktop carousel, 2 mobile carousel. */
export const BANNER_USE_TYPE = { desktop: 1, mobile: 2 } as const

/**
 * The banner artwork size operators upload per `use_type`. The carousel
 * reserves this ratio before the list arrives, so nothing moves when it does.
 */
export const BANNER_SIZE = {
  1: { width: 1200, height: 400 },
  2: { width: 750, height: 300 },
} as const

export const carouselPicture = defineEndpoint({
  path: '/arks/web/carousel_picture',
  method: 'POST',
  write: false,
  request: z.object({ site_id: siteIdSchema, use_type: z.union([z.literal(1), z.literal(2)]) }),
  response: z.object({ web_carousel_picture_list: z.array(bannerSchema) }),
})

// ---------- marquee ----------

export const announcementSchema = z.object({
  id: z.int(),
  /** Plain text; the marquee never renders HTML. */
  content: z.string(),
  display_before_login: flag,
  display_after_login: flag,
  sort: z.int(),
  created_at: isoTime,
})
export type Announcement = z.infer<typeof announcementSchema>

export const announcementMarquee = defineEndpoint({
  path: '/arks/web/announcement/marquee',
  method: 'POST',
  write: false,
  request: z.object({
    site_id: siteIdSchema,
    sort_field: z._default(z.enum(['sort', 'id', 'created_at']), 'sort'),
    sort_order: z._default(z.enum(['asc', 'desc']), 'asc'),
  }),
  response: z.object({ web_announcement_list: z.array(announcementSchema) }),
})

// ---------- bulletins ----------

/** `display_device`: 0 all, 1 desktop, 2 mobile (spec sections 3 and 9). */
export const bulletinDeviceSchema = z.union([z.literal(0), z.literal(1), z.literal(2)])

export const bulletinSchema = z.object({
  id: z.int(),
  display_device: bulletinDeviceSchema,
  /** Title line. Plain text. */
  display_content: z.string(),
  /** Body as HTML written by the operator. UNTRUSTED: the client must sanitise it. */
  content: z.string(),
  updated_at: isoTime,
})
export type Bulletin = z.infer<typeof bulletinSchema>

export const bulletinSettingSchema = z.object({
  /** 0: shown on every visit until a member hides it; 1: once per browser session (close time in session storage). */
  display_frequency: z.union([z.literal(0), z.literal(1)]),
})

const bulletinRequest = z.object({ site_id: siteIdSchema, display_device: bulletinDeviceSchema })

/** Active bulletins for the device: entries with `display_device` 0 or the one asked for (0 asks for all). */
export const bulletin = defineEndpoint({
  path: '/arks/web/bulletin',
  method: 'POST',
  write: false,
  request: bulletinRequest,
  response: z.object({ list: z.array(bulletinSchema), setting: bulletinSettingSchema }),
})

/** Every bulletin for the device, expired ones included, newest `updated_at` first. */
export const bulletinHistory = defineEndpoint({
  path: '/arks/web/bulletin/history',
  method: 'POST',
  write: false,
  request: bulletinRequest,
  response: z.object({ list: z.array(bulletinSchema) }),
})

// ---------- jackpot ----------

/**
 * The jackpot grows linearly from a seeded base:
 * `jackpot_amount_total = base + floor((server_time - base_at) * increment_per_second / 1000)`,
 * in the currency's smallest unit (integer). The client shows
 * `floor(total / 10^minor_digits)` zero-padded to 10 digits and may keep counting
 * locally with `increment_per_second` until the next poll.
 */
export const getJackpot = defineEndpoint({
  path: '/v2/get_jackpot',
  method: 'POST',
  write: false,
  request: z.object({ currency: currencySchema }),
  response: z.object({
    currency: z.string(),
    jackpot_amount_total: z.int().check(z.nonnegative()),
    minor_digits: z.int().check(z.minimum(0), z.maximum(4)),
    increment_per_second: z.int().check(z.nonnegative()),
    /** Server clock the total was computed at (ms since epoch). */
    server_time: z.int(),
  }),
})

// ---------- logo, site detail ----------

export const logoSchema = z.object({
  id: z.int(),
  /** `desktop`, `mobile`, `favicon`, `loading`. */
  type: z.string(),
  photo_path: z.string(),
  width: z.int().check(z.positive()),
  height: z.int().check(z.positive()),
})

export const webLogo = defineEndpoint({
  path: '/web/logo',
  method: 'POST',
  write: false,
  request: z.object({ site_id: siteIdSchema }),
  response: z.object({ web_logo_list: z.array(logoSchema) }),
})

export const envConfigSchema = z.object({
  /** IS_DEMO: play and banner actions blocked, login skipped (spec section 5). */
  is_demo: z.boolean(),
  /** Desktop game room on for slot game type. */
  game_room: z.boolean(),
  /** Show the Popular slot page (slot link with house 0). */
  popular_page: z.boolean(),
  desktop_template: z.string(),
  mobile_template: z.string(),
  /** Real-time host on https / plain http; empty means the page's origin. */
  ssl_url: z.string(),
  url: z.string(),
  /**
   * The site variant (spec section 2): `rb16` hides the money links, `r88`
   * refuses game launches with r88close_msg; empty or absent for none.
   */
  site_variant: z.optional(z.string()),
  /** The native apps' download pages (the /app page); empty or absent: not offered. */
  app_ios_url: z.optional(z.string()),
  app_android_url: z.optional(z.string()),
  /**
   * Providers the operator forces to a window or the modal, by `gp_id`
   * (spec section 4); mobile web, app shells, in-app browsers and game type 4
   * still come first (`resolveOpenMode`). Absent or empty: none forced.
   */
  provider_open_modes: z.optional(z.record(z.string(), z.enum(PROVIDER_OPEN_MODES))),
  /** The interface languages the site offers (the console's settings); absent: every language. */
  languages: z.optional(z.array(languageSchema)),
  /** The site's default language as the owner set it (the console's settings); absent: en_US. */
  default_language: z.optional(languageSchema),
})
export type EnvConfig = z.infer<typeof envConfigSchema>

export const siteCurrencySchema = z.object({
  currency: z.string(),
  symbol: z.string(),
  minor_digits: z.int(),
  is_default: flag,
})

export const siteDetail = defineEndpoint({
  path: '/arks/web/site/detail',
  method: 'POST',
  write: false,
  request: z.object({ site_id: siteIdSchema }),
  response: z.object({
    site_id: z.string(),
    site_name: z.string(),
    default_currency: z.string(),
    currencies: z.array(siteCurrencySchema),
    customer_service_link: z.string(),
    env_config: envConfigSchema,
  }),
})

// ---------- model lists (ads, sponsors, login content) ----------

export const contentItemSchema = z.object({
  id: z.int(),
  title: z.string(),
  /** Plain text or operator HTML (login content); the client sanitises HTML. */
  content: z.string(),
  photo_path: z.string(),
  url: z.string(),
  sort: z.int(),
})
export type ContentItem = z.infer<typeof contentItemSchema>

const modelRequest = z.object({
  site_id: siteIdSchema,
  language: languageSchema,
  model_version: templateSchema,
})
const modelResponse = z.object({ language: languageSchema, list: z.array(contentItemSchema) })

/** Ad list (home pop-ups / news). Falls back to en_US when a language has none. */
export const modelSetting = defineEndpoint({
  path: '/web/model_setting',
  method: 'POST',
  write: false,
  request: modelRequest,
  response: modelResponse,
})
/** Sponsor list (the /sponsor page). */
export const modelSponsor = defineEndpoint({
  path: '/web/model_sponsor',
  method: 'POST',
  write: false,
  request: modelRequest,
  response: modelResponse,
})
/** Login modal content: title and content items. */
export const modelLogin = defineEndpoint({
  path: '/web/model_login',
  method: 'POST',
  write: false,
  request: modelRequest,
  response: modelResponse,
})

// ---------- footers, float, register background, template config ----------

export const mobileFooterItemSchema = z.object({
  id: z.int(),
  /** `home`, `deposit`, `withdrawal`, `wallet`, `signup`, `service`. */
  key: z.string(),
  title: z.string(),
  icon: z.string(),
  url: z.string(),
  /** 1: only shown to members. */
  need_login: flag,
  sort: z.int(),
})

export const webMobileFooter = defineEndpoint({
  path: '/arks/web/web-mobile-footer',
  method: 'POST',
  write: false,
  request: z.object({ site_id: siteIdSchema, template: templateSchema }),
  response: z.object({ list: z.array(mobileFooterItemSchema) }),
})

export const footerItemSchema = z.object({
  id: z.int(),
  title: z.string(),
  url: z.string(),
  /** Footer column: `about`, `help`, `partner`, `license`. */
  group: z.string(),
  photo_path: z.string(),
  sort: z.int(),
})

export const webFooter = defineEndpoint({
  path: '/arks/web/footer',
  method: 'POST',
  write: false,
  request: z.object({ site_id: siteIdSchema }),
  response: z.object({ list: z.array(footerItemSchema) }),
})

export const floatItemSchema = z.object({
  id: z.int(),
  title: z.string(),
  photo_path: z.string(),
  url: z.string(),
  /** `left` or `right` edge of the page. */
  position: z.enum(['left', 'right']),
  sort: z.int(),
})

export const webFloat = defineEndpoint({
  path: '/arks/web/float',
  method: 'POST',
  write: false,
  request: z.object({ site_id: siteIdSchema }),
  response: z.object({ list: z.array(floatItemSchema) }),
})

export const registerBackground = defineEndpoint({
  path: '/arks/web/model/register-background/detail',
  method: 'POST',
  write: false,
  request: z.object({ site_id: siteIdSchema, template: templateSchema }),
  /** `photo` is empty when the template has no background (the client then shows none). */
  response: z.object({ detail: z.object({ photo: z.string() }) }),
})

/** Mobile template look; answers code `"1000"` (spec section 7). */
export const templateConfig = defineEndpoint({
  path: '/template_config',
  method: 'POST',
  write: false,
  successCode: '1000',
  request: z.object({ mobileTemplateName: templateSchema }),
  response: z.object({
    mobile_template: z.string(),
    /** Home sections in order, e.g. `banner`, `marquee`, `jackpot`, `game_nav`, `hot_games`. */
    home_modules: z.array(z.string()),
    /** Game category nav: `tabs` or `grid`. */
    game_nav: z.enum(['tabs', 'grid']),
    brand_theme: z.string(),
  }),
})
