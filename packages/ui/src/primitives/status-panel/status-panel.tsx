import type { ReactNode } from 'react'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../button/button.tsx'
import { Skeleton } from '../skeleton/skeleton.tsx'
import { StatusMessage } from '../status-message/status-message.tsx'

export type PanelStatus = 'loading' | 'empty' | 'error' | 'ready'

export interface StatusPanelProps {
  status: PanelStatus
  /** Shown once ready (and when empty without `emptyTitle`). */
  children?: ReactNode
  /** What stands in for the content while loading; three skeleton rows by default. */
  placeholder?: ReactNode
  /** Read out while loading; "Loading…" by default. */
  loadingLabel?: string
  /** The error's title, e.g. "Couldn't load your wallets". */
  errorTitle: string
  /** The error's line of text. */
  errorBody: string
  /** Called from the Retry button; without it there is no button. */
  onRetry?: () => void
  /** The Retry button's name; "Try again" by default. */
  retryLabel?: string
  /** The empty message's title; without it an empty panel shows its children. */
  emptyTitle?: string
  /** The empty message's line of text. */
  emptyBody?: string
}

/** The rows shown while loading when the caller gives no placeholder. */
export function StatusPanelSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="flex flex-col gap-3">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-12 w-full rounded-xl" />
      ))}
    </div>
  )
}

/**
 * Loading / empty / error with Retry / ready, for any panel that loads its data.
 *
 * StatusPanel: what a list or panel shows for each state of its data: a placeholder while loading, a quiet message
 * when there is nothing, an alert with Retry when loading failed, and its children once ready.
 *
 * Contract
 * - `status` decides alone (`'loading' | 'empty' | 'error' | 'ready'`); the panel MUST NOT fetch, retry by itself or
 *   guess emptiness from its children: the caller says `empty`.
 * - Loading MUST say so to assistive technology once (a visually hidden `role="status"` with `loadingLabel`) while
 *   the placeholder stays decorative (skeletons are `aria-hidden`). The placeholder is `placeholder` or, by default,
 *   three skeleton rows.
 * - Error MUST be an alert (StatusMessage `tone="error"`) and MUST offer Retry when `onRetry` is given (a Button
 *   named `retryLabel`, "Try again" by default).
 * - Empty is a quiet StatusMessage (`tone="empty"`); without `emptyTitle` the panel shows its children instead.
 * - Ready renders the children as they are: no wrapper, so the caller's layout is untouched.
 * - Its parts keep their own `data-slot`s: `status-panel-loading` (a `display: contents` box holding the
 *   placeholder), `status-message` with `data-tone` for error and empty, `button` for Retry. A caller MUST NOT
 *   pass `data-slot`.
 */
export function StatusPanel({
  status,
  children,
  placeholder,
  loadingLabel,
  errorTitle,
  errorBody,
  onRetry,
  retryLabel,
  emptyTitle,
  emptyBody,
}: StatusPanelProps) {
  const { t } = useText()
  if (status === 'loading') {
    return (
      <div data-slot="status-panel-loading" aria-busy="true" className="contents">
        <span role="status" className="sr-only">
          {loadingLabel ?? t('common.loading')}
        </span>
        {placeholder ?? <StatusPanelSkeleton />}
      </div>
    )
  }
  if (status === 'error') {
    return (
      <StatusMessage
        tone="error"
        title={errorTitle}
        body={errorBody}
        action={onRetry ? <Button onClick={onRetry}>{retryLabel ?? t('common.retry')}</Button> : undefined}
      />
    )
  }
  if (status === 'empty' && emptyTitle !== undefined) {
    return <StatusMessage tone="empty" title={emptyTitle} body={emptyBody ?? ''} />
  }
  return <>{children}</>
}
