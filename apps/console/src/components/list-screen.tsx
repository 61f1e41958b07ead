import { Button, Pagination, StatusPanel, StatusPanelSkeleton } from '@lobby/ui'
import type { ReactNode } from 'react'
import { copy } from '../copy.ts'
import type { ListStatus } from '../lib/list.ts'
import { ForbiddenState } from './forbidden-state.tsx'
import { ScreenHeader } from './screen-header.tsx'

export interface ListScreenProps {
  /** `data-slot` of the screen's section. */
  slot: string
  title: string
  description: string
  /** `idle`: nothing asked yet (the `idle` node shows instead of the list). */
  status: ListStatus | 'idle'
  /** Rows on this page: none while ready is the empty state. */
  rowCount: number
  /** "N requests", shown once ready. */
  count: string
  /** Beside the count in the header (a "New" button). */
  actions?: ReactNode
  /** Between the header and the list: filters, a search form, a notice. */
  controls?: ReactNode
  /** What shows while `status` is `idle`. */
  idle?: ReactNode
  /** Completes "Your role may not open …" when the role may not. */
  forbiddenWhat: string
  loadingLabel: string
  errorTitle: string
  errorBody: string
  onRetry: () => void
  emptyTitle: string
  emptyBody: string
  /** The pager under the list. */
  pages: { label: string; page: number; total: number; pageSize: number; onPage: (page: number) => void }
  /** The list itself (a table). */
  children: ReactNode
  /** Dialogs the screen owns, after the list. */
  dialogs?: ReactNode
}

/** The words of a list's states, as every content list's copy has them. */
export interface ListStateWords {
  title: string
  description: string
  loading: string
  errorTitle: string
  forbiddenWhat: string
  emptyTitle: string
  emptyBody: string
  emptyBodyReadOnly: string
}

/** ListScreen's texts from a list's words; the empty state's body is the one for a role that may add, or may not. */
export const listStateTexts = (words: ListStateWords, canManage: boolean) => ({
  title: words.title,
  description: words.description,
  forbiddenWhat: words.forbiddenWhat,
  loadingLabel: words.loading,
  errorTitle: words.errorTitle,
  emptyTitle: words.emptyTitle,
  emptyBody: canManage ? words.emptyBody : words.emptyBodyReadOnly,
})

/** The pager of a list shown whole, on one page. */
export const onePage = (label: string, total: number): ListScreenProps['pages'] => ({
  label,
  page: 1,
  total,
  pageSize: Math.max(total, 1),
  onPage: () => {},
})

/**
 * The frame every console list screen shares: the header with the count, the
 * forbidden state, the controls, then loading / error / empty / the list
 * with its pager (ui's StatusPanel), then the screen's dialogs.
 */
export function ListScreen({
  slot,
  title,
  description,
  status,
  rowCount,
  count,
  actions,
  controls,
  idle,
  forbiddenWhat,
  loadingLabel,
  errorTitle,
  errorBody,
  onRetry,
  emptyTitle,
  emptyBody,
  pages,
  children,
  dialogs,
}: ListScreenProps) {
  if (status === 'forbidden') {
    return (
      <section data-slot={slot} data-state="forbidden" className="flex flex-col gap-5">
        <ScreenHeader title={title} description={description} />
        <ForbiddenState what={forbiddenWhat} />
      </section>
    )
  }
  const empty = status === 'ready' && rowCount === 0
  const countText = status === 'ready' ? <p className="text-sm text-muted-foreground">{count}</p> : null
  return (
    <section
      data-slot={slot}
      data-state={empty ? 'empty' : status}
      aria-busy={status === 'loading' || undefined}
      className="flex flex-col gap-5"
    >
      <ScreenHeader title={title} description={description}>
        {actions ? (
          <div className="flex items-center gap-3">
            {countText}
            {actions}
          </div>
        ) : (
          countText
        )}
      </ScreenHeader>
      {controls}
      {status === 'idle' ? (
        idle
      ) : (
        <StatusPanel
          status={empty ? 'empty' : status}
          loadingLabel={loadingLabel}
          placeholder={<StatusPanelSkeleton rows={5} />}
          errorTitle={errorTitle}
          errorBody={errorBody}
          onRetry={onRetry}
          retryLabel={copy.app.retry}
          emptyTitle={emptyTitle}
          emptyBody={emptyBody}
        >
          {children}
          <Pagination
            aria-label={pages.label}
            page={pages.page}
            total={pages.total}
            pageSize={pages.pageSize}
            onPage={pages.onPage}
            className="justify-between desktop:justify-end"
          />
        </StatusPanel>
      )}
      {dialogs}
    </section>
  )
}

/**
 * The "New …" button of a list screen's header: shown only to a role that may add (`canManage`), and does
 * nothing while the screen is busy (a save or another change under way), marked `aria-disabled` so it stays
 * focusable and announced.
 */
export function CreateButton({
  canManage,
  busy,
  label,
  onCreate,
}: {
  canManage: boolean
  busy: boolean
  label: string
  onCreate: () => void
}) {
  if (!canManage) return null
  return (
    <Button
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) onCreate()
      }}
    >
      {label}
    </Button>
  )
}
