import type { AdminFaqGroup, adminFaqGroupSave, RequestOf } from '@lobby/api'
import type { LanguageCode } from '@lobby/domain'
import { Field, TextInput } from '@lobby/ui'
import { useRef } from 'react'
import { EditorDialog, useFieldProblems, useFieldValues } from '../../components/editor-dialog.tsx'
import { languageName } from '../../components/language-field.tsx'
import { copy } from '../../copy.ts'
import { sortProblem, titleProblem } from './page-text.ts'
import { SortField } from './text-editing.tsx'

/** A group's heading in a language as the save call takes it (the site is the call's default). */
export type FaqGroupDraft = Omit<RequestOf<typeof adminFaqGroupSave>, 'site_id'>

/** The fields of the group save a 400 can name, in the form's order (each is its control's name). */
export const FAQ_GROUP_FIELDS = ['key', 'title', 'sort'] as const
export type FaqGroupField = (typeof FAQ_GROUP_FIELDS)[number]
export type FaqGroupFieldErrors = Partial<Record<FaqGroupField, string>>

/** A group's key: a lower-case letter, then up to 31 letters, digits or `_` (`faqGroupKeySchema`). */
const GROUP_KEY = /^[a-z][a-z0-9_]{0,31}$/

export interface FaqGroupEditorProps {
  /** The language of the heading. */
  language: LanguageCode
  /** Whether the dialog is open and for which group (null: a new one). */
  open: boolean
  group: AdminFaqGroup | null
  saving: boolean
  error: string
  fieldErrors: FaqGroupFieldErrors
  onSave: (draft: FaqGroupDraft) => void
  onCancel: () => void
  portalContainer?: HTMLElement | null
}

const words = copy.content.pages.faq

/**
 * Adds an FAQ group in a language (its key and heading) or changes a group's heading or order there.
 *
 * Contract
 * - MUST NOT close itself: the caller owns `open`; not while saving.
 * - MUST NOT report a draft its own checks refuse (a key of lower-case letters, digits and `_`, a heading up to 200
 *   characters, a whole order): each problem is named under its field and the first is focused. A server's refusal
 *   of a field shows under it until it is changed.
 * - An existing group's key is shown, not changed (another key is another group).
 */
export function FaqGroupEditor({ language, group, fieldErrors, onSave, ...dialog }: FaqGroupEditorProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const { problemOf, touch, accept } = useFieldProblems(fieldErrors, FAQ_GROUP_FIELDS, formRef)
  const { values, bind } = useFieldValues(
    () => ({ key: group?.key ?? '', title: group?.title ?? '', sort: String(group?.sort ?? 0) }),
    touch,
  )
  const { saving } = dialog
  const submit = (form: HTMLFormElement) => {
    const key = values.key.trim()
    const problems: FaqGroupFieldErrors = {
      key: key === '' ? words.keyRequired : GROUP_KEY.test(key) ? undefined : words.keyInvalid,
      title: titleProblem(values.title),
      sort: sortProblem(values.sort),
    }
    if (accept(problems, form)) onSave({ language, key, title: values.title.trim(), sort: Number(values.sort) })
  }
  const fields = words.groupFields
  return (
    <EditorDialog
      {...dialog}
      title={group ? words.editGroupTitle : words.newGroupTitle}
      description={words.groupEditorDescription(languageName(language))}
      onSubmit={submit}
      slot="faq-group-editor"
      formRef={formRef}
    >
      <Field label={fields.key} hint={words.keyHint} error={problemOf('key')}>
        <TextInput {...bind('key')} readOnly={saving || group !== null} autoComplete="off" required />
      </Field>
      <Field label={fields.title} error={problemOf('title')}>
        <TextInput {...bind('title')} readOnly={saving} autoComplete="off" required />
      </Field>
      <SortField label={fields.sort} error={problemOf('sort')} saving={saving} control={bind('sort')} />
    </EditorDialog>
  )
}
