import {
  ACCOUNT_MESSAGES,
  isWithdrawPassword,
  PROFILE_FIELDS,
  validateBirthday,
  validateContactHandle,
  validateMemberEmail,
  validateMemberName,
  validateMemberPhone,
  validatePhoneVerifyCode,
  type CountdownState,
  type FieldError,
} from '@lobby/domain'
import { cva } from 'class-variance-authority'
import { useEffect, useId, useState, type ComponentProps, type ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import type { Layout } from '../../lib/theme.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import {
  FormAlert,
  FormField,
  PasswordInput,
  SubmitButton,
  TextInput,
  useAccountForm,
} from '../../primitives/field/field.tsx'
import { messageText } from '../../lib/message-text.ts'
import { PhoneVerifyField } from '../../components/phone-verify-field/phone-verify-field.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { StatusMessage } from '../../primitives/status-message/status-message.tsx'

/** A profile field the member centre may edit, by its wire name (`/member/profile/edit`). */
export type ProfileEditField =
  | 'member_name'
  | 'member_email'
  | 'member_birthday'
  | 'member_phone'
  | 'identity_id'
  | 'member_qq'
  | 'member_telegram'
  | 'member_whats_app'
  | 'member_wechat'
  | 'member_zalo'
  | 'member_skype'
  | 'member_fb'

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

export type WithdrawPasswordField =
  'password' | 'old_withdraw_password' | 'withdraw_password' | 'check_withdraw_password'

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

export interface ProfilePanelProps extends Omit<ComponentProps<'section'>, 'children' | 'onChange'> {
  /** The profile; `null` until it arrives. */
  profile: ProfileView | null
  /** `loading`: placeholders; `error`: the message and retry; `idle`: the profile. */
  status: 'idle' | 'loading' | 'error'
  /** The fields to show, in order; a field not listed is not shown. */
  fields: readonly ProfileFieldSetting[]
  /** The edit passed the local rules: the changed fields only, trimmed. Not called when nothing changed. */
  onSave: (changes: ProfileChanges) => void
  /** A save is being sent: the inputs are read-only. */
  saving: boolean
  /** The server's errors by wire name, as text or message keys; one for a field not shown is shown above the form. */
  fieldErrors: Partial<Record<string, string>>
  /** The last save succeeded: a note shows; turning true closes the edit mode. */
  saved: boolean
  /** `error`: called from the retry button. */
  onRetry: () => void
  /** Called from "Change password" (the login password); the caller opens its dialog. */
  onChangePassword: () => void
  /** The withdraw-password form's state. */
  withdrawPassword: WithdrawPasswordState
  /** The withdraw-password form passed its local rules (4 digits, the two the same). */
  onSetWithdrawPassword: (request: WithdrawPasswordRequest) => void
  /** A phone field with `verify`: the SMS code's state. */
  phoneCode?: ProfilePhoneCodeState
  /** "Send code" for a new phone that passed the local rules (changed, the phone's format). */
  onSendPhoneCode?: (phone: string) => void
  /** `desktop`: fields in two columns; `mobile`: one. */
  layout?: Layout
}

export const profilePanelVariants = cva('flex w-full flex-col text-foreground', {
  variants: { layout: { desktop: 'gap-6', mobile: 'gap-4 px-3 py-4' } },
  defaultVariants: { layout: 'desktop' },
})

export const profileGridVariants = cva('grid', {
  variants: { layout: { desktop: 'grid-cols-2 gap-x-6 gap-y-4', mobile: 'grid-cols-1 gap-4' } },
  defaultVariants: { layout: 'desktop' },
})

const cardVariants = cva('flex flex-col rounded-2xl border bg-card text-card-foreground', {
  variants: { layout: { desktop: 'gap-4 p-5', mobile: 'gap-3 p-4' } },
  defaultVariants: { layout: 'desktop' },
})

