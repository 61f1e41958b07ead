import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { Modal } from '../../primitives/modal/modal.tsx'

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
  // Mobile: the two buttons share the row.
  const wide = 'flex-1 desktop:flex-none'
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      portalContainer={portalContainer}
      title={t('login.switch_title')}
      description={t('login.switch_body', { current: currentAccount, incoming: incomingAccount })}
      showClose={false}
      divided={false}
      bodyClassName="hidden"
      footer={
        <>
          <Button variant="outline" className={wide} disabled={switching} onClick={() => onOpenChange(false)}>
            {t('login.cancel')}
          </Button>
          <Button className={wide} disabled={switching} onClick={onConfirm}>
            {t('login.switch_confirm')}
          </Button>
        </>
      }
    />
  )
}
