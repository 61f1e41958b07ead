import { Button } from '@lobby/ui'

export interface DecisionButtonsProps {
  /** The buttons' names, with the item in them (`Approve adjustment 41`). */
  approveName: string
  rejectName: string
  words: { approve: string; reject: string; deciding: string }
  /** A decision is out, for this item or another: both buttons are marked `aria-disabled` and ask nothing. */
  waiting: boolean
  /** This item's decision is out: announced beside the buttons. */
  busy: boolean
  onApprove: () => void
  onReject: () => void
  /** Four eyes: the signed-in operator asked for it, so the buttons give way to `ownNote`. */
  own?: boolean
  /** Who decides instead (`Yours: another operator decides`). */
  ownNote?: string
}

/**
 * A pending item's Approve and Reject, side by side on the desktop and stacked on a tablet; on the operator's own
 * item (four eyes) a note instead. While `waiting` they keep the focus and ask nothing.
 */
export function DecisionButtons({
  approveName,
  rejectName,
  words,
  waiting,
  busy,
  onApprove,
  onReject,
  own = false,
  ownNote = '',
}: DecisionButtonsProps) {
  if (own) return <span className="text-xs text-muted-foreground">{ownNote}</span>
  return (
    <div
      data-slot="decision-buttons"
      className="flex flex-col items-stretch gap-2 desktop:flex-row desktop:items-center"
    >
      <Button
        size="sm"
        aria-label={approveName}
        aria-disabled={waiting || undefined}
        onClick={() => {
          if (!waiting) onApprove()
        }}
      >
        {words.approve}
      </Button>
      <Button
        size="sm"
        variant="outline"
        aria-label={rejectName}
        aria-disabled={waiting || undefined}
        onClick={() => {
          if (!waiting) onReject()
        }}
      >
        {words.reject}
      </Button>
      {busy ? (
        <span role="status" className="text-xs whitespace-nowrap text-muted-foreground">
          {words.deciding}
        </span>
      ) : null}
    </div>
  )
}
