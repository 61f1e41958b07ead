export {
  ServiceAgreementModal,
  type ServiceAgreementItem,
  type ServiceAgreementModalProps,
} from './service-agreement-modal.tsx'
