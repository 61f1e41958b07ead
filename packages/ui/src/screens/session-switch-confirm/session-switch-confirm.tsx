import { useText } from '../../text/text-provider.tsx'
import { AlertDialog } from '../../primitives/modal/alert-dialog.tsx'

export interface SessionSwitchConfirmProps {
  /** Whether the dialog is shown (controlled). It never closes itself. */
  open: boolean
  /** Called with `false` on Cancel, Esc or a click outside: the caller keeps the current session. */
  onOpenChange: (open: boolean) => void
  /** Called on "Switch account": the caller replaces the session with the incoming one and closes this dialog. */
  onConfirm: () => void
  /** The account signed in on this page now. */
  currentAccount: string
  /** The account the link (`tk`, `member_account`, `member_currency`, `member_id`) signs in. */
  incomingAccount: string
  /** While the switch runs: both buttons wait. */
  switching?: boolean
  /** Element to portal into instead of `document.body`. */
  portalContainer?: HTMLElement | null
}

/**
 * A link that hands over a session arrived while another member is signed in
 * (spec sections 4 and 5): names both accounts and asks before replacing the
 * session. The caller owns `open`; this dialog never decides on its own.
 */
export function SessionSwitchConfirm({
  open,
  onOpenChange,
  onConfirm,
  currentAccount,
  incomingAccount,
  switching = false,
  portalContainer,
}: SessionSwitchConfirmProps) {
  const { t } = useText()
  return (
    <AlertDialog
      open={open}
      onOpenChange={onOpenChange}
      portalContainer={portalContainer}
      title={t('login.switch_title')}
      description={t('login.switch_body', { current: currentAccount, incoming: incomingAccount })}
      cancel={{ label: t('login.cancel'), disabled: switching }}
      confirm={{ label: t('login.switch_confirm'), disabled: switching, onClick: onConfirm }}
    />
  )
}
