import { cva } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'

export type ConnectionState = 'idle' | 'connecting' | 'connected' | 'disconnected'

const dotVariants = cva('size-2 rounded-full', {
  variants: {
    status: {
      idle: 'bg-muted-foreground',
      connecting: 'bg-warning',
      connected: 'bg-success',
      disconnected: 'bg-destructive',
    },
  },
})

export interface ConnectionStatusProps extends ComponentProps<'span'> {
  /** State of the live link to the server. */
  status: ConnectionState
  /** Hide the text and keep only the dot (the text stays for screen readers). */
  compact?: boolean
}

const STATES: readonly ConnectionState[] = ['idle', 'connecting', 'connected', 'disconnected']

/**
 * A dot and a word telling whether live updates reach the page. The word's
 * box is as wide as the longest of the four in the page's language (the
 * others are laid out in the same place, unseen and unread): a status that
 * changes moves nothing beside it (CLS 0, issue 23).
 */
export function ConnectionStatus({ status, compact = false, className, ...props }: ConnectionStatusProps) {
  const { t } = useText()
  return (
    <span
      data-slot="connection-status"
      data-status={status}
      role="status"
      className={cn('inline-flex items-center gap-1.5 text-xs text-muted-foreground', className)}
      {...props}
    >
      <span aria-hidden="true" className={dotVariants({ status })} />
      {compact ? (
        <span className="sr-only">{t(`realtime.${status}`)}</span>
      ) : (
        <span data-slot="connection-status-words" className="inline-grid">
          {STATES.map((state) => (
            <span
              key={state}
              aria-hidden={state === status ? undefined : true}
              className={state === status ? '[grid-area:1/1]' : 'invisible [grid-area:1/1]'}
            >
              {t(`realtime.${state}`)}
            </span>
          ))}
        </span>
      )}
    </span>
  )
}
