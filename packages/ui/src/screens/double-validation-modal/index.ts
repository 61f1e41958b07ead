export {
  DoubleValidationModal,
  doubleValidationActionsVariants,
  type DoubleValidationModalProps,
} from './double-validation-modal.tsx'
