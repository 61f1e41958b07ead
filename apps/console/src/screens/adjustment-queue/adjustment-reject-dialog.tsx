import type { AdminAdjustment } from '@lobby/api'
import { OPERATOR_REASON_MAX } from '@lobby/domain'
import { AlertDialog, Field, FormAlert } from '@lobby/ui'
import { useId, useState, type FormEvent } from 'react'
import { TextArea } from '../../components/text-area.tsx'
import { copy } from '../../copy.ts'

const text = copy.adjustments

export interface AdjustmentRejectDialogProps {
  /** The adjustment being rejected; the dialog is open while there is one. */
  adjustment: AdminAdjustment | null
  submitting: boolean
  /** Why the last try failed (the dialog stays open), or empty. */
  error: string
  /** Called with the reason (trimmed, 1 to `OPERATOR_REASON_MAX` characters). */
  onConfirm: (reason: string) => void
  onCancel: () => void
  /** What the reason starts with (a story's half-typed form). */
  initialReason?: string
  portalContainer?: HTMLElement | null
}

function reasonError(reason: string): string | undefined {
  const value = reason.trim()
  if (value === '') return text.reasonRequired
  if (value.length > OPERATOR_REASON_MAX) return text.reasonTooLong(OPERATOR_REASON_MAX)
  return undefined
}

/**
 * Asks why a pending adjustment is rejected and confirms. It never closes itself: the caller owns `adjustment`. An
 * empty or too long reason is named under the field and focused; nothing is sent.
 */
export function AdjustmentRejectDialog({
  adjustment,
  submitting,
  error,
  onConfirm,
  onCancel,
  initialReason,
  portalContainer,
}: AdjustmentRejectDialogProps) {
  const formId = useId()
  const [reason, setReason] = useState(initialReason ?? '')
  const [checked, setChecked] = useState(initialReason !== undefined)
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
      open={adjustment !== null}
      onOpenChange={(open) => {
        if (!open && !submitting) onCancel()
      }}
      portalContainer={portalContainer}
      title={text.rejectTitle(adjustment?.id ?? 0)}
      description={text.rejectDescription(adjustment?.member_account ?? '')}
      cancel={{ label: text.cancel, disabled: submitting }}
      confirm={{
        label: submitting ? text.deciding : text.confirmReject,
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
          label={text.rejectReason}
          hint={text.reasonHint(reason.trim().length, OPERATOR_REASON_MAX)}
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
