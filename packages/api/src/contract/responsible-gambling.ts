import {
  RG_EXCLUSION_KINDS,
  RG_LIMIT_KINDS,
  RG_PERIODS,
  REALITY_CHECK_MINUTES,
  type RgLimitKind,
  type RgPeriod,
} from '@lobby/domain'
import { z } from 'zod/mini'
import { defineEndpoint } from './endpoint.ts'

/**
 * Responsible gambling (issue 25; docs/contract.md "Responsible gambling"): the member's limits, what is left of
 * each, a loosening waiting for its 24 hours, the reality check, a time-out or self-exclusion, and the monthly
 * statement. Every call is a member call (HTTP 401 without a live token). Money in minor units; a session limit in
 * minutes. The server enforces each limit on every path that takes money (deposit orders, play1, house rounds,
 * transfers into a provider wallet); a refusal is one of `RG_CODE`, its `data` a `RgRefusal`.
 */

const emptyBodySchema = z.optional(z.object({}))
const kindSchema = z.enum(RG_LIMIT_KINDS)
const periodSchema = z.enum(RG_PERIODS)

/** Refusals (docs/contract.md lists each with its message). */
export const RG_CODE = {
  /** The deposit order is more than the deposit limit leaves (`data`: `RgRefusal`). */
  depositLimit: '170',
  /** The loss limit is reached, or the stake could lose more than it leaves (`data`: `RgRefusal`). */
  lossLimit: '171',
  /** The wager limit is reached, or the stake is more than it leaves (`data`: `RgRefusal`). */
  wagerLimit: '172',
  /** The session time limit is used up: no game until it renews (`data`: `RgRefusal`, `left` in minutes). */
  sessionLimit: '173',
  /** Login refused: a time-out or self-exclusion runs (`data`: `RgExclusion`). */
  excluded: '174',
  /** `limit/cancel`: nothing is waiting to apply for that limit. */
  nothingPending: '175',
} as const

/** What a limit refusal carries: which limit, what is left of it and when it renews (ISO 8601 UTC). */
export const rgRefusalSchema = z.object({
  kind: kindSchema,
  period: periodSchema,
  limit: z.int(),
  left: z.int(),
  renews_at: z.string(),
})
export type RgRefusal = z.infer<typeof rgRefusalSchema>

/** A time-out or self-exclusion: until when (null: permanent). */
export const rgExclusionSchema = z.object({
  kind: z.enum(RG_EXCLUSION_KINDS),
  ends_at: z.nullable(z.string()),
})
export type RgExclusion = z.infer<typeof rgExclusionSchema>

/** One limit (every kind × period is listed, set or not). */
export const rgLimitSchema = z.object({
  kind: kindSchema,
  period: periodSchema,
  /** In force now: minor units, minutes for `session`; null, no limit. */
  amount: z.nullable(z.int()),
  /** A raise or removal waiting (null amount: removal), and when it applies (ISO 8601 UTC). */
  pending: z.nullable(z.object({ amount: z.nullable(z.int()), effective_at: z.string() })),
  /** Used so far in this period (minor units, or minutes played). */
  used: z.int(),
  /** What is left (never below 0); null without a limit. */
  left: z.nullable(z.int()),
  /** When this period ends and the count starts again (ISO 8601 UTC). */
  renews_at: z.string(),
})
export type RgLimit = z.infer<typeof rgLimitSchema>

export const rgSettingsSchema = z.object({
  currency: z.string(),
  limits: z.array(rgLimitSchema),
  /** Minutes between reality checks while a game is open; null, off. */
  reality_check_minutes: z.nullable(z.union(REALITY_CHECK_MINUTES.map((m) => z.literal(m)))),
})
export type RgSettings = z.infer<typeof rgSettingsSchema>

/** `POST /member/responsible-gambling` (member, read): the settings, pending changes and what is left of each limit. */
export const rgSettings = defineEndpoint({
  path: '/member/responsible-gambling',
  method: 'POST',
  write: false,
  request: emptyBodySchema,
  response: rgSettingsSchema,
})

