import { RG_EXCLUSION_KINDS, RG_LIMIT_KINDS, RG_PERIODS } from '@lobby/domain'
import { z } from 'zod/mini'
import { accountSchema } from './admin.ts'
import { defineEndpoint } from './endpoint.ts'
import { siteIdSchema } from './games.ts'
import { rgExclusionSchema, rgSettingsSchema } from './responsible-gambling.ts'

/**
 * A member's responsible gambling on the operator console (issue 25; docs/contract.md "Operators"): what the member
 * set (limits with what is left of each, the reality check, every time-out and self-exclusion), and what an operator
 * may impose on top. An operator only ever tightens: a lower limit (or one where there was none) applies at once, a
 * time-out or self-exclusion ends every session like the member's own; nothing is lifted, raised or shortened. Codes
 * 180–189; 107 (no such member) is `ADMIN_CODE.memberNotFound`.
 */

/** Business codes of the responsible-gambling console calls (the envelope's `code`; HTTP 200). */
export const ADMIN_RG_CODE = {
  /** The limit asked is not below the one in force (higher, or the same with nothing waiting): nothing written. */
  limitNotTighter: '180',
  /** An operator may not remove a limit (`amount` null): nothing written. */
  limitRemoval: '181',
} as const

const memberRefSchema = z.object({ site_id: z._default(siteIdSchema, 'lobby-demo'), member_account: accountSchema })

/** One time-out or self-exclusion, as it was taken; `running` while it has not ended. */
export const adminRgExclusionSchema = z.object({
  id: z.int(),
  kind: z.enum(RG_EXCLUSION_KINDS),
  /** As chosen; 0 is permanent. */
  days: z.int(),
  starts_at: z.string(),
  /** Null: permanent. */
  ends_at: z.nullable(z.string()),
  /** `member`, or `operator:<account>` when the console imposed it. */
  set_by: z.string(),
  running: z.boolean(),
})
export type AdminRgExclusion = z.infer<typeof adminRgExclusionSchema>

/** A member's responsible gambling as the console shows it. */
export const adminRgViewSchema = z.extend(rgSettingsSchema, {
  /** Every time-out and self-exclusion, the newest first. */
  exclusions: z.array(adminRgExclusionSchema),
  /** What refuses the member's login now (the latest end of those running), or null. */
  excluded: z.nullable(rgExclusionSchema),
})
export type AdminRgView = z.infer<typeof adminRgViewSchema>

/**
 * `POST /admin/members/responsible-gambling` (`members.read`): the member's limits (every kind × period with what is
 * in force, waiting, used, left and when it renews), the reality check and the exclusions. 107: no such member.
 */
export const adminMemberRg = defineEndpoint({
  path: '/admin/members/responsible-gambling',
  method: 'POST',
  write: false,
  request: memberRefSchema,
  response: adminRgViewSchema,
})

/** A limit an operator imposes: minor units (minutes for `session`, at most the period); null would remove it (181). */
export const adminRgLimitSchema = z.object({
  kind: z.enum(RG_LIMIT_KINDS),
  period: z.enum(RG_PERIODS),
  amount: z.nullable(z.int().check(z.positive(), z.maximum(Number.MAX_SAFE_INTEGER))),
})
export type AdminRgLimit = z.infer<typeof adminRgLimitSchema>

/** A time-out or self-exclusion an operator imposes: `days` one of `RG_EXCLUSION_DAYS[kind]` (0: permanent). */
export const adminRgExclusionRequestSchema = z.object({
  kind: z.enum(RG_EXCLUSION_KINDS),
  days: z.int().check(z.nonnegative()),
})
export type AdminRgExclusionRequest = z.infer<typeof adminRgExclusionRequestSchema>

/**
 * `POST /admin/members/responsible-gambling/impose` (`members.manage`): either `limit` or `exclusion`, never both.
 * A limit below the one in force (or where none is) applies at once and drops a raise the member has waiting; the same
 * amount drops a waiting raise; higher is 180, removal 181, nothing written. An exclusion runs from now for `days`
 * (400 `exclusion.days` for a length its kind does not offer) and ends every session of the member (tokens, sockets,
 * an open game) as the member's own does; one that ends sooner than a running one changes nothing of when login
 * opens again (the latest end wins). Audited (`member.rg_limit`, `member.rg_exclusion`). Answers the view and how many
 * sessions ended. 107: no such member.
 */
export const adminMemberRgImpose = defineEndpoint({
  path: '/admin/members/responsible-gambling/impose',
  method: 'POST',
  write: true,
  request: z
    .extend(memberRefSchema, {
      limit: z.optional(adminRgLimitSchema),
      exclusion: z.optional(adminRgExclusionRequestSchema),
    })
    .check(
      z.refine((body) => (body.limit === undefined) !== (body.exclusion === undefined), {
        // The server's catalogue has these words (`server.input.limit_or_exclusion`): the 400 follows the language.
        message: 'send either limit or exclusion, not both',
        path: ['limit'],
      }),
    ),
  response: z.extend(adminRgViewSchema, {
    /** Sessions this call ended (an exclusion); 0 for a limit. */
    ended: z.int(),
  }),
})
