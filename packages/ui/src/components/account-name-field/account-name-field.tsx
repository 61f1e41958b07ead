import type { AccountField } from '../../lib/use-account-form.ts'
import { useText } from '../../text/text-provider.tsx'
import { Field, TextInput } from '../../primitives/field/index.ts'

/**
 * **AccountNameField**: the member's account name of the login and the forgotten password, labelled `login.account`.
 *
 * Contract
 * - MUST be a username input (`autoComplete="username"`, no capitals, no spell check) with the `ph_account_name`
 *   placeholder, so a browser offers the saved accounts.
 * - MUST wire its error through `Field` (announced, describing the input, `aria-invalid`).
 * - MUST NOT check the name: the form's rule does. Registration's new account has its own field (a hint, required).
 */
export function AccountNameField({
  field,
}: {
  /** `field('account')` of `useAccountForm`. */
  field: AccountField
}) {
  const { t } = useText()
  return (
    <Field controlId={field.id} label={t('login.account')} error={field.error}>
      <TextInput
        type="text"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t('ph_account_name')}
        {...field.inputProps}
      />
    </Field>
  )
}
