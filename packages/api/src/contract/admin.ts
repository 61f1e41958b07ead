import {
  AUDIT_ACTION_FILTER,
  OPERATOR_PERMISSIONS,
  OPERATOR_REASON_MAX,
  OPERATOR_ROLES,
  WITHDRAWAL_STATUSES,
  type OperatorPermission,
} from '@lobby/domain'
import { z } from 'zod/mini'
import { defineEndpoint } from './endpoint.ts'
import { siteIdSchema } from './games.ts'

/**
 * The operator console's calls (issue 24), under `/api/admin`. Every call but
 * the login needs an operator session: `authorization: Bearer <token>` with
 * the token `/admin/login` issued (in its `authorization` response header,
 * as a member's login does). Without a live operator session (none, expired,
 * or a member's token) the answer is HTTP 401; a role without the call's
 * permission (`@lobby/domain` `operatorMay`) gets HTTP 403; neither writes
 * anything. Every write appends to the audit log in its own transaction.
 */

const emptyBodySchema = z.optional(z.object({}))
const accountSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(64))
const pageSchema = z._default(z.int().check(z.minimum(1), z.maximum(100_000)), 1)
const pageSizeSchema = z._default(z.int().check(z.minimum(1), z.maximum(200)), 50)
const orderNumberSchema = z.string().check(z.minLength(4), z.maxLength(40))
/** An instant as ISO 8601 in UTC, the way every `*_at` column is written. */
const instantSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/, 'an ISO instant'))

export const operatorRoleSchema = z.enum(OPERATOR_ROLES)
export const operatorPermissionSchema = z.enum(OPERATOR_PERMISSIONS)

/** Business codes of the admin calls (the envelope's `code`; HTTP 200). */
export const ADMIN_CODE = {
  /** Wrong account or password (one answer for both, so accounts cannot be guessed). */
  badLogin: '101',
  /** Too many failures: locked until `data.locked_until`. */
  locked: '102',
  /** The password was right; the second factor is asked (`data.totp_required`). */
  totpRequired: '103',
  /** The second factor is wrong or was used already. */
  badTotp: '104',
  /** The withdrawal is not pending (decided by someone else, or cancelled). */
  notPending: '105',
  /** Production requires a second factor and this account has none: an owner sets one up (docs/operator.md). */
  totpNotSetUp: '106',
} as const

/** The operator a session belongs to, and what the role may do. */
export const operatorSchema = z.object({
  account: z.string(),
  role: operatorRoleSchema,
  /** Every permission of the role; the console shows only what they allow. */
  permissions: z.array(operatorPermissionSchema),
  /** When the session ends at the latest (its idle timeout may end it sooner). */
  expires_at: z.string(),
})
export type Operator = z.infer<typeof operatorSchema>
export type { OperatorPermission }

/**
 * `POST /admin/login`: an operator signs in. Codes: 101 wrong account or
 * password, 102 locked (`data.locked_until`), 103 the second factor is asked,
 * 104 it is wrong or reused, 106 none is set up where production needs one.
 * Success issues the session token in the `authorization` header.
 */
export const adminLogin = defineEndpoint({
  path: '/admin/login',
  method: 'POST',
  write: true,
  request: z.object({
    account: accountSchema,
    password: z.string().check(z.minLength(1), z.maxLength(128)),
    /** The six digits of the authenticator app. */
    totp: z.optional(z.string().check(z.regex(/^\d{6}$/, 'six digits'))),
  }),
  response: operatorSchema,
})

/** `POST /admin/me` (operator, any role): the session's operator. */
export const adminMe = defineEndpoint({
  path: '/admin/me',
  method: 'POST',
  write: false,
  request: emptyBodySchema,
  response: operatorSchema,
})

/** `POST /admin/logout` (operator, any role): ends the session it is called with. */
export const adminLogout = defineEndpoint({
  path: '/admin/logout',
  method: 'POST',
  write: true,
  request: emptyBodySchema,
  response: z.null(),
})

