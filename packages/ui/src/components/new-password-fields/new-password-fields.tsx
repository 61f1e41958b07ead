import { useText } from '../../text/text-provider.tsx'
import { FormField, PasswordInput } from '../../primitives/field/field.tsx'
import type { AccountField } from '../../lib/use-account-form.ts'

/**
 * The new password and its confirmation, with the password rule under the
 * first: shared by the set-new-password modal and step 2 of member transfer
 * verification, which both check them with `validateNewPassword`.
 */
export function NewPasswordFields({
  slot,
  password,
  checkPassword,
}: {
  /** Prefix of the parts' `data-slot`s, e.g. `set-new-password-modal`. */
  slot: string
  /** `field('password', { hint: true })` of the form. */
  password: AccountField
  /** `field('checkPassword')` of the form. */
  checkPassword: AccountField
}) {
  const { t } = useText()
  return (
    <>
      <FormField
        slot={`${slot}-new-password`}
        inputId={password.id}
        label={t('login.new_password')}
        hint={t('login.password_hint')}
        error={password.error}
      >
        <PasswordInput slot={`${slot}-new-password-input`} autoComplete="new-password" {...password.inputProps} />
      </FormField>
      <FormField
        slot={`${slot}-check-password`}
        inputId={checkPassword.id}
        label={t('login.check_password')}
        error={checkPassword.error}
      >
        <PasswordInput
          slot={`${slot}-check-password-input`}
          autoComplete="new-password"
          {...checkPassword.inputProps}
        />
      </FormField>
    </>
  )
}
