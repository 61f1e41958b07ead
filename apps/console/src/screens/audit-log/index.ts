export { AuditLog, type AuditLogProps } from './audit-log.tsx'
export { NO_AUDIT_FILTER, type AuditFilter } from './audit-filters.tsx'
