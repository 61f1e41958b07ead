import type { AdminAgentApplication } from '@lobby/api'
import { ReasonDialog, type ReasonDialogProps } from '../../components/reason-dialog.tsx'
import { copy } from '../../copy.ts'

const text = copy.agents

/** The application being decided and how. */
export interface PendingDecision {
  application: AdminAgentApplication
  decision: 'approve' | 'reject'
}

export interface DecisionDialogProps extends Omit<
  ReasonDialogProps,
  'open' | 'title' | 'description' | 'words' | 'approval' | 'initialReason'
> {
  /** The decision asked for; the dialog is open while there is one. */
  deciding: PendingDecision | null
}

/**
 * Confirms an approval (reason optional) or a rejection (reason required) of an agent application.
 *
 * Contract
 * - MUST NOT close itself: the caller owns `deciding`; Cancel and Escape ask (`onCancel`).
 * - MUST NOT report a rejection without a reason, or a reason over the limit: the problem is named under the field,
 *   announced and focused.
 */
export function DecisionDialog({ deciding, ...dialog }: DecisionDialogProps) {
  const account = deciding?.application.member_account ?? ''
  const approving = deciding?.decision !== 'reject'
  return (
    <ReasonDialog
      {...dialog}
      open={deciding !== null}
      title={approving ? text.approveTitle(account) : text.rejectTitle(account)}
      description={approving ? text.approveDescription : text.rejectDescription}
      words={text}
      {...(approving ? { approval: { confirm: text.confirmApprove, reasonHint: text.reasonOptional } } : {})}
    />
  )
}
