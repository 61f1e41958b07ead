import {
  AgentAgreementPanel,
  AgentApplyPanel,
  AgentPlanPanel,
  AgentTransferPanel,
  DownlinePanel,
  MemberCentreShell,
  OperationReport,
  PromotionPanel,
  SettlementPanel,
  Skeleton,
  StatusMessage,
  useText,
} from '@lobby/ui'
import { agentLandingPage, agentMenu, commissionTiers, RECORD_PAGE_SIZE, siteDate, type MenuPlace } from '@lobby/domain'
import { useEffect, useMemo, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { useSnapshot } from 'valtio'
import { openMemberPage } from '../../app/login-gate.ts'
import { realtime } from '../../app/realtime.ts'
import { session } from '../../app/session.ts'
import { formatDateTime } from '../../lib/dates.ts'
import { accountStore } from '../account/store.ts'
import { loadBalance } from '../play/actions.ts'
import { playStore } from '../play/store.ts'
import {
  applyAsAgent,
  checkStanding,
  loadDownline,
  loadOperation,
  loadPromotion,
  loadSettlements,
  loadTransfer,
  loadTreeRoots,
  settlePeriod,
  toggleNode,
  transferAgain,
  transferToDownline,
} from './actions.ts'
import { agentCentreStore } from './store.ts'

const uiStatus = (status: string): 'idle' | 'loading' | 'error' =>
  status === 'error' ? 'error' : status === 'ready' ? 'idle' : 'loading'

/** The group a page of the agent menu belongs to: ProxyCenter's children, or the page itself. */
function placeOf(page: string): MenuPlace {
  const group = agentMenu(true).find((item) => item.children?.some((child) => child.key === page))
  return { group: group?.key ?? page, page }
}

function useTime() {
  const language = session.getLanguage()
  return (iso: string) => formatDateTime(iso, language)
}

/**
 * `/proxy` (spec sections 2 and 6): the agent centre, behind the `auth`
 * middleware; its own 1500x800 window on desktop, a page of this tab on
 * mobile. The page is `?page=`: an active agent sees the ProxyCenter pages
 * and lands on DownlineInfo; anyone else sees Plan, Agreement and Register
 * and lands on `?page=Register`. An application under review (101) or a
 * programme closed for the member (104) keeps the member out, on Register.
 */
export function ProxyRoute() {
  const { t } = useText()
  const [params, setParams] = useSearchParams()
  const { check } = useSnapshot(agentCentreStore)
  const account = useSnapshot(accountStore)
  const play = useSnapshot(playStore)
  const active = check.standing === 'agent'
  const asked = params.get('page')
  const page = agentLandingPage(active, asked)

  useEffect(() => {
    void checkStanding()
    void loadBalance()
    // The operator's decision (approve) arrives as profile.updated: the standing again.
    return realtime.on('profile.updated', () => void checkStanding())
  }, [])
  // A page the member may not see, or none: the landing page, in the address too.
  useEffect(() => {
    if (check.status === 'ready' && asked !== page) setParams({ page }, { replace: true })
  }, [check.status, asked, page, setParams])

  if (check.status !== 'ready') {
    return (
      <section data-slot="agent-centre-check" className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-6">
        {check.status === 'error' ? (
          <StatusMessage
            tone="error"
            title={t('agent_centre.check_error_title')}
            body={t('agent_centre.check_error')}
            action={
              <button
                type="button"
                className="rounded-lg border px-4 py-2 text-sm font-medium"
                onClick={() => void checkStanding()}
              >
                {t('common.retry')}
              </button>
            }
          />
        ) : (
          <>
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-64 w-full" />
          </>
        )}
      </section>
    )
  }

  return (
    <MemberCentreShell
      area="agent_centre"
      menu={agentMenu(active)}
      place={placeOf(page)}
      onNavigate={(next) => setParams({ page: next.page })}
      account={account.member?.account ?? ''}
      currency={account.layout?.member_currency ?? session.getCurrency()}
      balance={play.balance.cash}
    >
      <AgentCentrePage page={page} onNavigate={(next, extra) => setParams({ page: next, ...extra })} />
    </MemberCentreShell>
  )
}

interface PageProps {
  onNavigate: (page: string, extra?: Record<string, string>) => void
}

function AgentCentrePage({ page, ...props }: PageProps & { page: string }) {
  switch (page) {
    case 'Plan':
      return <PlanPage {...props} />
    case 'Agreement':
      return <AgreementPage {...props} />
    case 'Register':
      return <RegisterPage {...props} />
    case 'DownlineInfo':
      return <DownlinePage {...props} />
    case 'Promotion':
      return <PromotionPage />
    case 'OperationTable':
      return <OperationPage mode="operation" />
    case 'StratifiedTable':
      return <OperationPage mode="stratified" />
    case 'Transfer':
      return <TransferPage />
    default:
      return <SettlementPage />
  }
}

function useCurrency(): string {
  const account = useSnapshot(accountStore)
  return account.layout?.member_currency ?? session.getCurrency()
}

function PlanPage({ onNavigate }: PageProps) {
  const currency = useCurrency()
  const { check } = useSnapshot(agentCentreStore)
  const tiers = useMemo(() => commissionTiers(currency), [currency])
  const active = check.standing === 'agent'
  return (
    <AgentPlanPanel
      tiers={tiers}
      currency={currency}
      agentActive={active}
      onApply={active ? undefined : () => onNavigate('Register')}
    />
  )
}

function AgreementPage({ onNavigate }: PageProps) {
  const { check } = useSnapshot(agentCentreStore)
  const active = check.standing === 'agent'
  return <AgentAgreementPanel agentActive={active} onApply={active ? undefined : () => onNavigate('Register')} />
}

function RegisterPage({ onNavigate }: PageProps) {
  const { check, apply } = useSnapshot(agentCentreStore)
  const state =
    check.standing === 'pending' ? (apply.done ? 'done' : 'pending') : check.standing === 'closed' ? 'closed' : 'form'
  return (
    <AgentApplyPanel
      status="idle"
      state={state}
      onSubmit={({ reason }) => void applyAsAgent(reason)}
      onOpenAgreement={() => onNavigate('Agreement')}
      submitting={apply.submitting}
      serverError={apply.serverError || undefined}
    />
  )
}

function DownlinePage({ onNavigate }: PageProps) {
  const { downline, tree, levelNames } = useSnapshot(agentCentreStore)
  const time = useTime()
  useEffect(() => {
    void loadDownline()
  }, [])
  useEffect(() => {
    if (downline.view === 'tree' && tree.status === 'idle') void loadTreeRoots()
  }, [downline.view, tree.status])
  return (
    <DownlinePanel
      view={downline.view}
      onViewChange={(view) => {
        agentCentreStore.downline.view = view
      }}
      status={uiStatus(downline.status)}
      onRetry={() => void loadDownline()}
      members={downline.list}
      total={downline.total}
      page={downline.page}
      pageSize={RECORD_PAGE_SIZE}
      onPage={(next) => void loadDownline({ page: next })}
      keyword={downline.keyword}
      onSearch={(keyword) => void loadDownline({ keyword })}
      tree={{ ...tree, status: uiStatus(tree.status) }}
      onToggle={(id) => void toggleNode(id)}
      onTreeRetry={() => void loadTreeRoots()}
      levelNames={levelNames}
      formatTime={time}
      onTransfer={(member) => onNavigate('Transfer', { member: String(member.id) })}
    />
  )
}

function PromotionPage() {
  const { promotion } = useSnapshot(agentCentreStore)
  useEffect(() => {
    void loadPromotion()
  }, [])
  return (
    <PromotionPanel
      status={uiStatus(promotion.status)}
      onRetry={() => void loadPromotion()}
      agentLink={promotion.data?.agent_link ?? null}
      inviteLink={promotion.data?.invite_link ?? null}
      inviteCode={promotion.data?.invite_code ?? null}
    />
  )
}

function OperationPage({ mode }: { mode: 'operation' | 'stratified' }) {
  const { operation, levelNames } = useSnapshot(agentCentreStore)
  const currency = useCurrency()
  // The site day the presets count from, taken when the page opens.
  const [today] = useState(() => siteDate(Date.now()))
  useEffect(() => {
    void loadOperation()
  }, [])
  return (
    <OperationReport
      mode={mode}
      range={operation.range}
      today={today}
      onSearch={(range) => void loadOperation(range)}
      rangeError={operation.rangeError}
      status={uiStatus(operation.status)}
      onRetry={() => void loadOperation()}
      report={operation.report}
      currency={currency}
      levelNames={levelNames}
    />
  )
}

function TransferPage() {
  const navigate = useNavigate()
  const { transfer, levelNames } = useSnapshot(agentCentreStore)
  const play = useSnapshot(playStore)
  const currency = useCurrency()
  const [params] = useSearchParams()
  const preselected = Number(params.get('member')) || null
  useEffect(() => {
    void loadTransfer(preselected)
  }, [preselected])
  return (
    <AgentTransferPanel
      status={uiStatus(transfer.status)}
      onRetry={() => void loadTransfer(preselected)}
      currency={currency}
      balance={play.balance.cash}
      members={transfer.members}
      selectedId={transfer.selectedId}
      hasWithdrawPassword={transfer.hasWithdrawPassword}
      onSetWithdrawPassword={() => openMemberPage('/user/Info', (url) => void navigate(url))}
      onSubmit={(request) => void transferToDownline(request)}
      submitting={transfer.submitting}
      serverError={transfer.serverError || undefined}
      fieldErrors={transfer.fieldErrors}
      done={transfer.done}
      onAgain={transferAgain}
      levelNames={levelNames}
    />
  )
}

function SettlementPage() {
  const { settlement } = useSnapshot(agentCentreStore)
  const currency = useCurrency()
  const time = useTime()
  useEffect(() => {
    void loadSettlements()
  }, [])
  return (
    <SettlementPanel
      status={uiStatus(settlement.status)}
      onRetry={() => void loadSettlements()}
      list={settlement.list}
      tiers={settlement.tiers}
      currency={currency}
      onSettle={(period) => void settlePeriod(period)}
      settling={settlement.settling}
      serverError={settlement.serverError || undefined}
      justSettled={settlement.justSettled}
      formatTime={time}
    />
  )
}
