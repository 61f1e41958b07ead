import { ACCOUNT_MESSAGES, validateNewPassword, type NewPasswordForm } from '@lobby/domain'
import { cva } from 'class-variance-authority'
import { useEffect } from 'react'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { FormAlert, Field, PasswordInput, SubmitButton } from '../../primitives/field/index.ts'
import { useAccountForm, type ServerFieldErrors } from '../../lib/use-account-form.ts'
import { Modal } from '../../primitives/modal/modal.tsx'
import { NewPasswordFields } from '../../components/new-password-fields/new-password-fields.tsx'

export interface ChangePasswordForm extends NewPasswordForm {
  /** The password the member logged in with. */
  oldPassword: string
}

/** The actions: stacked on mobile, side by side (the main one last) on desktop. */
export const setNewPasswordActionsVariants = cva('flex flex-col gap-3 desktop:flex-row-reverse')

export interface SetNewPasswordModalProps {
  /** Whether the modal is shown (controlled). It never closes itself. */
  open: boolean
  /** Called with `false` on Cancel, the close button, Esc or a click outside; never while `forced`. */
  onOpenChange: (open: boolean) => void
  /**
   * First login with `first_login_to_change_password` 1: no close button, no
   * Cancel, and Esc or a click outside do nothing, until the caller closes it.
   */
  forced?: boolean
  /** Called with the passwords once they pass the rules; the caller sends `/member/profile/edit_password`. */
  onSubmit: (values: ChangePasswordForm) => void
  /** The change is being sent: inputs are read-only and the buttons wait. */
  submitting?: boolean
  /** Server errors by field, already translated (e.g. a wrong current password). */
  fieldErrors?: ServerFieldErrors<keyof ChangePasswordForm>
  /** A server error not tied to a field, already translated. */
  formError?: string
  /** Element to portal into instead of `document.body`. */
  portalContainer?: HTMLElement | null
  /** Classes for the dialog box (layout only). */
  className?: string
}

const EMPTY: ChangePasswordForm = { oldPassword: '', password: '', checkPassword: '' }

/**
 * The current password is required (`signup.require_text`); the new one and
 * its confirmation follow the new-password rule of spec section 5.
 */
function validateChangePassword(form: ChangePasswordForm) {
  if (form.oldPassword === '') return { field: 'oldPassword' as const, messageKey: ACCOUNT_MESSAGES.required }
  return validateNewPassword(form)
}

/**
 * Set a new password (spec sections 3 and 4): current, new and confirmation.
 * Forced on a first login that requires it. It MUST NOT close itself: on
 * success the caller closes it.
 */
export function SetNewPasswordModal({
  open,
  onOpenChange,
  forced = false,
  onSubmit,
  submitting = false,
  fieldErrors,
  formError,
  portalContainer,
  className,
}: SetNewPasswordModalProps) {
  const { t } = useText()
  const {
    form,
    field,
    onSubmit: submit,
  } = useAccountForm<ChangePasswordForm>({
    defaultValues: EMPTY,
    validate: validateChangePassword,
    fieldErrors,
    submitting,
    onValid: onSubmit,
  })
  const { reset } = form

  // Passwords do not outlive the dialog.
  useEffect(() => {
    if (!open) reset(EMPTY)
  }, [open, reset])

  const oldPassword = field('oldPassword')

  return (
    <Modal
      open={open}
      onOpenChange={forced ? ignoreClose : onOpenChange}
      size="sm"
      portalContainer={portalContainer}
      title={t('login.snp_title')}
      description={t(forced ? 'login.snp_forced_description' : 'login.snp_description')}
      showClose={!forced}
      className={className}
      bodyClassName="px-5 py-5"
    >
      <form
        data-slot="set-new-password-modal-form"
        data-state={submitting ? 'submitting' : 'idle'}
        data-variant={forced ? 'forced' : 'optional'}
        aria-busy={submitting || undefined}
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-4"
      >
        <Field controlId={oldPassword.id} label={t('login.old_password')} error={oldPassword.error}>
          <PasswordInput autoComplete="current-password" {...oldPassword.inputProps} />
        </Field>
        <NewPasswordFields password={field('password', { hint: true })} checkPassword={field('checkPassword')} />
        <FormAlert>{formError}</FormAlert>
        <div data-slot="set-new-password-modal-actions" className={setNewPasswordActionsVariants()}>
          <SubmitButton
            submitting={submitting}
            label={t('login.snp_submit')}
            busyLabel={t('login.snp_submitting')}
            className="desktop:flex-1"
          />
          {forced ? null : (
            <Button
              variant="outline"
              disabled={submitting}
              onClick={() => onOpenChange(false)}
              className="w-full desktop:w-auto desktop:flex-1"
            >
              {t('login.cancel')}
            </Button>
          )}
        </div>
      </form>
    </Modal>
  )
}

/** A forced change cannot be dismissed: Esc and clicks outside are ignored. */
function ignoreClose() {}
