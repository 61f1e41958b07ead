import { z } from 'zod/mini'
import { emptyBodySchema, operatorRoleSchema } from './admin.ts'
import { defineEndpoint } from './endpoint.ts'

/**
 * The operator console's calls (issue 24), operators managed from the console:
 * the owner lists them, creates one, changes its role, disables or enables
 * it, ends a lockout, and resets its second factor or password; the auditor
 * reads the list. Codes 150–154. The one-time password and the second
 * factor's secret are in the answer of the call that made them, once: they
 * are never stored in clear, logged or audited, and no call reads them again.
 * The command line (`node dist/operator.js`, docs/operator.md) makes the same
 * changes through the same service functions.
 */

/** Business codes of the operator calls (the envelope's `code`; HTTP 200). */
export const ADMIN_OPERATORS_CODE = {
  /** No operator with that account. */
  operatorNotFound: '150',
  /** An operator with that account exists already. */
  accountTaken: '151',
  /** An owner cannot disable, demote, reset the password or second factor of their own account here. */
  selfChange: '152',
  /** The last enabled owner cannot be disabled or demoted: someone must be able to manage the console. */
  lastOwner: '153',
} as const

/** An operator account: 3 to 64 lower-case letters, digits, `.`, `_` or `-` (the command line's rule). */
export const OPERATOR_ACCOUNT_PATTERN = /^[a-z0-9._-]{3,64}$/

export const operatorAccountSchema = z
  .string()
  .check(z.trim(), z.toLowerCase(), z.regex(OPERATOR_ACCOUNT_PATTERN, '3 to 64 letters, digits, ".", "_" or "-"'))

export const adminOperatorRowSchema = z.object({
  account: z.string(),
  role: operatorRoleSchema,
  /** 1: may sign in; 0: disabled (every session ended). */
  enabled: z.union([z.literal(0), z.literal(1)]),
  /** Until when failed sign-ins lock the account; null: not locked. */
  locked_until: z.nullable(z.string()),
  /** Whether a second factor (TOTP) is set up. */
  totp_set: z.boolean(),
  /** When the operator last signed in (started a session); null: never. */
  last_sign_in_at: z.nullable(z.string()),
  created_at: z.string(),
})
export type AdminOperatorRow = z.infer<typeof adminOperatorRowSchema>

/** `POST /admin/operators` (`operators.read`): every operator, by account. */
export const adminOperators = defineEndpoint({
  path: '/admin/operators',
  method: 'POST',
  write: false,
  request: emptyBodySchema,
  response: z.object({ list: z.array(adminOperatorRowSchema) }),
})

/** A new second factor, shown once: the base32 secret and the `otpauth://` address an authenticator app reads. */
export const operatorTotpSchema = z.object({ totp_secret: z.string(), totp_uri: z.string() })
export type OperatorTotp = z.infer<typeof operatorTotpSchema>

/**
 * `POST /admin/operators/create` (`operators.manage`): a new operator with a
 * generated password and a second factor, both shown once in this answer for
 * the owner to hand over. 151: the account exists.
 */
export const adminOperatorCreate = defineEndpoint({
  path: '/admin/operators/create',
  method: 'POST',
  write: true,
  request: z.object({ account: operatorAccountSchema, role: operatorRoleSchema }),
  response: z.extend(operatorTotpSchema, { operator: adminOperatorRowSchema, password: z.string() }),
})

const operatorRefSchema = z.object({ account: operatorAccountSchema })

/**
 * `POST /admin/operators/role` (`operators.manage`): changes an operator's
 * role; its open sessions carry the new role at their next call. 150, 152
 * (one's own role), 153 (the last enabled owner).
 */
export const adminOperatorRole = defineEndpoint({
  path: '/admin/operators/role',
  method: 'POST',
  write: true,
  request: z.extend(operatorRefSchema, { role: operatorRoleSchema }),
  response: adminOperatorRowSchema,
})

/**
 * `POST /admin/operators/enabled` (`operators.manage`): disables (`enabled:
 * false`: it cannot sign in, every session ends at once) or enables an
 * operator. 150, 152 (oneself), 153 (the last enabled owner).
 */
export const adminOperatorEnabled = defineEndpoint({
  path: '/admin/operators/enabled',
  method: 'POST',
  write: true,
  request: z.extend(operatorRefSchema, { enabled: z.boolean() }),
  response: adminOperatorRowSchema,
})

/** `POST /admin/operators/unlock` (`operators.manage`): ends a lockout (sessions stay). 150. */
export const adminOperatorUnlock = defineEndpoint({
  path: '/admin/operators/unlock',
  method: 'POST',
  write: true,
  request: operatorRefSchema,
  response: adminOperatorRowSchema,
})

/**
 * `POST /admin/operators/totp` (`operators.manage`): a new second factor,
 * shown once; the old codes stop working and every session ends. 150, 152.
 */
export const adminOperatorTotp = defineEndpoint({
  path: '/admin/operators/totp',
  method: 'POST',
  write: true,
  request: operatorRefSchema,
  response: z.extend(operatorTotpSchema, { operator: adminOperatorRowSchema }),
})

/**
 * `POST /admin/operators/password` (`operators.manage`): a new temporary
 * password, shown once (the lockout ends too); every session ends. 150, 152.
 */
export const adminOperatorPassword = defineEndpoint({
  path: '/admin/operators/password',
  method: 'POST',
  write: true,
  request: operatorRefSchema,
  response: z.object({ operator: adminOperatorRowSchema, password: z.string() }),
})
