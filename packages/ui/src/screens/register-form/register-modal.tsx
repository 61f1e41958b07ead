import { useLayout } from '../../lib/layout.ts'
import { useText } from '../../text/text-provider.tsx'
import { Modal } from '../../primitives/modal/modal.tsx'
import { RegisterForm, type RegisterFormProps } from './register-form.tsx'

export interface RegisterModalProps extends Omit<RegisterFormProps, 'className'> {
  /** Whether the modal is shown (controlled). It never closes itself, not even after a successful sign-up. */
  open: boolean
  /** Called with `false` when a person closes it (close button, Esc, a click outside). */
  onOpenChange: (open: boolean) => void
  /** "Log in" for members who already have an account; without it the link is hidden. */
  onLogin?: () => void
  /** Classes for the dialog box (layout only). */
  className?: string
}

/**
 * Registration on desktop (spec section 2): the register form in the house
 * modal. It MUST NOT close itself: on success the caller closes it, which
 * also drops what was typed (the form mounts fresh the next time).
 */
export function RegisterModal({
  open,
  onOpenChange,
  onLogin,
  portalContainer,
  className,
  ...formProps
}: RegisterModalProps) {
  const { t } = useText()
  // The dialog's frame differs by layout (a full screen on mobile), not just its styles.
  const layout = useLayout()
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size={layout === 'mobile' ? 'full' : 'lg'}
      portalContainer={portalContainer}
      title={t('signup.title')}
      className={className}
      bodyClassName="px-5 py-5"
    >
      <RegisterForm {...formProps} portalContainer={portalContainer} />
      {onLogin ? <LoginLink onLogin={onLogin} /> : null}
    </Modal>
  )
}

/** "Already a member? Log in", under the form. */
export function LoginLink({ onLogin }: { onLogin: () => void }) {
  const { t } = useText()
  return (
    <p data-slot="register-login" className="mt-4 text-center text-sm text-muted-foreground">
      {t('signup.have_account')}{' '}
      <button
        type="button"
        data-slot="register-login-link"
        onClick={onLogin}
        className="rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {t('login.title')}
      </button>
    </p>
  )
}
