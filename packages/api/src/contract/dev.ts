import { z } from 'zod'
import { bannerLinkTypeSchema, bulletinDeviceSchema, gameLinkParameterSchema, languageSchema } from './content.ts'
import { currencySchema, siteIdSchema } from './games.ts'

/**
 * Bodies of the operator dev hooks (`POST /api/dev/...`, only when
 * `LOBBY_DEV_HOOKS` is on). Tests and QA use them to change content and
 * trigger the public real-time events.
 */

const httpOrRelative = z
  .string()
  .max(2048)
  .refine((u) => u === '' || u.startsWith('/') || /^https?:\/\//i.test(u), 'an http(s) or relative URL')

/** `POST /api/dev/banners`: adds a banner, or replaces banner `id`; emits `carousel_picture.url` on `web_api.{currency}`. */
export const devBannerSchema = z.object({
  site_id: siteIdSchema.default('lobby-demo'),
  id: z.number().int().positive().optional(),
  currency: currencySchema,
  use_type: z.union([z.literal(1), z.literal(2)]).default(1),
  title: z.string().min(1).max(200),
  url: httpOrRelative.default(''),
  link_type: bannerLinkTypeSchema,
  link_method: z.union([z.literal(0), z.literal(1)]).default(0),
  game_link_parameter: gameLinkParameterSchema.nullable().default(null),
  sort: z.number().int().default(0),
})

/** `POST /api/dev/customer-service-link`: emits `customer_service_link_change` on `web_member`. */
export const devCustomerServiceLinkSchema = z.object({
  site_id: siteIdSchema.default('lobby-demo'),
  customer_service_link: z
    .string()
    .max(2048)
    .refine((u) => /^https?:\/\//i.test(u), 'an http(s) URL'),
})

export const devModelItemSchema = z.object({
  title: z.string().max(200),
  content: z.string().max(20_000).default(''),
  photo_path: httpOrRelative.default(''),
  url: httpOrRelative.default(''),
})

/**
 * `POST /api/dev/model-lists`: replaces the ad (`setting`), sponsor or login
 * list of a language; emits `model_settings.url` on `{template}_template`
 * (setting) or `model_sponsor.url` / `model_login.url` on `bob_mobile_template`.
 */
export const devModelListSchema = z.object({
  site_id: siteIdSchema.default('lobby-demo'),
  kind: z.enum(['setting', 'sponsor', 'login']),
  language: languageSchema,
  /** Desktop template whose channel hears a `setting` change (site02, suncity, apsport). */
  template: z.enum(['site02', 'suncity', 'apsport']).default('site02'),
  items: z.array(devModelItemSchema).max(50),
})

/** `POST /api/dev/bulletins`: adds a bulletin; `preset: "xss"` adds the known XSS payloads for sanitiser tests. */
export const devBulletinSchema = z
  .object({
    site_id: siteIdSchema.default('lobby-demo'),
    /** `xss`: a bulletin whose content is the usual XSS payloads; the other fields are then ignored. */
    preset: z.literal('xss').optional(),
    display_device: bulletinDeviceSchema.default(0),
    display_content: z.string().min(1).max(200).optional(),
    content: z.string().max(50_000).default(''),
    /** Already expired: only in the history. */
    expired: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (!value.preset && value.display_content === undefined) {
      ctx.addIssue({ code: 'custom', path: ['display_content'], message: 'required unless preset is given' })
    }
  })
