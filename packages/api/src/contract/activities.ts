import { z } from 'zod/mini'
import { defineEndpoint } from './endpoint.ts'
import { currencySchema, siteIdSchema } from './games.ts'

/**
 * Letters, red envelopes and the roulette (spec sections 3, 4, 7 and 8; the
 * cash-surplus check is in wallet.ts). Every call here is a member call:
 * without a live token it answers HTTP 401 before the body is read. Money is
 * in the currency's minor unit, like every wallet figure.
 */

const flagSchema = z.union([z.literal(0), z.literal(1)])
const emptyBodySchema = z.optional(z.object({}))
const idSchema = z.int().check(z.positive())
const isoTimeSchema = z.string().check(z.minLength(20), z.maxLength(32))

// ---------------------------------------------------------------------------
// Letters (personal messages)

/** Letters per page the client asks for (spec section 9), and the most a page may hold. */
export const LETTER_COUNT = 50

export const letterSchema = z.object({
  id: idSchema,
  title: z.string(),
  /** Plain text; line breaks are kept, markup is never interpreted. */
  content: z.string(),
  /** ISO 8601 UTC. */
  created_at: z.string(),
  is_read: flagSchema,
})
export type Letter = z.infer<typeof letterSchema>

/**
 * `POST /arks/web/member/letter` (member, read; cancelled on 401): one page of
 * the member's letters that are not deleted and are written for every
 * language or for `language` (the page's), with the counters of those
 * letters: `total_count` listed, `unread_count` not yet read. `active` 1
 * (what the site sends) lists the letters still in the inbox. `sort_field`
 * is `id`, newest first with `desc`.
 */
export const letterList = defineEndpoint({
  path: '/arks/web/member/letter',
  method: 'POST',
  write: false,
  abortOnUnauthorized: true,
  request: z.object({
    active: z._default(z.literal(1), 1),
    count: z._default(z.int().check(z.minimum(1), z.maximum(LETTER_COUNT)), LETTER_COUNT),
    language: z.string().check(z.regex(/^[a-z]{2}_[A-Z]{2}$/)),
    page: z._default(z.int().check(z.minimum(1), z.maximum(100_000)), 1),
    site_id: siteIdSchema,
    sort_field: z._default(z.literal('id'), 'id'),
    sort_order: z._default(z.enum(['asc', 'desc']), 'desc'),
  }),
  response: z.object({ list: z.array(letterSchema), total_count: z.int(), unread_count: z.int() }),
})

/** Letter answers when the id is not one of the member's letters (or is deleted). */
export const LETTER_NOT_FOUND_CODE = '102'

/**
 * `POST /arks/web/member/letter/read` (member, write): marks the letter read
 * (reading it again changes nothing) and sends `letter.read` on the member's
 * channel. 102 not the member's letter.
 */
export const letterRead = defineEndpoint({
  path: '/arks/web/member/letter/read',
  method: 'POST',
  write: true,
  abortOnUnauthorized: true,
  request: z.object({ id: idSchema }),
  response: z.object({ id: idSchema, is_read: z.literal(1) }),
})

/**
 * `POST /arks/web/member/letter/destroy` (member, write): deletes the letter
 * from the inbox and sends `letter.delete`. 102 not the member's letter (a
 * second delete of the same letter answers 102 and changes nothing).
 */
export const letterDestroy = defineEndpoint({
  path: '/arks/web/member/letter/destroy',
  method: 'POST',
  write: true,
  abortOnUnauthorized: true,
  request: z.object({ id: idSchema }),
  response: z.object({ id: idSchema }),
})

// ---------------------------------------------------------------------------
// Red envelope

export const redEnvelopeSchema = z.object({
  id: idSchema,
  /** ISO 8601 UTC; shown counting down, and in America/Caracas. */
  start_at: isoTimeSchema,
  end_at: isoTimeSchema,
  /** 1 once this member has claimed it; `cash` is then what they won. */
  claimed: flagSchema,
  cash: z.optional(z.int()),
  /** Shares left to claim. */
  remaining: z.int(),
})
export type RedEnvelope = z.infer<typeof redEnvelopeSchema>

