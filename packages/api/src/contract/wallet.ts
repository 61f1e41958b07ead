import { z } from 'zod/mini'
import { defineEndpoint } from './endpoint.ts'
import { currencySchema, siteIdSchema, supportDeviceSchema } from './games.ts'
import { gpIdSchema, gtIdSchema } from './lobby.ts'

/**
 * Real play and wallets (spec sections 3, 4, 5, 7, 8). Every call here is a
 * member call: without a live token it answers HTTP 401 before the body is
 * read.
 *
 * Money is an integer in the currency's smallest unit (`CURRENCY_MINOR_DIGITS`).
 * A member has a main wallet (`member_cash` of the layout) and one wallet per
 * game provider. Launching a game moves the main balance into that provider's
 * wallet; leaving it, or a balance pull, moves provider money back. Every
 * change is a ledger row written in the same transaction as the balance, and
 * the ledger always sums to the balances.
 */

const emptyBodySchema = z.optional(z.object({}))

// ---------------------------------------------------------------------------
// Game play

/**
 * A path of this site: one leading `/` followed by anything but a second
 * `/` or a `\`, with no backslash, whitespace or control character anywhere,
 * also once percent-decoded. `//evil.example`, `/\evil.example`,
 * `javascript:…`, `https://…` and `/%2F%2Fevil.example` (which a browser or a
 * proxy may read as another host) are all refused.
 */
export function isSitePath(value: string): boolean {
  let decoded: string
  try {
    decoded = decodeURIComponent(value)
  } catch {
    return false
  }
  // eslint-disable-next-line no-control-regex
  const unsafe = (v: string) => !/^\/(?![/\\])/.test(v) || /[\\\s\x00-\x1f\x7f]/.test(v)
  return !unsafe(value) && !unsafe(decoded)
}

export const sitePathSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(2048), z.refine(isSitePath, 'a path of this site, starting with one /'))

/**
 * `POST /member/game/play1` (member, write). Opens a game session on the
 * provider, moves the main balance into the provider's wallet (unless the
 * provider's transfers are disabled), and answers at once; the game's address
 * follows on `member.{member_id}` as `game.url` once the provider answers.
 * An open session of another game is closed first (its money stays in its
 * provider wallet until a pull).
 *
 * Codes: 203 the provider is in maintenance (`data.maintain` has the interval;
 * nothing is written); 104 provider unknown or inactive; 105 game unknown for
 * that provider; 106 the member's wallet is frozen (`wallet_status` 0).
 */
export const gamePlay = defineEndpoint({
  path: '/member/game/play1',
  method: 'POST',
  write: true,
  request: z.object({
    gpId: gpIdSchema,
    game_type: gtIdSchema,
    game_code: z.string().check(z.minLength(1), z.maxLength(64)),
    /** Where the game's lobby button returns to: a path of this site (`/close`), never another site. */
    lobby_url: sitePathSchema,
    device: supportDeviceSchema,
    extra: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  }),
  response: z.object({
    game_session_id: z.string(),
    gp_id: z.string(),
    /** Amount moved from the main wallet into the provider's wallet by this launch. */
    transferred: z.int(),
    /** `disabled`: the provider takes no transfers; the game plays on what its wallet already holds (957 follows). */
    forward: z.union([z.literal('done'), z.literal('disabled'), z.literal('failed')]),
  }),
})

/** `data` of a 203 answer of `play1`: the provider's maintenance interval (ISO 8601, UTC). */
export const maintainSchema = z.object({ start_at: z.string(), end_at: z.string() })
export type MaintainInterval = z.infer<typeof maintainSchema>
export const maintenanceDataSchema = z.object({ gp_id: z.string(), maintain: maintainSchema })

/** The maintenance interval of a 203 answer's `data`, or null when it carries none. */
export function maintenanceOf(data: unknown): MaintainInterval | null {
  const parsed = z.safeParse(maintenanceDataSchema, data)
  return parsed.success ? parsed.data.maintain : null
}

/** Business codes of `play1` (spec section 8: 203 maintenance). */
export const GAME_PLAY_CODE = {
  maintenance: '203',
  providerNotFound: '104',
  gameNotFound: '105',
  walletFrozen: '106',
} as const

/**
 * `POST /member/game/leave1` (member, write). Closes the member's open game
 * session and moves its provider's wallet back to the main wallet; answers
 * what moved. With no open session it closes nothing and moves nothing. If
 * the provider fails the transfer, the session still closes and the money
 * stays in the provider wallet (`pulled` 0) for a later pull.
 */
export const gameLeave = defineEndpoint({
  path: '/member/game/leave1',
  method: 'POST',
  write: true,
  request: emptyBodySchema,
  response: z.object({
    closed: z.boolean(),
    gp_id: z.nullable(z.string()),
    pulled: z.int(),
    cash: z.int(),
    total: z.int(),
  }),
})

