import type { LetterTarget } from '@lobby/api'
import { LANGUAGE_CODES } from '@lobby/domain'
import { Button, Field, FormAlert, Modal, Select, TextInput } from '@lobby/ui'
import { useId, useState, type FormEvent } from 'react'
import { TextArea } from '../../components/text-area.tsx'
import { copy } from '../../copy.ts'

export const LETTER_TITLE_MAX = 200
export const LETTER_CONTENT_MAX = 20_000

/** A letter as the send call takes it (the site is the call's default). */
export interface LetterDraft {
  target: LetterTarget
  member_account?: string
  currency?: string
  agent_account?: string
  language: string | null
  title: string
  content: string
}

/** The fields of the send call a 400 can name (`data.field`). */
export const LETTER_FIELDS = [
  'target',
  'member_account',
  'currency',
  'agent_account',
  'language',
  'title',
  'content',
] as const
export type LetterField = (typeof LETTER_FIELDS)[number]
export type LetterFieldErrors = Partial<Record<LetterField, string>>

export interface LetterComposerProps {
  open: boolean
  sending: boolean
  /** Why the last send failed when no field is to blame, or empty. */
  error: string
  /** The fields the server refused, each under its field until it is changed. */
  fieldErrors: LetterFieldErrors
  /** The target the dialog opens on (stories show each). */
  initialTarget?: LetterTarget
  onSend: (draft: LetterDraft) => void
  onCancel: () => void
  portalContainer?: HTMLElement | null
}

type Values = Record<'target' | 'member' | 'currency' | 'agent' | 'language' | 'title' | 'content', string>

const fieldOfServer: Record<LetterField, keyof Values> = {
  target: 'target',
  member_account: 'member',
  currency: 'currency',
  agent_account: 'agent',
  language: 'language',
  title: 'title',
  content: 'content',
}

const CURRENCY = /^[A-Z]{3}$/

function check(values: Values): Partial<Record<keyof Values, string>> {
  const errors: Partial<Record<keyof Values, string>> = {}
  const c = copy.letters
  if (values.target === 'member' && values.member.trim() === '') errors.member = c.memberRequired
  if (values.target === 'segment') {
    const currency = values.currency.trim()
    if (currency === '' && values.agent.trim() === '') errors.currency = c.segmentRequired
    else if (currency !== '' && !CURRENCY.test(currency)) errors.currency = copy.campaigns.currencyRequired
  }
  const title = values.title.trim()
  if (title === '') errors.title = c.titleRequired
  else if (title.length > LETTER_TITLE_MAX) errors.title = c.titleTooLong(LETTER_TITLE_MAX)
  if (values.content.trim() === '') errors.content = c.contentRequired
  else if (values.content.length > LETTER_CONTENT_MAX) errors.content = c.contentTooLong(LETTER_CONTENT_MAX)
  return errors
}

/**
 * Writes a letter to one member, a segment (a currency, an agent's line, or both) or everyone on the site.
 *
 * Contract
 * - MUST NOT close itself: Cancel, × and Escape ask (`onCancel`), not while sending.
 * - MUST NOT send a draft its own checks refuse: each problem is named under its field.
 * - A server's refusal of a field shows under that field until it is changed; another failure above the form.
 */
export function LetterComposer({
  open,
  sending,
  error,
  fieldErrors,
  initialTarget = 'member',
  onSend,
  onCancel,
  portalContainer,
}: LetterComposerProps) {
  const formId = useId()
  const [values, setValues] = useState<Values>({
    target: initialTarget,
    member: '',
    currency: '',
    agent: '',
    language: '',
    title: '',
    content: '',
  })
  const [checked, setChecked] = useState<Partial<Record<keyof Values, string>>>({})
  const [changed, setChanged] = useState<readonly (keyof Values)[]>([])
  const [serverSeen, setServerSeen] = useState(fieldErrors)
  if (serverSeen !== fieldErrors) {
    setServerSeen(fieldErrors)
    setChanged([])
  }
  const bind = (field: keyof Values) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value
      setValues((current) => ({ ...current, [field]: value }))
      setChecked((current) => ({ ...current, [field]: undefined }))
      setChanged((current) => (current.includes(field) ? current : [...current, field]))
    },
  })
  const server: Partial<Record<keyof Values, string>> = {}
  for (const field of LETTER_FIELDS) {
    const reason = fieldErrors[field]
    if (reason && !changed.includes(fieldOfServer[field])) server[fieldOfServer[field]] = reason
  }
  const errorOf = (field: keyof Values) => checked[field] ?? server[field]

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return
    const errors = check(values)
    setChecked(errors)
    const first = (Object.keys(errors) as (keyof Values)[])[0]
    if (first) {
      const control = event.currentTarget.elements.namedItem(first)
      if (control instanceof HTMLElement) control.focus()
      return
    }
    const target = values.target as LetterTarget
    onSend({
      target,
      ...(target === 'member' ? { member_account: values.member.trim() } : {}),
      ...(target === 'segment' && values.currency.trim() !== '' ? { currency: values.currency.trim() } : {}),
      ...(target === 'segment' && values.agent.trim() !== '' ? { agent_account: values.agent.trim() } : {}),
      language: values.language === '' ? null : values.language,
      title: values.title.trim(),
      content: values.content,
    })
  }

  const c = copy.letters
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !sending) onCancel()
      }}
      size="lg"
      portalContainer={portalContainer}
      title={c.composerTitle}
      description={c.composerDescription}
      bodyClassName="px-5 py-4"
      footer={
        <>
          <Button variant="outline" disabled={sending} onClick={onCancel}>
            {c.cancel}
          </Button>
          <Button
            type="submit"
            form={formId}
            aria-disabled={sending || undefined}
            data-state={sending ? 'submitting' : 'idle'}
          >
            {sending ? c.sending : c.send}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4" data-slot="letter-composer">
        <FormAlert>{error}</FormAlert>
        <Field label={c.fields.target} error={errorOf('target')}>
          <Select {...bind('target')} disabled={sending}>
            {(['member', 'segment', 'all'] as const).map((target) => (
              <option key={target} value={target}>
                {c.targets[target]}
              </option>
            ))}
          </Select>
        </Field>
        {values.target === 'member' ? (
          <Field label={c.fields.member} error={errorOf('member')}>
            <TextInput {...bind('member')} readOnly={sending} autoComplete="off" required />
          </Field>
        ) : null}
        {values.target === 'segment' ? (
          <div className="grid gap-4 desktop:grid-cols-2">
            <Field label={c.fields.currency} hint={c.segmentHint} error={errorOf('currency')}>
              <TextInput {...bind('currency')} readOnly={sending} autoComplete="off" maxLength={3} />
            </Field>
            <Field label={c.fields.agent} error={errorOf('agent')}>
              <TextInput {...bind('agent')} readOnly={sending} autoComplete="off" />
            </Field>
          </div>
        ) : null}
        <Field label={c.fields.language} hint={c.languageHint} error={errorOf('language')}>
          <Select {...bind('language')} disabled={sending}>
            <option value="">{c.anyLanguage}</option>
            {LANGUAGE_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={c.fields.title} error={errorOf('title')}>
          <TextInput {...bind('title')} readOnly={sending} autoComplete="off" required />
        </Field>
        <Field label={c.fields.content} error={errorOf('content')}>
          <TextArea {...bind('content')} readOnly={sending} required rows={6} />
        </Field>
      </form>
    </Modal>
  )
}
