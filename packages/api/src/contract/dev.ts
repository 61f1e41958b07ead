import { PROVIDER_OPEN_MODES } from '@lobby/domain'
import { z } from 'zod/mini'
import { siteAppearanceSchema } from './admin-settings.ts'
import { bannerLinkTypeSchema, bulletinDeviceSchema, gameLinkParameterSchema, languageSchema } from './content.ts'
import { currencySchema, siteIdSchema } from './games.ts'

/**
 * Bodies of the operator dev hooks (`POST /api/dev/...`, only when
 * `LOBBY_DEV_HOOKS` is on). Tests and QA use them to change content and
 * trigger the public real-time events.
 */

const httpOrRelative = z.string().check(
  z.maxLength(2048),
  z.refine((u) => u === '' || u.startsWith('/') || /^https?:\/\//i.test(u), 'an http(s) or relative URL'),
)

/** `POST /api/dev/banners`: adds a banner, or replaces banner `id`; emits `carousel_picture.url` on `web_api.{currency}`. */
export const devBannerSchema = z.object({
  site_id: z._default(siteIdSchema, 'lobby-demo'),
  id: z.optional(z.int().check(z.positive())),
  currency: currencySchema,
  use_type: z._default(z.union([z.literal(1), z.literal(2)]), 1),
  title: z.string().check(z.minLength(1), z.maxLength(200)),
  url: z._default(httpOrRelative, ''),
  link_type: bannerLinkTypeSchema,
  link_method: z._default(z.union([z.literal(0), z.literal(1)]), 0),
  game_link_parameter: z._default(z.nullable(gameLinkParameterSchema), null),
  sort: z._default(z.int(), 0),
})

/**
 * What an operator changes in a site's env_config: the appearance (the
 * console's `/admin/settings/appearance` fields: site variant, mobile
 * template, app download links) and the per-provider open modes. Each is
 * optional; what is absent stays.
 */
export const devSiteEnvSchema = z.extend(z.partial(siteAppearanceSchema), {
  site_id: z._default(siteIdSchema, 'lobby-demo'),
  /** The operator's per-provider open mode (spec section 4); replaces the whole setting, `{}` clears it. */
  provider_open_modes: z.optional(
    z.record(z.string().check(z.regex(/^[A-Za-z0-9_]{1,32}$/, 'a gp_id')), z.enum(PROVIDER_OPEN_MODES)),
  ),
})

/** `POST /api/dev/customer-service-link`: emits `customer_service_link_change` on `web_member`. */
export const devCustomerServiceLinkSchema = z.object({
  site_id: z._default(siteIdSchema, 'lobby-demo'),
  customer_service_link: z.string().check(
    z.maxLength(2048),
    z.refine((u) => /^https?:\/\//i.test(u), 'an http(s) URL'),
  ),
})

export const devModelItemSchema = z.object({
  title: z.string().check(z.maxLength(200)),
  content: z._default(z.string().check(z.maxLength(20_000)), ''),
  photo_path: z._default(httpOrRelative, ''),
  url: z._default(httpOrRelative, ''),
})

/**
 * `POST /api/dev/model-lists`: replaces the ad (`setting`), sponsor or login
 * list of a language; emits `model_settings.url` on `{template}_template`
 * (setting) or `model_sponsor.url` / `model_login.url` on `bob_mobile_template`.
 */
export const devModelListSchema = z.object({
  site_id: z._default(siteIdSchema, 'lobby-demo'),
  kind: z.enum(['setting', 'sponsor', 'login']),
  language: languageSchema,
  /** Desktop template whose channel hears a `setting` change (site02, suncity, apsport). */
  template: z._default(z.enum(['site02', 'suncity', 'apsport']), 'site02'),
  items: z.array(devModelItemSchema).check(z.maxLength(50)),
})

/** `POST /api/dev/bulletins`: adds a bulletin; `preset: "xss"` adds the known XSS payloads for sanitiser tests. */
export const devBulletinSchema = z
  .object({
    site_id: z._default(siteIdSchema, 'lobby-demo'),
    /** `xss`: a bulletin whose content is the usual XSS payloads; the other fields are then ignored. */
    preset: z.optional(z.literal('xss')),
    display_device: z._default(bulletinDeviceSchema, 0),
    display_content: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
    content: z._default(z.string().check(z.maxLength(50_000)), ''),
    /** Already expired: only in the history. */
    expired: z._default(z.boolean(), false),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (!value.preset && value.display_content === undefined) {
        ctx.addIssue({ code: 'custom', path: ['display_content'], message: 'required unless preset is given' })
      }
    }),
  )
