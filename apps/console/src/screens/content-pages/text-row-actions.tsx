import { LANGUAGE_CODES } from '@lobby/domain'
import { RowButtons } from '../../components/item-row-actions.tsx'
import { copy } from '../../copy.ts'
import { missingLanguages, type PageText } from './page-text.ts'

/** What a page's text row asks: Edit, Add language, and Remove (`everywhere`: the id in every language). */
export interface TextRowCalls<Text extends PageText> {
  onEdit: (text: Text) => void
  onTranslate: (text: Text) => void
  onRemove: (text: Text, everywhere: boolean) => void
}

export interface TextRowActionsProps<Text extends PageText> extends TextRowCalls<Text> {
  text: Text
  /** Something is being sent: every button waits. */
  busy: boolean
}

const words = copy.content.pages

/**
 * The buttons of a page's text: Edit; Add language while the id lacks a language; Remove text (this language) and
 * Remove everywhere when the id has several languages, else one Remove.
 */
export function TextRowActions<Text extends PageText>({
  text,
  busy,
  onEdit,
  onTranslate,
  onRemove,
}: TextRowActionsProps<Text>) {
  const several = text.languages.length > 1
  const translatable = missingLanguages(text, LANGUAGE_CODES).length > 0
  return (
    <RowButtons
      busy={busy}
      buttons={[
        { label: words.edit, name: words.editItem(text.title), onClick: () => onEdit(text) },
        translatable
          ? { label: words.addLanguage, name: words.addLanguageTo(text.title), onClick: () => onTranslate(text) }
          : null,
        several
          ? {
              label: words.removeText,
              name: words.removeTextOf(text.title, text.language),
              onClick: () => onRemove(text, false),
            }
          : null,
        several
          ? {
              label: words.removeEverywhere,
              name: words.removeEverywhereOf(text.title),
              onClick: () => onRemove(text, true),
            }
          : { label: words.remove, name: words.removeItem(text.title), onClick: () => onRemove(text, true) },
      ]}
    />
  )
}
