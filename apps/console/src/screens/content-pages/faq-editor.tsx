import type { AdminFaq, AdminFaqGroup, adminFaqSave, RequestOf } from '@lobby/api'
import { Field, Select, TextInput } from '@lobby/ui'
import { useFieldValues } from '../../components/editor-dialog.tsx'
import { TextArea } from '../../components/text-area.tsx'
import { copy } from '../../copy.ts'
import { htmlProblem, PAGE_HTML_MAX, sortProblem, titleProblem } from './page-text.ts'
import { SortField, TextEditorDialog, useTextForm, type TextEditorProps } from './text-editing.tsx'

/** An article's text as the save call takes it (the site is the call's default); no `id` adds a new article. */
export type FaqDraft = Omit<RequestOf<typeof adminFaqSave>, 'site_id'>

/** The fields of the article save a 400 can name, in the form's order (each is its control's name). */
export const FAQ_FIELDS = ['language', 'group', 'title', 'content', 'sort'] as const
export type FaqField = (typeof FAQ_FIELDS)[number]
export type FaqFieldErrors = Partial<Record<FaqField, string>>

export interface FaqEditorProps extends TextEditorProps<AdminFaq, FaqDraft, FaqFieldErrors> {
  /** The groups of `language`, in order: an article is in one of them. */
  groups: readonly AdminFaqGroup[]
}

type Values = Record<Exclude<FaqField, 'language'>, string>

const words = copy.content.pages.faq

/**
 * Adds an FAQ article, changes one language's text of it, or adds its text in another language (starting from this
 * one): its group, the question, the answer (HTML) and its order in the group.
 *
 * Contract
 * - MUST NOT close itself: the caller owns `editing`; not while saving.
 * - MUST NOT report a draft its own checks refuse (a group, a question up to 200 characters, an answer up to 20,000,
 *   a whole order within ±1,000,000): each problem is named under its field and the first is focused. A server's
 *   refusal of a field shows under it until it is changed.
 * - The group is one of `groups` (the article's own kept if it has no heading here); an added text's group must have
 *   a heading in its language, which the server checks.
 */
export function FaqEditor({ language, groups, editing, fieldErrors, onSave, ...dialog }: FaqEditorProps) {
  const editor = useTextForm(language, editing, fieldErrors, FAQ_FIELDS)
  const { original, problemOf, touch, accept } = editor
  const { values, bind } = useFieldValues<Values>(
    () => ({
      group: original?.group ?? groups[0]?.key ?? '',
      title: original?.title ?? '',
      content: original?.content ?? '',
      sort: String(original?.sort ?? 0),
    }),
    touch,
  )
  const { saving } = dialog
  const submit = (form: HTMLFormElement) => {
    const problems: FaqFieldErrors = {
      group: values.group === '' ? words.needGroup : undefined,
      title: titleProblem(values.title),
      content: htmlProblem(values.content),
      sort: sortProblem(values.sort),
    }
    if (!accept(problems, form)) return
    onSave({
      ...(original ? { id: original.id } : {}),
      language: editor.textLanguage,
      group: values.group,
      title: values.title.trim(),
      content: values.content.trim(),
      sort: Number(values.sort),
    })
  }
  const fields = words.fields
  const options = groups.map((group) => ({ key: group.key, label: `${group.title} (${group.key})` }))
  if (values.group !== '' && !groups.some((group) => group.key === values.group)) {
    options.push({ key: values.group, label: values.group })
  }
  return (
    <TextEditorDialog {...dialog} {...editor.dialog} words={words} onSubmit={submit} slot="faq-editor">
      <Field label={fields.group} error={problemOf('group')}>
        <Select {...bind('group')} disabled={saving}>
          {options.map((option) => (
            <option key={option.key} value={option.key}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={fields.title} error={problemOf('title')}>
        <TextInput {...bind('title')} readOnly={saving} autoComplete="off" required />
      </Field>
      <Field
        label={fields.content}
        hint={copy.content.pages.htmlHint(values.content.trim().length, PAGE_HTML_MAX)}
        error={problemOf('content')}
      >
        <TextArea {...bind('content')} readOnly={saving} rows={8} required />
      </Field>
      <SortField label={fields.sort} error={problemOf('sort')} saving={saving} control={bind('sort')} />
    </TextEditorDialog>
  )
}
