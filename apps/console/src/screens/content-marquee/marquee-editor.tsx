import type { AdminAnnouncement } from '@lobby/api'
import { Button, Checkbox, Field, FormAlert, Modal, TextInput } from '@lobby/ui'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { TextArea } from '../../components/text-area.tsx'
import { copy } from '../../copy.ts'

/** The most characters of a marquee announcement (`adminAnnouncementSave`). */
export const ANNOUNCEMENT_MAX = 500

/** An announcement as the save call takes it; no `id` adds a new one. */
export interface AnnouncementDraft {
  id?: number
  content: string
  display_before_login: 0 | 1
  display_after_login: 0 | 1
  sort: number
}

export const ANNOUNCEMENT_FIELDS = ['content', 'display_before_login', 'display_after_login', 'sort'] as const
export type AnnouncementField = (typeof ANNOUNCEMENT_FIELDS)[number]
export type AnnouncementFieldErrors = Partial<Record<AnnouncementField, string>>

export interface MarqueeEditorProps {
  /** The announcement being changed, `new` for a new one; the dialog is open while there is one. */
  editing: AdminAnnouncement | 'new' | null
  saving: boolean
  error: string
  fieldErrors: AnnouncementFieldErrors
  onSave: (draft: AnnouncementDraft) => void
  onCancel: () => void
  portalContainer?: HTMLElement | null
}

const words = copy.content.marquee
const WHOLE = /^-?\d{1,7}$/

/**
 * Adds a marquee announcement or changes one: its text (plain), who sees it (visitors, members) and its order.
 *
 * Contract
 * - MUST NOT close itself: the caller owns `editing`; not while saving.
 * - MUST NOT report a draft its own checks refuse (text 1 to 500 characters, a whole order): each problem is named
 *   under its field and the first is focused. A server's refusal of a field shows under it until it is changed.
 */
export function MarqueeEditor({
  editing,
  saving,
  error,
  fieldErrors,
  onSave,
  onCancel,
  portalContainer,
}: MarqueeEditorProps) {
  const original = editing === 'new' || editing === null ? null : editing
  const formId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [content, setContent] = useState(original?.content ?? '')
  const [before, setBefore] = useState((original?.display_before_login ?? 1) === 1)
  const [after, setAfter] = useState((original?.display_after_login ?? 1) === 1)
  const [sort, setSort] = useState(String(original?.sort ?? 0))
  const [checked, setChecked] = useState<{ content?: string; sort?: string }>({})
  const [serverSeen, setServerSeen] = useState(fieldErrors)
  const [changed, setChanged] = useState<readonly AnnouncementField[]>([])
  if (serverSeen !== fieldErrors) {
    setServerSeen(fieldErrors)
    setChanged([])
  }
  const touch = (field: AnnouncementField) => setChanged((c) => (c.includes(field) ? c : [...c, field]))
  const serverOf = (field: AnnouncementField) => (changed.includes(field) ? undefined : fieldErrors[field])

  useEffect(() => {
    const first = ANNOUNCEMENT_FIELDS.find((field) => fieldErrors[field])
    const control = first ? formRef.current?.elements.namedItem(first) : null
    if (control instanceof HTMLElement) control.focus()
  }, [fieldErrors])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (saving) return
    const errors: { content?: string; sort?: string } = {}
    const text = content.trim()
    if (text === '') errors.content = words.contentRequired
    else if (text.length > ANNOUNCEMENT_MAX) errors.content = words.contentTooLong(ANNOUNCEMENT_MAX)
    if (!WHOLE.test(sort.trim())) errors.sort = words.sortInvalid
    setChecked(errors)
    const first = errors.content ? 'content' : errors.sort ? 'sort' : undefined
    if (first) {
      const control = event.currentTarget.elements.namedItem(first)
      if (control instanceof HTMLElement) control.focus()
      return
    }
    onSave({
      ...(original ? { id: original.id } : {}),
      content: text,
      display_before_login: before ? 1 : 0,
      display_after_login: after ? 1 : 0,
      sort: Number(sort),
    })
  }

  return (
    <Modal
      open={editing !== null}
      onOpenChange={(open) => {
        if (!open && !saving) onCancel()
      }}
      portalContainer={portalContainer}
      title={original ? words.editTitle : words.newTitle}
      description={words.editorDescription}
      bodyClassName="px-5 py-4"
      footer={
        <>
          <Button variant="outline" disabled={saving} onClick={onCancel}>
            {copy.content.cancel}
          </Button>
          <Button
            type="submit"
            form={formId}
            aria-disabled={saving || undefined}
            data-state={saving ? 'submitting' : 'idle'}
          >
            {saving ? copy.content.saving : copy.content.save}
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
        data-slot="marquee-editor"
      >
        <FormAlert>{error}</FormAlert>
        <Field
          label={words.fields.content}
          hint={words.contentHint(content.trim().length, ANNOUNCEMENT_MAX)}
          error={checked.content ?? serverOf('content')}
        >
          <TextArea
            name="content"
            value={content}
            rows={3}
            readOnly={saving}
            required
            onChange={(event) => {
              setContent(event.target.value)
              setChecked((c) => ({ ...c, content: undefined }))
              touch('content')
            }}
          />
        </Field>
        <Checkbox
          name="display_before_login"
          label={words.fields.beforeLogin}
          checked={before}
          disabled={saving}
          onChange={(event) => {
            setBefore(event.target.checked)
            touch('display_before_login')
          }}
        />
        <Checkbox
          name="display_after_login"
          label={words.fields.afterLogin}
          checked={after}
          disabled={saving}
          onChange={(event) => {
            setAfter(event.target.checked)
            touch('display_after_login')
          }}
        />
        <Field label={words.fields.sort} error={checked.sort ?? serverOf('sort')}>
          <TextInput
            name="sort"
            value={sort}
            readOnly={saving}
            inputMode="numeric"
            autoComplete="off"
            onChange={(event) => {
              setSort(event.target.value)
              setChecked((c) => ({ ...c, sort: undefined }))
              touch('sort')
            }}
          />
        </Field>
      </form>
    </Modal>
  )
}
