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
import { bankAccountSchema } from './member-centre.ts'
import { ipRuleSchema } from './members.ts'

/**
 * The operator console's calls (issue 24), under `/api/admin`. Every call but
 * the login needs an operator session: `authorization: Bearer <token>` with
 * the token `/admin/login` issued (in its `authorization` response header,
 * as a member's login does). Without a live operator session (none, expired,
 * or a member's token) the answer is HTTP 401; a role without the call's
 * permission (`@lobby/domain` `operatorMay`) gets HTTP 403; neither writes
 * anything. Every write appends to the audit log in its own transaction.
 */

export const emptyBodySchema = z.optional(z.object({}))
export const accountSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(64))
export const pageSchema = z._default(z.int().check(z.minimum(1), z.maximum(100_000)), 1)
export const pageSizeSchema = z._default(z.int().check(z.minimum(1), z.maximum(200)), 50)
export const orderNumberSchema = z.string().check(z.minLength(4), z.maxLength(40))
/** An instant as ISO 8601 in UTC, the way every `*_at` column is written. */
export const instantSchema = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/, 'an ISO instant'))

export const operatorRoleSchema = z.enum(OPERATOR_ROLES)
export const operatorPermissionSchema = z.enum(OPERATOR_PERMISSIONS)

/** Business codes of the admin calls (the envelope's `code`; HTTP 200). */
export const ADMIN_CODE = {
  /**
   * Wrong account or password, one answer for both so accounts cannot be guessed; also the answer, without
   * any check, while the account is locked (5 failures in a row lock it for 15 minutes), so a lock reveals
   * neither the account nor its password. (102 is not used.)
   */
  badLogin: '101',
  /** The password was right; the second factor is asked (`data.totp_required`). */
  totpRequired: '103',
  /** The second factor is wrong or was used already. */
  badTotp: '104',
  /** The withdrawal is not pending (decided by someone else, or cancelled). */
  notPending: '105',
  /** Production requires a second factor and this account has none: an owner sets one up (docs/operator.md). */
  totpNotSetUp: '106',
  /** No such member on that site. */
  memberNotFound: '107',
  /** No such bulletin. */
  bulletinNotFound: '108',
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
 * password (or locked), 103 the second factor is asked,
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

/** A decision on something pending (the `decide` calls): approve, or reject with a reason (≤ OPERATOR_REASON_MAX). */
export const decisionFields = {
  decision: z.enum(['approve', 'reject']),
  reason: z._default(z.string().check(z.trim(), z.maxLength(OPERATOR_REASON_MAX)), ''),
}

/** A rejection needs a reason: 400 naming `reason`. */
export const rejectionNeedsReason = z.refine<{ decision: 'approve' | 'reject'; reason: string }>(
  (body) => body.decision === 'approve' || body.reason.length > 0,
  { message: 'a rejection needs a reason', path: ['reason'] },
)

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
      ...decisionFields,
    })
    .check(rejectionNeedsReason),
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

// ---------------------------------------------------------------------------
// Members (support; finance and the auditor read)

const memberRefSchema = z.object({ site_id: z._default(siteIdSchema, 'lobby-demo'), member_account: accountSchema })

export const adminMemberRowSchema = z.object({
  site_id: z.string(),
  account: z.string(),
  currency: z.string(),
  /** `active`, `disabled` (cannot log in) or `frozen`. */
  status: z.enum(['active', 'disabled', 'frozen']),
  /** 1: the wallet moves; 0: frozen (no withdrawal, no transfer). */
  wallet_status: z.union([z.literal(0), z.literal(1)]),
  member_phone: z.string(),
  member_email: z.string(),
  is_agent: z.union([z.literal(0), z.literal(1)]),
  created_at: z.string(),
})
export type AdminMemberRow = z.infer<typeof adminMemberRowSchema>

/**
 * `POST /admin/members` (`members.read`): members whose account, phone or
 * e-mail contains `query` (case-insensitive; at least 2 characters) and/or
 * who registered under the agent `agent_account` (the member's own agent,
 * exact account), newest first. At least one of the two is needed.
 */