/**
 * `POST /member/responsible-gambling/limit` (member, write): sets one limit. `amount` in minor units (minutes for
 * `session`, at most the period's length); null removes it. Adding or lowering applies at once; raising or removing
 * applies 24 hours later (shown as `pending`); asking for the amount in force cancels a pending change. Answers
 * the settings.
 */
export const rgSetLimit = defineEndpoint({
  path: '/member/responsible-gambling/limit',
  method: 'POST',
  write: true,
  request: z.object({
    kind: kindSchema,
    period: periodSchema,
    amount: z.nullable(z.int().check(z.positive(), z.maximum(Number.MAX_SAFE_INTEGER))),
  }),
  response: rgSettingsSchema,
})

/** `POST /member/responsible-gambling/limit/cancel` (member, write): drops a pending raise or removal. 175: none. */
export const rgCancelLimit = defineEndpoint({
  path: '/member/responsible-gambling/limit/cancel',
  method: 'POST',
  write: true,
  request: z.object({ kind: kindSchema, period: periodSchema }),
  response: rgSettingsSchema,
})

/** `POST /member/responsible-gambling/reality-check` (member, write): the reality check's interval; null, off. */
export const rgRealityCheck = defineEndpoint({
  path: '/member/responsible-gambling/reality-check',
  method: 'POST',
  write: true,
  request: z.object({ minutes: z.nullable(z.union(REALITY_CHECK_MINUTES.map((m) => z.literal(m)))) }),
  response: rgSettingsSchema,
})

/**
 * `POST /member/responsible-gambling/exclude` (member, write): a time-out (`days` 1, 7 or 30) or self-exclusion
 * (183, 365, 1826, or 0: permanent). Every session of the member ends at once (tokens, sockets, an open game);
 * login answers 174 with the end until it passes. Neither the member nor an agent can lift it early.
 */
export const rgExclude = defineEndpoint({
  path: '/member/responsible-gambling/exclude',
  method: 'POST',
  write: true,
  request: z.object({ kind: z.enum(RG_EXCLUSION_KINDS), days: z.int().check(z.nonnegative()) }),
  response: rgExclusionSchema,
})

/**
 * `POST /member/responsible-gambling/session` (member, read): the open game session for the reality check: when it
 * started and its net result so far (wins less stakes, minor units); `open` false when no game is open.
 */
export const rgSession = defineEndpoint({
  path: '/member/responsible-gambling/session',
  method: 'POST',
  write: false,
  request: emptyBodySchema,
  response: z.object({
    open: z.boolean(),
    started_at: z.nullable(z.string()),
    net: z.int(),
    reality_check_minutes: z.nullable(z.int()),
  }),
})

export const rgStatementMonthSchema = z.object({
  /** `YYYY-MM`, the site's calendar. */
  month: z.string(),
  deposits: z.int(),
  withdrawals: z.int(),
  bets: z.int(),
  wins: z.int(),
  /** Wins less stakes: negative when the member lost. */
  net: z.int(),
})
export type RgStatementMonth = z.infer<typeof rgStatementMonthSchema>

/** `POST /member/responsible-gambling/statement` (member, read): the last `months` months (1 to 24, default 12), oldest first. */
export const rgStatement = defineEndpoint({
  path: '/member/responsible-gambling/statement',
  method: 'POST',
  write: false,
  request: z._default(z.object({ months: z._default(z.int().check(z.minimum(1), z.maximum(24)), 12) }), {
    months: 12,
  }),
  response: z.object({ currency: z.string(), months: z.array(rgStatementMonthSchema) }),
})

/** Every kind × period, in the order the member centre lists them. */
export const RG_LIMIT_SLOTS: readonly { kind: RgLimitKind; period: RgPeriod }[] = RG_LIMIT_KINDS.flatMap((kind) =>
  RG_PERIODS.map((period) => ({ kind, period })),
)
