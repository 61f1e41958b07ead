import { AlertDialog, FormAlert } from '@lobby/ui'
import { copy } from '../../copy.ts'

const more = copy.memberActions

/** What an operator with `members.manage` may do to a member. */
export type MemberAction = 'logout' | 'freeze' | 'unfreeze' | 'disable' | 'enable' | 'reset-password' | 'clean-cache'

export interface MemberActionDialogProps {
  /** The member's account, named in the question. */
  account: string
  /** The action being confirmed; the dialog is open while there is one. */
  action: MemberAction | null
  /** The action is being sent: Confirm waits, Cancel is off. */
  acting: boolean
  /** Why the last try failed (the dialog stays open for another), or empty. */
  error: string
  onConfirm: () => void
  /** Cancel, Escape or a click outside. */
  onCancel: () => void
  portalContainer?: HTMLElement | null
}

const texts = (account: string) => ({
  logout: {
    title: copy.member.logoutTitle(account),
    description: copy.member.logoutDescription,
    confirm: copy.member.logoutConfirm,
    busy: copy.member.loggingOut,
    variant: 'destructive' as const,
  },
  freeze: {
    title: copy.member.freezeTitle(account),
    description: copy.member.freezeDescription,
    confirm: copy.member.freezeConfirm,
    busy: copy.member.freezing,
    variant: 'destructive' as const,
  },
  unfreeze: {
    title: copy.member.unfreezeTitle(account),
    description: copy.member.unfreezeDescription,
    confirm: copy.member.unfreezeConfirm,
    busy: copy.member.unfreezing,
    variant: 'primary' as const,
  },
  disable: {
    title: more.disableTitle(account),
    description: more.disableDescription,
    confirm: more.disableConfirm,
    busy: more.disabling,
    variant: 'destructive' as const,
  },
  enable: {
    title: more.enableTitle(account),
    description: more.enableDescription,
    confirm: more.enableConfirm,
    busy: more.enabling,
    variant: 'primary' as const,
  },
  'reset-password': {
    title: more.resetTitle(account),
    description: more.resetDescription,
    confirm: more.resetConfirm,
    busy: more.resetting,
    variant: 'destructive' as const,
  },
  'clean-cache': {
    title: more.cleanTitle(account),
    description: more.cleanDescription,
    confirm: more.cleanConfirm,
    busy: more.cleaning,
    variant: 'primary' as const,
  },
})

/**
 * Asks before a member action (force logout, freeze or unfreeze the wallet, disable or enable, reset password, clean
 * cache). It never closes itself: the caller owns
 * `action`. While the action is out Confirm waits (`aria-disabled`) and Cancel is off; a failure shows inside.
 */
export function MemberActionDialog({
  account,
  action,
  acting,
  error,
  onConfirm,
  onCancel,
  portalContainer,
}: MemberActionDialogProps) {
  const text = texts(account)[action ?? 'logout']
  return (
    <AlertDialog
      open={action !== null}
      onOpenChange={(open) => {
        if (!open && !acting) onCancel()
      }}
      portalContainer={portalContainer}
      title={text.title}
      description={text.description}
      cancel={{ label: copy.member.cancel, disabled: acting }}
      confirm={{
        label: acting ? text.busy : text.confirm,
        variant: text.variant,
        'aria-disabled': acting || undefined,
        'data-state': acting ? 'submitting' : 'idle',
        onClick: () => {
          if (!acting) onConfirm()
        },
      }}
    >
      {error ? <FormAlert>{error}</FormAlert> : undefined}
    </AlertDialog>
  )
}
