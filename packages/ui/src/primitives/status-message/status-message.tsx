import type { ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import type { Layout } from '../../lib/theme.ts'

export interface StatusMessageProps {
  /** Prefix of the parts' `data-slot`s, e.g. `game-grid` gives `game-grid-error`, `game-grid-message`. */
  slot: string
  layout: Layout
  /** `error` is announced as an alert; `empty` is quiet. */
  tone: 'error' | 'empty'
  title: string
  body: string
  /** A button under the text, e.g. retry. */
  action?: ReactNode
}

/** The error or empty panel a list shows in place of its items. */
export function StatusMessage({ slot, layout, tone, title, body, action }: StatusMessageProps) {
  return (
    <div
      data-slot={`${slot}-${tone}`}
      role={tone === 'error' ? 'alert' : undefined}
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed bg-card text-center',
        layout === 'desktop' ? 'min-h-64 px-8 py-12' : 'min-h-48 px-5 py-8',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'flex size-12 items-center justify-center rounded-full text-xl font-bold',
          tone === 'error' ? 'bg-destructive/10 text-destructive' : 'bg-muted text-muted-foreground',
        )}
      >
        {tone === 'error' ? '!' : '∅'}
      </span>
      <p data-slot={`${slot}-message-title`} className="text-base font-semibold text-foreground">
        {title}
      </p>
      <p data-slot={`${slot}-message`} className="max-w-sm text-sm break-words text-muted-foreground">
        {body}
      </p>
      {action}
    </div>
  )
}
