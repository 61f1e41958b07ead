import { Button } from '../../primitives/button/button.tsx'

export interface NoticeProps {
  /** The notice, already translated. */
  text: string
  /** The button's text; shown with `onAction` only. */
  action?: string
  onAction?: () => void
}

/** A notice in place of a form, with the button that lifts it. */
export function Notice({ text, action, onAction }: NoticeProps) {
  return (
    <div
      data-slot="notice"
      role="note"
      className="flex flex-col items-start gap-3 rounded-xl border border-warning/50 bg-warning/10 p-4"
    >
      <p className="text-sm text-foreground">{text}</p>
      {action && onAction ? <Button onClick={onAction}>{action}</Button> : null}
    </div>
  )
}
