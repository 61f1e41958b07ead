import type { AuditEntry } from '@lobby/api'
import { proxy } from 'valtio'
import type { ListStatus } from '../../lib/list.ts'
import { NO_AUDIT_FILTER, type AuditFilter } from '../../screens/audit-log/index.ts'

/** Entries a page of the log. */
export const AUDIT_PAGE_SIZE = 25

/** The audit log as the console shows it. */
export const audit = proxy({
  status: 'loading' as ListStatus,
  errorMessage: '',
  rows: [] as AuditEntry[],
  total: 0,
  page: 1,
  filter: { ...NO_AUDIT_FILTER } as AuditFilter,
})
