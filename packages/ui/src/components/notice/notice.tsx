import { Button } from '../../primitives/button/button.tsx'

/** A notice in place of a form, with the button that lifts it. */
export function Notice({
  slot,
  text,
  action,
  onAction,
}: {
  slot: string
  text: string
  action?: string
  onAction?: () => void
}) {
  return (
    <div
      data-slot={slot}
      role="note"
      className="flex flex-col items-start gap-3 rounded-xl border border-warning/50 bg-warning/10 p-4"
    >
      <p className="text-sm text-foreground">{text}</p>
      {action && onAction ? (
        <Button data-slot={`${slot}-action`} onClick={onAction}>
          {action}
        </Button>
      ) : null}
    </div>
  )
}
