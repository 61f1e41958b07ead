import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { session } from '../../app/session.ts'
import { holds } from '../../lib/console-screens.ts'
import { AuditLog } from '../../screens/audit-log/index.ts'
import { filterAudit, forbidAudit, loadAudit, pageAudit } from './actions.ts'
import { AUDIT_PAGE_SIZE, audit } from './store.ts'

/** The audit log, wired to the admin call; a role without `audit.read` sees the forbidden state. */
export function AuditContainer() {
  const state = useSnapshot(audit)
  const permissions = useSnapshot(session).operator?.permissions ?? []
  const mayRead = holds(permissions, 'audit.read')
  useEffect(() => {
    if (mayRead) void loadAudit()
    else forbidAudit()
  }, [mayRead])
  return (
    <AuditLog
      status={state.status}
      errorMessage={state.errorMessage}
      rows={state.rows}
      total={state.total}
      page={state.page}
      pageSize={AUDIT_PAGE_SIZE}
      filter={state.filter}
      onFilter={(filter) => void filterAudit(filter)}
      onPage={(page) => void pageAudit(page)}
      onRetry={() => void loadAudit()}
    />
  )
}
