import {
  AwardAlert,
  LetterInbox,
  Modal,
  RedEnvelopeModal,
  RouletteWheel,
  ActivityShortcuts,
  useText,
  type Layout,
} from '@lobby/ui'
import { LETTER_PAGE_SIZE } from '@lobby/domain'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import {
  claimEnvelope,
  closeAward,
  closeEnvelope,
  closeLetter,
  closeLetters,
  closeRoulette,
  deleteLetter,
  envelopeExpired,
  loadLetters,
  openLetter,
  openLetters,
  openRoulette,
  setQuickBet,
  spinEnded,
  spinRoulette,
  startActivities,
} from './actions.ts'
import { activitiesStore } from './store.ts'

/**
 * The activity buttons: the inbox with its badge, the running envelope and
 * roulette. Beside the balance in the desktop header; on a phone, whose header
 * has no room left, in a column above the footer bar (`ActivityDialogs`).
 */
export function MemberShortcuts({ placement = 'header' }: { placement?: 'header' | 'floating' }) {
  const snap = useSnapshot(activitiesStore)
  const envelope = snap.envelope.current
  return (
    <ActivityShortcuts
      placement={placement}
      unreadCount={snap.letters.unreadCount}
      onOpenLetters={openLetters}
      onOpenEnvelope={
        envelope && envelope.claimed === 0 && !snap.envelope.open
          ? () => {
              activitiesStore.envelope.view = { kind: 'countdown', endAt: envelope.end_at }
              activitiesStore.envelope.open = true
            }
          : undefined
      }
      onOpenRoulette={snap.roulette.id !== null ? () => void openRoulette() : undefined}
    />
  )
}

/**
 * The member's activity dialogs: the letter inbox, the red envelope and the
 * roulette with its award alert. Mounting it starts the activities
 * (`startActivities`): the currency channels and their events.
 */
export function ActivityDialogs({ layout }: { layout: Layout }) {
  const { t } = useText()
  const snap = useSnapshot(activitiesStore)
  useEffect(() => startActivities(), [])
  const { letters, envelope, roulette } = snap
  return (
    <>
      {layout === 'mobile' ? <MemberShortcuts placement="floating" /> : null}
      <Modal
        open={letters.open}
        onOpenChange={(open) => {
          if (!open) closeLetters()
        }}
        title={t('letter.title')}
        hideTitle
        size={layout === 'mobile' ? 'full' : 'lg'}
      >
        <LetterInbox
          status={letters.status === 'idle' ? 'loading' : letters.status}
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
      </Modal>
      {envelope.view ? (
        <RedEnvelopeModal
          open={envelope.open}
          onOpenChange={(open) => {
            if (!open) closeEnvelope()
          }}
          state={envelope.view}
          onClaim={() => void claimEnvelope()}
          onExpire={envelopeExpired}
        />
      ) : null}
      <Modal
        open={roulette.open}
        onOpenChange={(open) => {
          if (!open) closeRoulette()
        }}
        title={t('roulette.title')}
        size={layout === 'mobile' ? 'full' : 'lg'}
      >
        <RouletteWheel
          prizes={roulette.prizes}
          remainingDraws={roulette.remainingDraws}
          target={roulette.target}
          quickBet={roulette.quickBet}
          onQuickBetChange={setQuickBet}
          spinning={roulette.spinning}
          onSpin={() => void spinRoulette()}
          onSpinEnd={spinEnded}
        />
      </Modal>
      {roulette.award ? (
        <AwardAlert
          open
          onOpenChange={(open) => {
            if (!open) closeAward()
          }}
          kind={roulette.award.kind}
          prize={roulette.award.kind === 'prize' ? roulette.award.prize : undefined}
          message={roulette.award.kind === 'no-draws' ? roulette.award.message : undefined}
          onConfirm={closeAward}
        />
      ) : null}
    </>
  )
}
