import { useText } from '../../text/text-provider.tsx'
import { Field, PasswordInput } from '../../primitives/field/index.ts'
import type { AccountField } from '../../lib/use-account-form.ts'

/**
 * The new password and its confirmation, with the password rule under the
 * first: shared by the set-new-password modal, the forgotten password's
 * step 2 and step 2 of member transfer verification, which all check them
 * with `validateNewPassword`.
 */
export function NewPasswordFields({
  password,
  checkPassword,
}: {
  /** `field('password', { hint: true })` of the form. */
  password: AccountField
  /** `field('checkPassword')` of the form. */
  checkPassword: AccountField
}) {
  const { t } = useText()
  return (
    <>
      <Field
        controlId={password.id}
        label={t('login.new_password')}
        hint={t('login.password_hint')}
        error={password.error}
      >
        <PasswordInput autoComplete="new-password" {...password.inputProps} />
      </Field>
      <Field controlId={checkPassword.id} label={t('login.check_password')} error={checkPassword.error}>
        <PasswordInput autoComplete="new-password" {...checkPassword.inputProps} />
      </Field>
    </>
  )
}
