import type { AdminBulletin } from '@lobby/api'
import { AlertDialog, FormAlert } from '@lobby/ui'
import { copy } from '../../copy.ts'

export interface EndBulletinDialogProps {
  /** The bulletin to end; the dialog is open while there is one. */
  bulletin: AdminBulletin | null
  /** The end is being sent: Confirm waits, Cancel is off. */
  ending: boolean
  /** Why the last try failed (the dialog stays open for another), or empty. */
  error: string
  onConfirm: () => void
  onCancel: () => void
  portalContainer?: HTMLElement | null
}

/** Asks before ending a bulletin now. It never closes itself: the caller owns `bulletin`. */
export function EndBulletinDialog({
  bulletin,
  ending,
  error,
  onConfirm,
  onCancel,
  portalContainer,
}: EndBulletinDialogProps) {
  return (
    <AlertDialog
      open={bulletin !== null}
      onOpenChange={(open) => {
        if (!open && !ending) onCancel()
      }}
      portalContainer={portalContainer}
      title={copy.bulletins.endTitle}
      description={copy.bulletins.endDescription(bulletin?.display_content ?? '')}
      cancel={{ label: copy.bulletins.cancel, disabled: ending }}
      confirm={{
        label: ending ? copy.bulletins.ending : copy.bulletins.endConfirm,
        variant: 'destructive',
        'aria-disabled': ending || undefined,
        'data-state': ending ? 'submitting' : 'idle',
        onClick: () => {
          if (!ending) onConfirm()
        },
      }}
    >
      {error ? <FormAlert>{error}</FormAlert> : undefined}
    </AlertDialog>
  )
}
