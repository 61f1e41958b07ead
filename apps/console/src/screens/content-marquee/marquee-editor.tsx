import type { AdminAnnouncement } from '@lobby/api'
import { Checkbox, Field, TextInput } from '@lobby/ui'
import { useRef, useState } from 'react'
import { EditorDialog, useFieldProblems } from '../../components/editor-dialog.tsx'
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
  const formRef = useRef<HTMLFormElement>(null)
  const [content, setContent] = useState(original?.content ?? '')
  const [before, setBefore] = useState((original?.display_before_login ?? 1) === 1)
  const [after, setAfter] = useState((original?.display_after_login ?? 1) === 1)
  const [sort, setSort] = useState(String(original?.sort ?? 0))
  const { problemOf, touch, accept } = useFieldProblems(fieldErrors, ANNOUNCEMENT_FIELDS, formRef)

  const submit = (form: HTMLFormElement) => {
    const problems: AnnouncementFieldErrors = {}
    const text = content.trim()
    if (text === '') problems.content = words.contentRequired
    else if (text.length > ANNOUNCEMENT_MAX) problems.content = words.contentTooLong(ANNOUNCEMENT_MAX)
    if (!WHOLE.test(sort.trim())) problems.sort = words.sortInvalid
    if (!accept(problems, form)) return
    onSave({
      ...(original ? { id: original.id } : {}),
      content: text,
      display_before_login: before ? 1 : 0,
      display_after_login: after ? 1 : 0,
      sort: Number(sort),
    })
  }

  return (
    <EditorDialog
      open={editing !== null}
      title={original ? words.editTitle : words.newTitle}
      description={words.editorDescription}
      saving={saving}
      error={error}
      onSubmit={submit}
      onCancel={onCancel}
      slot="marquee-editor"
      formRef={formRef}
      portalContainer={portalContainer}
    >
      <Field
        label={words.fields.content}
        hint={words.contentHint(content.trim().length, ANNOUNCEMENT_MAX)}
        error={problemOf('content')}
      >
        <TextArea
          name="content"
          value={content}
          rows={3}
          readOnly={saving}
          required
          onChange={(event) => {
            setContent(event.target.value)
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
      <Field label={words.fields.sort} error={problemOf('sort')}>
        <TextInput
          name="sort"
          value={sort}
          readOnly={saving}
          inputMode="numeric"
          autoComplete="off"
          onChange={(event) => {
            setSort(event.target.value)
            touch('sort')
          }}
        />
      </Field>
    </EditorDialog>
  )
}
