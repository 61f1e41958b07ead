import { z } from 'zod/mini'
import { languageSchema } from './content.ts'
import { defineEndpoint } from './endpoint.ts'
import { currencySchema, siteIdSchema } from './games.ts'

/**
 * The data behind the site's content pages (spec section 2): /discount and
 * /discount/{id} (promotions), /faq and /faq/{id} (help articles). The spec
 * names the routes but not their calls; these are ours. Both are visitor
 * reads, answered per site and language.
 *
 * Ids name the promotion or the article, not one language's text of it: the
 * same id in zh_CN and en_US is the same offer or question, so a link such
 * as the footer's `/faq/1` works whatever language the visitor reads in.
 *
 * Language fallback (the model lists' rule): when the site has nothing at all
 * in the asked language, the en_US list is answered instead.
 */

/** ISO 8601 timestamp in UTC, e.g. `2024-06-01T08:00:00.000Z`. */
const isoTime = z.string().check(z.minLength(1))

/** Intrinsic size of every promotion picture (16:9), so the client can reserve the space before it loads. */
export const PROMOTION_PHOTO_SIZE = { width: 960, height: 540 } as const

// ---------- promotions (/discount) ----------

export const promotionSchema = z.object({
  id: z.int(),
  /** Plain text. */
  title: z.string(),
  /** One or two sentences of plain text for the list card. */
  summary: z.string(),
  /** Full terms as HTML written by the operator. UNTRUSTED: the client must sanitise it. */
  content: z.string(),
  /** Card picture served by the server (`/media/promotion/...`), `PROMOTION_PHOTO_SIZE`. */
  photo_path: z.string(),
  /** Game category the offer is for (2 slot, 3 live, 4 sport, ...); null for every category. */
  gt_id: z.nullable(z.int()),
  start_at: isoTime,
  /** Null when the offer runs until further notice. */
  end_at: z.nullable(isoTime),
  sort: z.int(),
})
export type Promotion = z.infer<typeof promotionSchema>

/**
 * Promotions running now (`start_at <= now`, `end_at` null or later than now)
 * for the currency (offers for one currency, or for every currency), ordered
 * by `sort`, then `id`. Codes: `102` site not found, `103` currency not offered.
 */
export const promotionList = defineEndpoint({
  path: '/arks/web/promotion/list',
  method: 'POST',
  write: false,
  request: z.object({ site_id: siteIdSchema, currency: currencySchema, language: languageSchema }),
  response: z.object({ list: z.array(promotionSchema) }),
})

// ---------- FAQ (/faq) ----------

export const faqSchema = z.object({
  id: z.int(),
  /** Stable group key, e.g. `account`, `deposit`, `games`, `about`. */
  group: z.string(),
  /** The group's heading in the answered language. */
  group_title: z.string(),
  /** The question. Plain text. */
  title: z.string(),
  /** The answer as HTML written by the operator. UNTRUSTED: the client must sanitise it. */
  content: z.string(),
  /** Order inside the group. */
  sort: z.int(),
})
export type Faq = z.infer<typeof faqSchema>

/** Every article of the site, ordered by group, then `sort`, then `id`. Code `102` site not found. */
export const faqList = defineEndpoint({
  path: '/arks/web/faq/list',
  method: 'POST',
  write: false,
  request: z.object({ site_id: siteIdSchema, language: languageSchema }),
  response: z.object({ list: z.array(faqSchema) }),
})
