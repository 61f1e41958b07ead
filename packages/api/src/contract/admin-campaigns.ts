import { z } from 'zod/mini'
import {
  accountSchema,
  decisionFields,
  instantSchema,
  pageSchema,
  pageSizeSchema,
  rejectionNeedsReason,
} from './admin.ts'
import { adjustmentThreshold } from './admin-members.ts'
import { defineEndpoint } from './endpoint.ts'
import { currencySchema, siteIdSchema } from './games.ts'

/**
 * The operator console's calls (issue 24), letters (one member, a segment, everyone) and campaigns (red
 * envelopes, roulettes, their results). Codes 140–149. Letters need `content.read` / `content.manage`,
 * campaigns `campaigns.read` / `campaigns.manage`. A site that does not offer the currency answers the
 * shared 103 (`server.currency.not_offered`), an unknown site 102. Money is in minor units.
 */

/** Business codes of the letter and campaign calls (the envelope's `code`; HTTP 200). */
export const ADMIN_CAMPAIGNS_CODE = {
  /** A letter to one member: no such member on that site. */
  memberNotFound: '140',
  /** A letter to an agent's line: no such agent on that site. */
  agentNotFound: '141',
  /** The letter's target holds no active member: nothing was sent. */
  noReceivers: '142',
  /** No such red envelope or roulette. */
  campaignNotFound: '143',
  /** Another roulette of the site and currency runs (or is scheduled) within that window: stop it first. */
  rouletteOverlaps: '144',
  /** The campaign is not waiting for approval (approved or rejected already). */
  campaignNotPending: '145',
  /** Four eyes: the operator who created the campaign may not decide it. */
  ownCampaign: '146',
  /** Four eyes: the creator made this operator's account or set its password or second factor (may reject, not approve). */
  approverMadeByCreator: '147',
  /** Draws for a member of another currency than the roulette's. */
  memberNotInRoulette: '148',
  /** Draws on a roulette that has ended or was rejected. */
  rouletteClosed: '149',
} as const

/**
 * Four eyes on campaign money, the same bound as a balance adjustment's (1,000 major units of the currency):
 * while what one operator started alone in the currency over 24 hours, a red envelope's pool or a roulette's
 * budget, this one included, stays within it, the campaign is approved at once; above, it waits (`pending`,
 * shown to no member) until another operator with `campaigns.manage` approves it.
 */
export function campaignApprovalThreshold(currency: string): number {
  return adjustmentThreshold(currency)
}

export const CAMPAIGN_APPROVALS = ['approved', 'pending', 'rejected'] as const
export type CampaignApproval = (typeof CAMPAIGN_APPROVALS)[number]

/** Who asked for a campaign and who decided it (four eyes); null where nobody had to. */
const approvalFields = {
  approval: z.enum(CAMPAIGN_APPROVALS),
  /** The operator who created it (null: older campaigns and the dev hooks). */
  requested_by: z.nullable(z.string()),
  /** The second operator who approved or rejected it (null: approved at once, or pending). */
  decided_by: z.nullable(z.string()),
  decided_at: z.nullable(z.string()),
  /** Why it was rejected ('' otherwise). */
  decision_reason: z.string(),
}

/** The smallest share of a red envelope (minor units): a pool must cover `shares` of them. */
export const RED_ENVELOPE_MIN_SHARE = 1
export const ROULETTE_PRIZES_MIN = 2
export const ROULETTE_PRIZES_MAX = 12

export const LETTER_TARGETS = ['member', 'segment', 'all'] as const
export type LetterTarget = (typeof LETTER_TARGETS)[number]

const languageSchema = z.string().check(z.regex(/^[a-z]{2}_[A-Z]{2}$/, 'a language like en_US'))

export const adminLetterSendSchema = z.object({
  id: z.int(),
  site_id: z.string(),
  target: z.enum(LETTER_TARGETS),
  member_account: z.nullable(z.string()),
  currency: z.nullable(z.string()),
  agent_account: z.nullable(z.string()),
  /** Null: for every language. */
  language: z.nullable(z.string()),
  title: z.string(),
  content: z.string(),
  /** How many members got a copy. */
  reached: z.int(),
  /** How many of those copies were read. */
  read_count: z.int(),
  sent_by: z.string(),
  created_at: z.string(),
})
export type AdminLetterSend = z.infer<typeof adminLetterSendSchema>

