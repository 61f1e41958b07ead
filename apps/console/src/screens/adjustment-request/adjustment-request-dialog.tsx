import { adjustmentThreshold } from '@lobby/api'
import { OPERATOR_REASON_MAX } from '@lobby/domain'
import { AlertDialog, Field, FormAlert, moneyText, TextInput } from '@lobby/ui'
import { useId, useState, type FormEvent } from 'react'
import { TextArea } from '../../components/text-area.tsx'
import { copy } from '../../copy.ts'
import { adjustmentErrors, parseSignedAmount, type AdjustmentFieldErrors } from '../../lib/adjustments.ts'

const text = copy.adjustments

export interface AdjustmentRequestDialogProps {
  /** The member the adjustment is for; the dialog is open while there is one. */
  member: { account: string; currency: string; balance: number } | null
  /** The request is being sent: Request waits, Cancel is off. */
  submitting: boolean
  /** Why the last try failed (the dialog stays open for another, with the same request), or empty. */
  error: string
  /** Called with a checked request: a signed non-zero amount in minor units and the trimmed reason. */
  onSubmit: (request: { amount: number; reason: string }) => void
  /** Cancel, Escape or a click outside. */
  onCancel: () => void
  /** What the fields start with (a story's half-typed form). */
  initial?: { amount: string; reason: string }
  /** Where the dialog portals (a story's frame). */
  portalContainer?: HTMLElement | null
}

function amountMessage(error: NonNullable<AdjustmentFieldErrors['amount']>, currency: string): string {
  switch (error) {
    case 'empty':
      return text.amountRequired
    case 'format':
      return text.amountFormat
    case 'digits':
      return text.amountDigits(currency)
    case 'zero':
      return text.amountZero
    case 'balance':
      return text.amountBelowBalance
  }
}

/**
 * Asks finance for a manual adjustment of a member's main wallet: a signed amount in the member's currency and a
 * reason. It says where the threshold is (above it a second operator approves). Nothing is sent while a field is
 * wrong: each error is named under its field, announced, and the first wrong field is focused. It never closes
 * itself: the caller owns `member`.
 */
export function AdjustmentRequestDialog({
  member,
  submitting,
  error,
  onSubmit,
  onCancel,
  initial,
  portalContainer,
}: AdjustmentRequestDialogProps) {
  const formId = useId()
  const [amount, setAmount] = useState(initial?.amount ?? '')
  const [reason, setReason] = useState(initial?.reason ?? '')
  const [checked, setChecked] = useState(initial !== undefined)
  const currency = member?.currency ?? 'USD'
  const errors = checked ? adjustmentErrors({ amount, reason }, currency, member?.balance) : {}

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting || !member) return
    setChecked(true)
    const found = adjustmentErrors({ amount, reason }, currency, member.balance)
    const parsed = parseSignedAmount(amount, currency)
    if (found.amount || found.reason || !parsed.ok) {
      const name = found.amount ? 'amount' : 'reason'
      event.currentTarget.querySelector<HTMLElement>(`[name="${name}"]`)?.focus()
      return
    }
    onSubmit({ amount: parsed.minor, reason: reason.trim() })
  }

  return (
    <AlertDialog
      open={member !== null}
      onOpenChange={(open) => {
        if (!open && !submitting) onCancel()
      }}
      portalContainer={portalContainer}
      title={text.requestTitle(member?.account ?? '')}
      description={text.requestDescription(moneyText(adjustmentThreshold(currency), currency, 'en_US', 'auto'))}
      cancel={{ label: text.cancel, disabled: submitting }}
      confirm={{
        label: submitting ? text.submitting : text.submit,
        type: 'submit',
        form: formId,
        'aria-disabled': submitting || undefined,
        'data-state': submitting ? 'submitting' : 'idle',
      }}
    >
      <form id={formId} data-slot="adjustment-request" noValidate onSubmit={submit} className="flex flex-col gap-3">
        <FormAlert>{error}</FormAlert>
        <Field
          label={text.amount}
          hint={text.amountHint(currency)}
          error={errors.amount ? amountMessage(errors.amount, currency) : undefined}
        >
          <TextInput
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            required
            maxLength={24}
            value={amount}
            readOnly={submitting}
            onChange={(event) => setAmount(event.target.value)}
          />
        </Field>
        <Field
          label={text.reason}
          hint={text.reasonHint(reason.trim().length, OPERATOR_REASON_MAX)}
          error={
            errors.reason === 'empty'
              ? text.reasonRequired
              : errors.reason === 'long'
                ? text.reasonTooLong(OPERATOR_REASON_MAX)
                : undefined
          }
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
