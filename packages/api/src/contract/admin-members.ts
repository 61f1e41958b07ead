import { OPERATOR_REASON_MAX, unitsOf } from '@lobby/domain'
import { z } from 'zod/mini'
import {
  accountSchema,
  decisionFields,
  MEMBER_FLAGS,
  memberFlagsSchema,
  pageSchema,
  pageSizeSchema,
  rejectionNeedsReason,
} from './admin.ts'
import { defineEndpoint } from './endpoint.ts'
import { siteIdSchema } from './games.ts'
import { IP_RULES_MAX, ipRuleSchema } from './members.ts'

/**
 * The operator console's calls (issue 24), members: support's actions
 * (disable / enable, reset password, clean cache, and the member's security:
 * bank-account verification, flags, address rules) and finance's balance
 * adjustments with four eyes. Codes 110–119. The member search and the
 * member's page are in admin.ts (`adminMembers`, `adminMemberDetail`);
 * 107 (no such member) is `ADMIN_CODE.memberNotFound`.
 */

/** Business codes of the member area's calls (the envelope's `code`; HTTP 200). */
export const ADMIN_MEMBERS_CODE = {
  /** No such balance adjustment. */
  adjustmentNotFound: '110',
  /** The adjustment is not pending: another operator decided it already. */
  adjustmentNotPending: '111',
  /** Four eyes: the operator who asked for an adjustment may not decide it. */
  ownAdjustment: '112',
  /** The debit would take the member's main wallet below zero. */
  belowZero: '113',
  /** The `request_id` was used already for a different adjustment. */
  requestIdReused: '114',
  /**
   * Four eyes: the operator who asked created the approver's account or gave it a password or second factor
   * (they have held its credentials), so the approver is no second pair of eyes.
   */
  approverMadeByRequester: '115',
  /** No such bound bank account of that member (never bound, unbound since, or another member's). */
  bankAccountNotFound: '116',
} as const

/** An adjustment up to this many major units of the member's currency applies at once; above, it waits for approval. */
export const ADJUSTMENT_APPROVAL_MAJOR_UNITS = 1000

/** The approval threshold in `currency`'s minor units: `|amount|` above it waits for a second operator. */
export function adjustmentThreshold(currency: string): number {
  return unitsOf(currency, ADJUSTMENT_APPROVAL_MAJOR_UNITS)
}

const memberRefSchema = z.object({ site_id: z._default(siteIdSchema, 'lobby-demo'), member_account: accountSchema })
const reasonSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(OPERATOR_REASON_MAX))

/**
 * `POST /admin/members/status` (`members.manage`): disables (`disabled: true`:
 * the member cannot log in, spec login code 102, and every session ends at
 * once) or enables the member again. Enabling a member who is not disabled
 * changes nothing. 107: no such member.
 */
export const adminMemberStatus = defineEndpoint({
  path: '/admin/members/status',
  method: 'POST',
  write: true,
  request: z.extend(memberRefSchema, { disabled: z.boolean() }),
  response: z.object({
    status: z.enum(['active', 'disabled', 'frozen']),
    /** Sessions ended by this call. */
    ended: z.int(),
  }),
})

/**
 * `POST /admin/members/reset-password` (`members.manage`): gives the member a
 * new random password, answered here once (it is never stored or logged in
 * clear); every session of the member ends and the member must choose a new
 * password at the next login (the layout's `first_login_to_change_password`
 * is 1, which sends the site to its change-password screen first). 107: no
 * such member.
 */
export const adminMemberResetPassword = defineEndpoint({
  path: '/admin/members/reset-password',
  method: 'POST',
  write: true,
  request: memberRefSchema,
  response: z.object({
    /** 12 letters and digits; shown to the operator once, to pass on to the member. */
    temporary_password: z.string(),
    ended: z.int(),
  }),
})

/**
 * `POST /admin/members/clean-cache` (`members.manage`): the member's open
 * pages drop what they keep and read it again (socket event
 * `app_clean_cache`). 107: no such member.
 */
export const adminMemberCleanCache = defineEndpoint({
  path: '/admin/members/clean-cache',
  method: 'POST',
  write: true,
  request: memberRefSchema,
  response: z.object({ sent: z.int() }),
})

/**
 * `POST /admin/members/bank-accounts/verify` (`members.manage`): verifies the
 * member's bound bank account `id`, or every bound one without `id`. A member
 * who must deposit from a verified account (`need_bank_account_deposit_verified`)
 * may deposit once one is; the member is pushed `profile.updated`. `verified`
 * counts the accounts this call verified (0: they were already). Codes: 107 no
 * such member, 116 no such bound account of the member.
 */
export const adminMemberBankVerify = defineEndpoint({
  path: '/admin/members/bank-accounts/verify',
  method: 'POST',
  write: true,
  request: z.extend(memberRefSchema, { id: z.optional(z.int().check(z.positive())) }),
  response: z.object({ verified: z.int() }),
})

const flagChange = z.optional(z.union([z.literal(0), z.literal(1)]))

/**
 * `POST /admin/members/flags` (`members.manage`): sets any of the member's
 * security flags (`memberFlagsSchema`), each 0 or 1; at least one. The member
 * is pushed `profile.updated` with the flags that changed. Answers the flags
 * as they now are. 107: no such member.
 */
