import { MINIMUM_AGE_YEARS } from '@lobby/domain'
import { useText } from '../../text/text-provider.tsx'
import { AlertDialog } from '../../primitives/modal/alert-dialog.tsx'

export interface AgeGateDialogProps {
  /** Whether the dialog is shown (controlled). It never closes itself. */
  open: boolean
  /** Called with `false` on Esc or a click outside: the caller treats it as Leave. */
  onOpenChange: (open: boolean) => void
  /** "I am 18 or older": the caller remembers it on this device and goes on with the launch. */
  onConfirm: () => void
  /** Leave: the caller drops the launch. */
  onLeave: () => void
  /** Element to portal into instead of `document.body`. */
  portalContainer?: HTMLElement | null
}

/**
 * Asked once per device before any play, real or demo: is the person 18 or older? Confirm goes on with the launch;
 * Leave (or Esc) drops it. The caller keeps the answer (the device's storage) and owns `open`.
 */
export function AgeGateDialog({ open, onOpenChange, onConfirm, onLeave, portalContainer }: AgeGateDialogProps) {
  const { t } = useText()
  const years = MINIMUM_AGE_YEARS
  return (
    <AlertDialog
      open={open}
      onOpenChange={onOpenChange}
      portalContainer={portalContainer}
      title={t('age_gate.title', { years })}
      description={t('age_gate.description', { years })}
      cancel={{ label: t('age_gate.leave'), onClick: onLeave }}
      confirm={{ label: t('age_gate.confirm', { years }), onClick: onConfirm }}
    />
  )
}
