/**
 * StatusMessage: the error or empty message a list or panel shows in place of its content (a dashed card with a
 * round mark, a title, a line of text and an optional action such as Retry).
 *
 * Contract
 * - `tone="error"` MUST be announced (`role="alert"`); `tone="empty"` MUST stay quiet.
 * - The mark is decorative (`aria-hidden`); the title and body are the message, already translated.
 * - MUST be mobile first (`desktop:` taller and wider); `layout` is kept only for call sites not yet moved to the
 *   page's layout attribute and will go.
 * - Its `data-slot`s are `status-message`, `status-message-title`, `status-message-body`, with `data-tone`.
 *   `slot` (a per-call prefix giving `<slot>-error`, `<slot>-message-title`, `<slot>-message`) is deprecated: it
 *   stays until the call sites switch to StatusPanel or drop it.
 * - MUST NOT own a retry: the caller passes `action` (StatusPanel wires Retry for you).
 */
import type { ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import type { Layout } from '../../lib/theme.ts'

export interface StatusMessageProps {
  /** @deprecated A per-call prefix of the parts' `data-slot`s; leave it out to get `status-message…`. */
  slot?: string
  /** @deprecated The page's layout attribute decides; given, it forces one look. */
  layout?: Layout
  /** `error` is announced as an alert; `empty` is quiet. */
  tone: 'error' | 'empty'
  title: string
  body: string
  /** A button under the text, e.g. retry. */
  action?: ReactNode
}

const SIZE: Record<Layout | 'css', string> = {
  css: 'min-h-48 px-5 py-8 desktop:min-h-64 desktop:px-8 desktop:py-12',
  desktop: 'min-h-64 px-8 py-12',
  mobile: 'min-h-48 px-5 py-8',
}

/** The error or empty panel a list shows in place of its items. */
export function StatusMessage({ slot, layout, tone, title, body, action }: StatusMessageProps) {
  return (
    <div
      data-slot={slot ? `${slot}-${tone}` : 'status-message'}
      data-tone={tone}
      role={tone === 'error' ? 'alert' : undefined}
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed bg-card text-center',
        SIZE[layout ?? 'css'],
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
      <p
        data-slot={slot ? `${slot}-message-title` : 'status-message-title'}
        className="text-base font-semibold text-foreground"
      >
        {title}
      </p>
      <p
        data-slot={slot ? `${slot}-message` : 'status-message-body'}
        className="max-w-sm text-sm break-words text-muted-foreground"
      >
        {body}
      </p>
      {action}
    </div>
  )
}
