import type { AdminWithdrawal } from '@lobby/api'
import { ReasonDialog, type ReasonDialogProps } from '../../components/reason-dialog.tsx'
import { copy } from '../../copy.ts'

const text = copy.withdrawals

export interface RejectDialogProps extends Omit<
  ReasonDialogProps,
  'open' | 'title' | 'description' | 'words' | 'approval' | 'initialReason'
> {
  /** The withdrawal being rejected; the dialog is open while there is one. */
  withdrawal: AdminWithdrawal | null
}

/**
 * Asks the reason for rejecting a withdrawal (the member reads it) and confirms. It never closes itself: the caller
 * owns `withdrawal`. An empty or too long reason is named under the field, announced and focused; nothing is sent.
 */
export function RejectDialog({ withdrawal, ...dialog }: RejectDialogProps) {
  return (
    <ReasonDialog
      {...dialog}
      open={withdrawal !== null}
      title={text.rejectTitle(withdrawal?.order_number ?? '')}
      description={text.rejectDescription(withdrawal?.member_account ?? '')}
      words={text}
    />
  )
}
