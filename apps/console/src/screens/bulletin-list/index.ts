export { BulletinList, type BulletinListProps } from './bulletin-list.tsx'
export {
  BULLETIN_FIELDS,
  type BulletinDraft,
  type BulletinField,
  type BulletinFieldErrors,
} from './bulletin-editor.tsx'
