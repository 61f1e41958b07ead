import type { AdminAgentApplication } from '@lobby/api'
import { OPERATOR_REASON_MAX } from '@lobby/domain'
import { AlertDialog, Field, FormAlert } from '@lobby/ui'
import { useId, useState, type FormEvent } from 'react'
import { TextArea } from '../../components/text-area.tsx'
import { copy } from '../../copy.ts'

/** The application being decided and how. */
export interface PendingDecision {
  application: AdminAgentApplication
  decision: 'approve' | 'reject'
}

export interface DecisionDialogProps {
  /** The decision asked for; the dialog is open while there is one. */
  deciding: PendingDecision | null
  /** The decision is being sent: Confirm waits. */
  submitting: boolean
  /** Why the last try failed (the dialog stays open), or empty. */
  error: string
  /** Called with the reason, trimmed (required for a rejection, at most `OPERATOR_REASON_MAX` characters). */
  onConfirm: (reason: string) => void
  onCancel: () => void
  portalContainer?: HTMLElement | null
}

function reasonError(reason: string, decision: PendingDecision['decision']): string | undefined {
  const text = reason.trim()
  if (text === '' && decision === 'reject') return copy.agents.reasonRequired
  if (text.length > OPERATOR_REASON_MAX) return copy.agents.reasonTooLong(OPERATOR_REASON_MAX)
  return undefined
}

/**
 * Confirms an approval (reason optional) or a rejection (reason required) of an agent application.
 *
 * Contract
 * - MUST NOT close itself: the caller owns `deciding`; Cancel and Escape ask (`onCancel`).
 * - MUST NOT report a rejection without a reason, or a reason over the limit: the problem is named under the field,
 *   announced and focused.
 */
export function DecisionDialog({
  deciding,
  submitting,
  error,
  onConfirm,
  onCancel,
  portalContainer,
}: DecisionDialogProps) {
  const formId = useId()
  const [reason, setReason] = useState('')
  const [checked, setChecked] = useState(false)
  const decision = deciding?.decision ?? 'approve'
  const account = deciding?.application.member_account ?? ''
  const invalid = checked ? reasonError(reason, decision) : undefined
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting) return
    setChecked(true)
    if (reasonError(reason, decision)) {
      event.currentTarget.querySelector('textarea')?.focus()
      return
    }
    onConfirm(reason.trim())
  }
  const used = reason.trim().length
  return (
    <AlertDialog
      open={deciding !== null}
      onOpenChange={(open) => {
        if (!open) onCancel()
      }}
      portalContainer={portalContainer}
      title={decision === 'approve' ? copy.agents.approveTitle(account) : copy.agents.rejectTitle(account)}
      description={decision === 'approve' ? copy.agents.approveDescription : copy.agents.rejectDescription}
      cancel={{ label: copy.agents.cancel, disabled: submitting }}
      confirm={{
        label: submitting
          ? copy.agents.deciding
          : decision === 'approve'
            ? copy.agents.confirmApprove
            : copy.agents.confirmReject,
        variant: decision === 'approve' ? 'primary' : 'destructive',
        type: 'submit',
        form: formId,
        'aria-disabled': submitting || undefined,
        'data-state': submitting ? 'submitting' : 'idle',
      }}
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-3" data-slot="agent-decision-form">
        <FormAlert>{error}</FormAlert>
        <Field
          label={copy.agents.reason}
          hint={
            decision === 'approve'
              ? copy.agents.reasonOptional(used, OPERATOR_REASON_MAX)
              : copy.agents.reasonHint(used, OPERATOR_REASON_MAX)
          }
          error={invalid}
        >
          <TextArea
            name="reason"
            required={decision === 'reject'}
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
