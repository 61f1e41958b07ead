export { FaqBoard, type FaqBoardProps, type FaqEditing, type FaqRemoving } from './faq-board.tsx'
export { FAQ_FIELDS, type FaqDraft, type FaqField, type FaqFieldErrors } from './faq-editor.tsx'
export {
  FAQ_GROUP_FIELDS,
  type FaqGroupDraft,
  type FaqGroupField,
  type FaqGroupFieldErrors,
} from './faq-group-editor.tsx'
export { PAGE_KINDS, type PageKind, type PageScreenProps, type TextEditing, type TextRemoving } from './page-text.ts'
export { PromotionList, type PromotionListProps } from './promotion-list.tsx'
export {
  PROMOTION_FIELDS,
  type PromotionDraft,
  type PromotionField,
  type PromotionFieldErrors,
} from './promotion-editor.tsx'
