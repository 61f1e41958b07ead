export {
  ProtocolModal,
  protocolModalActionsVariants,
  type ProtocolItem,
  type ProtocolModalProps,
} from './protocol-modal.tsx'
