import type { RegisterSettingChange } from '@lobby/api'

/** The settings screen's sections, each saved on its own. */
export type SettingsSection = 'registration' | 'fields' | 'locale' | 'appearance' | 'demo'

/** What the server said of a field it refused (a 400's field, or a business refusal tied to a field). */
export type SettingsFieldErrors = Partial<Record<string, string>>

/** A currency's register setting items as the save call takes them. */
export interface RegisterFieldsDraft {
  currency: string
  items: RegisterSettingChange[]
}

/** The flags of a register setting item, in the table's order. */
export const REGISTER_FLAGS = [
  'is_display',
  'is_required',
  'is_unique',
  'is_member_center',
  'is_verification',
  'is_member_center_verification',
] as const
export type RegisterFlag = (typeof REGISTER_FLAGS)[number]
