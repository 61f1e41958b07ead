import {
  CURRENCY_CODES,
  LANGUAGE_CODES,
  MOBILE_TEMPLATES,
  PROFILE_FIELDS,
  registerSettingItemSchema,
} from '@lobby/domain'
import { z } from 'zod/mini'
import { isOperatorLink } from './admin-content.ts'
import { languageSchema } from './content.ts'
import { defineEndpoint } from './endpoint.ts'
import { siteIdSchema } from './games.ts'
import { MEMBER_CURRENCY_SETTING, SMS_STATES } from './registration.ts'

/**
 * The operator console's calls (issue 24), the site's settings: registration
 * per currency (spec section 3: the register setting items, and the site's
 * registration limits and SMS state), the languages and currencies the site
 * offers, demo mode (spec section 5) and the appearance (the site variant,
 * the mobile template, the app download links). The owner changes them
 * (`settings.manage`), the auditor reads them (`settings.read`). Each change
 * is audited with before and after; the kept public answers made of the
 * changed tables are dropped, and the site's pages are told to read the
 * site details again (`customer_service_link_change` on `web_member`) when
 * the languages, currencies, demo mode or appearance change. Codes 155–159;
 * an unknown site is the shared 102.
 */

/** Business codes of the settings calls (the envelope's `code`; HTTP 200). */
export const ADMIN_SETTINGS_CODE = {
  /** The site does not offer that currency (registration settings are kept per offered currency). */
  currencyNotOffered: '155',
  /** A currency members hold cannot be removed from the site (`data.currency` names it). */
  currencyInUse: '156',
} as const

/** Every currency the platform supports; a site offers some of them. */
export const supportedCurrencySchema = z.enum(CURRENCY_CODES as unknown as [string, ...string[]])
/** The register setting items' names: `member_currency` (is the currency open) and each profile field. */
export const REGISTER_SETTING_NAMES = [MEMBER_CURRENCY_SETTING, ...Object.keys(PROFILE_FIELDS)] as const

const limit = z.int().check(z.minimum(0), z.maximum(1_000_000))
const flag = z.union([z.literal(0), z.literal(1)])

export const registrationLimitsSchema = z.object({
  /** Least seconds between two registrations from one address; 0: no limit. */
  register_interval_seconds: limit,
  /** Registrations from one address in 24 hours; 0: no limit. */
  register_per_ip_per_day: limit,
  /** SMS codes one address may ask for in an hour; 0: no limit. */
  sms_per_ip_per_hour: limit,
  /** `ok`; `no_balance` and `contact_service` refuse SMS codes (SMS codes 103, 104). */
  sms_state: z.enum(SMS_STATES),
})
export type RegistrationLimits = z.infer<typeof registrationLimitsSchema>

export const currencyRegisterSettingsSchema = z.object({
  currency: z.string(),
  items: z.array(registerSettingItemSchema),
})
export type CurrencyRegisterSettings = z.infer<typeof currencyRegisterSettingsSchema>

export const siteLocaleSchema = z.object({
  /** The currencies the site offers, in the order it shows them. */
  currencies: z.array(z.string()),
  default_currency: z.string(),
  /** The interface languages the site offers. */
  languages: z.array(languageSchema),
  default_language: languageSchema,
})
export type SiteLocale = z.infer<typeof siteLocaleSchema>

/** A site variant's name (spec section 2: `rb16`, `r88`): lower-case letters and digits, or empty for none. */
export const isSiteVariantName = (name: string): boolean => /^(?:|[a-z0-9]{1,16})$/.test(name)
/**
 * An app download link: an absolute http(s) URL with a host and no credentials, no whitespace or control
 * characters (`isOperatorLink`), or empty for "not offered".
 */
