import { ACCOUNT_MESSAGES, CONTACT_HANDLE_FIELDS, phoneVerificationOn } from '@lobby/domain'
import { useState, type ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { Field, FormAlert, PasswordInput, SubmitButton, TextInput } from '../../primitives/field/index.ts'
import { CaptchaField } from '../../components/captcha-field/captcha-field.tsx'
import { PhoneVerifyField } from '../../components/phone-verify-field/phone-verify-field.tsx'
import { ProtocolModal } from '../../components/protocol-modal/protocol-modal.tsx'
import {
  AgreementField,
  BirthdayField,
  CONTACT_LABELS,
  CurrencyField,
  registerFormGridVariants,
  RequiredLabel,
  SettingsPlaceholder,
  WithdrawPasswordField,
  withRequired,
} from './register-fields.tsx'
import type { RegisterFormProps } from './register-form-props.ts'
import { useRegisterForm, type RegisterIntroducer, type RegisterTextField } from './use-register-form.ts'

export { registerFormGridVariants } from './register-fields.tsx'
export type { RegisterCurrencyOption, RegisterFormProps, RegisterSettingsState } from './register-form-props.ts'

const REFERRAL: RegisterIntroducer = { field: 'recommendCode', value: '', locked: false }

/**
 * The registration form (spec sections 3 to 5): the fields the current
 * currency's settings show, each checked on blur with the domain's rule and
 * all of them on submit; server answers under their fields; the phone's SMS
 * step; captcha; the service agreement. Props in, callbacks out: the caller
 * loads settings, sends the calls and owns the countdowns.
 */
export function RegisterForm({
  settings,
  settingsState = 'ready',
  onRetrySettings,
  currencies,
  currency,
  onCurrencyChange,
  currencyLocked = false,
  introducer = REFERRAL,
  phoneTenDigits,
  showOthers = false,
  onVerifyField,
  onSubmit,
  submitting = false,
  fieldErrors,
  formError,
  resetKey,
  showCaptcha = true,
  onSendSms,
  smsSending = false,
  smsCountdown = null,
  now,
  smsMessage,
  agreement,
  agreementLoading = false,
  onOpenAgreement,
  portalContainer,
  className,
  ...captchaProps
}: RegisterFormProps) {
  const { t } = useText()
  const register = useRegisterForm({
    settings,
    currency,
    introducer,
    captchaShown: showCaptcha,
    phoneTenDigits,
    fieldErrors,
    submitting,
    resetKey,
    captchaImage: captchaProps.captcha?.image,
    onVerifyField,
    onSubmit,
  })
  const { rules, shown, field } = register
  const [agreementOpen, setAgreementOpen] = useState(false)
  const [thisYear] = useState(() => new Date().getFullYear())

  if (settingsState !== 'ready') {
    return <SettingsPlaceholder state={settingsState} onRetry={onRetrySettings} />
  }

  const label = (key: string, required: boolean) => <RequiredLabel text={t(key)} required={required} />
  const textField = (
    name: RegisterTextField,
    key: string,
    required: boolean,
    input: ComponentProps<'input'> = {},
    hint?: string,
  ) => {
    const props = field(name, { hint: hint !== undefined })
    return (
      <Field key={name} controlId={props.id} label={label(key, required)} hint={hint} error={props.error}>
        <TextInput aria-required={required || undefined} {...input} {...props.inputProps} />
      </Field>
    )
  }

  const sendSms = () => {
    const { getValues, setError, setFocus } = register.form
    const phone = getValues('memberPhone')
    if (phone.trim() === '') {
      setError('memberPhone', { type: 'validate', message: ACCOUNT_MESSAGES.smsPhoneBlank })
      setFocus('memberPhone')
      return
    }
    if (register.check('memberPhone')) onSendSms(phone)
    else setFocus('memberPhone')
  }

  const account = field('memberAccount', { hint: true })
  const password = field('password', { hint: true })
  const checkPassword = field('checkPassword')
  const birthday = register.birthday()
  const accept = register.agreement()
  const introducerInput = introducer ? field(introducer.field, { hint: introducer.locked }) : null
  const captchaAnswer = field('captchaAnswer')

  return (
    <form
      data-slot="register-form"
      data-state={submitting ? 'submitting' : 'idle'}
      aria-busy={submitting || undefined}
      noValidate
      onSubmit={register.submit}
      className={cn(registerFormGridVariants(), className)}
    >
      <CurrencyField
        label={label('signup.currency', true)}
        currencies={currencies}
        currency={currency}
        locked={currencyLocked}
        disabled={submitting}
        onChange={onCurrencyChange}
      />
      <Field
        controlId={account.id}
        label={label('signup.account', true)}
        hint={t('signup.account_hint')}
        error={account.error}
      >
        <TextInput
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          aria-required
          {...account.inputProps}
        />
      </Field>
      <Field
        controlId={password.id}
        label={label('signup.password', true)}
        hint={t('login.password_hint')}
        error={password.error}
      >
        <PasswordInput autoComplete="new-password" aria-required {...password.inputProps} />
      </Field>
      <Field controlId={checkPassword.id} label={label('signup.check_password', true)} error={checkPassword.error}>
        <PasswordInput autoComplete="new-password" aria-required {...checkPassword.inputProps} />
      </Field>
      {introducer && introducerInput ? (
        <Field
          controlId={introducerInput.id}
          label={t(introducer.field === 'memberAgent' ? 'signup.agent' : 'signup.recommend')}
          hint={introducer.locked ? t('signup.introducer_locked') : undefined}
          error={introducerInput.error}
        >
          <TextInput
            type="text"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            data-state={introducer.locked ? 'locked' : 'editable'}
            {...introducerInput.inputProps}
            readOnly={introducer.locked || submitting}
          />
        </Field>
      ) : null}
      {shown('memberName')
        ? textField('memberName', 'signup.name', rules.memberName.required, { type: 'text', autoComplete: 'name' })
        : null}
      {shown('memberEmail')
        ? textField('memberEmail', 'signup.email', rules.memberEmail.required, {
            type: 'email',
            inputMode: 'email',
            autoComplete: 'email',
            spellCheck: false,
          })
        : null}
      {shown('memberBirthday') ? (
        <BirthdayField
          legend={label('signup.birthday', rules.memberBirthday.required)}
          thisYear={thisYear}
          birthday={birthday}
        />
      ) : null}
      {shown('withdrawPassword') ? (
        <WithdrawPasswordField
          field={field('withdrawPassword', { hint: true })}
          label={label('signup.withdraw_password', rules.withdrawPassword.required)}
          hint={t('signup.withdraw_password_hint')}
          required={rules.withdrawPassword.required}
        />
      ) : null}
      {shown('memberPhone') && phoneVerificationOn(rules) ? (
        <PhoneVerifyField
          phone={withRequired(field('memberPhone'), rules.memberPhone.required)}
          code={withRequired(field('phoneVerify', { hint: true }), true)}
          phoneLabel={label('signup.phone', rules.memberPhone.required)}
          codeLabel={label('signup.phone_verify', true)}
          onSendCode={sendSms}
          sending={smsSending}
          countdown={smsCountdown}
          now={now}
          message={smsMessage}
          disabled={submitting}
        />
      ) : shown('memberPhone') ? (
        textField('memberPhone', 'signup.phone', rules.memberPhone.required, {
          type: 'tel',
          inputMode: 'tel',
          autoComplete: 'tel',
        })
      ) : null}
      {shown('identityId')
        ? textField('identityId', 'signup.identity_id', rules.identityId.required, {
            type: 'text',
            autoComplete: 'off',
            spellCheck: false,
          })
        : null}
      {CONTACT_HANDLE_FIELDS.filter((name) => shown(name)).map((name) =>
        textField(name, CONTACT_LABELS[name], rules[name].required, {
          type: 'text',
          autoComplete: 'off',
          autoCapitalize: 'none',
          spellCheck: false,
        }),
      )}
      {showOthers ? textField('memberOthers', 'signup.others', false, { type: 'text', autoComplete: 'off' }) : null}
      {showCaptcha ? (
        <CaptchaField
          field={captchaAnswer}
          label={label('login.captcha', true)}
          required
          disabled={submitting}
          className="col-span-full"
          {...captchaProps}
        />
      ) : null}
      <AgreementField
        accept={accept}
        onRead={() => {
          onOpenAgreement?.()
          setAgreementOpen(true)
        }}
      />
      {formError ? (
        <div className="col-span-full">
          <FormAlert>{formError}</FormAlert>
        </div>
      ) : null}
      <SubmitButton
        size="lg"
        submitting={submitting}
        label={t('signup.submit')}
        busyLabel={t('signup.submitting')}
        className="col-span-full"
      />
      <ProtocolModal
        open={agreementOpen}
        onOpenChange={setAgreementOpen}
        title={t('signup.agreement_title')}
        items={agreement}
        loading={agreementLoading}
        onAgree={() => {
          accept.accept()
          setAgreementOpen(false)
        }}
        portalContainer={portalContainer}
      />
    </form>
  )
}
