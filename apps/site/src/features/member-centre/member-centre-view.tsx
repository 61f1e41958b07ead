import {
  AnnouncementList,
  BankAccountPanel,
  DepositPanel,
  DwRecord,
  LetterInbox,
  MemberCentreShell,
  MyWalletPanel,
  ProfilePanel,
  RecommendMemberSearch,
  RecommendProjectPanel,
  RecommendRecord,
  StatusMessage,
  TransactionRecord,
  useText,
  WithdrawalPanel,
  type Layout,
} from '@lobby/ui'
import {
  isLinkHidden,
  LETTER_PAGE_SIZE,
  MEMBER_CENTRE_MENU,
  menuPath,
  visibleMenu,
  type MenuPlace,
} from '@lobby/domain'
import { useEffect, useMemo } from 'react'
import { useSnapshot } from 'valtio'
import { realtime } from '../../app/realtime.ts'
import { session } from '../../app/session.ts'
import { formatDateTime } from '../../lib/dates.ts'
import { accountStore } from '../account/store.ts'
import { deleteLetter, loadLetters, openLetter, closeLetter } from '../activities/actions.ts'
import { activitiesStore } from '../activities/store.ts'
import { contentStore } from '../content/store.ts'
import { loadBalance, pullAll, pullOne } from '../play/actions.ts'
import { playStore } from '../play/store.ts'
import { ResponsibleGamingPage } from '../responsible-gambling/responsible-gaming-page.tsx'
import { shellStore } from '../shell/store.ts'
import {
  bindBankAccount,
  cancelWithdraw,
  checkRecommendProgramme,
  loadAnnouncements,
  loadBankAccounts,
  loadDeposit,
  loadDwRecords,
  loadProfile,
  loadRecommendFriends,
  loadRecommendProject,
  loadRecommendRecord,
  loadTransactions,
  loadWithdraw,
  onBalanceChanged,
  onDepositPaid,
  payDeposit,
  resetDeposit,
  saveProfile,
  sendProfilePhoneCode,
  saveWithdrawPassword,
  submitDeposit,
  submitWithdraw,
  transferWallet,
  unbindBankAccount,
} from './actions.ts'
import { DepositNotices } from './deposit-notices.tsx'
import { memberCentreStore } from './store.ts'

const PAGE_SIZE = 20
const uiStatus = (status: string): 'idle' | 'loading' | 'error' =>
  status === 'error' ? 'error' : status === 'ready' ? 'idle' : 'loading'

export interface MemberCentreViewProps {
  place: MenuPlace
  onNavigate: (path: string) => void
  layout: Layout
  /** Opens the login-password change dialog (features/account). */
  onChangePassword: () => void
}

/**
 * The menu this member sees: rb16's hidden links gone; RecommendAward while
 * `/bonus_setting/check` says `is_friend` 1 for the member's currency (spec
 * section 6), asked once the member centre opens.
 */
export function useMemberMenu() {
  const shell = useSnapshot(shellStore)
  const account = useSnapshot(accountStore)
  const { recommend } = useSnapshot(memberCentreStore)
  const variant = shell.detail.env?.site_variant
  const currency = account.layout?.member_currency ?? session.getCurrency()
  useEffect(() => {
    void checkRecommendProgramme(currency)
  }, [currency])
  return useMemo(
    () => visibleMenu(MEMBER_CENTRE_MENU, { variant, recommendProgramme: recommend.enabled }),
    [variant, recommend.enabled],
  )
}

/**
 * While a member-centre page is up: the balance now; a paid deposit refreshes what shows it, and so does any other
 * balance change (`member.cash`), which is how an operator's decision on a withdrawal arrives: a rejection returns
 * the money, and the pending withdrawal and the records (with the operator's reason) are read again.
 */
export function useMemberCentreEvents(): void {
  useEffect(() => {
    void loadBalance()
    const offPaid = realtime.on('member_deposit.success', (event) => void onDepositPaid(event))
    const offCash = realtime.on('member.cash', () => void onBalanceChanged())
    return () => {
      offPaid()
      offCash()
    }
  }, [])
}

