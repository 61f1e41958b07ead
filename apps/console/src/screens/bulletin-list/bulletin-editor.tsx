import { BULLETIN_LOCATION, type AdminBulletin } from '@lobby/api'
import { BULLETIN_DEVICE } from '@lobby/domain'
import { Button, Field, FormAlert, Modal, Select, TextInput } from '@lobby/ui'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { TextArea } from '../../components/text-area.tsx'
import { copy } from '../../copy.ts'
import { bulletinWindow, isWindowProblem } from '../../lib/bulletins.ts'
import { localInputValue } from '../../lib/local-time.ts'

/** The most characters of a bulletin's title and body (`adminBulletinSave`). */
export const BULLETIN_TITLE_MAX = 200
export const BULLETIN_BODY_MAX = 20_000

/** A bulletin as the save call takes it (the site is the call's default); no `id` publishes a new one. */
export interface BulletinDraft {
  id?: number
  display_content: string
  content: string
  display_device: AdminBulletin['display_device']
  target: AdminBulletin['target']
  /** Where members see it (`BULLETIN_LOCATION`). */
  display_location: AdminBulletin['display_location']
  /** Absent: from now. */
  start_at?: string
  /** Null: no end. */
  end_at: string | null
}

/** The fields of the save call a 400 can name (`data.field`). */
export const BULLETIN_FIELDS = [
  'display_content',
  'content',
  'display_device',
  'target',
  'display_location',
  'start_at',
  'end_at',
] as const
export type BulletinField = (typeof BULLETIN_FIELDS)[number]
/** What the server said of each field it refused, in a sentence. */
export type BulletinFieldErrors = Partial<Record<BulletinField, string>>

export interface BulletinEditorProps {
  /** The bulletin being changed, `new` for a new one; the dialog is open while there is one. */
  editing: AdminBulletin | 'new' | null
  /** The bulletin is being saved: Save waits, the fields are read only. */
  saving: boolean
  /** Why the last save failed, when no field is to blame; or empty. */
  error: string
  /** The fields the server refused (a 400), each under its field until it is changed. */
  fieldErrors: BulletinFieldErrors
  onSave: (draft: BulletinDraft) => void
  /** Cancel, the close button, Escape or a click outside. */
  onCancel: () => void
  /** Now, in ms (an empty start is now); the clock by default. */
  clock?: () => number
  portalContainer?: HTMLElement | null
}

interface Values {
  title: string
  body: string
  device: string
  audience: string
  location: string
  from: string
  until: string
}

const valuesOf = (bulletin: AdminBulletin | null): Values => ({
  title: bulletin?.display_content ?? '',
  body: bulletin?.content ?? '',
  device: String(bulletin?.display_device ?? BULLETIN_DEVICE.all),
  audience: bulletin?.target ?? 'all',
  // A new bulletin shows on the site's pages, as the save call's default does.
  location: String(bulletin?.display_location ?? BULLETIN_LOCATION.site),
  from: localInputValue(bulletin?.start_at ?? null),
  until: localInputValue(bulletin?.end_at ?? null),
})

/** Which form field shows a server error about a call field. */
const fieldOfServer: Record<BulletinField, keyof Values> = {
  display_content: 'title',
  content: 'body',
  display_device: 'device',
  target: 'audience',
  display_location: 'location',
  start_at: 'from',
  end_at: 'until',
}

const ORDER: readonly (keyof Values)[] = ['title', 'body', 'device', 'audience', 'location', 'from', 'until']

/** Moves focus to a field of the form (its control is named after it). */
function focusField(form: HTMLFormElement, field: keyof Values): void {
  const control = form.elements.namedItem(field)
  if (control instanceof HTMLElement) control.focus()
}

/** The form's own checks: what is wrong with each field, if anything. */
function check(values: Values, now: number, original: AdminBulletin | null) {
  const errors: Partial<Record<keyof Values, string>> = {}
  const title = values.title.trim()
  if (title === '') errors.title = copy.bulletins.titleRequired
  else if (title.length > BULLETIN_TITLE_MAX) errors.title = copy.bulletins.titleTooLong(BULLETIN_TITLE_MAX)
  if (values.body.trim() === '') errors.body = copy.bulletins.bodyRequired
  else if (values.body.length > BULLETIN_BODY_MAX) errors.body = copy.bulletins.bodyTooLong(BULLETIN_BODY_MAX)
  const span = bulletinWindow(values.from, values.until, now, original)
  if (isWindowProblem(span)) {
    errors[span.field] = span.problem === 'order' ? copy.bulletins.untilBeforeFrom : copy.bulletins.timeInvalid
  }
  return { errors, span: isWindowProblem(span) ? null : span }
}

/**
 * Writes a new bulletin or changes one: title, body (HTML), device, audience, where members see it (every page, the
 * site's pages, the deposit page), and the window it shows in ("Shows from", "Until": the operator's clock; empty is
 * now / no end).
 *
 * Contract
 * - MUST NOT close itself: the caller owns `editing`; Cancel, × and Escape ask (`onCancel`), not while saving.
 * - MUST NOT report a draft its own checks refuse (title 1 to 200 characters, a body up to 20,000, an end after
 *   the start): each problem is named under its field, announced, and the first is focused.
 * - A server's refusal of a field (`fieldErrors`, a 400's `data.field`) shows under that field until it is changed;
 *   any other failure (`error`) shows above the form.
 */
