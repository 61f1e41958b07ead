export { BannerList, type BannerListProps } from './banner-list.tsx'
export {
  BANNER_FIELDS,
  bannerFieldOf,
  type BannerDraft,
  type BannerField,
  type BannerFieldErrors,
} from './banner-editor.tsx'
export { RemoveDialog, type RemoveDialogProps } from './remove-dialog.tsx'
