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
export {
  idleResponsibleGambling,
  MemberResponsibleGambling,
  type MemberResponsibleGamblingProps,
  type MemberRgControls,
  type MemberRgStatus,
  type MemberRgView,
} from './member-responsible-gambling.tsx'
export type { ImposedLimit, RgImposeState } from './rg-impose-dialogs.tsx'