export function BulletinEditor({
  editing,
  saving,
  error,
  fieldErrors,
  onSave,
  onCancel,
  clock = Date.now,
  portalContainer,
}: BulletinEditorProps) {
  const original = editing === 'new' || editing === null ? null : editing
  const formId = useId()
  const [values, setValues] = useState(() => valuesOf(original))
  const [checked, setChecked] = useState<Partial<Record<keyof Values, string>>>({})
  // Server errors hide field by field as the operator changes them; a new answer shows them all again.
  const [serverSeen, setServerSeen] = useState(fieldErrors)
  const [changed, setChanged] = useState<readonly (keyof Values)[]>([])
  if (serverSeen !== fieldErrors) {
    setServerSeen(fieldErrors)
    setChanged([])
  }
  const formRef = useRef<HTMLFormElement>(null)
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
  for (const field of BULLETIN_FIELDS) {
    const reason = fieldErrors[field]
    if (reason && !changed.includes(fieldOfServer[field])) server[fieldOfServer[field]] = reason
  }
  const errorOf = (field: keyof Values) => checked[field] ?? server[field]

  useEffect(() => {
    const first = ORDER.find((field) => BULLETIN_FIELDS.some((f) => fieldErrors[f] && fieldOfServer[f] === field))
    if (first && formRef.current) focusField(formRef.current, first)
  }, [fieldErrors])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (saving) return
    const { errors, span } = check(values, clock(), original)
    setChecked(errors)
    const first = ORDER.find((field) => errors[field])
    if (first || !span) {
      if (first) focusField(event.currentTarget, first)
      return
    }
    onSave({
      ...(original ? { id: original.id } : {}),
      display_content: values.title.trim(),
      content: values.body,
      display_device: Number(values.device) as AdminBulletin['display_device'],
      target: values.audience as AdminBulletin['target'],
      display_location: Number(values.location) as AdminBulletin['display_location'],
      ...(span.start_at === undefined ? {} : { start_at: span.start_at }),
      end_at: span.end_at,
    })
  }

  const fields = copy.bulletins.fields
  return (
    <Modal
      open={editing !== null}
      onOpenChange={(open) => {
        if (!open && !saving) onCancel()
      }}
      size="lg"
      portalContainer={portalContainer}
      title={original ? copy.bulletins.editTitle : copy.bulletins.newTitle}
      description={copy.bulletins.editorDescription}
      bodyClassName="px-5 py-4"
      footer={
        <>
          <Button variant="outline" disabled={saving} onClick={onCancel}>
            {copy.bulletins.cancel}
          </Button>
          <Button
            type="submit"
            form={formId}
            aria-disabled={saving || undefined}
            data-state={saving ? 'submitting' : 'idle'}
          >
            {saving ? copy.bulletins.saving : copy.bulletins.save}
          </Button>
        </>
      }
    >
      <form
        ref={formRef}
        id={formId}
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-4"
        data-slot="bulletin-editor"
      >
        <FormAlert>{error}</FormAlert>
        <Field
          label={fields.title}
          hint={copy.bulletins.titleHint(values.title.trim().length, BULLETIN_TITLE_MAX)}
          error={errorOf('title')}
        >
          <TextInput {...bind('title')} readOnly={saving} autoComplete="off" required />
        </Field>
        <Field label={fields.body} hint={copy.bulletins.bodyHint} error={errorOf('body')}>
          <TextArea
            {...bind('body')}
            readOnly={saving}
            required
            rows={8}
            spellCheck={false}
            className="font-mono text-xs"
          />
        </Field>
        <div className="grid gap-4 desktop:grid-cols-2">
          <Field label={fields.device} error={errorOf('device')}>
            <Select {...bind('device')} disabled={saving}>
              {Object.values(BULLETIN_DEVICE).map((device) => (
                <option key={device} value={device}>
                  {copy.bulletins.deviceOptions[device]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={fields.audience} error={errorOf('audience')}>
            <Select {...bind('audience')} disabled={saving}>
              {(['all', 'visitors', 'members'] as const).map((audience) => (
                <option key={audience} value={audience}>
                  {copy.bulletins.audiences[audience]}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            label={fields.location}
            hint={copy.bulletins.locationHint}
            error={errorOf('location')}
            className="desktop:col-span-2"
          >
            <Select {...bind('location')} disabled={saving}>
              {Object.values(BULLETIN_LOCATION).map((location) => (
                <option key={location} value={location}>
                  {copy.bulletins.locations[location]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={fields.from} hint={copy.bulletins.fromHint} error={errorOf('from')}>
            <TextInput {...bind('from')} readOnly={saving} type="datetime-local" />
          </Field>
          <Field label={fields.until} hint={copy.bulletins.untilHint} error={errorOf('until')}>
            <TextInput {...bind('until')} readOnly={saving} type="datetime-local" />
          </Field>
        </div>
      </form>
    </Modal>
  )
}
