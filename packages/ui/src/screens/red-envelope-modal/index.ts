export { RedEnvelopeModal, type RedEnvelopeModalProps, type RedEnvelopeState } from './red-envelope-modal.tsx'
export { formatDateTime } from '../../lib/format-date-time.ts'