/**
 * `POST /arks/web/activity/red_envelope_promotion` (member, read; cancelled on
 * 401): the red envelope running now for the member's site and currency,
 * or `envelope: null`. An envelope the member claimed stays, with `claimed`
 * 1, until it ends.
 */
export const redEnvelopePromotion = defineEndpoint({
  path: '/arks/web/activity/red_envelope_promotion',
  method: 'POST',
  write: false,
  abortOnUnauthorized: true,
  request: emptyBodySchema,
  response: z.object({ envelope: z.nullable(redEnvelopeSchema) }),
})

/** Red-envelope claim answers besides 100 (spec section 8: 102 shows its message and clears the envelope). */
export const RED_ENVELOPE_CODE = {
  /** Not running (unknown, not started, ended, another currency) or every share taken. */
  gone: '102',
  /** This member already claimed it; `data.cash` is what they won then. */
  claimed: '103',
  /** The member's wallet is frozen (`wallet_status` 0): nothing can be paid into it, nothing is claimed. */
  walletFrozen: '104',
} as const

/**
 * `POST /arks/web/activity/red_envelope` (member, write; cancelled on 401):
 * claims one share of the envelope. The share is decided by the server and
 * paid to the main wallet through the ledger in the same transaction; a
 * member claims once. 102 gone, 103 already claimed, 104 the member's wallet
 * is frozen (like the roulette's 2093103; nothing is written).
 */
export const redEnvelopeClaim = defineEndpoint({
  path: '/arks/web/activity/red_envelope',
  method: 'POST',
  write: true,
  abortOnUnauthorized: true,
  request: z.object({ id: idSchema }),
  response: z.object({ id: idSchema, cash: z.int(), balance: z.int() }),
})

// ---------------------------------------------------------------------------
// Roulette

export const roulettePrizeSchema = z.object({
  prize_id: idSchema,
  name: z.string(),
  /** Cash paid to the main wallet when this prize is drawn; 0 for "thanks for playing". */
  cash: z.int(),
  /** The prize's picture, a site path such as `/media/roulette/prize-cash.svg`. */
  image: z.string(),
})
export type RoulettePrize = z.infer<typeof roulettePrizeSchema>

/**
 * `POST /arks/web/activity/roulette` (member, read; cancelled on 401): the
 * roulette running now for the member's site and currency, with its prize
 * settings in wheel order, or `roulette: null`.
 */
export const rouletteSettings = defineEndpoint({
  path: '/arks/web/activity/roulette',
  method: 'POST',
  write: false,
  abortOnUnauthorized: true,
  request: emptyBodySchema,
  response: z.object({
    roulette: z.nullable(
      z.object({
        id: idSchema,
        start_at: isoTimeSchema,
        end_at: isoTimeSchema,
        prize_settings: z.array(roulettePrizeSchema),
      }),
    ),
  }),
})

/**
 * `POST /arks/web/activity/roulette/info` (member, read; cancelled on 401):
 * the member's remaining draws on the running roulette. 2095101 no roulette
 * is running for the member (its message is shown).
 */
export const rouletteInfo = defineEndpoint({
  path: '/arks/web/activity/roulette/info',
  method: 'POST',
  write: false,
  abortOnUnauthorized: true,
  request: emptyBodySchema,
  response: z.object({ id: idSchema, remaining_draws: z.int() }),
})

/**
 * `POST /arks/web/activity/roulette/spin` (member, write; cancelled on 401):
 * spends one draw and draws a prize on the server (weighted, from a
 * cryptographic source); a cash prize is paid to the main wallet through the
 * ledger in the same transaction. 2093101 no draws left, 2093102 the
 * roulette is not running, 2093103 the member's wallet is frozen (no prize
 * could be paid), 2093104 the roulette is not for the member's site and
 * currency. Spins of one member are decided one after another, so two at
 * once never spend more draws than there are.
 */
export const rouletteSpin = defineEndpoint({
  path: '/arks/web/activity/roulette/spin',
  method: 'POST',
  write: true,
  abortOnUnauthorized: true,
  request: z.object({ id: idSchema }),
  response: z.object({ prize_id: idSchema, cash: z.int(), remaining_draws: z.int(), balance: z.int() }),
})

// ---------------------------------------------------------------------------
// Dev hooks (the operator's side; only when `LOBBY_DEV_HOOKS` is on)

