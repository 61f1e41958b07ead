import { languageName } from '../../components/language-field.tsx'
import { RemoveDialog } from '../banner-list/remove-dialog.tsx'
import type { PageText, TextRemoving } from './page-text.ts'

/** The words of a text's removal (copy.content.pages `promotions` or `faq`). */
export interface TextRemoveWords {
  removeTextTitle: string
  removeTextDescription: (title: string, language: string) => string
  removeTextConfirm: string
  removeEverywhereTitle: string
  removeEverywhereDescription: (title: string, languages: number) => string
  removeConfirm: string
}

export interface TextRemoveDialogProps<Text extends PageText> {
  /** The text whose removal is asked, or null (closed). */
  removing: TextRemoving<Text> | null
  words: TextRemoveWords
  busy: boolean
  error: string
  onConfirm: () => void
  onCancel: () => void
  portalContainer?: HTMLElement | null
}

/** Asks before removing one language's text of a page, or its id in every language. The caller owns `removing`. */
export function TextRemoveDialog<Text extends PageText>({ removing, words, ...dialog }: TextRemoveDialogProps<Text>) {
  const text = removing?.text
  const title = text?.title ?? ''
  return (
    <RemoveDialog
      {...dialog}
      key={`remove:${text ? `${text.id}:${removing.everywhere ? '*' : text.language}` : 'closed'}`}
      open={removing !== null}
      title={removing?.everywhere === false ? words.removeTextTitle : words.removeEverywhereTitle}
      description={
        removing?.everywhere === false
          ? words.removeTextDescription(title, languageName(removing.text.language))
          : words.removeEverywhereDescription(title, text?.languages.length ?? 1)
      }
      confirmLabel={removing?.everywhere === false ? words.removeTextConfirm : words.removeConfirm}
    />
  )
}