// ---------------------------------------------------------------------------
// Wallets

/**
 * One provider wallet (spec section 3: gp_id, is_light, icon_dark). `is_light`
 * is the provider's icon for the light theme, `icon_dark` for the dark one.
 */
export const walletEntrySchema = z.object({
  gp_id: z.string(),
  gp_name: z.string(),
  is_light: z.string(),
  icon_dark: z.string(),
  balance: z.int(),
  /** 1 while the provider is in maintenance: its money cannot move. */
  maintenance: z.union([z.literal(0), z.literal(1)]),
})
export type WalletEntry = z.infer<typeof walletEntrySchema>

/**
 * `POST /member/profile/my_cash` (member, read): the main balance, every
 * provider wallet of the member's currency (providers the member never
 * played hold 0), and the total of all.
 */
export const myCash = defineEndpoint({
  path: '/member/profile/my_cash',
  method: 'POST',
  write: false,
  abortOnUnauthorized: true,
  request: emptyBodySchema,
  response: z.object({ cash: z.int(), total: z.int(), my_cash_list: z.array(walletEntrySchema) }),
})

/** What happened to one provider in a pull. */
export const PULL_STATUS = { done: 'done', failed: 'failed', skipped: 'skipped' } as const
export const pullResultSchema = z.object({
  gp_id: z.string(),
  status: z.union([z.literal('done'), z.literal('failed'), z.literal('skipped')]),
  /** Amount moved back to the main wallet (0 unless `done`). */
  amount: z.int(),
  /** Why it failed or was skipped: `empty`, `maintenance`, `timeout`, `provider_error`, `transfers_disabled`. */
  reason: z.optional(z.string()),
})
export type PullResult = z.infer<typeof pullResultSchema>

export const pullAnswerSchema = z.object({
  results: z.array(pullResultSchema),
  cash: z.int(),
  total: z.int(),
  /** True when this answer is the stored answer of an earlier call with the same `Idempotency-Key`. */
  replayed: z.boolean(),
})

/**
 * Business codes of the balance pulls (spec section 8: 101-105 show
 * `one_key_err_code_101` to `_105`).
 */
export const BALANCE_PULL_CODE = {
  /** A game session is open: leave the game first. */
  gameOpen: '101',
  /** Another pull of this member is still running. */
  pullRunning: '102',
  /** The member's wallet is frozen (`wallet_status` 0). */
  walletFrozen: '103',
  /** Every provider holding money failed: nothing moved. */
  allFailed: '104',
  /** A pull ran less than `BALANCE_PULL_COOLDOWN_MS` ago. */
  tooSoon: '105',
} as const

/** The server-side cooldown between two pulls of one member: the domain's (spec section 9: 10 s). */
export { BALANCE_PULL_COOLDOWN_MS } from '@lobby/domain'

/** Header carrying a client-chosen key: a repeated pull with the same key answers the first answer and moves nothing. */
export const IDEMPOTENCY_HEADER = 'idempotency-key'
export const idempotencyKeySchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, '8 to 64 letters, digits, _ or -'))

/**
 * `POST /member/profile/balance/all/back` (member, write; no body). Pulls
 * every provider wallet holding money back to the main wallet, each provider
 * on its own: one failing does not undo the others. `all_transfer_back`
 * follows on `member.{member_id}`. Send an `Idempotency-Key` header: a repeat
 * with the same key (within 24 h) answers the first answer with `replayed`.
 */
export const balanceAllBack = defineEndpoint({
  path: '/member/profile/balance/all/back',
  method: 'POST',
  write: true,
  request: emptyBodySchema,
  response: pullAnswerSchema,
})

/**
 * `POST /member/profile/balance_get_back` (member, write; no body, or
 * `{gp_id}`). Pulls one provider back: `gp_id`, or without it the provider of
 * the member's last game. Same codes and idempotency as the pull of all.
 */
export const balanceGetBack = defineEndpoint({
  path: '/member/profile/balance_get_back',
  method: 'POST',
  write: true,
  request: z.optional(z.object({ gp_id: z.optional(gpIdSchema) })),
  response: pullAnswerSchema,
})

/**
 * `POST /arks/web/cash_surplus/check` (member, read): `active` 1 when money
 * sits in a provider wallet outside any open game (a pull would return it).
 */
export const cashSurplusCheck = defineEndpoint({
  path: '/arks/web/cash_surplus/check',
  method: 'POST',
  write: false,
  request: z.object({ site_id: siteIdSchema, currency: currencySchema }),
  response: z.object({ active: z.union([z.literal(0), z.literal(1)]) }),
})

// ---------------------------------------------------------------------------
// House games

/** House game kinds: one real page each, betting against the provider wallet. */
export const HOUSE_GAME_KINDS = ['slot', 'crash', 'live', 'sport', 'lottery', 'card'] as const
export type HouseGameKind = (typeof HOUSE_GAME_KINDS)[number]
