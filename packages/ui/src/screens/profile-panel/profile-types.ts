import type { CountdownState, ProfileEditField, WithdrawPasswordField } from '@lobby/domain'
import type { ComponentProps } from 'react'

export type { ProfileEditField, WithdrawPasswordField } from '@lobby/domain'

/** The member's profile as `/member/profile` answers it (the fields this panel shows). */
export interface ProfileView {
  member_account: string
  member_name: string
  member_email: string
  /** `YYYY-MM-DD` or `''`. */
  member_birthday: string
  member_phone: string
  /** The identity number; edited as `identity_id`. */
  new_identity_id: string
  member_qq: string
  member_telegram: string
  member_whats_app: string
  member_wechat: string
  member_zalo: string
  member_skype: string
  member_fb: string
  /** 1 once a withdraw password is set. */
  is_withdraw_password: 0 | 1
  member_currency: string
}

/** How the panel shows one profile field (from the register settings' `is_member_center`). */
export interface ProfileFieldSetting {
  key: ProfileEditField
  /** The member may change it here. */
  editable: boolean
  /** Filled and fixed: only customer service can change it (read-only, with a hint). */
  locked: boolean
  /** It may not be emptied. */
  required: boolean
  /**
   * `member_phone` only: a new phone needs the SMS code sent to it (the
   * register settings' `is_member_center_verification`); the form shows the
   * send button and the code input.
   */
  verify?: boolean
}

/** The changed fields only, each trimmed; `phone_verify` with a new phone that needs a code. */
export type ProfileChanges = Partial<Record<ProfileEditField, string>> & { phone_verify?: string }

/** The SMS code for a new phone (`verify`): the caller sends it and owns the countdown. */
export interface ProfilePhoneCodeState {
  /** The SMS is being sent. */
  sending: boolean
  /** The resend countdown (`startSmsCountdown(Date.now())`); `null` while none has started. */
  countdown: CountdownState | null
  /** The clock in ms; omitted, the wall clock (see `PhoneVerifyField`). */
  now?: number
  /** An SMS answer not tied to the phone (e.g. SMS 102, 103), as text or a message key. */
  message?: string
}

/** The withdraw-password form's state, owned by the caller. */
export interface WithdrawPasswordState {
  /** A withdraw password is set: changing it asks for the current one, not the login password. */
  set: boolean
  /** The request is being sent. */
  saving: boolean
  /** The server's errors by field, as text or message keys. */
  errors: Partial<Record<WithdrawPasswordField, string>>
  /** The last request succeeded: a note shows and the inputs are cleared. */
  done: boolean
}

/** `POST /member/profile/withdraw_password`: `password` the first time, `old_withdraw_password` afterwards. */
export interface WithdrawPasswordRequest {
  password?: string
  old_withdraw_password?: string
  withdraw_password: string
  check_withdraw_password: string
}

/** How a profile field is labelled, read and typed. */
export interface FieldMeta {
  /** Copy key of the label. */
  label: string
  /** The profile property that holds the value. */
  value: Exclude<keyof ProfileView, 'is_withdraw_password'>
  input: ComponentProps<'input'>
}

const contact: ComponentProps<'input'> = {
  type: 'text',
  autoComplete: 'off',
  autoCapitalize: 'none',
  spellCheck: false,
}

export const FIELD_META: Record<ProfileEditField, FieldMeta> = {
  member_name: { label: 'signup.name', value: 'member_name', input: { type: 'text', autoComplete: 'name' } },
  member_email: {
    label: 'signup.email',
    value: 'member_email',
    input: { type: 'email', inputMode: 'email', autoComplete: 'email', spellCheck: false },
  },
  member_birthday: { label: 'signup.birthday', value: 'member_birthday', input: { type: 'date' } },
  member_phone: {
    label: 'signup.phone',
    value: 'member_phone',
    input: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  },
  identity_id: { label: 'signup.identity_id', value: 'new_identity_id', input: { ...contact } },
  member_qq: { label: 'signup.qq', value: 'member_qq', input: contact },
  member_telegram: { label: 'signup.telegram', value: 'member_telegram', input: contact },
  member_whats_app: { label: 'signup.whatsapp', value: 'member_whats_app', input: contact },
  member_wechat: { label: 'signup.wechat', value: 'member_wechat', input: contact },
  member_zalo: { label: 'signup.zalo', value: 'member_zalo', input: contact },
  member_skype: { label: 'signup.skype', value: 'member_skype', input: contact },
  member_fb: { label: 'signup.facebook', value: 'member_fb', input: contact },
}
