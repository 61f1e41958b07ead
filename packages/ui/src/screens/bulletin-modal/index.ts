export {
  BulletinModal,
  type BulletinCloseDetail,
  type BulletinModalEntry,
  type BulletinModalProps,
} from './bulletin-modal.tsx'
export { RichText, type RichTextProps } from '../../primitives/rich-text/rich-text.tsx'
