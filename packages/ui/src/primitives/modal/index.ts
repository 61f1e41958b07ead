export { Modal, modalContentVariants, type ModalProps } from './modal.tsx'
export { AlertDialog, type AlertDialogAction, type AlertDialogProps } from './alert-dialog.tsx'