interface FieldMeta {
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

const FIELD_META: Record<ProfileEditField, FieldMeta> = {
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

/** A changed field's first broken rule (the register form's rules), as a message key. */
export function profileFieldError(
  field: ProfileEditField,
  value: string,
  { required, currency }: { required: boolean; currency: string },
): string | undefined {
  switch (field) {
    case 'member_name':
      return validateMemberName(value, currency, required)
    case 'member_email':
      return validateMemberEmail(value, required)
    case 'member_birthday': {
      const [year = '', month = '', day = ''] = value.trim() === '' ? [] : value.trim().split('-')
      return validateBirthday({ year, month, day }, required)
    }
    case 'member_phone':
      return validateMemberPhone(value.trim(), { required, tenDigits: currency === 'VND' })
    case 'identity_id':
      return required && value.trim() === '' ? ACCOUNT_MESSAGES.required : undefined
    default:
      return validateContactHandle(PROFILE_FIELDS[field], value.trim(), required)
  }
}

/**
 * The member's own details (spec section 3, Info): the account, the fields
 * the register settings show in the member centre (locked ones read-only,
 * with why), an edit mode that checks and sends only what changed, the login
 * password's change button and the withdraw password, set the first time
 * with the login password and changed with the current one. Props in,
 * callbacks out: the caller loads, saves and maps the server's answers.
 */
export function ProfilePanel({
  profile,
  status,
  fields,
  onSave,
  saving,
  fieldErrors,
  saved,
  onRetry,
  onChangePassword,
  withdrawPassword,
  onSetWithdrawPassword,
  phoneCode,
  onSendPhoneCode,
  layout = 'desktop',
  className,
  ...props
}: ProfilePanelProps) {
  const { t } = useText()
  const titleId = useId()
  const [editing, setEditing] = useState(false)
  const [savedBefore, setSavedBefore] = useState(saved)
  // A save that succeeds closes the edit mode (state adjusted while rendering, not in an effect).
  if (saved !== savedBefore) {
    setSavedBefore(saved)
    if (saved) setEditing(false)
  }
  const ready = status === 'idle' && profile !== null
  const canEdit = fields.some((field) => field.editable && !field.locked)

  return (
    <section
      data-slot="profile-panel"
      data-layout={layout}
      data-state={status === 'idle' ? (profile ? (editing ? 'editing' : 'ready') : 'loading') : status}
      aria-labelledby={titleId}
      aria-busy={!ready && status !== 'error' ? true : undefined}
      className={cn(profilePanelVariants({ layout }), className)}
      {...props}
    >
      <header data-slot="profile-panel-header" className="flex items-center gap-2">
        <h2 id={titleId} className={cn('flex-1 font-semibold', layout === 'desktop' ? 'text-lg' : 'text-base')}>
          {t('member_centre.menu_Info')}
        </h2>
        {ready && canEdit && !editing ? (
          <Button data-slot="profile-panel-edit" variant="outline" size="sm" onClick={() => setEditing(true)}>
            {t('member_centre.edit')}
          </Button>
        ) : null}
      </header>

      {status === 'error' ? (
        <StatusMessage
          slot="profile-panel"
          layout={layout}
          tone="error"
          title={t('member_centre.profile_error_title')}
          body={t('member_centre.profile_error')}
          action={
            <Button data-slot="profile-panel-retry" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : !ready ? (
        <ProfileSkeleton layout={layout} />
      ) : (
        <>
          {saved && !editing ? (
            <p
              role="status"
              data-slot="profile-panel-saved"
              className="rounded-lg border border-success/40 bg-success/10 px-3 py-2 text-sm text-foreground"
            >
              {t('member_centre.profile_saved')}
            </p>
          ) : null}
          <div data-slot="profile-panel-details" className={cardVariants({ layout })}>
            <dl data-slot="profile-panel-summary" className={profileGridVariants({ layout })}>
              <Row slot="profile-panel-account" label={t('signup.account')}>
                {profile.member_account}
              </Row>
              <Row slot="profile-panel-currency" label={t('signup.currency')}>
                {profile.member_currency}
              </Row>
              <Row slot="profile-panel-password" label={t('member_centre.login_password')}>
                <span className="flex items-center justify-between gap-3">
                  <span aria-hidden="true" className="tracking-widest">
                    ••••••
                  </span>
                  <Button
                    data-slot="profile-panel-change-password"
                    variant="outline"
                    size="sm"
                    onClick={onChangePassword}
                  >
                    {t('member_centre.change_password')}
                  </Button>
                </span>
              </Row>
            </dl>
          </div>
          <div data-slot="profile-panel-fields-card" className={cardVariants({ layout })}>
            {fields.length === 0 ? (
              <p data-slot="profile-panel-no-fields" className="text-sm text-muted-foreground">
                {t('member_centre.no_fields')}
              </p>
            ) : editing ? (
              <ProfileEditForm
                profile={profile}
                fields={fields}
                onSave={onSave}
                saving={saving}
                fieldErrors={fieldErrors}
                onCancel={() => setEditing(false)}
                phoneCode={phoneCode}
                onSendPhoneCode={onSendPhoneCode}
                layout={layout}
              />
            ) : (
              <dl data-slot="profile-panel-fields" className={profileGridVariants({ layout })}>
                {fields.map((field) => {
                  const value = profile[FIELD_META[field.key].value]
                  return (
                    <Row
                      key={field.key}
                      slot="profile-panel-field"
                      fieldKey={field.key}
                      label={t(FIELD_META[field.key].label)}
                      hint={field.locked ? t('member_centre.locked_hint') : undefined}
                    >
                      {value === '' ? (
                        <span className="text-muted-foreground">{t('member_centre.not_set')}</span>
                      ) : (
                        value
                      )}
                    </Row>
                  )
                })}
              </dl>
            )}
          </div>
          <WithdrawPasswordSection
            key={withdrawPassword.set ? 'change' : 'first'}
            state={withdrawPassword}
            onSubmit={onSetWithdrawPassword}
            layout={layout}
          />
        </>
      )}
    </section>
  )
}

function Row({
  slot,
  fieldKey,
  label,
  hint,
  children,
}: {
  slot: string
  fieldKey?: string
  label: string
  hint?: string
  children: ReactNode
}) {
  return (
    <div
      data-slot={slot}
      data-key={fieldKey}
      data-locked={hint ? true : undefined}
      className="flex min-w-0 flex-col gap-1"
    >
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm font-medium break-words">{children}</dd>
      {hint ? (
        <dd data-slot={`${slot}-hint`} className="flex items-center gap-1 text-xs text-muted-foreground">
          <LockIcon />
          {hint}
        </dd>
      ) : null}
    </div>
  )
}

function ProfileSkeleton({ layout }: { layout: Layout }) {
  const { t } = useText()
  return (
    <div data-slot="profile-panel-loading" className={cardVariants({ layout })}>
      <span role="status" className="sr-only">
        {t('member_centre.profile_loading')}
      </span>
      <div className={profileGridVariants({ layout })}>
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="flex flex-col gap-2">
            <Skeleton className="h-3 w-20" />
            <Skeleton className="h-5 w-40 max-w-full" />
          </div>
        ))}
      </div>
    </div>
  )
}

type EditValues = Record<string, string>

function ProfileEditForm({
  profile,
  fields,
  onSave,
  saving,
  fieldErrors,
  onCancel,
  phoneCode,
  onSendPhoneCode,
  layout,
}: {
  profile: ProfileView
  fields: readonly ProfileFieldSetting[]
  onSave: (changes: ProfileChanges) => void
  saving: boolean
  fieldErrors: Partial<Record<string, string>>
  onCancel: () => void
  phoneCode: ProfilePhoneCodeState | undefined
  onSendPhoneCode: ((phone: string) => void) | undefined
  layout: Layout
}) {
  const { t } = useText()
  const hintId = useId()
  const [unchanged, setUnchanged] = useState(false)
  const inputs = fields.filter((field) => field.editable && !field.locked)
  const original = (key: ProfileEditField) => profile[FIELD_META[key].value]
  const serverErrors = Object.fromEntries(
    Object.entries(fieldErrors).flatMap(([key, text]) => (text ? [[key, messageText(text, t)]] : [])),
  )
  const verifiedPhone = inputs.find((field) => field.key === 'member_phone' && field.verify)
  const otherErrors = Object.entries(serverErrors).filter(
    ([key]) => !inputs.some((field) => field.key === key) && !(verifiedPhone && key === 'phone_verify'),
  )

  const changesOf = (values: EditValues): ProfileChanges => {
    const changes: ProfileChanges = {}
    for (const field of inputs) {
      const value = (values[field.key] ?? '').trim()
      if (value !== original(field.key).trim()) changes[field.key] = value
    }
    return changes
  }
  /** A new, non-empty phone where phones are verified: it goes with its code. */
  const needsCode = (changes: ProfileChanges) =>
    verifiedPhone !== undefined && changes.member_phone !== undefined && changes.member_phone !== ''

  const { form, field, onSubmit } = useAccountForm<EditValues>({
    defaultValues: {
      ...Object.fromEntries(inputs.map((setting) => [setting.key, original(setting.key)])),
      ...(verifiedPhone ? { phone_verify: '' } : {}),
    },
    validate: (values): FieldError<string> | undefined => {
      const changes = changesOf(values)
      for (const setting of inputs) {
        const value = changes[setting.key]
        if (value === undefined) continue
        const messageKey = profileFieldError(setting.key, value, {
          required: setting.required,
          currency: profile.member_currency,
        })
        if (messageKey) return { field: setting.key, messageKey }
        if (setting.key === 'member_phone' && needsCode(changes)) {
          const codeKey = validatePhoneVerifyCode((values.phone_verify ?? '').trim())
          if (codeKey) return { field: 'phone_verify', messageKey: codeKey }
        }
      }
      return undefined
    },
    fieldErrors: serverErrors,
    submitting: saving,
    onValid: (values) => {
      const changes = changesOf(values)
      if (Object.keys(changes).length === 0) setUnchanged(true)
      else onSave(needsCode(changes) ? { ...changes, phone_verify: (values.phone_verify ?? '').trim() } : changes)
    },
  })

  /** "Send code": only for a phone that changed and passes the phone's rules; otherwise its error shows. */
  const sendPhoneCode = () => {
    const phone = (form.getValues('member_phone') ?? '').trim()
    const messageKey =
      phone === ''
        ? ACCOUNT_MESSAGES.smsPhoneBlank
        : phone === original('member_phone').trim()
          ? 'member_centre.phone_unchanged'
          : profileFieldError('member_phone', phone, { required: true, currency: profile.member_currency })
    if (messageKey) {
      form.setError('member_phone', { type: 'validate', message: messageKey })
      form.setFocus('member_phone')
      return
    }
    onSendPhoneCode?.(phone)
  }

  return (
    <form
      data-slot="profile-panel-form"
      data-state={saving ? 'saving' : 'editing'}
      aria-busy={saving || undefined}
      noValidate
      onSubmit={onSubmit}
      onChange={() => setUnchanged(false)}
      className="flex flex-col gap-4"
    >
      <FormAlert slot="profile-panel-form-error">
        {otherErrors.length > 0 ? otherErrors.map(([key, text]) => <p key={key}>{text}</p>) : null}
      </FormAlert>
      <div className={profileGridVariants({ layout })}>
        {fields.map((setting) => {
          const meta = FIELD_META[setting.key]
          const label = (
            <>
              {t(meta.label)}
              {setting.required ? (
                <span aria-hidden="true" data-slot="profile-panel-required" className="ml-0.5 text-destructive">
                  *
                </span>
              ) : null}
            </>
          )
          const slot = `profile-panel-field-${setting.key.replace(/_/g, '-')}`
          if (!setting.editable || setting.locked) {
            const id = `${hintId}-${setting.key}`
            return (
              <FormField
                key={setting.key}
                slot={slot}
                inputId={id}
                label={label}
                hint={setting.locked ? t('member_centre.locked_hint') : undefined}
              >
                <TextInput
                  slot={`${slot}-input`}
                  id={id}
                  {...meta.input}
                  value={original(setting.key)}
                  readOnly
                  data-state={setting.locked ? 'locked' : 'read-only'}
                  aria-describedby={setting.locked ? `${id}-hint` : undefined}
                />
              </FormField>
            )
          }
          if (setting.key === 'member_phone' && setting.verify) {
            return (
              <PhoneVerifyField
                key={setting.key}
                slot="profile-panel-phone"
                phone={field('member_phone')}
                code={field('phone_verify', { hint: true })}
                phoneLabel={label}
                onSendCode={sendPhoneCode}
                sending={phoneCode?.sending ?? false}
                countdown={phoneCode?.countdown ?? null}
                now={phoneCode?.now}
                message={phoneCode?.message ? messageText(phoneCode.message, t) : undefined}
                disabled={saving}
              />
            )
          }
          const props = field(setting.key)
          return (
            <FormField key={setting.key} slot={slot} inputId={props.id} label={label} error={props.error}>
              <TextInput
                slot={`${slot}-input`}
                {...meta.input}
                aria-required={setting.required || undefined}
                {...props.inputProps}
              />
            </FormField>
          )
        })}
      </div>
      {unchanged ? (
        <p role="status" data-slot="profile-panel-unchanged" className="text-sm text-muted-foreground">
          {t('member_centre.no_changes')}
        </p>
      ) : null}
      <div
        data-slot="profile-panel-actions"
        className={cn('flex gap-2', layout === 'desktop' ? 'justify-end' : 'flex-col-reverse')}
      >
        <Button data-slot="profile-panel-cancel" variant="outline" disabled={saving} onClick={onCancel}>
          {t('member_centre.cancel')}
        </Button>
        <SubmitButton
          data-slot="profile-panel-save"
          submitting={saving}
          label={t('member_centre.save')}
          busyLabel={t('member_centre.saving')}
          className={layout === 'desktop' ? 'w-auto' : undefined}
        />
      </div>
    </form>
  )
}

interface WithdrawPasswordValues {
  password: string
  old_withdraw_password: string
  withdraw_password: string
  check_withdraw_password: string
}

/** The withdraw-password form's first broken rule: checked here so a wrong entry never reaches the server. */
export function withdrawPasswordFormError(
  values: WithdrawPasswordValues,
  set: boolean,
): FieldError<WithdrawPasswordField> | undefined {
  if (!set && values.password === '') return { field: 'password', messageKey: ACCOUNT_MESSAGES.required }
  if (set && !isWithdrawPassword(values.old_withdraw_password)) {
    return { field: 'old_withdraw_password', messageKey: ACCOUNT_MESSAGES.withdrawPasswordFormat }
  }
  if (!isWithdrawPassword(values.withdraw_password)) {
    return { field: 'withdraw_password', messageKey: ACCOUNT_MESSAGES.withdrawPasswordFormat }
  }
  if (values.check_withdraw_password !== values.withdraw_password) {
    return { field: 'check_withdraw_password', messageKey: ACCOUNT_MESSAGES.passwordMismatch }
  }
  return undefined
}

const digits: ComponentProps<'input'> = { inputMode: 'numeric', maxLength: 4, autoComplete: 'off', pattern: '[0-9]*' }

function WithdrawPasswordSection({
  state,
  onSubmit,
  layout,
}: {
  state: WithdrawPasswordState
  onSubmit: (request: WithdrawPasswordRequest) => void
  layout: Layout
}) {
  const { t } = useText()
  const titleId = useId()
  const { set, saving, errors, done } = state
  const serverErrors = Object.fromEntries(
    Object.entries(errors).flatMap(([key, text]) => (text ? [[key, messageText(text, t)]] : [])),
  ) as Partial<Record<WithdrawPasswordField, string>>
  const {
    form,
    field,
    onSubmit: submit,
  } = useAccountForm<WithdrawPasswordValues>({
    defaultValues: { password: '', old_withdraw_password: '', withdraw_password: '', check_withdraw_password: '' },
    validate: (values) => withdrawPasswordFormError(values, set),
    fieldErrors: serverErrors,
    submitting: saving,
    onValid: (values) =>
      onSubmit(
        set
          ? {
              old_withdraw_password: values.old_withdraw_password,
              withdraw_password: values.withdraw_password,
              check_withdraw_password: values.check_withdraw_password,
            }
          : {
              password: values.password,
              withdraw_password: values.withdraw_password,
              check_withdraw_password: values.check_withdraw_password,
            },
      ),
  })
  // A password that was saved is not left in the inputs.
  useEffect(() => {
    if (done) form.reset()
  }, [done, form])

  const current = set ? field('old_withdraw_password') : field('password')
  const next = field('withdraw_password', { hint: true })
  const check = field('check_withdraw_password')

  return (
    <section
      data-slot="profile-panel-withdraw-password"
      data-state={set ? 'set' : 'unset'}
      aria-labelledby={titleId}
      className={cardVariants({ layout })}
    >
      <header className="flex flex-col gap-1">
        <h3 id={titleId} className="text-base font-semibold">
          {t('member_centre.wp_title')}
        </h3>
        <p data-slot="profile-panel-withdraw-password-status" className="text-sm text-muted-foreground">
          {t(set ? 'member_centre.wp_status_set' : 'member_centre.wp_status_unset')}
        </p>
      </header>
      {done ? (
        <p
          role="status"
          data-slot="profile-panel-withdraw-password-done"
          className="rounded-lg border border-success/40 bg-success/10 px-3 py-2 text-sm text-foreground"
        >
          {t('member_centre.wp_done')}
        </p>
      ) : null}
      <form
        data-slot="profile-panel-withdraw-password-form"
        data-state={saving ? 'saving' : 'idle'}
        aria-busy={saving || undefined}
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-4"
      >
        <div className={profileGridVariants({ layout })}>
          {set ? (
            <FormField
              slot="profile-panel-old-withdraw-password"
              inputId={current.id}
              label={t('member_centre.wp_old')}
              error={current.error}
            >
              <PasswordInput slot="profile-panel-old-withdraw-password-input" {...digits} {...current.inputProps} />
            </FormField>
          ) : (
            <FormField
              slot="profile-panel-login-password"
              inputId={current.id}
              label={t('member_centre.login_password')}
              error={current.error}
            >
              <PasswordInput
                slot="profile-panel-login-password-input"
                autoComplete="current-password"
                {...current.inputProps}
              />
            </FormField>
          )}
          {layout === 'desktop' ? <span aria-hidden="true" /> : null}
          <FormField
            slot="profile-panel-withdraw-password-new"
            inputId={next.id}
            label={t(set ? 'member_centre.wp_new' : 'signup.withdraw_password')}
            hint={t('signup.withdraw_password_hint')}
            error={next.error}
          >
            <PasswordInput slot="profile-panel-withdraw-password-new-input" {...digits} {...next.inputProps} />
          </FormField>
          <FormField
            slot="profile-panel-withdraw-password-check"
            inputId={check.id}
            label={t('member_centre.wp_check')}
            error={check.error}
          >
            <PasswordInput slot="profile-panel-withdraw-password-check-input" {...digits} {...check.inputProps} />
          </FormField>
        </div>
        <div className={cn('flex', layout === 'desktop' && 'justify-end')}>
          <SubmitButton
            data-slot="profile-panel-withdraw-password-submit"
            submitting={saving}
            label={t(set ? 'member_centre.wp_submit_change' : 'member_centre.wp_submit_set')}
            busyLabel={t('member_centre.saving')}
            className={layout === 'desktop' ? 'w-auto' : undefined}
          />
        </div>
      </form>
    </section>
  )
}

function LockIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-3.5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  )
}
