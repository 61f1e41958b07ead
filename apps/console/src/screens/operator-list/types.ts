import type { OperatorRole } from '@lobby/domain'

/** What an owner can do to an operator's row, each after a confirmation. */
export type OperatorAction = 'role' | 'disable' | 'enable' | 'unlock' | 'totp' | 'password'

/** The confirmation open: the action, its operator, and (a role change) the role it has now. */
export interface PendingOperatorAction {
  action: OperatorAction
  account: string
  role: OperatorRole
}

/** A password or second factor the server answered once: shown in a dialog until the owner closes it, then gone. */
export interface OneTimeSecret {
  kind: 'created' | 'totp' | 'password'
  account: string
  password?: string
  totp_secret?: string
  totp_uri?: string
}

/** A new operator as the create call takes it. */
export interface OperatorDraft {
  account: string
  role: OperatorRole
}

/** The fields of the create call a 400 or a refusal can name. */
export const OPERATOR_FIELDS = ['account', 'role'] as const
export type OperatorField = (typeof OPERATOR_FIELDS)[number]
export type OperatorFieldErrors = Partial<Record<OperatorField, string>>
