import { LANGUAGE_CODES, type LanguageCode } from '@lobby/domain'
import { Field, TextInput } from '@lobby/ui'
import { useRef, useState, type ReactNode, type RefObject } from 'react'
import { EditorDialog, useFieldProblems } from '../../components/editor-dialog.tsx'
import { LanguageField, languageName } from '../../components/language-field.tsx'
import { copy } from '../../copy.ts'
import { missingLanguages, type PageText, type TextEditing } from './page-text.ts'

/**
 * A page text's editor: what it is open for (the text it starts from, none for a new one; whether it adds a
 * language), the language the saved text is in (the list's, or the one chosen among those the id lacks), and the
 * form's field problems (`useFieldProblems` over `fields`, the language among them).
 */
export function useTextForm<Text extends PageText, Field extends string>(
  language: LanguageCode,
  editing: TextEditing<Text> | null,
  fieldErrors: Partial<Record<Field | 'language', string>>,
  fields: readonly (Field | 'language')[],
) {
  const original = editing === null || editing.mode === 'new' ? null : editing.text
  const translating = editing?.mode === 'translate'
  const missing = original ? missingLanguages(original, LANGUAGE_CODES) : []
  const [chosen, choose] = useState<LanguageCode>(() => missing[0] ?? language)
  const formRef = useRef<HTMLFormElement>(null)
  const problems = useFieldProblems(fieldErrors, fields, formRef)
  const text = { open: editing !== null, original, translating, missing, textLanguage: translating ? chosen : language }
  /** The props of TextEditorDialog that come from the form. */
  const dialog = {
    text,
    formRef,
    languageError: problems.problemOf('language'),
    onLanguage: (option: LanguageCode) => {
      choose(option)
      problems.touch('language')
    },
  }
  return { ...text, ...problems, dialog }
}

/** What every page text's editor takes: the list's language, what it is open for, the save and its outcome. */
export interface TextEditorProps<Text extends PageText, Draft, FieldErrors> {
  /** The language of the list: a new or changed text is in it. */
  language: LanguageCode
  /** What the dialog is open for, or null (closed). */
  editing: TextEditing<Text> | null
  saving: boolean
  /** Why the last save failed when no field is to blame, or empty. */
  error: string
  /** The fields the server refused (a 400), each under its field until it is changed. */
  fieldErrors: FieldErrors
  onSave: (draft: Draft) => void
  onCancel: () => void
  portalContainer?: HTMLElement | null
}

/** The words of a text's editor (copy.content.pages `promotions` or `faq`). */
export interface TextEditorWords {
  newTitle: string
  editTitle: string
  translateTitle: string
  editorDescription: (language: string) => string
  fields: { language: string }
}

/** What a text's editor is open for (`useTextForm`). */
export interface TextEditingState<Text extends PageText> {
  open: boolean
  original: Text | null
  translating: boolean
  missing: readonly LanguageCode[]
  textLanguage: LanguageCode
}

export interface TextEditorDialogProps<Text extends PageText> {
  text: TextEditingState<Text>
  words: TextEditorWords
  saving: boolean
  error: string
  /** The server's or the form's problem with the added text's language. */
  languageError?: string
  /** Another language chosen for the added text. */
  onLanguage: (language: LanguageCode) => void
  onSubmit: (form: HTMLFormElement) => void
  onCancel: () => void
  slot: string
  formRef: RefObject<HTMLFormElement | null>
  portalContainer?: HTMLElement | null
  children: ReactNode
}

/**
 * The dialog a page's text is written in (EditorDialog): new, edited, or added in a language the id lacks, which it
 * then asks first, saying the form starts from the text shown.
 */
export function TextEditorDialog<Text extends PageText>({
  text,
  words,
  languageError,
  onLanguage,
  children,
  ...dialog
}: TextEditorDialogProps<Text>) {
  const { original, translating } = text
  return (
    <EditorDialog
      {...dialog}
      open={text.open}
      title={translating ? words.translateTitle : original ? words.editTitle : words.newTitle}
      description={words.editorDescription(languageName(text.textLanguage))}
      size="lg"
    >
      {translating && original ? (
        <LanguageField
          label={words.fields.language}
          value={text.textLanguage}
          languages={text.missing}
          disabled={dialog.saving}
          hint={copy.content.pages.translateFrom(languageName(original.language))}
          error={languageError}
          onChange={onLanguage}
        />
      ) : null}
      {children}
    </EditorDialog>
  )
}

export interface SortFieldProps {
  label: string
  error?: string
  saving: boolean
  /** The control's `name`, `value` and `onChange` (an editor's `bind('sort')`). */
  control: { name: string; value: string; onChange: (event: { target: { value: string } }) => void }
}

/** A page's order field: a whole number, lowest first. */
export function SortField({ label, error, saving, control }: SortFieldProps) {
  return (
    <Field label={label} hint={copy.content.pages.sortHint} error={error}>
      <TextInput {...control} readOnly={saving} inputMode="numeric" autoComplete="off" />
    </Field>
  )
}
