export { InviteShare, ShareCopyField, shareQr, type InviteShareProps, type ShareTarget } from './invite-share.tsx'
