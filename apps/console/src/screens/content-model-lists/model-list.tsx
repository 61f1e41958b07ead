import { MODEL_LIST_KINDS, type ModelListItem, type ModelListKind } from '@lobby/api'
import type { LanguageCode } from '@lobby/domain'
import { ListChoice } from '../../components/list-choice.tsx'
import { ItemListScreen, type ItemColumn, type ItemListProps } from '../../components/item-list-screen.tsx'
import { copy } from '../../copy.ts'
import type { ItemPlace } from '../../lib/ordered-list.ts'
import { MODEL_ENTRIES_MAX, ModelEntryEditor, type ModelEntryFieldErrors } from './model-entry-editor.tsx'

export interface ModelListProps extends ItemListProps<ModelListItem> {
  /** Which list is shown: ads (`setting`), sponsors or login content, in one language. */
  kind: ModelListKind
  language: LanguageCode
  /** Asks for another list or language. */
  onShow: (kind: ModelListKind, language: LanguageCode) => void
  /** The entry in the editor and its place (`new`: added last), or null (closed). */
  editing: { place: ItemPlace; item: ModelListItem | null } | null
  saveError?: string
  fieldErrors?: ModelEntryFieldErrors
  onSave: (item: ModelListItem) => void
  onEditCancel: () => void
}

const NO_FIELD_ERRORS: ModelEntryFieldErrors = {}
const words = copy.content.models
/** Characters of an entry's content the table shows. */
const CONTENT_PREVIEW = 140

const titleOf = (item: ModelListItem) => item.title || words.untitled

const muted = (text: string) => <span className="text-muted-foreground">{text}</span>

const COLUMNS: readonly ItemColumn<ModelListItem>[] = [
  { header: words.columns.title, cell: titleOf },
  {
    header: words.columns.content,
    className: 'min-w-56 break-words',
    cell: (item) =>
      item.content === ''
        ? muted(words.noContent)
        : item.content.length > CONTENT_PREVIEW
          ? `${item.content.slice(0, CONTENT_PREVIEW)}…`
          : item.content,
  },
  {
    header: words.columns.photo,
    className: 'min-w-40 break-all',
    cell: (item) => item.photo_path || muted(copy.content.items.noImage),
  },
  {
    header: words.columns.url,
    className: 'min-w-40 break-all',
    cell: (item) => item.url || muted(copy.content.items.noLink),
  },
]

/**
 * A model list of the site (the ads, the sponsors or the login content) in one language, in the order the site shows
 * it, with a choice of list and language. For a role that manages content: New (at most 50), Move up / Move down,
 * Edit and Remove, each saving the whole list.
 *
 * Contract
 * - MUST NOT fetch or save: the caller loads the list of `kind` and `language` (`onShow` asks for another), saves it
 *   and owns which dialog is open.
 * - The list and language can be switched by any role that reads; not while something is sent.
 */
export function ModelList({
  kind,
  language,
  onShow,
  editing,
  saveError = '',
  fieldErrors = NO_FIELD_ERRORS,
  onSave,
  onEditCancel,
  ...list
}: ModelListProps) {
  const waiting = list.pending !== null
  return (
    <ItemListScreen
      {...list}
      slot="model-list"
      words={words}
      max={MODEL_ENTRIES_MAX}
      controls={
        <ListChoice
          legend={words.filters}
          kindLabel={words.listLabel}
          kindName="kind"
          kinds={MODEL_LIST_KINDS}
          nameOf={(option) => words.kinds[option]}
          kind={kind}
          languageLabel={words.languageLabel}
          language={language}
          onShow={onShow}
          disabled={waiting}
        />
      }
      columns={COLUMNS}
      titleOf={titleOf}
      editor={
        <ModelEntryEditor
          key={`editor:${kind}:${language}:${editing === null ? 'closed' : editing.place}`}
          kind={kind}
          language={language}
          editing={editing}
          saving={list.pending === 'save'}
          error={saveError}
          fieldErrors={fieldErrors}
          onSave={onSave}
          onCancel={onEditCancel}
          portalContainer={list.portalContainer}
        />
      }
    />
  )
}