/** The member centre (/user/...): the shell with the page the place names. */
export function MemberCentreView({ place, onNavigate, layout, onChangePassword }: MemberCentreViewProps) {
  const menu = useMemberMenu()
  const shell = useSnapshot(shellStore)
  const account = useSnapshot(accountStore)
  const play = useSnapshot(playStore)
  const variant = shell.detail.env?.site_variant
  const currency = account.layout?.member_currency ?? session.getCurrency()
  // applyAgent only for a member who is not an agent yet (spec section 6: the proxy page's Register).
  const isAgent = account.layout?.is_agent === 1 && account.layout.agent_active === 1
  const quickLinks = [
    { key: 'APPDownload' as const, href: '/app' },
    ...(isAgent ? [] : [{ key: 'applyAgent' as const, href: '/proxy?page=Register' }]),
    { key: 'announcement_bank' as const, href: '/user/InfoCenter/Announcement' },
  ].filter((link) => !isLinkHidden(variant, link.key))

  useMemberCentreEvents()

  return (
    <MemberCentreShell
      menu={menu}
      place={place}
      onNavigate={(next) => onNavigate(menuPath(next))}
      account={account.member?.account ?? ''}
      currency={currency}
      balance={play.balance.cash}
      quickLinks={quickLinks}
    >
      <MemberCentrePage
        page={place.page}
        currency={currency}
        layout={layout}
        onNavigate={onNavigate}
        onChangePassword={onChangePassword}
      />
    </MemberCentreShell>
  )
}

interface PageProps {
  page: string
  currency: string
  layout: Layout
  onNavigate: (path: string) => void
  onChangePassword: () => void
}

/** One page of the member centre, by its menu key; also what `/Deposit` and `/fastPayment` show alone. */
export function MemberCentrePage({ page, currency, layout, onNavigate, onChangePassword }: PageProps) {
  switch (page) {
    case 'Info':
      return <InfoPage onChangePassword={onChangePassword} />
    case 'MyWallet':
      return <MyWalletPage currency={currency} />
    case 'Announcement':
      return <AnnouncementPage />
    case 'Letter':
      return <LetterPage />
    case 'Deposit':
      return <DepositPage currency={currency} layout={layout} onNavigate={onNavigate} />
    case 'Withdrawal':
      return <WithdrawalPage currency={currency} layout={layout} onNavigate={onNavigate} />
    case 'Transaction':
      return <TransactionPage currency={currency} />
    case 'DWRecord':
      return <DwRecordPage currency={currency} />
    case 'BindAccount':
      return <BindAccountPage onNavigate={onNavigate} />
    case 'RecommendProject':
      return <RecommendProjectPage currency={currency} />
    case 'RecommendRecord':
      return <RecommendRecordPage currency={currency} />
    case 'RecommendMemberSearch':
      return <RecommendFriendsPage currency={currency} />
    case 'ResponsibleGaming':
      return <ResponsibleGamingPage onLeave={() => onNavigate('/')} />
    default:
      return <UnavailablePage />
  }
}

/** What the two Fund pages need: the money's currency, the layout, and a way to another member page. */
interface FundPageProps {
  currency: string
  layout: Layout
  onNavigate: (path: string) => void
}

function useTime() {
  const language = session.getLanguage()
  return (iso: string) => formatDateTime(iso, language)
}

function InfoPage({ onChangePassword }: { onChangePassword: () => void }) {
  const { profile } = useSnapshot(memberCentreStore)
  useEffect(() => {
    void loadProfile()
  }, [])
  return (
    <ProfilePanel
      profile={profile.data}
      status={uiStatus(profile.status)}
      fields={profile.fields}
      onSave={(changes) => void saveProfile(changes)}
      saving={profile.saving}
      fieldErrors={profile.fieldErrors}
      saved={profile.saved}
      onRetry={() => void loadProfile()}
      onChangePassword={onChangePassword}
      withdrawPassword={{
        set: profile.data?.is_withdraw_password === 1,
        saving: profile.withdraw.saving,
        errors: profile.withdraw.errors,
        done: profile.withdraw.done,
      }}
      onSetWithdrawPassword={(request) => void saveWithdrawPassword(request)}
      phoneCode={{
        sending: profile.sms.sending,
        countdown: profile.sms.countdown,
        ...(profile.sms.message ? { message: profile.sms.message } : {}),
      }}
      onSendPhoneCode={(phone) => void sendProfilePhoneCode(phone)}
    />
  )
}

