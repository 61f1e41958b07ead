import { adminAudit } from '@lobby/api'
import { api } from '../../app/api.ts'
import { describeFailure, isForbidden } from '../../app/failure.ts'
import { dayInstant } from '../../lib/audit-filters.ts'
import type { AuditFilter } from '../../screens/audit-log/index.ts'
import { AUDIT_PAGE_SIZE, audit } from './store.ts'

/** The latest load; an older answer arriving late is dropped. */
let loads = 0

/** Loads the page of the log the filter and page say (`adminAudit`), newest first. */
export async function loadAudit(): Promise<void> {
  const load = ++loads
  audit.status = 'loading'
  const { filter, page } = audit
  try {
    const answer = await api.call(adminAudit, {
      operator: filter.operator || undefined,
      action: filter.action || undefined,
      from: dayInstant(filter.from),
      to: dayInstant(filter.to, { end: true }),
      page,
      page_size: AUDIT_PAGE_SIZE,
    })
    if (load !== loads) return
    audit.rows = answer.list
    audit.total = answer.total_count
    audit.status = 'ready'
  } catch (error) {
    if (load !== loads) return
    audit.rows = []
    audit.errorMessage = describeFailure(error)
    audit.status = isForbidden(error) ? 'forbidden' : 'error'
  }
}

/** The role may not read the log: nothing is asked, the screen says so. */
export function forbidAudit(): void {
  loads++
  audit.status = 'forbidden'
  audit.rows = []
}

export function filterAudit(filter: AuditFilter): Promise<void> {
  audit.filter = { ...filter }
  audit.page = 1
  return loadAudit()
}

export function pageAudit(page: number): Promise<void> {
  audit.page = page
  return loadAudit()
}
