import { OPERATOR_ROLES, type OperatorRole } from '@lobby/domain'
import { AlertDialog, Field, FormAlert, Select } from '@lobby/ui'
import { useState } from 'react'
import { copy } from '../../copy.ts'
import type { PendingOperatorAction } from './types.ts'

export interface OperatorConfirmDialogProps {
  /** The action to confirm; the dialog is open while there is one. */
  pending: PendingOperatorAction | null
  /** It is being sent: Confirm waits, Cancel is off. */
  busy: boolean
  /** Why the last try failed (the owner rules: not oneself, not the last owner), or empty. */
  error: string
  /** Confirmed; `role` is the new role of a role change. */
  onConfirm: (role?: OperatorRole) => void
  onCancel: () => void
  portalContainer?: HTMLElement | null
}

/**
 * Asks before changing an operator: what the change does (sessions end, codes stop working), and for a role
 * change, the new role. It never closes itself: the caller owns `pending`. Render it with a `key` per action so a
 * new one starts from the operator's role.
 */
export function OperatorConfirmDialog({
  pending,
  busy,
  error,
  onConfirm,
  onCancel,
  portalContainer,
}: OperatorConfirmDialogProps) {
  const [role, setRole] = useState<OperatorRole>(pending?.role ?? 'support')
  const o = copy.operators
  const action = pending?.action ?? 'disable'
  const destructive = action === 'disable' || action === 'totp' || action === 'password'
  const unchanged = action === 'role' && role === pending?.role
  return (
    <AlertDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onCancel()
      }}
      portalContainer={portalContainer}
      title={pending ? o.confirmTitles[action](pending.account) : ''}
      description={o.confirmDescriptions[action]}
      bodyClassName="flex flex-col gap-3 px-5 pb-2"
      cancel={{ label: o.cancel, disabled: busy }}
      confirm={{
        label: busy ? o.working : o.confirm[action],
        variant: destructive ? 'destructive' : 'primary',
        'aria-disabled': busy || unchanged || undefined,
        'data-state': busy ? 'submitting' : 'idle',
        onClick: () => {
          if (busy || unchanged) return
          onConfirm(action === 'role' ? role : undefined)
        },
      }}
    >
      {action === 'role' ? (
        <Field label={o.newRole} hint={o.roleHints[role]}>
          <Select name="role" value={role} disabled={busy} onChange={(e) => setRole(e.target.value as OperatorRole)}>
            {OPERATOR_ROLES.map((r) => (
              <option key={r} value={r}>
                {copy.roles[r]}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      {error ? <FormAlert>{error}</FormAlert> : null}
    </AlertDialog>
  )
}
