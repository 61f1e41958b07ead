import { AlertDialog, FormAlert } from '@lobby/ui'
import { copy } from '../../copy.ts'

export interface RemoveDialogProps {
  open: boolean
  title: string
  description: string
  confirmLabel: string
  /** The removal is being sent: Confirm waits, Cancel is off. */
  busy: boolean
  /** Why the last try failed (the dialog stays open for another), or empty. */
  error: string
  onConfirm: () => void
  onCancel: () => void
  portalContainer?: HTMLElement | null
}

/** Asks before removing a piece of site content. It never closes itself: the caller owns `open`. */
export function RemoveDialog({
  open,
  title,
  description,
  confirmLabel,
  busy,
  error,
  onConfirm,
  onCancel,
  portalContainer,
}: RemoveDialogProps) {
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel()
      }}
      portalContainer={portalContainer}
      title={title}
      description={description}
      cancel={{ label: copy.content.cancel, disabled: busy }}
      confirm={{
        label: busy ? copy.content.removing : confirmLabel,
        variant: 'destructive',
        'aria-disabled': busy || undefined,
        'data-state': busy ? 'submitting' : 'idle',
        onClick: () => {
          if (!busy) onConfirm()
        },
      }}
    >
      {error ? <FormAlert>{error}</FormAlert> : undefined}
    </AlertDialog>
  )
}
