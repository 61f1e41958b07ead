import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { useConsoleLinks } from '../../app/links.ts'
import { session } from '../../app/session.ts'
import { holds } from '../../lib/console-screens.ts'
import { memberPath } from '../../lib/members.ts'
import { MemberSearch } from '../../screens/member-search/index.ts'
import { forbidMembers, loadMembers, pageMembers, searchMembers } from './actions.ts'
import { MEMBER_PAGE_SIZE, memberSearch } from './store.ts'

/**
 * The member search, wired to the admin call; the last search is kept (and asked again, since a member may have
 * changed) when the operator comes back. A role without `members.read` sees the forbidden state.
 */
export function MembersContainer() {
  const state = useSnapshot(memberSearch)
  const permissions = useSnapshot(session).operator?.permissions ?? []
  const mayRead = holds(permissions, 'members.read')
  const links = useConsoleLinks()
  useEffect(() => {
    if (mayRead) void loadMembers()
    else forbidMembers()
  }, [mayRead])
  return (
    <MemberSearch
      status={state.status}
      errorMessage={state.errorMessage}
      query={state.query}
      agent={state.agent}
      rows={state.rows}
      total={state.total}
      page={state.page}
      pageSize={MEMBER_PAGE_SIZE}
      onSearch={(query, agent) => void searchMembers(query, agent)}
      onPage={(page) => void pageMembers(page)}
      onRetry={() => void loadMembers()}
      hrefOf={(row) => links.href(memberPath(row.site_id, row.account))}
      onOpen={(row) => links.go(memberPath(row.site_id, row.account))}
    />
  )
}