/** `POST /admin/letters` (`content.read`): a site's sent letters, newest first, with reach and reads. */
export const adminLetters = defineEndpoint({
  path: '/admin/letters',
  method: 'POST',
  write: false,
  request: z.object({ site_id: z._default(siteIdSchema, 'lobby-demo'), page: pageSchema, page_size: pageSizeSchema }),
  response: z.object({ list: z.array(adminLetterSendSchema), total_count: z.int() }),
})

/**
 * `POST /admin/letters/send` (`content.manage`): one letter to `member` (`member_account`, any status), a
 * `segment` of the site's active members (`currency` and/or `agent_account`: the agent's whole line, every
 * level) or `all` active members of the site. Each receiver gets a copy and `letter.sent` on their
 * channel. 140 no such member, 141 no such agent, 142 nobody in the target, 103 currency not offered.
 */
export const adminLetterSend = defineEndpoint({
  path: '/admin/letters/send',
  method: 'POST',
  write: true,
  request: z
    .object({
      site_id: z._default(siteIdSchema, 'lobby-demo'),
      target: z.enum(LETTER_TARGETS),
      member_account: z.optional(accountSchema),
      currency: z.optional(currencySchema),
      agent_account: z.optional(accountSchema),
      language: z._default(z.nullable(languageSchema), null),
      title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
      content: z.string().check(z.trim(), z.minLength(1), z.maxLength(20_000)),
    })
    .check(
      z.refine((b) => b.target !== 'member' || b.member_account !== undefined, {
        message: 'the member to write to',
        path: ['member_account'],
      }),
      z.refine((b) => b.target !== 'segment' || b.currency !== undefined || b.agent_account !== undefined, {
        message: 'a currency, an agent or both',
        path: ['currency'],
      }),
    ),
  response: adminLetterSendSchema,
})

export const CAMPAIGN_STATUSES = ['scheduled', 'running', 'ended'] as const
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number]

export const adminRedEnvelopeSchema = z.object({
  id: z.int(),
  site_id: z.string(),
  currency: z.string(),
  pool: z.int(),
  shares: z.int(),
  /** Shares grabbed, and what they paid (pool minus what is left). */
  claimed_shares: z.int(),
  paid: z.int(),
  start_at: z.string(),
  end_at: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  created_at: z.string(),
  ...approvalFields,
})
export type AdminRedEnvelope = z.infer<typeof adminRedEnvelopeSchema>

const campaignListRequest = z.object({
  site_id: z._default(siteIdSchema, 'lobby-demo'),
  currency: z.optional(currencySchema),
  page: pageSchema,
  page_size: pageSizeSchema,
})
const campaignRef = z.object({ id: z.int().check(z.positive()) })
const endAfterStart = z.refine<{ start_at?: string | undefined; end_at: string }>(
  (b) => b.start_at === undefined || b.start_at < b.end_at,
  { message: 'end_at after start_at', path: ['end_at'] },
)

/** `POST /admin/red-envelopes` (`campaigns.read`): a site's red envelopes, newest first. */
export const adminRedEnvelopes = defineEndpoint({
  path: '/admin/red-envelopes',
  method: 'POST',
  write: false,
  request: campaignListRequest,
  response: z.object({ list: z.array(adminRedEnvelopeSchema), total_count: z.int() }),
})

/**
 * `POST /admin/red-envelopes/create` (`campaigns.manage`): a pool (minor units) in `shares` random shares
 * of at least `RED_ENVELOPE_MIN_SHARE`, open from `start_at` (default now) until `end_at`, for the members of
 * the site and currency; they are pushed `RedEnvelopeDisplay` on `member.{currency}`. Each grabbed share is
 * paid to the member's main wallet through the ledger. A pool above `campaignApprovalThreshold` (with what the
 * operator started alone in 24 hours) waits, `pending`, for another operator (`/admin/red-envelopes/decide`):
 * members see it, and are pushed, once approved. 400 `pool` below shares × minimum, 400 `end_at` not after the
 * start (or already past), 103 currency not offered.
 */