export const adminMemberFlags = defineEndpoint({
  path: '/admin/members/flags',
  method: 'POST',
  write: true,
  request: z
    .extend(memberRefSchema, {
      need_bank_account_deposit_verified: flagChange,
      need_transfer_verification: flagChange,
      double_validation: flagChange,
    })
    .check(
      z.refine((body) => MEMBER_FLAGS.some((flag) => body[flag] !== undefined), {
        // The server's catalogue has these words (`server.input.no_change`): the 400 follows the caller's language.
        message: 'send at least one field to change',
        path: [MEMBER_FLAGS[0]],
      }),
    ),
  response: memberFlagsSchema,
})

/**
 * `POST /admin/members/ip-rules` (`members.manage`): replaces the member's
 * address rules, checked in this order at every login (the first match refuses
 * with its code: 106, or 201–203, which the site shows after "ip_error").
 * `pattern` is an IPv4 or IPv6 address, a CIDR block or `*` (400
 * `rules.<i>.pattern` otherwise); at most `IP_RULES_MAX` (50); an empty list
 * removes them all. Answers the rules kept. 107: no such member.
 */
export const adminMemberIpRules = defineEndpoint({
  path: '/admin/members/ip-rules',
  method: 'POST',
  write: true,
  request: z.extend(memberRefSchema, { rules: z.array(ipRuleSchema).check(z.maxLength(IP_RULES_MAX)) }),
  response: z.object({ rules: z.array(ipRuleSchema) }),
})

export const ADJUSTMENT_STATUSES = ['pending', 'applied', 'rejected'] as const
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number]

export const adminAdjustmentSchema = z.object({
  id: z.int(),
  site_id: z.string(),
  member_account: z.string(),
  currency: z.string(),
  /** Signed, minor units: positive credits the main wallet, negative debits it. */
  amount: z.int(),
  reason: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  /** The operator who asked for it. */
  requested_by: z.string(),
  /** The operator who approved or rejected it; empty while pending, or when it applied at once. */
  decided_by: z.string(),
  /** Why it was rejected, or empty. */
  decision_reason: z.string(),
  /** The ledger entry's reference once applied (`adjustment:<id>`), or empty. */
  ledger_ref: z.string(),
  /** The member's main balance right after it applied; null until then. */
  balance_after: z.nullable(z.int()),
  created_at: z.string(),
  decided_at: z.nullable(z.string()),
})
export type AdminAdjustment = z.infer<typeof adminAdjustmentSchema>

/**
 * `POST /admin/adjustments` (`adjustments.read`): balance adjustments, the
 * pending ones first (oldest first), then the decided ones, newest first.
 */
export const adminAdjustments = defineEndpoint({
  path: '/admin/adjustments',
  method: 'POST',
  write: false,
  request: z.object({
    status: z._default(z.enum(['all', ...ADJUSTMENT_STATUSES]), 'all'),
    site_id: z.optional(siteIdSchema),
    member_account: z.optional(accountSchema),
    page: pageSchema,
    page_size: pageSizeSchema,
  }),
  response: z.object({ list: z.array(adminAdjustmentSchema), total_count: z.int() }),
})

/**
 * `POST /admin/adjustments/request` (`adjustments.request`): credits
 * (`amount` > 0) or debits (< 0) the member's main wallet, in minor units,
 * through the ledger, with a reason. While what the requester applied alone
 * in the currency over 24 hours, this one included (either way), stays within
 * `adjustmentThreshold(currency)` (1,000 major units) it applies at once
 * (`status: applied`); above, it waits (`pending`) for another operator with
 * `adjustments.approve`. `request_id` makes the call idempotent: the same
 * one again answers the adjustment it made. The member is pushed
 * `member.cash` when it applies. Codes: 107 no such member, 113 a debit
 * below zero, 114 `request_id` used for another adjustment.
 */
export const adminAdjustmentRequest = defineEndpoint({
  path: '/admin/adjustments/request',
  method: 'POST',
  write: true,
  request: z.extend(memberRefSchema, {
    amount: z.int().check(
      z.refine((n) => n !== 0, 'not zero'),
      z.minimum(-1_000_000_000_000),
      z.maximum(1_000_000_000_000),
    ),
    reason: reasonSchema,
    /** The console's key for this request (a UUID): sent again after a lost answer, it makes no second adjustment. */
    request_id: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'a request id')),
  }),
  response: adminAdjustmentSchema,
})

/**
 * `POST /admin/adjustments/decide` (`adjustments.approve`): approves a pending
 * adjustment (it applies through the ledger; the member is pushed
 * `member.cash`) or rejects it (`reason` required). Four eyes: the operator
 * who asked for it may not decide it (112). Codes: 110 no such adjustment,
 * 111 not pending (decided already), 112 your own request, 113 the debit
 * would now go below zero (it stays pending).
 */
export const adminAdjustmentDecide = defineEndpoint({
  path: '/admin/adjustments/decide',
  method: 'POST',
  write: true,
  request: z
    .object({
      id: z.int().check(z.positive()),
      ...decisionFields,
    })
    .check(rejectionNeedsReason),
  response: adminAdjustmentSchema,
})
