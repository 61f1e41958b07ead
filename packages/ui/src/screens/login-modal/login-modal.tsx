import { validateLoginForm, type LoginForm } from '@lobby/domain'
import { cva } from 'class-variance-authority'
import { useEffect } from 'react'
import { cn } from '../../lib/cn.ts'
import { useLayout } from '../../lib/layout.ts'
import { useText } from '../../text/text-provider.tsx'
import { RichText } from '../../primitives/rich-text/rich-text.tsx'
import { Modal } from '../../primitives/modal/modal.tsx'
import { Field, FormAlert, PasswordInput, SubmitButton } from '../../primitives/field/index.ts'
import { AccountNameField } from '../../components/account-name-field/account-name-field.tsx'
import { CaptchaField, type CaptchaProps } from '../../components/captcha-field/captcha-field.tsx'
import { useAccountForm, type ServerFieldErrors } from '../../lib/use-account-form.ts'

export interface LoginContentItem {
  /** Heading of the item. */
  title: string
  /** The item's HTML ALREADY SANITISED by the caller (DOMPurify in the site). Inserted as is. */
  sanitizedHtml: string
}

/** The dialog's body: the form alone, or the form beside the login content on desktop (under it on mobile). */
export const loginModalBodyVariants = cva('grid content-start gap-6 px-5 py-5 desktop:content-normal', {
  variants: {
    withContent: { true: 'desktop:grid-cols-2 desktop:items-start desktop:gap-8', false: '' },
  },
  defaultVariants: { withContent: false },
})

export interface LoginModalProps extends CaptchaProps {
  /** Whether the modal is shown (controlled). It never closes itself, not even after a successful login. */
  open: boolean
  /** Called with `false` when a person closes it (close button, Esc, a click outside). */
  onOpenChange: (open: boolean) => void
  /** Called with the form once it passes `validateLoginForm`; the caller sends `/login`. */
  onSubmit: (values: LoginForm) => void
  /** The login is being sent: inputs are read-only and the buttons wait. */
  submitting?: boolean
  /** Server errors by field, already translated; the caller clears them when it submits again. */
  fieldErrors?: ServerFieldErrors<keyof LoginForm>
  /** A server error not tied to a field, already translated (e.g. `account_error`). */
  formError?: string
  /** Change it after a failed login to clear the captcha answer (a new `captcha` image clears it too). */
  resetKey?: string | number
  /** Asks for a new captcha of `/captcha` (type 1), the refresh button. */
  onRefreshCaptcha: () => void
  /** "Forgot password?"; without it the link is hidden. */
  onForgotPassword?: () => void
  /** "Sign up"; without it the link is hidden. */
  onRegister?: () => void
  /** Login content of `/web/model_login`, beside the form on desktop and under it on mobile. */
  content?: readonly LoginContentItem[]
  /** Element to portal into instead of `document.body`. */
  portalContainer?: HTMLElement | null
  /** Classes for the dialog box (layout only). */
  className?: string
}

const EMPTY: LoginForm = { account: '', password: '', captcha: '' }

/**
 * The login modal (spec sections 4 and 5): account, password and captcha,
 * checked on submit in the spec's order. It MUST NOT close itself: on
 * success the caller sets `open` to false; on failure it passes
 * `formError` or `fieldErrors`, and usually a new `captcha`.
 */
export function LoginModal({
  open,
  onOpenChange,
  onSubmit,
  submitting = false,
  fieldErrors,
  formError,
  resetKey,
  onForgotPassword,
  onRegister,
  content = [],
  portalContainer,
  className,
  ...captchaProps
}: LoginModalProps) {
  const { t } = useText()
  const {
    form,
    field,
    onSubmit: submit,
  } = useAccountForm<LoginForm>({
    defaultValues: EMPTY,
    validate: validateLoginForm,
    fieldErrors,
    submitting,
    onValid: onSubmit,
  })
  const { resetField, reset, getValues } = form

  // A captcha is answered once: a new image (after a failed login or a refresh) needs a new answer.
  const image = captchaProps.captcha?.image
  useEffect(() => {
    resetField('captcha')
  }, [image, resetKey, resetField])

  // Closing keeps the account for the next time, and drops the secrets and the messages.
  useEffect(() => {
    if (!open) reset({ ...EMPTY, account: getValues('account') })
  }, [open, reset, getValues])

  const account = field('account')
  const password = field('password')
  const answer = field('captcha')
  const withContent = content.length > 0
  // The dialog's frame differs by layout (a full screen on mobile), not just its styles.
  const mobile = useLayout() === 'mobile'

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size={mobile ? 'full' : withContent ? 'lg' : 'md'}
      portalContainer={portalContainer}
      title={t('login.title')}
      className={className}
    >
      <div data-slot="login-modal-layout" className={loginModalBodyVariants({ withContent })}>
        <form
          data-slot="login-modal-form"
          data-state={submitting ? 'submitting' : 'idle'}
          aria-busy={submitting || undefined}
          noValidate
          onSubmit={submit}
          className="flex flex-col gap-4"
        >
          <AccountNameField field={account} />
          <Field controlId={password.id} label={t('login.password')} error={password.error}>
            <PasswordInput autoComplete="current-password" placeholder={t('ph_password')} {...password.inputProps} />
          </Field>
          <CaptchaField field={answer} disabled={submitting} {...captchaProps} />
          <FormAlert>{formError}</FormAlert>
          <SubmitButton size="lg" submitting={submitting} label={t('login.submit')} busyLabel={t('login.submitting')} />
          {onForgotPassword || onRegister ? (
            <div
              data-slot="login-modal-links"
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm"
            >
              {onForgotPassword ? (
                <LinkButton slot="login-modal-forgot" onClick={onForgotPassword}>
                  {t('login.forgot_password')}
                </LinkButton>
              ) : null}
              {onRegister ? (
                <span data-slot="login-modal-register" className="ml-auto text-muted-foreground">
                  {t('login.no_account')}{' '}
                  <LinkButton slot="login-modal-register-link" onClick={onRegister}>
                    {t('login.register')}
                  </LinkButton>
                </span>
              ) : null}
            </div>
          ) : null}
        </form>
        {withContent ? (
          <section
            data-slot="login-modal-content"
            aria-label={t('login.content_label')}
            className="flex min-w-0 flex-col gap-4 rounded-xl bg-muted p-4 desktop:self-stretch"
          >
            {content.map((item, index) => (
              <article key={`${index}-${item.title}`} data-slot="login-modal-content-item" className="min-w-0">
                <h3
                  data-slot="login-modal-content-title"
                  className="mb-1 text-sm font-semibold break-words text-foreground"
                >
                  {item.title}
                </h3>
                <RichText data-slot="login-modal-content-body" sanitizedHtml={item.sanitizedHtml} />
              </article>
            ))}
          </section>
        ) : null}
      </div>
    </Modal>
  )
}

function LinkButton({ slot, onClick, children }: { slot: string; onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      data-slot={slot}
      onClick={onClick}
      className={cn(
        'rounded-sm font-medium text-primary underline-offset-4 hover:underline',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
      )}
    >
      {children}
    </button>
  )
}
