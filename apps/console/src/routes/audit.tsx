import { AuditContainer } from '../features/audit/audit-container.tsx'

/** `/audit`: the audit log. */
export function AuditRoute() {
  return <AuditContainer />
}