export const adminRedEnvelopeCreate = defineEndpoint({
  path: '/admin/red-envelopes/create',
  method: 'POST',
  write: true,
  request: z
    .object({
      site_id: z._default(siteIdSchema, 'lobby-demo'),
      currency: currencySchema,
      pool: z.int().check(z.positive(), z.maximum(1_000_000_000_000)),
      shares: z.int().check(z.positive(), z.maximum(100_000)),
      start_at: z.optional(instantSchema),
      end_at: instantSchema,
    })
    .check(
      z.refine((b) => b.pool >= b.shares * RED_ENVELOPE_MIN_SHARE, {
        message: 'at least the minimum share for every share',
        path: ['pool'],
      }),
      endAfterStart,
    ),
  response: adminRedEnvelopeSchema,
})

/** `POST /admin/red-envelopes/stop` (`campaigns.manage`): ends it now (no more grabs); an ended one stays as it is. 143. */
export const adminRedEnvelopeStop = defineEndpoint({
  path: '/admin/red-envelopes/stop',
  method: 'POST',
  write: true,
  request: campaignRef,
  response: adminRedEnvelopeSchema,
})

/** `POST /admin/red-envelopes/results` (`campaigns.read`): who grabbed what, newest first, and the totals. 143. */
export const adminRedEnvelopeResults = defineEndpoint({
  path: '/admin/red-envelopes/results',
  method: 'POST',
  write: false,
  request: z.extend(campaignRef, { page: pageSchema, page_size: pageSizeSchema }),
  response: z.object({
    envelope: adminRedEnvelopeSchema,
    claims: z.array(z.object({ member_account: z.string(), cash: z.int(), created_at: z.string() })),
    /** Claims in all (the list is one page of them). */
    total_count: z.int(),
    /** The sum of every claim, from the claims themselves: equals `envelope.paid`. */
    paid_total: z.int(),
  }),
})

export const adminRoulettePrizeInputSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
  cash: z.int().check(z.minimum(0), z.maximum(1_000_000_000)),
  /** Relative chance; 0 never drawn. */
  weight: z.int().check(z.minimum(0), z.maximum(1_000_000)),
})

export const adminRouletteSchema = z.object({
  id: z.int(),
  site_id: z.string(),
  currency: z.string(),
  draws_per_member: z.int(),
  prizes: z.array(z.object({ prize_id: z.int(), name: z.string(), cash: z.int(), weight: z.int() })),
  /** Spins so far and the cash they paid. */
  spins: z.int(),
  paid: z.int(),
  /** The most its spins may pay in all (null: no cap, older roulettes and the dev hooks). */
  budget: z.nullable(z.int()),
  start_at: z.string(),
  end_at: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  created_at: z.string(),
  ...approvalFields,
})
export type AdminRoulette = z.infer<typeof adminRouletteSchema>

/** `POST /admin/roulettes` (`campaigns.read`): a site's roulettes with their prizes, newest first. */
export const adminRoulettes = defineEndpoint({
  path: '/admin/roulettes',
  method: 'POST',
  write: false,
  request: campaignListRequest,
  response: z.object({ list: z.array(adminRouletteSchema), total_count: z.int() }),
})

/**
 * `POST /admin/roulettes/create` (`campaigns.manage`): 2 to 12 prizes (at least one with a weight; cash
 * prizes are paid through the ledger when won), `draws_per_member` draws for every member of the site and
 * currency, open from `start_at` (default now) until `end_at`. Members are pushed `roulette_display` on
 * `member.{currency}`. `budget` is the most its spins may pay in all (at least the largest cash prize): a spin
 * draws among the prizes that fit what is left, and once none does, answers 2093105. A budget above
 * `campaignApprovalThreshold` (with what the operator started alone in 24 hours) waits, `pending`, for another
 * operator (`/admin/roulettes/decide`); members see it once approved. 144 another roulette of the site and
 * currency overlaps (pending ones too; rejected ones not), 103 currency not offered.
 */
