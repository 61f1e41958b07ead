import {
  ACCOUNT_MESSAGES,
  MINIMUM_AGE_YEARS,
  profileFieldError,
  validatePhoneVerifyCode,
  type FieldError,
  type ProfileEditField,
} from '@lobby/domain'
import { useId, useState } from 'react'
import { messageText } from '../../lib/message-text.ts'
import { PhoneVerifyField } from '../../components/phone-verify-field/phone-verify-field.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { Field, FormAlert, SubmitButton, TextInput } from '../../primitives/field/index.ts'
import { useAccountForm } from '../../lib/use-account-form.ts'
import { useText } from '../../text/text-provider.tsx'
import { profileGridVariants } from './profile-parts.tsx'
import {
  FIELD_META,
  type ProfileChanges,
  type ProfileFieldSetting,
  type ProfilePhoneCodeState,
  type ProfileView,
} from './profile-types.ts'

type EditValues = Record<string, string>

/** The edit mode: the editable fields, checked and sent only when changed. */
export function ProfileEditForm({
  profile,
  fields,
  onSave,
  saving,
  fieldErrors,
  onCancel,
  phoneCode,
  onSendPhoneCode,
}: {
  profile: ProfileView
  fields: readonly ProfileFieldSetting[]
  onSave: (changes: ProfileChanges) => void
  saving: boolean
  fieldErrors: Partial<Record<string, string>>
  onCancel: () => void
  phoneCode: ProfilePhoneCodeState | undefined
  onSendPhoneCode: ((phone: string) => void) | undefined
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
      <FormAlert>{otherErrors.length > 0 ? otherErrors.map(([key, text]) => <p key={key}>{text}</p>) : null}</FormAlert>
      <div className={profileGridVariants()}>
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
          if (!setting.editable || setting.locked) {
            const id = `${hintId}-${setting.key}`
            return (
              <Field
                key={setting.key}
                controlId={id}
                label={label}
                hint={setting.locked ? t('member_centre.locked_hint') : undefined}
              >
                <TextInput
                  id={id}
                  {...meta.input}
                  value={original(setting.key)}
                  readOnly
                  data-state={setting.locked ? 'locked' : 'read-only'}
                  aria-describedby={setting.locked ? `${id}-hint` : undefined}
                />
              </Field>
            )
          }
          if (setting.key === 'member_phone' && setting.verify) {
            return (
              <PhoneVerifyField
                key={setting.key}
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
          // The birthday's local rule includes the age (`profileFieldError`), whose message names the years.
          const local = form.getFieldState(setting.key, form.formState).error?.message
          const error =
            setting.key === 'member_birthday' && local ? t(local, { years: MINIMUM_AGE_YEARS }) : props.error
          return (
            <Field key={setting.key} controlId={props.id} label={label} error={error}>
              <TextInput {...meta.input} aria-required={setting.required || undefined} {...props.inputProps} />
            </Field>
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
        className="flex flex-col-reverse gap-2 desktop:flex-row desktop:justify-end"
      >
        <Button variant="outline" disabled={saving} onClick={onCancel}>
          {t('member_centre.cancel')}
        </Button>
        <SubmitButton
          submitting={saving}
          label={t('member_centre.save')}
          busyLabel={t('member_centre.saving')}
          className="desktop:w-auto"
        />
      </div>
    </form>
  )
}
