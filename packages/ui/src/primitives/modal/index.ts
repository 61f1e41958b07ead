export { Modal, modalContentVariants, type ModalProps } from './modal.tsx'
