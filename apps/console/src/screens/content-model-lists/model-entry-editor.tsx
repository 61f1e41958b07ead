import { isOperatorLink, type ModelListItem, type ModelListKind } from '@lobby/api'
import type { LanguageCode } from '@lobby/domain'
import { Field, TextInput } from '@lobby/ui'
import { useRef } from 'react'
import { languageName } from '../../components/language-field.tsx'
import { EditorDialog, useFieldProblems, useFieldValues } from '../../components/editor-dialog.tsx'
import { TextArea } from '../../components/text-area.tsx'
import { copy } from '../../copy.ts'
import type { ItemPlace } from '../../lib/ordered-list.ts'

/** The limits of `adminModelListSave`: entries per list, characters of a title and of a content. */
export const MODEL_ENTRIES_MAX = 50
export const MODEL_TITLE_MAX = 200
export const MODEL_CONTENT_MAX = 20_000

/** The fields of an entry a 400 can name (`items.<n>.<field>`), in the form's order. */
export const MODEL_ENTRY_FIELDS = ['title', 'content', 'photo_path', 'url'] as const
export type ModelEntryField = (typeof MODEL_ENTRY_FIELDS)[number]
export type ModelEntryFieldErrors = Partial<Record<ModelEntryField, string>>

export interface ModelEntryEditorProps {
  /** Which list the entry is of: login content may be HTML, the others are plain text. */
  kind: ModelListKind
  language: LanguageCode
  /** The entry being changed and its place (`new`: added last); the dialog is open while there is one. */
  editing: { place: ItemPlace; item: ModelListItem | null } | null
  saving: boolean
  error: string
  fieldErrors: ModelEntryFieldErrors
  onSave: (item: ModelListItem) => void
  onCancel: () => void
  portalContainer?: HTMLElement | null
}

const words = copy.content.models

/** The form's own checks of an entry: something in it, within the limits, links the server accepts. */
export function modelEntryProblems(item: ModelListItem): ModelEntryFieldErrors {
  const problems: ModelEntryFieldErrors = {}
  if (item.title === '' && item.content === '' && item.photo_path === '') problems.title = words.somethingRequired
  if (item.title.length > MODEL_TITLE_MAX) problems.title = words.titleTooLong(MODEL_TITLE_MAX)
  if (item.content.length > MODEL_CONTENT_MAX) problems.content = words.contentTooLong(MODEL_CONTENT_MAX)
  if (!isOperatorLink(item.photo_path)) problems.photo_path = copy.content.urlInvalid
  if (!isOperatorLink(item.url)) problems.url = copy.content.urlInvalid
  return problems
}

/**
 * Adds an entry to a model list (an ad, a sponsor, a login content) or changes one: title, content, image and link.
 *
 * Contract
 * - MUST NOT close itself: the caller owns `editing`; not while saving.
 * - MUST NOT report an entry its own checks refuse (`modelEntryProblems`): each problem is named under its field and
 *   the first is focused. A server's refusal of a field shows under it until it is changed.
 */
export function ModelEntryEditor({
  kind,
  language,
  editing,
  saving,
  error,
  fieldErrors,
  onSave,
  onCancel,
  portalContainer,
}: ModelEntryEditorProps) {
  const original = editing?.item ?? null
  const formRef = useRef<HTMLFormElement>(null)
  const { problemOf, touch, accept } = useFieldProblems(fieldErrors, MODEL_ENTRY_FIELDS, formRef)
  const { values, bind } = useFieldValues<ModelListItem>(
    () => original ?? { title: '', content: '', photo_path: '', url: '' },
    touch,
  )
  const submit = (form: HTMLFormElement) => {
    const item: ModelListItem = {
      title: values.title.trim(),
      content: values.content.trim(),
      photo_path: values.photo_path.trim(),
      url: values.url.trim(),
    }
    if (accept(modelEntryProblems(item), form)) onSave(item)
  }
  const length = values.content.trim().length
  return (
    <EditorDialog
      open={editing !== null}
      title={original ? words.editTitle : words.newTitle}
      description={words.editorDescription(words.kinds[kind], languageName(language))}
      saving={saving}
      error={error}
      onSubmit={submit}
      onCancel={onCancel}
      slot="model-entry-editor"
      formRef={formRef}
      size="lg"
      portalContainer={portalContainer}
    >
      <Field label={words.fields.title} error={problemOf('title')}>
        <TextInput {...bind('title')} readOnly={saving} autoComplete="off" />
      </Field>
      <Field
        label={words.fields.content}
        hint={
          kind === 'login' ? words.htmlHint(length, MODEL_CONTENT_MAX) : words.contentHint(length, MODEL_CONTENT_MAX)
        }
        error={problemOf('content')}
      >
        <TextArea {...bind('content')} readOnly={saving} rows={6} />
      </Field>
      <Field label={words.fields.photo} hint={words.photoHint} error={problemOf('photo_path')}>
        <TextInput {...bind('photo_path')} readOnly={saving} autoComplete="off" inputMode="url" />
      </Field>
      <Field label={words.fields.url} hint={words.urlHint} error={problemOf('url')}>
        <TextInput {...bind('url')} readOnly={saving} autoComplete="off" inputMode="url" />
      </Field>
    </EditorDialog>
  )
}
