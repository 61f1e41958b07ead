export { MemberPage, type MemberPageProps, type MemberPageStatus } from './member-page.tsx'
export type { MemberAction } from './member-action-dialog.tsx'
export type { MemberDetail } from './member-detail.ts'
export type { TemporaryPassword } from './temporary-password-dialog.tsx'
