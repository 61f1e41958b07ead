export { ProfilePanel, type ProfilePanelProps } from './profile-panel.tsx'
export { profileGridVariants, profilePanelVariants } from './profile-parts.tsx'
export type {
  ProfileChanges,
  ProfileEditField,
  ProfileFieldSetting,
  ProfilePhoneCodeState,
  ProfileView,
  WithdrawPasswordField,
  WithdrawPasswordRequest,
  WithdrawPasswordState,
} from './profile-types.ts'
