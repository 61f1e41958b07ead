import {
  initialTransferVerifyForm,
  TRANSFER_VERIFY_OPTIONS,
  validateNewPassword,
  validateTransferVerify,
  type NewPasswordForm,
  type TransferVerifyForm,
} from '@lobby/domain'
import { cva } from 'class-variance-authority'
import { useEffect } from 'react'
import { useWatch } from 'react-hook-form'
import { useLayout } from '../../lib/layout.ts'
import { useText } from '../../text/text-provider.tsx'
import { Field, FormAlert, PasswordInput, SubmitButton, TextInput } from '../../primitives/field/index.ts'
import { CaptchaField } from '../../components/captcha-field/captcha-field.tsx'
import { useAccountForm, type ServerFieldErrors } from '../../lib/use-account-form.ts'
import type { CaptchaImage } from '../../lib/captcha.ts'
import { Modal } from '../../primitives/modal/modal.tsx'
import { NewPasswordFields } from '../../components/new-password-fields/new-password-fields.tsx'

export const transferVerifyOptionVariants = cva(
  [
    'flex h-10 flex-1 cursor-pointer items-center justify-center gap-2 rounded-md px-3 text-sm font-medium',
    'text-muted-foreground transition-colors select-none has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
    'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50',
  ],
  {
    variants: {
      selected: {
        true: 'bg-card text-foreground shadow-sm',
        false: 'hover:text-foreground',
      },
    },
    defaultVariants: { selected: false },
  },
)

type VerifyField = Exclude<keyof TransferVerifyForm, 'option'>

export interface TransferVerifyModalProps {
  /** Whether the modal is shown (controlled). It never closes itself. */
  open: boolean
  /** Called with `false` when a person closes it (close button, Esc, a click outside). */
  onOpenChange: (open: boolean) => void
  /** 1: verify the withdrawal password and phone or e-mail (`/arks/web/vx/verify`); 2: set a new password (`/arks/web/vx/reset`). */
  step: 1 | 2
  /** Step 1's captcha image (`/clientCaptcha`); `null` until it arrives. A new image clears the code. */
  captcha: CaptchaImage | null
  /** The captcha text the page decrypted; the code must match it (`validateTransferVerify`). */
  captchaText: string | undefined
  /** A captcha is being fetched. */
  captchaLoading?: boolean
  /** Asks for a new captcha; without it there is no refresh button. */
  onRefreshCaptcha?: () => void
  /**
   * Step 1 passed the rules. The contact not chosen is sent empty, so the
   * values map onto the request as they are.
   */
  onVerify: (values: TransferVerifyForm) => void
  /** Step 2 passed `validateNewPassword`. */
  onReset: (values: NewPasswordForm) => void
  /** The step is being sent: inputs are read-only and the buttons wait. */
  submitting?: boolean
  /** Server errors by field, already translated. */
  fieldErrors?: ServerFieldErrors<VerifyField | keyof NewPasswordForm>
  /** A server error not tied to a field, already translated (e.g. `signup.error_verify_pls_reVerify`). */
  formError?: string
  /** Change it to start over with empty forms, e.g. after a successful reset (spec section 4). */
  resetKey?: string | number
  /** Element to portal into instead of `document.body`. */
  portalContainer?: HTMLElement | null
  /** Classes for the dialog box (layout only). */
  className?: string
}

/**
 * Member transfer verification after login 802 (spec sections 4 and 5):
 * step 1 proves the member with the withdrawal password, a phone number or
 * e-mail address and a captcha; step 2 sets a new login password. It MUST
 * NOT close itself or change step: the caller owns `open` and `step`.
 */
export function TransferVerifyModal({
  open,
  onOpenChange,
  step,
  portalContainer,
  className,
  resetKey,
  ...stepProps
}: TransferVerifyModalProps) {
  const { t } = useText()
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="md"
      portalContainer={portalContainer}
      title={t('login.tv_title')}
      description={t(step === 1 ? 'login.tv_description_verify' : 'login.tv_description_reset')}
      className={className}
      bodyClassName="px-5 py-5"
    >
      <p
        data-slot="transfer-verify-modal-step"
        data-state={`step-${step}`}
        className="mb-4 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
      >
        {t('login.tv_step', { step })}
      </p>
      {/* A new key mounts fresh forms: that is the reset after success. */}
      {step === 1 ? (
        <VerifyStep key={`verify-${resetKey}`} open={open} {...stepProps} />
      ) : (
        <ResetStep key={`reset-${resetKey}`} open={open} {...stepProps} />
      )}
    </Modal>
  )
}

type StepProps = Omit<TransferVerifyModalProps, 'onOpenChange' | 'step' | 'portalContainer' | 'className' | 'resetKey'>

