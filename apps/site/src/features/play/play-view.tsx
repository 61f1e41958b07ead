import {
  BalanceChip,
  ForceStopGameWarning,
  GamePlayer,
  MaintenanceDialog,
  Modal,
  useText,
  WalletList,
  type Layout,
} from '@lobby/ui'
import { lazy, Suspense, useEffect } from 'react'
import { useServiceUrl } from '../../app/fatal-view.tsx'
import { useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { session } from '../../app/session.ts'
import {
  closeMaintenance,
  closeWallets,
  forceStopAndLogout,
  loadBalance,
  loadWallets,
  openWallets,
  pullAll,
  pullOne,
  quitGame,
  startPlay,
  setPlayNavigate,
} from './actions.ts'
import { playStore } from './store.ts'

/** The member's letters, red envelope and roulette load with the member's view, as their own chunk. */
const activitiesView = () => import('../activities/activities-view.tsx')
const MemberShortcuts = lazy(async () => ({ default: (await activitiesView()).MemberShortcuts }))
const ActivityDialogs = lazy(async () => ({ default: (await activitiesView()).ActivityDialogs }))

const theme = () => (document.documentElement.classList.contains('dark') ? 'dark' : 'light')

/** The header's balance chip: every wallet together; a dash while it refreshes; opens the wallet list. */
export function MemberBalance({ layout }: { layout: Layout }) {
  const balance = useSnapshot(playStore.balance)
  return (
    // On desktop the activity buttons sit in a row beside the chip; a phone shows them above its footer bar.
    <div className="flex items-center gap-2">
      {layout === 'desktop' ? (
        <Suspense fallback={null}>
          <MemberShortcuts />
        </Suspense>
      ) : null}
      <BalanceChip
        currency={session.getCurrency()}
        amount={balance.total}
        refreshing={balance.refreshing}
        onRefresh={() => void loadBalance()}
        onOpen={openWallets}
      />
    </div>
  )
}

/**
 * Everything real play shows around the lobby for a member: the game in a
 * modal, the maintenance dialog, the force-stop warning and the wallet list.
 * Mounting it starts the play events (`startPlay`).
 */
export function PlayDialogs({ layout }: { layout: Layout }) {
  const { t } = useText()
  const navigate = useNavigate()
  const snap = useSnapshot(playStore)
  useEffect(() => startPlay(), [])
  useEffect(() => setPlayNavigate((path) => void navigate(path)), [navigate])

  const launch = snap.launch
  // The operator's customer-service address, opened only if it is a safe one (spec section 5).
  const customerService = useServiceUrl()
  return (
    <>
      <Suspense fallback={null}>
        <ActivityDialogs layout={layout} />
      </Suspense>
      {launch.mode === 'modal' && launch.game ? (
        <GamePlayer
          mode="modal"
          open={launch.visible}
          url={launch.game.url ?? null}
          title={snap.gameName}
          onQuit={() => void quitGame()}
        />
      ) : null}
      {snap.maintenance ? (
        <MaintenanceDialog
          open
          onOpenChange={(open) => {
            if (!open) closeMaintenance()
          }}
          providerName={snap.maintenance.providerName}
          startAt={snap.maintenance.start_at}
          endAt={snap.maintenance.end_at}
          locale={session.getLanguage().replace('_', '-')}
          onCustomerService={customerService ? () => window.open(customerService, '_blank', 'noopener') : undefined}
        />
      ) : null}
      <ForceStopGameWarning
        open={snap.forceStop.open}
        onOpenChange={(open) => {
          playStore.forceStop.open = open
        }}
        onConfirm={() => void forceStopAndLogout()}
        gameName={snap.gameName}
        action={snap.forceStop.action}
      />
      <Modal
        open={snap.wallet.open}
        onOpenChange={(open) => {
          if (!open) closeWallets()
        }}
        title={t('wallet.title')}
        // The list has its own heading and refresh button.
        hideTitle
        size={layout === 'mobile' ? 'full' : 'lg'}
      >
        <WalletList
          currency={session.getCurrency()}
          cash={snap.balance.cash ?? 0}
          total={snap.balance.total ?? 0}
          entries={snap.wallet.entries}
          theme={theme()}
          refreshing={snap.balance.refreshing}
          status={snap.wallet.status === 'ready' ? 'idle' : snap.wallet.status}
          pullState={{
            running: snap.pull.running,
            pullingGpId: snap.pull.pullingGpId ?? undefined,
            cooldownSeconds: snap.pull.cooldownSeconds,
            results: snap.pull.results ?? undefined,
          }}
          onPullAll={() => void pullAll()}
          onPullOne={(gpId) => void pullOne(gpId, snap.wallet.entries.find((e) => e.gp_id === gpId)?.gp_name ?? gpId)}
          onRefresh={() => void loadBalance()}
          onRetry={() => void loadWallets()}
          // The dialog's close button sits over the list's top-right corner (hideTitle): room for it beside refresh.
          className="[&_[data-slot=wallet-list-header]]:pr-10"
        />
      </Modal>
    </>
  )
}
