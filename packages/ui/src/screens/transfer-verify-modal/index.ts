export {
  TransferVerifyModal,
  transferVerifyOptionVariants,
  type TransferVerifyModalProps,
} from './transfer-verify-modal.tsx'
