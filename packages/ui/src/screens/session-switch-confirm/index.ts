export { SessionSwitchConfirm, type SessionSwitchConfirmProps } from './session-switch-confirm.tsx'
