import { useText } from '../../text/text-provider.tsx'
import { AlertDialog } from '../../primitives/modal/alert-dialog.tsx'

export interface LoginRequiredConfirmProps {
  /** Whether the dialog is shown (controlled). It never closes itself. */
  open: boolean
  /** Called with `false` on Cancel, the close button, Esc or a click outside. */
  onOpenChange: (open: boolean) => void
  /** Called on "Log in"; the caller closes this dialog and opens the login modal. */
  onConfirm: () => void
  /**
   * What the visitor asked for, which the copy names: real play (spec section 5), a favourite
   * (spec section 6: favourites are a member's), or a member page (the `auth` middleware, spec section 2).
   */
  reason?: LoginReason
  /** Element to portal into instead of `document.body`. */
  portalContainer?: HTMLElement | null
}

export type LoginReason = 'play' | 'favourite' | 'page'

const COPY: Record<LoginReason, { title: string; body: string }> = {
  play: { title: 'login_required.title', body: 'login_required.body' },
  favourite: { title: 'login_required.favourite_title', body: 'login_required.favourite_body' },
  page: { title: 'login_required.page_title', body: 'login_required.page_body' },
}

/** Something only a member may do: asks the visitor to log in, or to cancel. */
export function LoginRequiredConfirm({
  open,
  onOpenChange,
  onConfirm,
  reason = 'play',
  portalContainer,
}: LoginRequiredConfirmProps) {
  const { t } = useText()
  return (
    <AlertDialog
      open={open}
      onOpenChange={onOpenChange}
      portalContainer={portalContainer}
      title={t(COPY[reason].title)}
      description={t(COPY[reason].body)}
      cancel={{ label: t('login_required.cancel') }}
      confirm={{ label: t('login_required.confirm'), onClick: onConfirm }}
    />
  )
}
