import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { useConsoleLinks } from '../../app/links.ts'
import { session } from '../../app/session.ts'
import { holds } from '../../lib/console-screens.ts'
import { MemberPage } from '../../screens/member-page/index.ts'
import { closeAdjustmentRequest, openAdjustmentRequest, submitAdjustmentRequest } from '../adjustments/actions.ts'
import { adjustmentRequest } from '../adjustments/store.ts'
import {
  askMemberAction,
  cancelMemberAction,
  confirmMemberAction,
  forbidMember,
  forgetTemporaryPassword,
  loadMember,
  openMember,
} from './actions.ts'
import {
  askSecurityChange,
  cancelSecurityChange,
  closeIpRules,
  confirmSecurityChange,
  openIpRules,
  saveIpRules,
} from './security-actions.ts'
import { cancelImpose, imposeExclusion, imposeLimit, loadMemberRg, openImpose } from './rg-actions.ts'
import { memberPage, memberRg } from './store.ts'

/**
 * One member's page, wired to the admin calls; the support actions, the security changes (verify a bank account,
 * the flags, the IP rules) and the responsible-gambling impositions only for a role with `members.manage`, New adjustment only for one with
 * `adjustments.request`, the forbidden state for one without `members.read`.
 */
export function MemberContainer({ site, account }: { site: string; account: string }) {
  const state = useSnapshot(memberPage)
  const request = useSnapshot(adjustmentRequest)
  const rg = useSnapshot(memberRg)
  const permissions = useSnapshot(session).operator?.permissions ?? []
  const mayRead = holds(permissions, 'members.read')
  const links = useConsoleLinks()
  useEffect(() => {
    if (mayRead) {
      void openMember(site, account)
      void loadMemberRg()
    } else forbidMember(site, account)
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
      temporaryPassword={current ? state.temporaryPassword : null}
      onPasswordDone={forgetTemporaryPassword}
      canAdjust={holds(permissions, 'adjustments.request')}
      adjustment={{
        open: current && request.member?.site === site && request.member.account === account,
        submitting: request.submitting,
        error: request.error,
      }}
      onAdjust={() => {
        const detail = memberPage.detail
        if (!detail) return
        const main = detail.wallets.find((wallet) => wallet.wallet === 'main')?.balance ?? 0
        openAdjustmentRequest({ site, account, currency: detail.member.currency, balance: main })
      }}
      onAdjustmentSubmit={(adjustment) =>
        void submitAdjustmentRequest(adjustment).then((notice) => {
          if (!notice || memberPage.site !== site || memberPage.account !== account) return
          memberPage.notice = notice
          void loadMember({ quiet: true })
        })
      }
      onAdjustmentCancel={closeAdjustmentRequest}
      security={{
        change: current ? state.securityChange : null,
        acting: state.securityActing,
        error: state.securityError,
        onAsk: askSecurityChange,
        onConfirm: () => void confirmSecurityChange(),
        onCancel: cancelSecurityChange,
        ipRules: current ? state.ipRules : { ...state.ipRules, open: false },
        onEditIpRules: openIpRules,
        onSaveIpRules: (rules) => void saveIpRules(rules),
        onCancelIpRules: closeIpRules,
      }}
      responsibleGambling={{
        status: current ? rg.status : 'loading',
        view: current ? rg.view : null,
        errorMessage: rg.errorMessage,
        onRetry: () => void loadMemberRg(),
        impose: current ? rg.impose : { ...rg.impose, open: null },
        onOpen: openImpose,
        onImposeLimit: (limit) => void imposeLimit(limit),
        onImposeExclusion: (exclusion) => void imposeExclusion(exclusion),
        onCancel: cancelImpose,
      }}
    />
  )
}
