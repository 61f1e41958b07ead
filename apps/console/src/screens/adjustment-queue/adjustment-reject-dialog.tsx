import type { AdminAdjustment } from '@lobby/api'
import { ReasonDialog, type ReasonDialogProps } from '../../components/reason-dialog.tsx'
import { copy } from '../../copy.ts'

const text = copy.adjustments

export interface AdjustmentRejectDialogProps extends Omit<
  ReasonDialogProps,
  'open' | 'title' | 'description' | 'words'
> {
  /** The adjustment being rejected; the dialog is open while there is one. */
  adjustment: AdminAdjustment | null
}

/**
 * Asks why a pending adjustment is rejected and confirms. It never closes itself: the caller owns `adjustment`. An
 * empty or too long reason is named under the field and focused; nothing is sent.
 */
export function AdjustmentRejectDialog({ adjustment, ...dialog }: AdjustmentRejectDialogProps) {
  return (
    <ReasonDialog
      {...dialog}
      open={adjustment !== null}
      title={text.rejectTitle(adjustment?.id ?? 0)}
      description={text.rejectDescription(adjustment?.member_account ?? '')}
      words={text}
    />
  )
}
