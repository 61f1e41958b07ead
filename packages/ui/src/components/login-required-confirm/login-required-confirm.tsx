import type { Layout } from '../../lib/theme.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../button/button.tsx'
import { Modal } from '../modal/modal.tsx'

export interface LoginRequiredConfirmProps {
  /** Whether the dialog is shown (controlled). It never closes itself. */
  open: boolean
  /** Called with `false` on Cancel, the close button, Esc or a click outside. */
  onOpenChange: (open: boolean) => void
  /** Called on "Log in"; the caller closes this dialog and opens the login modal. */
  onConfirm: () => void
  /** Element to portal into instead of `document.body`. */
  portalContainer?: HTMLElement | null
  layout?: Layout
}

/** Real play needs a login (spec section 5): asks the visitor to log in, or to cancel. */
export function LoginRequiredConfirm({
  open,
  onOpenChange,
  onConfirm,
  portalContainer,
  layout = 'desktop',
}: LoginRequiredConfirmProps) {
  const { t } = useText()
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      slot="login-required-confirm"
      size="sm"
      portalContainer={portalContainer}
      title={t('login_required.title')}
      description={t('login_required.body')}
      showClose={false}
      divided={false}
      bodyClassName="hidden"
      footer={
        <>
          <Button
            data-slot="login-required-confirm-cancel"
            variant="outline"
            className={layout === 'mobile' ? 'flex-1' : undefined}
            onClick={() => onOpenChange(false)}
          >
            {t('login_required.cancel')}
          </Button>
          <Button
            data-slot="login-required-confirm-confirm"
            className={layout === 'mobile' ? 'flex-1' : undefined}
            onClick={onConfirm}
          >
            {t('login_required.confirm')}
          </Button>
        </>
      }
    />
  )
}
