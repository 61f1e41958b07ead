import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { useConsoleLinks } from '../../app/links.ts'
import { session } from '../../app/session.ts'
import { holds } from '../../lib/console-screens.ts'
import { MemberPage } from '../../screens/member-page/index.ts'
import {
  askMemberAction,
  cancelMemberAction,
  confirmMemberAction,
  forbidMember,
  loadMember,
  openMember,
} from './actions.ts'
import { memberPage } from './store.ts'

/**
 * One member's page, wired to the admin calls; the actions only for a role with `members.manage`, the forbidden
 * state for one without `members.read`.
 */
export function MemberContainer({ site, account }: { site: string; account: string }) {
  const state = useSnapshot(memberPage)
  const permissions = useSnapshot(session).operator?.permissions ?? []
  const mayRead = holds(permissions, 'members.read')
  const links = useConsoleLinks()
  useEffect(() => {
    if (mayRead) void openMember(site, account)
    else forbidMember(site, account)
  }, [mayRead, site, account])
  // Until the effect has opened this member, the store may still hold the last one.
  const current = state.site === site && state.account === account
  return (
    <MemberPage
      status={current ? state.status : 'loading'}
      site={site}
      account={account}
      detail={current ? state.detail : null}
      errorMessage={state.errorMessage}
      onRetry={() => void loadMember()}
      backHref={links.href('/members')}
      onBack={() => links.go('/members')}
      canManage={holds(permissions, 'members.manage')}
      confirming={current ? state.confirming : null}
      acting={state.acting}
      actionError={state.actionError}
      notice={current ? state.notice : null}
      onAction={askMemberAction}
      onConfirm={() => void confirmMemberAction()}
      onCancel={cancelMemberAction}
    />
  )
}