export const adminRouletteCreate = defineEndpoint({
  path: '/admin/roulettes/create',
  method: 'POST',
  write: true,
  request: z
    .object({
      site_id: z._default(siteIdSchema, 'lobby-demo'),
      currency: currencySchema,
      prizes: z.array(adminRoulettePrizeInputSchema).check(
        z.minLength(ROULETTE_PRIZES_MIN),
        z.maxLength(ROULETTE_PRIZES_MAX),
        z.refine((prizes) => prizes.some((p) => p.weight > 0), 'at least one prize with a weight'),
      ),
      draws_per_member: z.int().check(z.minimum(1), z.maximum(1000)),
      budget: z.int().check(z.minimum(0), z.maximum(1_000_000_000_000)),
      start_at: z.optional(instantSchema),
      end_at: instantSchema,
    })
    .check(
      endAfterStart,
      z.refine((b) => b.prizes.every((p) => p.cash <= b.budget), {
        message: 'at least the largest cash prize',
        path: ['budget'],
      }),
    ),
  response: adminRouletteSchema,
})

/** `POST /admin/roulettes/stop` (`campaigns.manage`): ends it now (no more spins); an ended one stays as it is. 143. */
export const adminRouletteStop = defineEndpoint({
  path: '/admin/roulettes/stop',
  method: 'POST',
  write: true,
  request: campaignRef,
  response: adminRouletteSchema,
})

/** `POST /admin/roulettes/results` (`campaigns.read`): the spins, newest first, and how often each prize was won. 143. */
export const adminRouletteResults = defineEndpoint({
  path: '/admin/roulettes/results',
  method: 'POST',
  write: false,
  request: z.extend(campaignRef, { page: pageSchema, page_size: pageSizeSchema }),
  response: z.object({
    roulette: adminRouletteSchema,
    prizes: z.array(z.object({ prize_id: z.int(), name: z.string(), cash: z.int(), won: z.int() })),
    spins: z.array(
      z.object({ member_account: z.string(), prize_name: z.string(), cash: z.int(), created_at: z.string() }),
    ),
    total_count: z.int(),
    /** Members who spun at least once. */
    members: z.int(),
    paid_total: z.int(),
  }),
})

const campaignDecision = z.object({ id: z.int().check(z.positive()), ...decisionFields }).check(rejectionNeedsReason)

/**
 * `POST /admin/red-envelopes/decide` (`campaigns.manage`): approves a pending red envelope (members of the
 * currency see it and are pushed `RedEnvelopeDisplay`) or rejects it (`reason` required; it never runs). Four
 * eyes: not the operator who created it (146), nor one whose account that operator created or reset (147, may
 * reject). 143 no such envelope, 145 not pending. Of two decisions at once one applies, the other is 145.
 */
export const adminRedEnvelopeDecide = defineEndpoint({
  path: '/admin/red-envelopes/decide',
  method: 'POST',
  write: true,
  request: campaignDecision,
  response: adminRedEnvelopeSchema,
})

/** `POST /admin/roulettes/decide` (`campaigns.manage`): the same for a pending roulette (`roulette_display` on approval). */
export const adminRouletteDecide = defineEndpoint({
  path: '/admin/roulettes/decide',
  method: 'POST',
  write: true,
  request: campaignDecision,
  response: adminRouletteSchema,
})

/**
 * `POST /admin/roulettes/draws` (`campaigns.manage`): gives one member `draws` more draws on a roulette (on top of
 * its draws per member), answering what they have left. A pending roulette takes draws (usable once approved);
 * the roulette's budget still bounds what they can win. 143 no such roulette, 140 no such member on its site, 148
 * the member's currency is not the roulette's, 149 it has ended or was rejected.
 */
export const adminRouletteDraws = defineEndpoint({
  path: '/admin/roulettes/draws',
  method: 'POST',
  write: true,
  request: z.object({
    id: z.int().check(z.positive()),
    member_account: accountSchema,
    draws: z.int().check(z.minimum(1), z.maximum(1000)),
  }),
  response: z.object({ id: z.int(), member_account: z.string(), remaining_draws: z.int() }),
})
