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

/** A dot and a word telling whether live updates reach the page. */
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
      <span className={compact ? 'sr-only' : undefined}>{t(`realtime.${status}`)}</span>
    </span>
  )
}