export const adminMembers = defineEndpoint({
  path: '/admin/members',
  method: 'POST',
  write: false,
  request: z
    .object({
      query: z.optional(z.string().check(z.trim(), z.minLength(2), z.maxLength(64))),
      agent_account: z.optional(accountSchema),
      site_id: z.optional(siteIdSchema),
      page: pageSchema,
      page_size: pageSizeSchema,
    })
    .check(
      z.refine((body) => body.query !== undefined || body.agent_account !== undefined, {
        message: 'a query or an agent',
        path: ['query'],
      }),
    ),
  response: z.object({ list: z.array(adminMemberRowSchema), total_count: z.int() }),
})

const flag01Schema = z.union([z.literal(0), z.literal(1)])

/**
 * A member's security flags (`/admin/members/flags`): `need_bank_account_deposit_verified` 1, deposits wait for a
 * verified bank account; `need_transfer_verification` 1, the login answers 802 until the member-transfer
 * verification resets the password; `double_validation` 1, a login from an unknown device answers 107.
 */
export const memberFlagsSchema = z.object({
  need_bank_account_deposit_verified: flag01Schema,
  need_transfer_verification: flag01Schema,
  double_validation: flag01Schema,
})
export type MemberFlags = z.infer<typeof memberFlagsSchema>
export type MemberFlag = keyof MemberFlags
export const MEMBER_FLAGS = [
  'need_bank_account_deposit_verified',
  'need_transfer_verification',
  'double_validation',
] as const satisfies readonly MemberFlag[]

export const adminMemberDetailSchema = z.object({
  member: z.extend(adminMemberRowSchema, {
    member_name: z.string(),
    /** The member must choose a new password at the next login. */
    must_change_password: z.union([z.literal(0), z.literal(1)]),
  }),
  /** Main wallet and every provider wallet, minor units. */
  wallets: z.array(z.object({ wallet: z.string(), balance: z.int() })),
  /** The newest ledger entries (at most 20). */
  ledger: z.array(
    z.object({
      id: z.int(),
      kind: z.string(),
      wallet: z.string(),
      amount: z.int(),
      reference: z.string(),
      created_at: z.string(),
    }),
  ),
  /** The newest logins (at most 10): when, from which address the server saw, the device. */
  logins: z.array(
    z.object({ kind: z.string(), ip: z.string(), device: z.int(), browser: z.string(), created_at: z.string() }),
  ),
  /** Live sessions (tokens not revoked or expired). */
  sessions: z.int(),
  /** The newest letters sent to the member (at most 20), deleted ones too (`deleted`: 1). */
  letters: z.array(
    z.object({
      id: z.int(),
      title: z.string(),
      /** The language it is written in, or null for every language. */
      language: z.nullable(z.string()),
      is_read: z.union([z.literal(0), z.literal(1)]),
      deleted: z.union([z.literal(0), z.literal(1)]),
      created_at: z.string(),
    }),
  ),
  /**
   * The agents above the member, nearest first: the agent the member registered under (level 1), that
   * agent's own agent (level 2), and so on (at most 10 levels). Empty: registered without an agent.
   */
  agent_line: z.array(
    z.object({ level: z.int(), account: z.string(), status: z.enum(['active', 'disabled', 'frozen']) }),
  ),
  /** The member's bound bank accounts, oldest first, the number masked, each verified (1) or not (0). */
  bank_accounts: z.array(bankAccountSchema),
  /** The member's security flags. */
  flags: memberFlagsSchema,
  /** The member's address rules, in the order the login checks them (the first match refuses). */
  ip_rules: z.array(ipRuleSchema),
})
export type AdminMemberDetail = z.infer<typeof adminMemberDetailSchema>

/** `POST /admin/members/detail` (`members.read`): one member's page. 107: no such member. */
export const adminMemberDetail = defineEndpoint({
  path: '/admin/members/detail',
  method: 'POST',
  write: false,
  request: memberRefSchema,
  response: adminMemberDetailSchema,
})

/**
 * `POST /admin/members/force-logout` (`members.manage`): ends every session of
 * the member at once (tokens revoked, sockets closed, house game sessions
 * ended). 107: no such member.
 */
export const adminMemberForceLogout = defineEndpoint({
  path: '/admin/members/force-logout',
  method: 'POST',
  write: true,
  request: memberRefSchema,
  response: z.object({ ended: z.int() }),
})