function VerifyStep({
  open,
  captcha,
  captchaText,
  captchaLoading = false,
  onRefreshCaptcha,
  onVerify,
  submitting = false,
  fieldErrors,
  formError,
}: StepProps) {
  const { t } = useText()
  // A larger button under the thumb on mobile (a Button size, so read in script).
  const mobile = useLayout() === 'mobile'
  const { form, field, onSubmit } = useAccountForm<TransferVerifyForm>({
    defaultValues: initialTransferVerifyForm(),
    validate: (values) => validateTransferVerify(values, captchaText),
    fieldErrors,
    submitting,
    onValid: (values) =>
      onVerify({
        ...values,
        memberEmail: values.option === 'email' ? values.memberEmail : '',
        memberPhone: values.option === 'phone' ? values.memberPhone : '',
      }),
  })
  const { resetField, register, control } = form
  const option = useWatch({ control, name: 'option' })

  // A captcha is answered once: a new image needs a new code.
  const image = captcha?.image
  useEffect(() => {
    resetField('code')
  }, [image, resetField])

  // Secrets do not outlive the dialog.
  useEffect(() => {
    if (open) return
    resetField('withdrawPassword')
    resetField('code')
  }, [open, resetField])

  const withdrawPassword = field('withdrawPassword')
  const contact = option === 'email' ? field('memberEmail') : field('memberPhone')
  const code = field('code')

  return (
    <form
      data-slot="transfer-verify-modal-form"
      data-state={submitting ? 'submitting' : 'idle'}
      aria-busy={submitting || undefined}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
    >
      <Field controlId={withdrawPassword.id} label={t('login.tv_withdraw_password')} error={withdrawPassword.error}>
        <PasswordInput inputMode="numeric" autoComplete="off" {...withdrawPassword.inputProps} />
      </Field>
      <fieldset data-slot="transfer-verify-modal-option" className="flex flex-col gap-1.5">
        <legend data-slot="transfer-verify-modal-option-legend" className="mb-1.5 text-sm font-medium text-foreground">
          {t('login.tv_option')}
        </legend>
        <div data-slot="transfer-verify-modal-option-group" className="flex gap-1 rounded-lg bg-muted p-1">
          {TRANSFER_VERIFY_OPTIONS.map((value) => (
            <label
              key={value}
              data-slot="transfer-verify-modal-option-item"
              data-state={option === value ? 'checked' : 'unchecked'}
              className={transferVerifyOptionVariants({ selected: option === value })}
            >
              <input
                type="radio"
                value={value}
                disabled={submitting}
                className="sr-only"
                {...register('option', { onChange: () => form.clearErrors() })}
              />
              {t(`login.tv_option_${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <Field
        key={option}
        controlId={contact.id}
        label={t(option === 'email' ? 'login.tv_email' : 'login.tv_phone')}
        error={contact.error}
      >
        {option === 'email' ? (
          <TextInput type="email" inputMode="email" autoComplete="email" spellCheck={false} {...contact.inputProps} />
        ) : (
          <TextInput type="tel" inputMode="tel" autoComplete="tel" {...contact.inputProps} />
        )}
      </Field>
      <CaptchaField
        field={code}
        captcha={captcha}
        captchaLoading={captchaLoading}
        onRefreshCaptcha={onRefreshCaptcha}
        disabled={submitting}
      />
      <FormAlert>{formError}</FormAlert>
      <SubmitButton
        submitting={submitting}
        label={t('login.tv_verify')}
        busyLabel={t('login.tv_verifying')}
        size={mobile ? 'lg' : 'md'}
      />
    </form>
  )
}

const EMPTY_PASSWORDS: NewPasswordForm = { password: '', checkPassword: '' }

function ResetStep({ open, onReset, submitting = false, fieldErrors, formError }: StepProps) {
  const { t } = useText()
  const { form, field, onSubmit } = useAccountForm<NewPasswordForm>({
    defaultValues: EMPTY_PASSWORDS,
    validate: validateNewPassword,
    fieldErrors,
    submitting,
    onValid: onReset,
  })
  const { reset } = form

  useEffect(() => {
    if (!open) reset(EMPTY_PASSWORDS)
  }, [open, reset])

  return (
    <form
      data-slot="transfer-verify-modal-reset-form"
      data-state={submitting ? 'submitting' : 'idle'}
      aria-busy={submitting || undefined}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
    >
      <NewPasswordFields password={field('password', { hint: true })} checkPassword={field('checkPassword')} />
      <FormAlert>{formError}</FormAlert>
      <SubmitButton submitting={submitting} label={t('login.tv_reset')} busyLabel={t('login.tv_resetting')} />
    </form>
  )
}