const devMemberRef = {
  site_id: z._default(siteIdSchema, 'lobby-demo'),
  member_account: z.string().check(z.minLength(1), z.maxLength(64)),
}

/**
 * `POST /api/dev/letters`: sends a letter to one member (`member_account`) or
 * to every member of the site (`all: true`), for every language or one.
 * Each receiver gets `letter.sent` on its channel.
 */
export const devLetterSchema = z.object({
  site_id: z._default(siteIdSchema, 'lobby-demo'),
  member_account: z.optional(devMemberRef.member_account),
  all: z.optional(z.boolean()),
  language: z.optional(z.string().check(z.regex(/^[a-z]{2}_[A-Z]{2}$/))),
  title: z.string().check(z.minLength(1), z.maxLength(200)),
  content: z.string().check(z.minLength(1), z.maxLength(20_000)),
})

/**
 * `POST /api/dev/red-envelopes`: starts a red envelope for a site and
 * currency: `pool` (minor units) split into `shares` random shares of at
 * least 1 each, open from now (or `start_at`) for `duration_s` seconds.
 * Members of the currency get `RedEnvelopeDisplay` on `member.{currency}`.
 */
export const devRedEnvelopeSchema = z.object({
  site_id: z._default(siteIdSchema, 'lobby-demo'),
  currency: currencySchema,
  pool: z.int().check(z.positive(), z.maximum(1_000_000_000_000)),
  shares: z.int().check(z.positive(), z.maximum(100_000)),
  duration_s: z.int().check(z.positive(), z.maximum(30 * 24 * 3600)),
  start_at: z.optional(isoTimeSchema),
})

export const devRoulettePrizeSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(40)),
  cash: z.int().check(z.minimum(0), z.maximum(1_000_000_000)),
  /** Relative chance; 0 never drawn. */
  weight: z.int().check(z.minimum(0), z.maximum(1_000_000)),
})

/**
 * `POST /api/dev/roulette`: starts a roulette for a site and currency with
 * 2 to 12 prizes (at least one with a weight), for `duration_s` seconds; it
 * ends any roulette running there. Members of the currency get
 * `roulette_display` on `member.{currency}`.
 */
export const devRouletteSchema = z.object({
  site_id: z._default(siteIdSchema, 'lobby-demo'),
  currency: currencySchema,
  prizes: z.array(devRoulettePrizeSchema).check(z.minLength(2), z.maxLength(12)),
  duration_s: z.int().check(z.positive(), z.maximum(30 * 24 * 3600)),
})

/** `POST /api/dev/activities/stop`: ends every red envelope and roulette running for a site and currency now. */
export const devStopActivitiesSchema = z.object({
  site_id: z._default(siteIdSchema, 'lobby-demo'),
  currency: currencySchema,
})

/** `POST /api/dev/roulette/draws`: gives a member `draws` more draws on the roulette running for their currency. */
export const devRouletteDrawsSchema = z.object({
  ...devMemberRef,
  draws: z.int().check(z.positive(), z.maximum(10_000)),
})

/**
 * `POST /api/dev/deposits`: a completed deposit, as the payment provider's
 * callback would report it: credits the main wallet through the ledger and
 * sends `member.cash` and `member_deposit.success` (with the order number,
 * the amount and the member's deposit count).
 */
export const devDepositSchema = z.object({
  ...devMemberRef,
  amount: z.int().check(z.positive(), z.maximum(1_000_000_000)),
  order_number: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{4,40}$/))),
})

/**
 * `POST /api/dev/members/clean-cache`: the operator's "clean app cache" for
 * one member (`member_account`) or every member of the site (`all: true`):
 * `app_clean_cache` on their channels.
 */
export const devCleanCacheSchema = z.object({
  site_id: z._default(siteIdSchema, 'lobby-demo'),
  member_account: z.optional(devMemberRef.member_account),
  all: z.optional(z.boolean()),
})

/** `POST /api/dev/realtime/emit`: sends any event with any payload on any channel (QA of client handlers). */
export const devEmitSchema = z.object({
  channel: z.string().check(z.minLength(1), z.maxLength(128)),
  event: z.string().check(z.minLength(1), z.maxLength(64)),
  payload: z.optional(z.record(z.string(), z.unknown())),
})
