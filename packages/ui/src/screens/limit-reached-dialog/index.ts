export {
  LimitReachedDialog,
  limitReachedCopy,
  LIMIT_REACHED_REASONS,
  type LimitReachedDialogProps,
  type LimitReachedReason,
} from './limit-reached-dialog.tsx'