function MyWalletPage({ currency }: { currency: string }) {
  const play = useSnapshot(playStore)
  const { transfer } = useSnapshot(memberCentreStore)
  return (
    <MyWalletPanel
      currency={currency}
      cash={play.balance.cash ?? 0}
      total={play.balance.total ?? 0}
      wallets={play.wallet.entries.map((w) => ({
        gp_id: w.gp_id,
        gp_name: w.gp_name,
        balance: w.balance,
        maintenance: w.maintenance,
      }))}
      status={play.wallet.status === 'error' ? 'error' : play.wallet.status === 'ready' ? 'idle' : 'loading'}
      onRetry={() => void loadBalance()}
      onTransfer={(request) => void transferWallet(request)}
      transferring={transfer.transferring}
      transferError={transfer.error}
      transferDone={transfer.done}
      onPullAll={() => void pullAll()}
      pulling={play.pull.running}
      onPullOne={(gpId) => void pullOne(gpId, play.wallet.entries.find((e) => e.gp_id === gpId)?.gp_name ?? gpId)}
      pullingGpId={play.pull.pullingGpId ?? undefined}
    />
  )
}

function AnnouncementPage() {
  const content = useSnapshot(contentStore)
  const { announcements } = useSnapshot(memberCentreStore)
  const time = useTime()
  useEffect(() => {
    void loadAnnouncements()
  }, [])
  return (
    <AnnouncementList
      status={uiStatus(announcements.status)}
      items={content.marquee.map((item) => ({ id: item.id, date: time(item.created_at), content: item.content }))}
      onRetry={() => void loadAnnouncements()}
    />
  )
}

function LetterPage() {
  const { letters } = useSnapshot(activitiesStore)
  useEffect(() => {
    void loadLetters(1)
  }, [])
  return (
    <LetterInbox
      status={letters.status === 'error' ? 'error' : letters.status === 'ready' ? 'ready' : 'loading'}
      letters={letters.list}
      unreadCount={letters.unreadCount}
      totalCount={letters.totalCount}
      page={letters.page}
      pageSize={LETTER_PAGE_SIZE}
      onPageChange={(page) => void loadLetters(page)}
      onOpen={(id) => void openLetter(id)}
      onDelete={(id) => void deleteLetter(id)}
      onRetry={() => void loadLetters()}
      selectedId={letters.selectedId}
      onBack={closeLetter}
    />
  )
}

function DepositPage({ currency, layout, onNavigate }: FundPageProps) {
  const { deposit } = useSnapshot(memberCentreStore)
  const time = useTime()
  useEffect(() => {
    void loadDeposit()
  }, [])
  return (
    <div className="flex flex-col gap-4">
      <DepositNotices layout={layout} />
      <DepositPanel
        status={uiStatus(deposit.status)}
        onRetry={() => void loadDeposit()}
        channels={deposit.channels}
        currency={currency}
        onSubmit={(request) => void submitDeposit(request)}
        submitting={deposit.submitting}
        serverError={deposit.serverError}
        order={deposit.order}
        onPay={(order) => payDeposit(order.pay_url)}
        onReset={resetDeposit}
        needVerification={deposit.needVerification}
        onBindAccount={() => onNavigate('/user/BindAccount')}
        formatTime={time}
      />
    </div>
  )
}

function WithdrawalPage({ currency, onNavigate }: FundPageProps) {
  const { withdraw } = useSnapshot(memberCentreStore)
  const time = useTime()
  useEffect(() => {
    void loadWithdraw()
  }, [])
  return (
    <WithdrawalPanel
      status={uiStatus(withdraw.status)}
      onRetry={() => void loadWithdraw()}
      info={withdraw.info}
      currency={currency}
      onSubmit={(request) => void submitWithdraw(request)}
      submitting={withdraw.submitting}
      serverError={withdraw.serverError}
      done={withdraw.done}
      onCancel={(order) => void cancelWithdraw(order)}
      onSetWithdrawPassword={() => onNavigate('/user/Info')}
      onBindAccount={() => onNavigate('/user/BindAccount')}
      formatTime={time}
    />
  )
}

function TransactionPage({ currency }: { currency: string }) {
  const { transactions } = useSnapshot(memberCentreStore)
  const play = useSnapshot(playStore)
  const time = useTime()
  useEffect(() => {
    void loadTransactions()
  }, [])
  const names = new Map(play.wallet.entries.map((w) => [w.gp_id, w.gp_name]))
  return (
    <TransactionRecord
      filter={transactions.filter}
      onSearch={(filter) => {
        Object.assign(memberCentreStore.transactions, { filter, page: 1 })
        void loadTransactions()
      }}
      transactions={transactions.list}
      total={transactions.total}
      sum={transactions.sum}
      page={transactions.page}
      pageSize={PAGE_SIZE}
      onPage={(page) => {
        memberCentreStore.transactions.page = page
        void loadTransactions()
      }}
      sort={transactions.sort}
      onSort={(field, order) => {
        memberCentreStore.transactions.sort = { field, order }
        memberCentreStore.transactions.page = 1
        void loadTransactions()
      }}
      status={transactions.status === 'ready' ? 'idle' : transactions.status}
      onRetry={() => void loadTransactions()}
      currency={currency}
      formatTime={time}
      walletName={(gpId) => names.get(gpId) ?? gpId}
    />
  )
}

