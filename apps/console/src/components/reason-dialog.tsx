import { OPERATOR_REASON_MAX } from '@lobby/domain'
import { AlertDialog, Field, FormAlert } from '@lobby/ui'
import { useId, useState, type FormEvent } from 'react'
import { TextArea } from './text-area.tsx'

/** The words of a reason dialog, named as each area's copy names them (`copy.adjustments`, `copy.agents`...). */
export interface ReasonDialogWords {
  /** The field's label. */
  reason: string
  reasonHint: (used: number, max: number) => string
  reasonRequired: string
  reasonTooLong: (max: number) => string
  confirmReject: string
  /** Confirm's label while the decision is being sent. */
  deciding: string
  cancel: string
}

export interface ReasonDialogProps {
  open: boolean
  title: string
  description: string
  words: ReasonDialogWords
  /** An approval rather than a rejection: the reason may be empty, Confirm is not destructive. */
  approval?: { confirm: string; reasonHint: (used: number, max: number) => string }
  /** The decision is being sent: Confirm waits, Cancel is off. */
  submitting: boolean
  /** Why the last try failed (the dialog stays open), or empty. */
  error: string
  /** Called with the reason, trimmed: 1 to `OPERATOR_REASON_MAX` characters (0 too for an approval). */
  onConfirm: (reason: string) => void
  onCancel: () => void
  /** What the reason starts with (a story's half-typed form). */
  initialReason?: string
  portalContainer?: HTMLElement | null
}

/**
 * Asks why something is rejected (or, optionally, approved) and confirms.
 *
 * Contract
 * - MUST NOT close itself: the caller owns `open`; Cancel and Escape ask (`onCancel`), not while submitting.
 * - MUST NOT report a rejection without a reason, or a reason over the limit: the problem is named under the field,
 *   announced and focused.
 * - Key it by what is decided, so a new decision starts with an empty reason.
 */
export function ReasonDialog({
  open,
  title,
  description,
  words,
  approval,
  submitting,
  error,
  onConfirm,
  onCancel,
  initialReason,
  portalContainer,
}: ReasonDialogProps) {
  const formId = useId()
  const [reason, setReason] = useState(initialReason ?? '')
  const [checked, setChecked] = useState(initialReason !== undefined)
  const problem = (value: string) => {
    if (value === '' && approval === undefined) return words.reasonRequired
    if (value.length > OPERATOR_REASON_MAX) return words.reasonTooLong(OPERATOR_REASON_MAX)
    return undefined
  }
  const used = reason.trim().length
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting) return
    setChecked(true)
    if (problem(reason.trim())) {
      event.currentTarget.querySelector('textarea')?.focus()
      return
    }
    onConfirm(reason.trim())
  }
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !submitting) onCancel()
      }}
      portalContainer={portalContainer}
      title={title}
      description={description}
      cancel={{ label: words.cancel, disabled: submitting }}
      confirm={{
        label: submitting ? words.deciding : (approval?.confirm ?? words.confirmReject),
        variant: approval ? 'primary' : 'destructive',
        type: 'submit',
        form: formId,
        'aria-disabled': submitting || undefined,
        'data-state': submitting ? 'submitting' : 'idle',
      }}
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-3" data-slot="reason-form">
        <FormAlert>{error}</FormAlert>
        <Field
          label={words.reason}
          hint={(approval?.reasonHint ?? words.reasonHint)(used, OPERATOR_REASON_MAX)}
          error={checked ? problem(reason.trim()) : undefined}
        >
          <TextArea
            name="reason"
            required={approval === undefined}
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
