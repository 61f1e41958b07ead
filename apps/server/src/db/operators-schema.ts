import type { Generated } from 'kysely'
import type { OperatorRole } from '@lobby/domain'

/** Row types of migration 0023-operators; `Database` in schema.ts extends `OperatorsDatabase`. */

export interface OperatorTable {
  id: Generated<number>
  /** Lower case. */
  account: string
  /** argon2id (members/passwords.ts). */
  password_hash: string
  role: OperatorRole
  /** Base32 RFC 6238 secret; null: none set up. */
  totp_secret: string | null
  /** The last accepted TOTP time step (a code is good once). */
  totp_last_step: Generated<number>
  failed_logins: Generated<number>
  locked_until: string | null
  disabled: Generated<0 | 1>
  created_at: string
}

export interface OperatorSessionTable {
  /** SHA-256 of the token, hex; the token itself is never stored. */
  token_hash: string
  operator_id: number
  ip: string
  created_at: string
  expires_at: string
  last_seen_at: string
  revoked_at: string | null
}

export interface AuditLogTable {
  id: Generated<number>
  operator: string
  role: string
  action: string
  target_kind: string
  target_id: string
  /** JSON object or null. */
  before: string | null
  after: string | null
  ip: string
  created_at: string
}

export interface OperatorsDatabase {
  operators: OperatorTable
  operator_sessions: OperatorSessionTable
  audit_log: AuditLogTable
}
