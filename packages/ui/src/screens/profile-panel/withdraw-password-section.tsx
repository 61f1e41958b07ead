import { withdrawPasswordFormError, type WithdrawPasswordField, type WithdrawPasswordValues } from '@lobby/domain'
import { useEffect, useId, type ComponentProps } from 'react'
import { messageText } from '../../lib/message-text.ts'
import { Card } from '../../primitives/card/card.tsx'
import { Field, PasswordInput, SubmitButton } from '../../primitives/field/index.ts'
import { useAccountForm } from '../../lib/use-account-form.ts'
import { useText } from '../../text/text-provider.tsx'
import { profileGridVariants, SavedNote } from './profile-parts.tsx'
import type { WithdrawPasswordRequest, WithdrawPasswordState } from './profile-types.ts'

const digits: ComponentProps<'input'> = { inputMode: 'numeric', maxLength: 4, autoComplete: 'off', pattern: '[0-9]*' }

/** The withdraw password: set the first time with the login password, changed with the current one. */
export function WithdrawPasswordSection({
  state,
  onSubmit,
}: {
  state: WithdrawPasswordState
  onSubmit: (request: WithdrawPasswordRequest) => void
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
    <Card asChild>
      <section data-state={set ? 'set' : 'unset'} aria-labelledby={titleId}>
        <header className="flex flex-col gap-1">
          <h3 id={titleId} className="text-base font-semibold">
            {t('member_centre.wp_title')}
          </h3>
          <p data-slot="profile-panel-withdraw-password-status" className="text-sm text-muted-foreground">
            {t(set ? 'member_centre.wp_status_set' : 'member_centre.wp_status_unset')}
          </p>
        </header>
        {done ? <SavedNote slot="profile-panel-withdraw-password-done">{t('member_centre.wp_done')}</SavedNote> : null}
        <form
          data-slot="profile-panel-withdraw-password-form"
          data-state={saving ? 'saving' : 'idle'}
          aria-busy={saving || undefined}
          noValidate
          onSubmit={submit}
          className="flex flex-col gap-4"
        >
          <div className={profileGridVariants()}>
            {set ? (
              <Field controlId={current.id} label={t('member_centre.wp_old')} error={current.error}>
                <PasswordInput {...digits} {...current.inputProps} />
              </Field>
            ) : (
              <Field controlId={current.id} label={t('member_centre.login_password')} error={current.error}>
                <PasswordInput autoComplete="current-password" {...current.inputProps} />
              </Field>
            )}
            {/* Desktop: the new password starts the next row, beside its check. */}
            <span aria-hidden="true" className="hidden desktop:block" />
            <Field
              controlId={next.id}
              label={t(set ? 'member_centre.wp_new' : 'signup.withdraw_password')}
              hint={t('signup.withdraw_password_hint')}
              error={next.error}
            >
              <PasswordInput {...digits} {...next.inputProps} />
            </Field>
            <Field controlId={check.id} label={t('member_centre.wp_check')} error={check.error}>
              <PasswordInput {...digits} {...check.inputProps} />
            </Field>
          </div>
          <div className="flex desktop:justify-end">
            <SubmitButton
              submitting={saving}
              label={t(set ? 'member_centre.wp_submit_change' : 'member_centre.wp_submit_set')}
              busyLabel={t('member_centre.saving')}
              className="desktop:w-auto"
            />
          </div>
        </form>
      </section>
    </Card>
  )
}
