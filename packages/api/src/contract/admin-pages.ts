import { z } from 'zod/mini'
import { instantSchema } from './admin.ts'
import { knownCurrencySchema } from './admin-content.ts'
import { languageSchema } from './content.ts'
import { defineEndpoint } from './endpoint.ts'
import { siteIdSchema } from './games.ts'

/**
 * The operator console's calls for the site's content pages (issue 24):
 * promotions (/discount) and the FAQ (/faq), whose public reads are
 * `promotionList` and `faqList` (contract/pages.ts). Reads need
 * `content.read` (content, owner, auditor), writes `content.manage`
 * (content, owner); every write is audited with before and after in its
 * transaction and drops the kept public answers made of what it changed. The
 * spec names no push for these pages: an open page shows a change on its next
 * load. Codes 133–136 (the content calls' range, contract/admin-content.ts).
 *
 * A promotion or an article is one id with a text per language: the id is
 * what a link names (`/discount/3`, `/faq/1`), so the same id in every
 * language is the same offer or question. A promotion's schedule, currency,
 * category and order belong to the offer, not to one language's text: saving
 * them in one language sets them in every language of that id. An article's
 * group and order are its text's, per language (a group has a heading per
 * language, and an article sits only in a group with a heading in its
 * language). Removing an id's last text removes the id.
 */

/** Business codes of the pages calls (the envelope's `code`; HTTP 200). */
export const ADMIN_PAGES_CODE = {
  /** No such promotion on that site (or not in that language, for a removal of one language). */
  promotionNotFound: '133',
  /** No such FAQ article on that site (or not in that language). */
  faqNotFound: '134',
  /** No FAQ group of that key in that language on that site. */
  faqGroupNotFound: '135',
  /** The FAQ group still holds articles in that language: move or remove them first. */
  faqGroupNotEmpty: '136',
} as const

const siteField = z._default(siteIdSchema, 'lobby-demo')
const idSchema = z.int().check(z.positive(), z.maximum(2_147_483_647))
const sortSchema = z._default(z.int().check(z.minimum(-1_000_000), z.maximum(1_000_000)), 0)
/** Plain text of one line. */
const titleSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(200))
/** Operator HTML (the site sanitises it before showing it, as every operator HTML). */
const htmlSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(20_000))
/** A FAQ group's stable key: `account`, `deposit`, ... */
export const faqGroupKeySchema = z.string().check(z.regex(/^[a-z][a-z0-9_]{0,31}$/, 'a key (a-z, 0-9, _)'))

// ---------- promotions ----------

export const adminPromotionSchema = z.object({
  id: z.int(),
  site_id: z.string(),
  language: languageSchema,
  /** Null: every currency of the site. */
  currency: z.nullable(z.string()),
  /** The game category the offer is for; null: every category. */
  gt_id: z.nullable(z.int()),
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  /** The card picture the site shows (served by the server, titled in this language). */
  photo_path: z.string(),
  start_at: z.string(),
  end_at: z.nullable(z.string()),
  sort: z.int(),
  updated_at: z.string(),
  /** The languages this id has a text in (this one included). */
  languages: z.array(languageSchema),
})
export type AdminPromotion = z.infer<typeof adminPromotionSchema>

/**
 * `POST /admin/content/promotions` (`content.read`): every promotion of the
 * site that has a text in `language`, running, future and ended, by `sort`
 * then `id` (no fallback to another language).
 */
export const adminPromotions = defineEndpoint({
  path: '/admin/content/promotions',
  method: 'POST',
  write: false,
  request: z.object({ site_id: siteField, language: languageSchema }),
  response: z.object({ list: z.array(adminPromotionSchema) }),
})

export const adminPromotionInputSchema = z
  .object({
    /** Absent: a new promotion (a new id). Present: that promotion's text in `language`, added or changed. */
    id: z.optional(idSchema),
    site_id: siteField,
    language: languageSchema,
    currency: z._default(z.nullable(knownCurrencySchema), null),
    gt_id: z._default(z.nullable(z.int().check(z.positive(), z.maximum(1000))), null),
    title: titleSchema,
    summary: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
    content: htmlSchema,
    start_at: instantSchema,
    end_at: z._default(z.nullable(instantSchema), null),
    sort: sortSchema,
  })
  .check(
    z.superRefine((p, ctx) => {
      if (p.end_at !== null && p.end_at <= p.start_at) {
        ctx.addIssue({ code: 'custom', path: ['end_at'], message: 'end_at after start_at' })
      }
    }),
  )