function DwRecordPage({ currency }: { currency: string }) {
  const { dw } = useSnapshot(memberCentreStore)
  const time = useTime()
  useEffect(() => {
    void loadDwRecords()
  }, [])
  return (
    <DwRecord
      kind={dw.kind}
      onKindChange={(kind) => {
        Object.assign(memberCentreStore.dw, {
          kind,
          page: 1,
          filter: { ...memberCentreStore.dw.filter, status: 'all' },
        })
        void loadDwRecords()
      }}
      filter={dw.filter}
      onSearch={(filter) => {
        Object.assign(memberCentreStore.dw, { filter, page: 1 })
        void loadDwRecords()
      }}
      records={dw.list}
      total={dw.total}
      page={dw.page}
      pageSize={PAGE_SIZE}
      onPage={(page) => {
        memberCentreStore.dw.page = page
        void loadDwRecords()
      }}
      sort={dw.sort}
      onSort={(field, order) => {
        memberCentreStore.dw.sort = { field, order }
        memberCentreStore.dw.page = 1
        void loadDwRecords()
      }}
      status={dw.status === 'ready' ? 'idle' : dw.status}
      onRetry={() => void loadDwRecords()}
      onCancelWithdrawal={(order) => void cancelWithdraw(order)}
      currency={currency}
      formatTime={time}
    />
  )
}

function BindAccountPage({ onNavigate }: { onNavigate: (path: string) => void }) {
  const { bank } = useSnapshot(memberCentreStore)
  useEffect(() => {
    void loadBankAccounts()
  }, [])
  return (
    <BankAccountPanel
      status={uiStatus(bank.status)}
      onRetry={() => void loadBankAccounts()}
      accounts={bank.accounts}
      banks={bank.banks}
      max={bank.max}
      onBind={(values) => void bindBankAccount(values)}
      binding={bank.binding}
      serverErrors={bank.serverErrors}
      onDelete={(id) => void unbindBankAccount(id)}
      resetKey={bank.accounts.length}
      withdrawPasswordSet={bank.withdrawPasswordSet}
      onSetWithdrawPassword={() => onNavigate('/user/Info')}
      lockedUntil={bank.lockedUntil}
    />
  )
}

function RecommendProjectPage({ currency }: { currency: string }) {
  const { recommend } = useSnapshot(memberCentreStore)
  const { project } = recommend
  useEffect(() => {
    void loadRecommendProject()
  }, [])
  return (
    <RecommendProjectPanel
      status={uiStatus(project.status)}
      onRetry={() => void loadRecommendProject()}
      inviteCode={project.data?.invite_code ?? null}
      inviteLink={project.data?.invite_link ?? null}
      rule={project.data?.rule ?? null}
      totals={project.data?.totals ?? null}
      currency={currency}
    />
  )
}

function RecommendRecordPage({ currency }: { currency: string }) {
  const { record } = useSnapshot(memberCentreStore).recommend
  const time = useTime()
  useEffect(() => {
    void loadRecommendRecord(1)
  }, [])
  return (
    <RecommendRecord
      status={uiStatus(record.status)}
      onRetry={() => void loadRecommendRecord()}
      rewards={record.list}
      total={record.total}
      page={record.page}
      pageSize={PAGE_SIZE}
      onPage={(page) => void loadRecommendRecord(page)}
      totalReward={record.totalReward}
      currency={currency}
      formatTime={time}
    />
  )
}

function RecommendFriendsPage({ currency }: { currency: string }) {
  const { friends } = useSnapshot(memberCentreStore).recommend
  const time = useTime()
  useEffect(() => {
    void loadRecommendFriends()
  }, [])
  return (
    <RecommendMemberSearch
      status={uiStatus(friends.status)}
      onRetry={() => void loadRecommendFriends()}
      friends={friends.list}
      total={friends.total}
      page={friends.page}
      pageSize={PAGE_SIZE}
      onPage={(page) => void loadRecommendFriends({ page })}
      keyword={friends.keyword}
      onSearch={(keyword) => void loadRecommendFriends({ keyword })}
      currency={currency}
      formatTime={time}
    />
  )
}

function UnavailablePage() {
  const { t } = useText()
  return <StatusMessage tone="empty" title={t('member_site.page_unavailable')} body="" />
}
