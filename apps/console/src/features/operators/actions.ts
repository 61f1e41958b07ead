import {
  ADMIN_OPERATORS_CODE,
  adminOperatorCreate,
  adminOperatorEnabled,
  adminOperatorPassword,
  adminOperatorRole,
  adminOperators,
  adminOperatorTotp,
  adminOperatorUnlock,
  isApiError,
  type AdminOperatorRow,
} from '@lobby/api'
import type { OperatorRole } from '@lobby/domain'
import { api } from '../../app/api.ts'
import { describeFailure, isForbidden, isRefusal } from '../../app/failure.ts'
import { copy } from '../../copy.ts'
import {
  OPERATOR_FIELDS,
  type OperatorAction,
  type OperatorDraft,
  type OperatorField,
} from '../../screens/operator-list/index.ts'
import { keepSecret, operators } from './store.ts'

/** The latest load; an older answer arriving late is dropped. */
let loads = 0

/** Loads every operator (`adminOperators`). */
export async function loadOperators(): Promise<void> {
  const load = ++loads
  operators.status = 'loading'
  try {
    const answer = await api.call(adminOperators, {})
    if (load !== loads) return
    operators.rows = answer.list
    operators.status = 'ready'
  } catch (error) {
    if (load !== loads) return
    operators.rows = []
    operators.errorMessage = describeFailure(error)
    operators.status = isForbidden(error) ? 'forbidden' : 'error'
  }
}

/** The role may not read operators: nothing is asked, the screen says so. */
export function forbidOperators(): void {
  loads++
  operators.status = 'forbidden'
  operators.rows = []
}

export function openCreate(): void {
  operators.creating = true
  operators.createError = ''
  operators.createFieldErrors = {}
}

export function cancelCreate(): void {
  if (operators.createBusy) return
  operators.creating = false
}

const isOperatorField = (field: string | undefined): field is OperatorField =>
  (OPERATOR_FIELDS as readonly (string | undefined)[]).includes(field)

/** Creates the operator (`adminOperatorCreate`); its password and second factor are then shown once. */
export async function createOperator(draft: OperatorDraft): Promise<void> {
  if (operators.createBusy) return
  operators.createBusy = true
  operators.createError = ''
  operators.createFieldErrors = {}
  operators.notice = null
  try {
    const made = await api.call(adminOperatorCreate, draft)
    operators.creating = false
    operators.secret = keepSecret({
      kind: 'created',
      account: made.operator.account,
      password: made.password,
      totp_secret: made.totp_secret,
      totp_uri: made.totp_uri,
    })
    void loadOperators()
  } catch (error) {
    if (isApiError(error) && error.kind === 'unauthorized') return
    if (isRefusal(error, ADMIN_OPERATORS_CODE.accountTaken)) {
      operators.createFieldErrors = { account: copy.operators.accountTaken }
    } else if (isForbidden(error)) {
      operators.creating = false
      operators.notice = { tone: 'error', text: copy.operators.actionForbidden }
    } else if (isApiError(error) && error.kind === 'invalid' && isOperatorField(error.field)) {
      operators.createFieldErrors = { [error.field]: copy.operators.serverRefused(error.fieldReason) }
    } else operators.createError = copy.operators.createFailed(describeFailure(error))
  } finally {
    operators.createBusy = false
  }
}

/** The owner has handed the one-time secret over: it is forgotten. */
export function forgetSecret(): void {
  operators.secret = null
}

export function askAction(action: OperatorAction, row: AdminOperatorRow): void {
  operators.pending = { action, account: row.account, role: row.role }
  operators.pendingError = ''
}

export function cancelAction(): void {
  if (operators.pendingBusy) return
  operators.pending = null
  operators.pendingError = ''
}

/** Sends the confirmed change; a refusal (152, 153) stays in the confirmation, a gone operator reloads the list. */
export async function confirmAction(role?: OperatorRole): Promise<void> {
  const pending = operators.pending
  if (pending === null || operators.pendingBusy) return
  operators.pendingBusy = true
  operators.pendingError = ''
  operators.notice = null
  const account = pending.account
  const done = copy.operators.done
  try {
    switch (pending.action) {
      case 'role': {
        const row = await api.call(adminOperatorRole, { account, role: role ?? pending.role })
        operators.notice = { tone: 'success', text: done.role(account, copy.roles[row.role]) }
        break
      }
      case 'disable':
      case 'enable':
        await api.call(adminOperatorEnabled, { account, enabled: pending.action === 'enable' })
        operators.notice = { tone: 'success', text: done[pending.action](account) }
        break
      case 'unlock':
        await api.call(adminOperatorUnlock, { account })
        operators.notice = { tone: 'success', text: done.unlock(account) }
        break
      case 'totp': {
        const reset = await api.call(adminOperatorTotp, { account })
        operators.secret = keepSecret({
          kind: 'totp',
          account,
          totp_secret: reset.totp_secret,
          totp_uri: reset.totp_uri,
        })
        break
      }
      case 'password': {
        const reset = await api.call(adminOperatorPassword, { account })
        operators.secret = keepSecret({ kind: 'password', account, password: reset.password })
        break
      }
    }
    operators.pending = null
    void loadOperators()
  } catch (error) {
    if (isApiError(error) && error.kind === 'unauthorized') return
    if (isRefusal(error, ADMIN_OPERATORS_CODE.selfChange)) operators.pendingError = copy.operators.selfChange
    else if (isRefusal(error, ADMIN_OPERATORS_CODE.lastOwner)) operators.pendingError = copy.operators.lastOwner
    else if (isRefusal(error, ADMIN_OPERATORS_CODE.operatorNotFound)) {
      operators.pending = null
      operators.notice = { tone: 'error', text: copy.operators.notFound }
      void loadOperators()
    } else if (isForbidden(error)) {
      operators.pending = null
      operators.notice = { tone: 'error', text: copy.operators.actionForbidden }
    } else operators.pendingError = copy.operators.actionFailed(describeFailure(error))
  } finally {
    operators.pendingBusy = false
  }
}