export const isAppDownloadUrl = (url: string): boolean =>
  url === '' || (/^https?:\/\//i.test(url) && isOperatorLink(url))

const appUrlSchema = z.string().check(z.maxLength(2048), z.refine(isAppDownloadUrl, 'an http(s) URL or empty'))

/**
 * How the site looks, kept in its `env_config` (the site details answer it):
 * the console's appearance settings and the dev hook `/api/dev/site-env`.
 */
export const siteAppearanceSchema = z.object({
  /** The site variant (spec section 2): `rb16` hides the money links, `r88` refuses game launches; empty: none. */
  site_variant: z.string().check(z.refine(isSiteVariantName, 'a variant name (letters and digits) or empty')),
  /** The mobile template (spec section 9): H5_1 to H5_8. */
  mobile_template: z.enum(MOBILE_TEMPLATES),
  /** The /app page's download links: an http(s) URL, or empty for "not offered". */
  app_ios_url: appUrlSchema,
  app_android_url: appUrlSchema,
})
export type SiteAppearance = z.infer<typeof siteAppearanceSchema>
export const SITE_APPEARANCE_KEYS = Object.keys(siteAppearanceSchema.shape) as (keyof SiteAppearance)[]

export const adminSettingsSchema = z.extend(siteLocaleSchema, {
  site_id: z.string(),
  /** What the platform supports: the site may offer any of these. */
  supported_currencies: z.array(z.string()),
  supported_languages: z.array(languageSchema),
  is_demo: z.boolean(),
  ...siteAppearanceSchema.shape,
  registration: registrationLimitsSchema,
  /** The register setting items of each offered currency. */
  register_settings: z.array(currencyRegisterSettingsSchema),
})
export type AdminSettings = z.infer<typeof adminSettingsSchema>

const siteRef = { site_id: z._default(siteIdSchema, 'lobby-demo') }

/** `POST /admin/settings` (`settings.read`): every setting of a site. 102: no such site. */
export const adminSettings = defineEndpoint({
  path: '/admin/settings',
  method: 'POST',
  write: false,
  request: z.object(siteRef),
  response: adminSettingsSchema,
})

/**
 * `POST /admin/settings/registration` (`settings.manage`): the site's
 * registration limits and SMS state; what is absent stays. Answers them all.
 * 102: no such site.
 */
export const adminSettingsRegistration = defineEndpoint({
  path: '/admin/settings/registration',
  method: 'POST',
  write: true,
  request: z.object({
    ...siteRef,
    register_interval_seconds: z.optional(limit),
    register_per_ip_per_day: z.optional(limit),
    sms_per_ip_per_hour: z.optional(limit),
    sms_state: z.optional(z.enum(SMS_STATES)),
  }),
  response: registrationLimitsSchema,
})

export const registerSettingChangeSchema = z.object({
  name: z.enum(REGISTER_SETTING_NAMES),
  is_display: flag,
  is_required: flag,
  is_unique: flag,
  is_member_center: flag,
  is_verification: flag,
  /** Phone only: verification in the member centre. */
  is_member_center_verification: z.optional(flag),
})
export type RegisterSettingChange = z.infer<typeof registerSettingChangeSchema>

/**
 * `POST /admin/settings/register-fields` (`settings.manage`): how one
 * currency's registration form treats the fields named (the others stay);
 * `member_currency`'s `is_display` opens or closes registration in that
 * currency. A field that is required or unique must be displayed (400).
 * Answers every item of the currency. 102: no such site; 155: the site does
 * not offer the currency.
 */
export const adminSettingsRegisterFields = defineEndpoint({
  path: '/admin/settings/register-fields',
  method: 'POST',
  write: true,
  request: z.object({
    ...siteRef,
    currency: supportedCurrencySchema,
    items: z.array(registerSettingChangeSchema).check(
      z.minLength(1),
      z.maxLength(REGISTER_SETTING_NAMES.length),
      z.superRefine((items, ctx) => {
        const seen = new Set<string>()
        items.forEach((item, index) => {
          if (seen.has(item.name)) {
            ctx.addIssue({ code: 'custom', path: [index, 'name'], message: 'named twice', input: item.name })
          }
          seen.add(item.name)
          if (item.is_display === 0 && (item.is_required === 1 || item.is_unique === 1)) {
            ctx.addIssue({
              code: 'custom',
              path: [index, 'is_display'],
              message: 'a required or unique field must be displayed',
              input: item.is_display,
            })
          }
        })
      }),
    ),
  }),
  response: currencyRegisterSettingsSchema,
})

/**
 * `POST /admin/settings/locale` (`settings.manage`): the currencies and
 * languages the site offers, each with its default (which must be offered),
 * at least one of each, only ones the platform supports (400 naming the
 * field). A currency newly offered gets its register settings (registration
 * open, no extra field). 102: no such site; 156: members hold a currency
 * being removed.
 */
export const adminSettingsLocale = defineEndpoint({
  path: '/admin/settings/locale',
  method: 'POST',
  write: true,
  request: z
    .object({
      ...siteRef,
      currencies: z.array(supportedCurrencySchema).check(z.minLength(1), z.maxLength(CURRENCY_CODES.length)),
      default_currency: supportedCurrencySchema,
      languages: z.array(languageSchema).check(z.minLength(1), z.maxLength(LANGUAGE_CODES.length)),
      default_language: languageSchema,
    })
    .check(
      z.refine((b) => new Set(b.currencies).size === b.currencies.length, {
        message: 'each currency once',
        path: ['currencies'],
      }),
      z.refine((b) => new Set(b.languages).size === b.languages.length, {
        message: 'each language once',
        path: ['languages'],
      }),
      z.refine((b) => b.currencies.includes(b.default_currency), {
        message: 'the default currency must be offered',
        path: ['default_currency'],
      }),
      z.refine((b) => b.languages.includes(b.default_language), {
        message: 'the default language must be offered',
        path: ['default_language'],
      }),
    ),
  response: siteLocaleSchema,
})

/**
 * `POST /admin/settings/demo` (`settings.manage`): turns the site's demo mode
 * (`env_config.is_demo`, spec section 5) on or off. 102: no such site.
 */
export const adminSettingsDemo = defineEndpoint({
  path: '/admin/settings/demo',
  method: 'POST',
  write: true,
  request: z.object({ ...siteRef, is_demo: z.boolean() }),
  response: z.object({ is_demo: z.boolean() }),
})

/**
 * `POST /admin/settings/appearance` (`settings.manage`): the site's variant,
 * mobile template and app download links (`env_config`); what is absent
 * stays, at least one is sent (400 naming `body`), each checked as
 * `siteAppearanceSchema` says (400 naming it). Answers all four. 102: no
 * such site.
 */
export const adminSettingsAppearance = defineEndpoint({
  path: '/admin/settings/appearance',
  method: 'POST',
  write: true,
  request: z
    .extend(z.partial(siteAppearanceSchema), siteRef)
    .check(
      z.refine((b) => SITE_APPEARANCE_KEYS.some((key) => b[key] !== undefined), 'send at least one field to change'),
    ),
  response: siteAppearanceSchema,
})
