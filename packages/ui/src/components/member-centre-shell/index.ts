export {
  MemberCentreShell,
  memberCentreMenuItemVariants,
  memberCentreShellVariants,
  menuLabelKey,
  type CentreArea,
  type MemberCentreQuickLink,
  type MemberCentreQuickLinkKey,
  type MemberCentreShellProps,
} from './member-centre-shell.tsx'
export { messageText } from '../../lib/message-text.ts'
