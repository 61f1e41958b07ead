export {
  BulletinModal,
  type BulletinCloseDetail,
  type BulletinModalEntry,
  type BulletinModalProps,
} from './bulletin-modal.tsx'
export { RichText, type RichTextProps } from './rich-text.tsx'
