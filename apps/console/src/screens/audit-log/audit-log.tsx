import type { AuditEntry } from '@lobby/api'
import { ListScreen } from '../../components/list-screen.tsx'
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
  return (
    <ListScreen
      slot="audit-log"
      title={copy.audit.title}
      description={copy.audit.description}
      status={status}
      rowCount={rows.length}
      count={copy.audit.count(total)}
      controls={<AuditFilters filter={filter} onFilter={onFilter} />}
      forbiddenWhat={copy.audit.forbiddenWhat}
      loadingLabel={copy.audit.loading}
      errorTitle={copy.audit.errorTitle}
      errorBody={errorMessage}
      onRetry={onRetry}
      emptyTitle={copy.audit.emptyTitle}
      emptyBody={copy.audit.emptyBody}
      pages={{ label: copy.audit.pages, page, total, pageSize, onPage }}
    >
      <AuditTable rows={rows} formatTime={formatTime} initiallyOpen={initiallyOpen} />
    </ListScreen>
  )
}
