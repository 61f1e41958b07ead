import type { AdminWithdrawal } from '@lobby/api'
import { OPERATOR_REASON_MAX } from '@lobby/domain'
import { AlertDialog, Field, FormAlert } from '@lobby/ui'
import { useId, useState, type FormEvent } from 'react'
import { TextArea } from '../../components/text-area.tsx'
import { copy } from '../../copy.ts'

export interface RejectDialogProps {
  /** The withdrawal being rejected; the dialog is open while there is one. */
  withdrawal: AdminWithdrawal | null
  /** The rejection is being sent: Confirm waits. */
  submitting: boolean
  /** Why the last try failed (not a refusal that closes the dialog), or empty. */
  error: string
  /** Called with the reason (trimmed, 1 to `OPERATOR_REASON_MAX` characters). */
  onConfirm: (reason: string) => void
  /** Cancel, Escape or a click outside. */
  onCancel: () => void
  /** Where the dialog portals (a story's frame); the page's body by default. */
  portalContainer?: HTMLElement | null
}

/** Why `reason` cannot be sent, or undefined. */
function reasonError(reason: string): string | undefined {
  const text = reason.trim()
  if (text === '') return copy.withdrawals.reasonRequired
  if (text.length > OPERATOR_REASON_MAX) return copy.withdrawals.reasonTooLong(OPERATOR_REASON_MAX)
  return undefined
}

/**
 * Asks the reason for rejecting a withdrawal (the member reads it) and confirms. It never closes itself: the caller
 * owns `withdrawal`. An empty or too long reason is named under the field, announced and focused; nothing is sent.
 */
export function RejectDialog({
  withdrawal,
  submitting,
  error,
  onConfirm,
  onCancel,
  portalContainer,
}: RejectDialogProps) {
  const formId = useId()
  const [reason, setReason] = useState('')
  const [checked, setChecked] = useState(false)
  const invalid = checked ? reasonError(reason) : undefined

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting) return
    setChecked(true)
    if (reasonError(reason)) {
      event.currentTarget.querySelector('textarea')?.focus()
      return
    }
    onConfirm(reason.trim())
  }

  return (
    <AlertDialog
      open={withdrawal !== null}
      onOpenChange={(open) => {
        if (!open) onCancel()
      }}
      portalContainer={portalContainer}
      title={copy.withdrawals.rejectTitle(withdrawal?.order_number ?? '')}
      description={copy.withdrawals.rejectDescription(withdrawal?.member_account ?? '')}
      cancel={{ label: copy.withdrawals.cancel, disabled: submitting }}
      confirm={{
        label: submitting ? copy.withdrawals.deciding : copy.withdrawals.confirmReject,
        variant: 'destructive',
        type: 'submit',
        form: formId,
        'aria-disabled': submitting || undefined,
        'data-state': submitting ? 'submitting' : 'idle',
      }}
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-3">
        <FormAlert>{error}</FormAlert>
        <Field
          label={copy.withdrawals.reason}
          hint={copy.withdrawals.reasonHint(reason.trim().length, OPERATOR_REASON_MAX)}
          error={invalid}
        >
          <TextArea
            name="reason"
            required
            maxLength={OPERATOR_REASON_MAX}
            value={reason}
            readOnly={submitting}
            onChange={(event) => setReason(event.target.value)}
          />
        </Field>
      </form>
    </AlertDialog>
  )
}
