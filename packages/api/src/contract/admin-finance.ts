import { z } from 'zod/mini'
import { defineEndpoint } from './endpoint.ts'
import { currencySchema, siteIdSchema } from './games.ts'
import { DEPOSIT_CHANNEL_KINDS } from './member-centre.ts'

/**
 * The operator console's calls (issue 24), finance: the deposit channels members
 * deposit through, per site and currency. Reading needs `deposits.read`
 * (finance, the owner, the auditor), changing `deposits.manage` (finance, the
 * owner). No business code of its own: an unknown site is the shared 102, a
 * currency the site does not offer 103, and bad input (an unknown `id`, a
 * minimum above the maximum, a field a new channel lacks) a 400 naming the
 * field, nothing written. Amounts are integers in the currency's minor unit.
 */

const flagSchema = z.union([z.literal(0), z.literal(1)])
const channelIdSchema = z.int().check(z.positive(), z.maximum(2_147_483_647))
const channelAmountSchema = z.int().check(z.positive(), z.maximum(Number.MAX_SAFE_INTEGER))

/** A channel's name: the member's deposit page shows it as it is. */
export const DEPOSIT_CHANNEL_NAME_MAX = 60
/** The highest place a channel may take in its currency's order. */
export const DEPOSIT_CHANNEL_SORT_MAX = 1_000_000

export const depositChannelKindSchema = z.enum(DEPOSIT_CHANNEL_KINDS)

export const adminDepositChannelSchema = z.object({
  id: z.int(),
  site_id: z.string(),
  currency: z.string(),
  name: z.string(),
  /** `bank` (a transfer to the house's account), `online` (online banking), `ewallet`. */
  kind: depositChannelKindSchema,
  /** The least and the most one order may be, in the currency's minor unit. */
  min_amount: z.int(),
  max_amount: z.int(),
  /** 1: members of the currency see it and may open orders on it; 0: neither. */
  enabled: flagSchema,
  /** Its place in the currency's list, lowest first (then by id). */
  sort: z.int(),
})
export type AdminDepositChannel = z.infer<typeof adminDepositChannelSchema>

/**
 * `POST /admin/deposit-channels` (`deposits.read`): the site's channels, enabled
 * or not, by currency then order (`sort`, then `id`); `currency` narrows to one.
 * `currencies` are the currencies the site offers, in its order: a currency with
 * no channel yet is one of them. 102 unknown site.
 */
export const adminDepositChannels = defineEndpoint({
  path: '/admin/deposit-channels',
  method: 'POST',
  write: false,
  request: z.object({
    site_id: z._default(siteIdSchema, 'lobby-demo'),
    currency: z.optional(currencySchema),
  }),
  response: z.object({ currencies: z.array(z.string()), list: z.array(adminDepositChannelSchema) }),
})

/**
 * `POST /admin/deposit-channels/save` (`deposits.manage`): adds a channel (no
 * `id`: `currency`, `name`, `kind`, `min_amount` and `max_amount` are required,
 * `enabled` defaults to true and `sort` to the end of the currency's list) or
 * changes one (what is left out stays). The channel after the change; the
 * minimum at most the maximum (400 `max_amount`), both positive. A member's
 * deposit page and order follow at once: a disabled channel is neither listed
 * nor accepted. 102 unknown site, 103 a currency the site does not offer;
 * 400 `id` no such channel on the site.
 */
export const adminDepositChannelSave = defineEndpoint({
  path: '/admin/deposit-channels/save',
  method: 'POST',
  write: true,
  request: z.object({
    site_id: z._default(siteIdSchema, 'lobby-demo'),
    id: z.optional(channelIdSchema),
    currency: z.optional(currencySchema),
    name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(DEPOSIT_CHANNEL_NAME_MAX))),
    kind: z.optional(depositChannelKindSchema),
    min_amount: z.optional(channelAmountSchema),
    max_amount: z.optional(channelAmountSchema),
    enabled: z.optional(z.boolean()),
    sort: z.optional(z.int().check(z.minimum(0), z.maximum(DEPOSIT_CHANNEL_SORT_MAX))),
  }),
  response: adminDepositChannelSchema,
})
