export { MemberPage, type MemberPageProps, type MemberPageStatus } from './member-page.tsx'
export type { MemberAction } from './member-action-dialog.tsx'
export type { MemberDetail } from './member-detail.ts'
export {
  idleSecurity,
  MemberSecurity,
  type MemberSecurityControls,
  type MemberSecurityProps,
  type SecurityChange,
} from './member-security.tsx'
export type { IpRulesEditorState } from './ip-rules-dialog.tsx'
export type { TemporaryPassword } from './temporary-password-dialog.tsx'
