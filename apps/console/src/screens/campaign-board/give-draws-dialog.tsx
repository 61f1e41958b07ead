import type { AdminRoulette } from '@lobby/api'
import { Field, TextInput } from '@lobby/ui'
import { useRef } from 'react'
import { EditorDialog, useFieldProblems, useFieldValues } from '../../components/editor-dialog.tsx'
import { copy } from '../../copy.ts'
import { isDrawCount } from './campaign-dialogs.tsx'

const r = copy.campaigns.roulettes
const d = r.draws
/** The longest member account the call takes. */
const ACCOUNT_MAX = 64

/** Draws for one member, as `adminRouletteDraws` takes them (the roulette's id is the caller's). */
export interface DrawsDraft {
  member_account: string
  draws: number
}

/** The fields of the call a 400 can name (`data.field`), in the form's order. */
export const DRAWS_FIELDS = ['member_account', 'draws'] as const
export type DrawsField = (typeof DRAWS_FIELDS)[number]
/** What the server said of a field (a 400, or a refusal about the member), in a sentence. */
export type DrawsFieldErrors = Partial<Record<DrawsField, string>>

export interface GiveDrawsDialogProps {
  /** The roulette the draws are for; the dialog is open while there is one. */
  roulette: AdminRoulette | null
  /** The draws are being sent: Give draws waits, the fields are read only. */
  sending: boolean
  /** Why the last try failed when no field is to blame (above the form), or empty. */
  error: string
  /** The server's words about a field, each under its field until it is changed. */
  fieldErrors: DrawsFieldErrors
  onSend: (draft: DrawsDraft) => void
  /** Cancel, the close button, Escape or a click outside. */
  onCancel: () => void
  portalContainer?: HTMLElement | null
}

function check(values: { member_account: string; draws: string }): DrawsFieldErrors {
  const problems: DrawsFieldErrors = {}
  const account = values.member_account.trim()
  if (account === '') problems.member_account = d.memberRequired
  else if (account.length > ACCOUNT_MAX) problems.member_account = d.memberTooLong(ACCOUNT_MAX)
  if (!isDrawCount(values.draws.trim())) problems.draws = r.drawsInvalid
  return problems
}

/**
 * Gives one member more draws on a roulette: their account and how many (1 to 1,000), on top of what every member
 * gets.
 *
 * Contract
 * - MUST NOT close itself: the caller owns `roulette`; Cancel, × and Escape ask (`onCancel`), not while sending.
 * - MUST NOT report a draft its own checks refuse (an account of 1 to 64 characters, a whole number of draws from 1
 *   to 1,000): each problem is named under its field and the first is focused.
 * - A server's words about a field (`fieldErrors`) show under it until it is changed; any other failure (`error`)
 *   shows above the form. Key it by the roulette, so each opening starts empty.
 */
export function GiveDrawsDialog({
  roulette,
  sending,
  error,
  fieldErrors,
  onSend,
  onCancel,
  portalContainer,
}: GiveDrawsDialogProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const { problemOf, touch, accept } = useFieldProblems(fieldErrors, DRAWS_FIELDS, formRef)
  const { values, bind } = useFieldValues(() => ({ member_account: '', draws: '1' }), touch)
  const submit = (form: HTMLFormElement) => {
    if (!accept(check(values), form)) return
    onSend({ member_account: values.member_account.trim(), draws: Number(values.draws.trim()) })
  }
  return (
    <EditorDialog
      open={roulette !== null}
      title={d.title(r.name(roulette?.id ?? 0))}
      description={d.description(roulette?.draws_per_member ?? 0, roulette?.approval === 'pending')}
      saving={sending}
      error={error}
      onSubmit={submit}
      onCancel={onCancel}
      slot="give-draws-dialog"
      formRef={formRef}
      submitLabels={{ idle: d.send, busy: d.sending }}
      portalContainer={portalContainer}
    >
      <Field label={d.member} hint={d.memberHint(roulette?.currency ?? '')} error={problemOf('member_account')}>
        <TextInput {...bind('member_account')} readOnly={sending} autoComplete="off" spellCheck={false} required />
      </Field>
      <Field label={d.count} hint={d.countHint} error={problemOf('draws')}>
        <TextInput {...bind('draws')} readOnly={sending} inputMode="numeric" autoComplete="off" required />
      </Field>
    </EditorDialog>
  )
}