/**
 * `POST /admin/members/wallet` (`members.manage`): freezes (`frozen: true`:
 * no withdrawal, no transfer, spec code 106 to the member) or unfreezes the
 * member's wallet. 107: no such member.
 */
export const adminMemberWallet = defineEndpoint({
  path: '/admin/members/wallet',
  method: 'POST',
  write: true,
  request: z.extend(memberRefSchema, { frozen: z.boolean() }),
  response: z.object({ wallet_status: z.union([z.literal(0), z.literal(1)]) }),
})

// ---------------------------------------------------------------------------
// Content: bulletins (content)

export const adminBulletinSchema = z.object({
  id: z.int(),
  site_id: z.string(),
  /** 0 every device, 1 desktop, 2 mobile. */
  display_device: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** The title shown in the list. */
  display_content: z.string(),
  /** The body, HTML; the site sanitises it before showing it (DOMPurify). */
  content: z.string(),
  /** `visitors`, `members` or `all`. */
  target: z.enum(['visitors', 'members', 'all']),
  /** Where members see it (`BULLETIN_LOCATION`): 0 every page, 2 the site's pages, 3 the deposit page. */
  display_location: z.union([z.literal(0), z.literal(2), z.literal(3)]),
  start_at: z.string(),
  end_at: z.nullable(z.string()),
  updated_at: z.string(),
})
export type AdminBulletin = z.infer<typeof adminBulletinSchema>

/**
 * `POST /admin/bulletins` (`content.read`): a site's bulletins, newest first, ended ones too, and the site's
 * `display_frequency` (1: the bulletins show at every visit; 0: a member who closed them does not see them
 * again until one changes, spec section 4).
 */
export const adminBulletins = defineEndpoint({
  path: '/admin/bulletins',
  method: 'POST',
  write: false,
  request: z.object({ site_id: z._default(siteIdSchema, 'lobby-demo'), page: pageSchema, page_size: pageSizeSchema }),
  response: z.object({
    list: z.array(adminBulletinSchema),
    total_count: z.int(),
    display_frequency: z.union([z.literal(0), z.literal(1)]),
  }),
})

/** `POST /admin/bulletins/setting` (`content.manage`): the site's bulletin `display_frequency` (0 or 1). 102 no such site. */
export const adminBulletinSetting = defineEndpoint({
  path: '/admin/bulletins/setting',
  method: 'POST',
  write: true,
  request: z.object({
    site_id: z._default(siteIdSchema, 'lobby-demo'),
    display_frequency: z.union([z.literal(0), z.literal(1)]),
  }),
  response: z.object({ display_frequency: z.union([z.literal(0), z.literal(1)]) }),
})

/**
 * `POST /admin/bulletins/save` (`content.manage`): publishes a bulletin (no
 * `id`) or changes one. It shows from `start_at` (default now) until `end_at`
 * (null: no end). 108: no such bulletin.
 */
export const adminBulletinSave = defineEndpoint({
  path: '/admin/bulletins/save',
  method: 'POST',
  write: true,
  request: z
    .object({
      id: z.optional(z.int().check(z.positive())),
      site_id: z._default(siteIdSchema, 'lobby-demo'),
      display_device: z._default(z.union([z.literal(0), z.literal(1), z.literal(2)]), 0),
      display_content: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
      content: z.string().check(z.minLength(1), z.maxLength(20_000)),
      target: z._default(z.enum(['visitors', 'members', 'all']), 'all'),
      display_location: z._default(z.union([z.literal(0), z.literal(2), z.literal(3)]), 2),
      start_at: z.optional(instantSchema),
      end_at: z._default(z.nullable(instantSchema), null),
    })
    .check(
      z.refine((b) => b.end_at === null || b.start_at === undefined || b.start_at < b.end_at, {
        message: 'end_at after start_at',
        path: ['end_at'],
      }),
    ),
  response: adminBulletinSchema,
})

/** `POST /admin/bulletins/end` (`content.manage`): ends a bulletin now (it stays in the list). 108: no such bulletin. */
export const adminBulletinEnd = defineEndpoint({
  path: '/admin/bulletins/end',
  method: 'POST',
  write: true,
  request: z.object({ id: z.int().check(z.positive()) }),
  response: adminBulletinSchema,
})
