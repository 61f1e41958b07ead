export { BulletinList, type BulletinListProps } from './bulletin-list.tsx'
export type { BulletinFrequency } from './bulletin-frequency.tsx'
export {
  BULLETIN_FIELDS,
  type BulletinDraft,
  type BulletinField,
  type BulletinFieldErrors,
} from './bulletin-editor.tsx'
