export { SettingsScreen, type SettingsScreenProps } from './settings-screen.tsx'
export {
  REGISTER_FLAGS,
  type RegisterFieldsDraft,
  type RegisterFlag,
  type SettingsFieldErrors,
  type SettingsSection,
} from './types.ts'
