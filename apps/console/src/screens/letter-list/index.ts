export { LetterList, type LetterListProps } from './letter-list.tsx'
export {
  LETTER_FIELDS,
  LetterComposer,
  type LetterComposerProps,
  type LetterDraft,
  type LetterField,
  type LetterFieldErrors,
} from './letter-composer.tsx'