export type AdminPromotionInput = z.infer<typeof adminPromotionInputSchema>

/**
 * `POST /admin/content/promotions/save` (`content.manage`): a new promotion
 * (no `id`), or one language's text of an existing one added or changed; the
 * schedule, currency, category and order are set in every language of the
 * id. A category the site does not have is refused naming `gt_id`. 133: no
 * such promotion on the site; 132: no such site.
 */
export const adminPromotionSave = defineEndpoint({
  path: '/admin/content/promotions/save',
  method: 'POST',
  write: true,
  request: adminPromotionInputSchema,
  response: adminPromotionSchema,
})

/**
 * `POST /admin/content/promotions/remove` (`content.manage`): removes one
 * language's text of a promotion, or (no `language`) the promotion in every
 * language. 133.
 */
export const adminPromotionRemove = defineEndpoint({
  path: '/admin/content/promotions/remove',
  method: 'POST',
  write: true,
  request: z.object({ site_id: siteField, id: idSchema, language: z.optional(languageSchema) }),
  response: z.object({ id: z.int(), languages: z.array(languageSchema) }),
})

// ---------- FAQ ----------

export const adminFaqGroupSchema = z.object({
  key: z.string(),
  title: z.string(),
  sort: z.int(),
  /** How many articles it holds in this language. */
  articles: z.int(),
})
export type AdminFaqGroup = z.infer<typeof adminFaqGroupSchema>

export const adminFaqSchema = z.object({
  id: z.int(),
  site_id: z.string(),
  language: languageSchema,
  group: z.string(),
  title: z.string(),
  content: z.string(),
  sort: z.int(),
  updated_at: z.string(),
  /** The languages this id has a text in (this one included). */
  languages: z.array(languageSchema),
})
export type AdminFaq = z.infer<typeof adminFaqSchema>

/**
 * `POST /admin/content/faq` (`content.read`): one language's FAQ groups (by
 * `sort`, then key) and articles (by group, `sort`, then `id`), no fallback.
 */
export const adminFaqs = defineEndpoint({
  path: '/admin/content/faq',
  method: 'POST',
  write: false,
  request: z.object({ site_id: siteField, language: languageSchema }),
  response: z.object({ groups: z.array(adminFaqGroupSchema), list: z.array(adminFaqSchema) }),
})

/**
 * `POST /admin/content/faq/groups/save` (`content.manage`): adds a group's
 * heading in a language, or changes its heading or order. 132.
 */
export const adminFaqGroupSave = defineEndpoint({
  path: '/admin/content/faq/groups/save',
  method: 'POST',
  write: true,
  request: z.object({
    site_id: siteField,
    language: languageSchema,
    key: faqGroupKeySchema,
    title: titleSchema,
    sort: sortSchema,
  }),
  response: adminFaqGroupSchema,
})

/**
 * `POST /admin/content/faq/groups/remove` (`content.manage`): removes an
 * empty group of a language. 135: no such group; 136: it still holds articles.
 */
export const adminFaqGroupRemove = defineEndpoint({
  path: '/admin/content/faq/groups/remove',
  method: 'POST',
  write: true,
  request: z.object({ site_id: siteField, language: languageSchema, key: faqGroupKeySchema }),
  response: z.object({ key: z.string() }),
})

/**
 * `POST /admin/content/faq/save` (`content.manage`): a new article (no `id`),
 * or one language's text of an existing one added or changed. Its group must
 * have a heading in that language. 134: no such article; 135: no such group;
 * 132: no such site.
 */
export const adminFaqSave = defineEndpoint({
  path: '/admin/content/faq/save',
  method: 'POST',
  write: true,
  request: z.object({
    id: z.optional(idSchema),
    site_id: siteField,
    language: languageSchema,
    group: faqGroupKeySchema,
    title: titleSchema,
    content: htmlSchema,
    sort: sortSchema,
  }),
  response: adminFaqSchema,
})

/**
 * `POST /admin/content/faq/remove` (`content.manage`): removes one language's
 * text of an article, or (no `language`) the article in every language. 134.
 */
export const adminFaqRemove = defineEndpoint({
  path: '/admin/content/faq/remove',
  method: 'POST',
  write: true,
  request: z.object({ site_id: siteField, id: idSchema, language: z.optional(languageSchema) }),
  response: z.object({ id: z.int(), languages: z.array(languageSchema) }),
})