export const adminWithdrawalSchema = z.object({
  order_number: z.string(),
  site_id: z.string(),
  member_account: z.string(),
  currency: z.string(),
  amount: z.int(),
  status: z.enum(WITHDRAWAL_STATUSES),
  /** The bank and the masked account number the money goes to. */
  detail: z.string(),
  /** The reason the member was given, if rejected. */
  reason: z.string(),
  created_at: z.string(),
  decided_at: z.nullable(z.string()),
  /** The operator who decided it; empty while pending or when the member cancelled. */
  decided_by: z.string(),
})
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>

/** `POST /admin/withdrawals` (`withdrawals.read`): the withdrawal queue, oldest first. */
export const adminWithdrawals = defineEndpoint({
  path: '/admin/withdrawals',
  method: 'POST',
  write: false,
  request: z.object({
    status: z._default(z.enum(['all', ...WITHDRAWAL_STATUSES]), 'pending'),
    site_id: z.optional(siteIdSchema),
    member_account: z.optional(accountSchema),
    page: pageSchema,
    page_size: pageSizeSchema,
  }),
  response: z.object({ list: z.array(adminWithdrawalSchema), total_count: z.int() }),
})

/**
 * `POST /admin/withdrawals/decide` (`withdrawals.decide`): approve (the money
 * stays out: it went to the bank) or reject (it returns to the member's main
 * wallet through the ledger; `reason` is required and shown to the member).
 * The member is pushed `member.cash` and `member.withdrawal`. 105: not pending.
 */
export const adminWithdrawalDecide = defineEndpoint({
  path: '/admin/withdrawals/decide',
  method: 'POST',
  write: true,
  request: z
    .object({
      order_number: orderNumberSchema,
      decision: z.enum(['approve', 'reject']),
      reason: z._default(z.string().check(z.trim(), z.maxLength(OPERATOR_REASON_MAX)), ''),
    })
    .check(
      z.refine((body) => body.decision === 'approve' || body.reason.length > 0, {
        message: 'a rejection needs a reason',
        path: ['reason'],
      }),
    ),
  response: z.object({
    order_number: z.string(),
    status: z.enum(WITHDRAWAL_STATUSES),
    member_account: z.string(),
    /** The member's main balance after a rejection returned the money; null after an approval. */
    balance: z.nullable(z.int()),
  }),
})

export const auditEntrySchema = z.object({
  id: z.int(),
  /** The operator's account; `dev-hook` for a development hook's write (never in production). */
  operator: z.string(),
  role: z.string(),
  /** What was done, as `<area>.<verb>`: `withdrawal.reject`, `operator.login`, ... */
  action: z.string(),
  target_kind: z.string(),
  target_id: z.string(),
  /** The target before and after the change, as JSON objects (null: it did not exist / no longer does). */
  before: z.nullable(z.record(z.string(), z.unknown())),
  after: z.nullable(z.record(z.string(), z.unknown())),
  /** The address the server saw the call come from. */
  ip: z.string(),
  created_at: z.string(),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>

/** `POST /admin/audit` (`audit.read`): the audit log, newest first, filtered. It is never edited. */
export const adminAudit = defineEndpoint({
  path: '/admin/audit',
  method: 'POST',
  write: false,
  request: z.object({
    operator: z.optional(accountSchema),
    /** An action, or its area (`withdrawal` matches `withdrawal.approve` and `withdrawal.reject`). */
    action: z.optional(z.string().check(z.regex(AUDIT_ACTION_FILTER, 'an action like withdrawal.reject'))),
    target_id: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
    from: z.optional(instantSchema),
    to: z.optional(instantSchema),
    page: pageSchema,
    page_size: pageSizeSchema,
  }),
  response: z.object({ list: z.array(auditEntrySchema), total_count: z.int() }),
})

/** The reason field's limit, for the console's form. */
export { OPERATOR_REASON_MAX }
