/**
 * StatusMessage: the error or empty message a list or panel shows in place of its content (a dashed card with a
 * round mark, a title, a line of text and an optional action such as Retry).
 *
 * Contract
 * - `tone="error"` MUST be announced (`role="alert"`); `tone="empty"` MUST stay quiet.
 * - The mark is decorative (`aria-hidden`); the title and body are the message, already translated.
 * - MUST be mobile first (`desktop:` taller and wider), with no `layout` prop: the page's layout attribute decides.
 * - MUST keep its own `data-slot`s: `status-message`, `status-message-title`, `status-message-body`, with
 *   `data-tone`; a caller MUST NOT pass `data-slot`.
 * - MUST NOT own a retry: the caller passes `action` (StatusPanel wires Retry for you).
 */
import type { ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'

export interface StatusMessageProps {
  /** `responsive`: compact on a phone, roomier on desktop; `compact`: the phone's size everywhere (a narrow column). */
  size?: 'responsive' | 'compact'
  /** `error` is announced as an alert; `empty` is quiet. */
  tone: 'error' | 'empty'
  title: string
  body: string
  /** A button under the text, e.g. retry. */
  action?: ReactNode
}

/** The error or empty panel a list shows in place of its items. */
export function StatusMessage({ size = 'responsive', tone, title, body, action }: StatusMessageProps) {
  return (
    <div
      data-slot="status-message"
      data-tone={tone}
      role={tone === 'error' ? 'alert' : undefined}
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed bg-card text-center',
        size === 'compact' ? 'min-h-48 px-5 py-8' : 'min-h-48 px-5 py-8 desktop:min-h-64 desktop:px-8 desktop:py-12',
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
      <p data-slot="status-message-title" className="text-base font-semibold text-foreground">
        {title}
      </p>
      <p data-slot="status-message-body" className="max-w-sm text-sm break-words text-muted-foreground">
        {body}
      </p>
      {action}
    </div>
  )
}
