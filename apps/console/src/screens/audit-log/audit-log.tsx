import type { AuditEntry } from '@lobby/api'
import { Pagination, StatusPanel, StatusPanelSkeleton } from '@lobby/ui'
import { ForbiddenState } from '../../components/forbidden-state.tsx'
import { ScreenHeader } from '../../components/screen-header.tsx'
import { copy } from '../../copy.ts'
import { formatInstant, type FormatInstant } from '../../lib/format.ts'
import type { ListStatus } from '../../lib/list.ts'
import { AuditFilters, type AuditFilter } from './audit-filters.tsx'
import { AuditTable } from './audit-table.tsx'

export interface AuditLogProps {
  status: ListStatus
  /** Why loading failed (status `error`), in a sentence. */
  errorMessage?: string
  /** The page of entries shown, newest first. */
  rows: readonly AuditEntry[]
  /** Entries matching the filter, over every page. */
  total: number
  /** The page shown, from 1. */
  page: number
  pageSize: number
  filter: AuditFilter
  onFilter: (filter: AuditFilter) => void
  onPage: (page: number) => void
  onRetry: () => void
  formatTime?: FormatInstant
  /** Entries shown open at first (a story's state); every row starts closed by default. */
  initiallyOpen?: readonly number[]
}

/**
 * The audit log: filters (operator, action, from / to days), the entries newest first (when, operator, role,
 * action, target, address), each opening to its before and after side by side, and pages.
 *
 * Contract
 * - MUST NOT fetch: filters, pages and retries are the caller's (`on*`); which rows are open is the screen's own.
 * - Each row's Details button names its entry and says whether it is open (`aria-expanded`, `aria-controls`).
 * - Loading, empty, error (with Try again) and forbidden (403) replace the table.
 */
export function AuditLog({
  status,
  errorMessage = '',
  rows,
  total,
  page,
  pageSize,
  filter,
  onFilter,
  onPage,
  onRetry,
  formatTime = formatInstant,
  initiallyOpen,
}: AuditLogProps) {
  if (status === 'forbidden') {
    return (
      <section data-slot="audit-log" data-state="forbidden" className="flex flex-col gap-5">
        <ScreenHeader title={copy.audit.title} description={copy.audit.description} />
        <ForbiddenState what={copy.audit.forbiddenWhat} />
      </section>
    )
  }
  const empty = status === 'ready' && rows.length === 0
  return (
    <section
      data-slot="audit-log"
      data-state={empty ? 'empty' : status}
      aria-busy={status === 'loading' || undefined}
      className="flex flex-col gap-5"
    >
      <ScreenHeader title={copy.audit.title} description={copy.audit.description}>
        {status === 'ready' ? <p className="text-sm text-muted-foreground">{copy.audit.count(total)}</p> : null}
      </ScreenHeader>
      <AuditFilters filter={filter} onFilter={onFilter} />
      <StatusPanel
        status={empty ? 'empty' : status === 'ready' ? 'ready' : status}
        loadingLabel={copy.audit.loading}
        placeholder={<StatusPanelSkeleton rows={5} />}
        errorTitle={copy.audit.errorTitle}
        errorBody={errorMessage}
        onRetry={onRetry}
        retryLabel={copy.app.retry}
        emptyTitle={copy.audit.emptyTitle}
        emptyBody={copy.audit.emptyBody}
      >
        <AuditTable rows={rows} formatTime={formatTime} initiallyOpen={initiallyOpen} />
        <Pagination
          aria-label={copy.audit.pages}
          page={page}
          total={total}
          pageSize={pageSize}
          onPage={onPage}
          className="justify-between desktop:justify-end"
        />
      </StatusPanel>
    </section>
  )
}
