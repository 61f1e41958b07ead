import { RealityCheckDialog, realityCheckWords, useText } from '@lobby/ui'
import { useEffect, useRef } from 'react'
import { useSnapshot } from 'valtio'
import { siteText } from '../../app/i18n.ts'
import { realtime } from '../../app/realtime.ts'
import { session } from '../../app/session.ts'
import { currentGameWindow, postToGameWindow, quitGame } from '../play/actions.ts'
import { listenToGameWindow, realityCheckCopy, realityCheckRelay } from '../play/game-window-messages.ts'
import { playStore } from '../play/store.ts'
import { closeRealityCheck, loadSettings, onRgChanged, openRealityCheck } from './actions.ts'
import { realityCheckClock, type RealityCheckClock } from './reality-check.ts'
import { markRealityCheckTitle, unmarkRealityCheckTitle } from './reality-check-title.ts'
import { resetResponsibleGambling, rgStore } from './store.ts'

/** The check's words in the game's own window (window mode), in step with the dialog (game-window-messages.ts). */
const gameWindowRelay = realityCheckRelay(postToGameWindow)

/** Keep playing: the dialog closes, the next check is a whole interval away. */
function keepPlaying(clock: RealityCheckClock | null): void {
  closeRealityCheck()
  clock?.keepPlaying()
}

/** Stop: the game quits the usual way, then the dialog closes. */
async function stopPlaying(): Promise<void> {
  rgStore.check.stopping = true
  await quitGame()
  closeRealityCheck()
}

/**
 * The reality check (issue 25), mounted for a signed-in member: the member's settings load with it (at login), again
 * when a game opens (the member centre may have changed the interval in its own window) and when an operator imposes
 * a limit (`rg.changed`, which also tells the member); while a game is open,
 * every N minutes the dialog shows the time played and the session's net result, with Keep playing (the next check N
 * minutes later) and Stop (the game quits the usual way). A game in a window of its own gets the check too, and the
 * member may answer it there (docs/contract.md "Messages to a game's window"). Logging out unmounts it and forgets the
 * settings.
 */
export function RealityCheck() {
  const play = useSnapshot(playStore)
  const rg = useSnapshot(rgStore)
  const launch = play.launch
  // A game is open once its address arrived (not while it starts); counted from its launch.
  const openedAt = launch.game !== null && !launch.starting ? launch.startedAt : null
  const minutes = rg.settings.data?.reality_check_minutes ?? null
  const clock = useRef<RealityCheckClock | null>(null)
  const { t, locale } = useText()
  const currency = rg.settings.data?.currency ?? session.getCurrency()

  useEffect(() => {
    const own = realityCheckClock(() => void openRealityCheck(playStore.launch.startedAt))
    clock.current = own
    void loadSettings()
    const offRgChanged = realtime.on('rg.changed', (event) => void onRgChanged(event))
    // The member answered in the game's window: the same as the dialog's buttons.
    const offGameWindow = listenToGameWindow(window, {
      target: currentGameWindow,
      lobbyOrigin: window.location.origin,
      awaiting: () => rgStore.check.open && !rgStore.check.stopping,
      keep: () => keepPlaying(own),
      stop: () => void stopPlaying(),
    })
    return () => {
      offRgChanged()
      offGameWindow()
      gameWindowRelay.update(null)
      own.dispose()
      clock.current = null
      resetResponsibleGambling()
    }
  }, [])
  useEffect(() => {
    if (openedAt !== null) void loadSettings()
  }, [openedAt])
  useEffect(() => {
    clock.current?.update({ openedAt, minutes })
    // The game closed (Stop, the game's own lobby button, a force quit): its check goes with it.
    if (openedAt === null) closeRealityCheck()
  }, [openedAt, minutes])

  // A game in a window of its own may hide the lobby: the tab says the check is waiting (reality-check-title.ts).
  useEffect(() => {
    if (!rg.check.open) return
    let current = true
    void siteText('reality_check.title').then((name) => {
      if (current) markRealityCheckTitle(name)
    })
    return () => {
      current = false
      unmarkRealityCheckTitle()
    }
  }, [rg.check.open])

  // The game's window may cover the lobby: while the check shows, it is told the check's words; then that it closed.
  const gameWindowCopy = rg.check.open
    ? realityCheckCopy(
        realityCheckWords(
          {
            playedMinutes: rg.check.playedMinutes,
            net: rg.check.net,
            loading: rg.check.loading,
            currency,
            intervalMinutes: minutes ?? 0,
            gameName: play.gameName || undefined,
          },
          t,
          locale,
        ),
        t('common.loading'),
      )
    : null
  useEffect(() => {
    gameWindowRelay.update(gameWindowCopy)
  })

  if (minutes === null && !rg.check.open) return null
  return (
    <RealityCheckDialog
      open={rg.check.open}
      onOpenChange={(open) => {
        if (!open && !rg.check.stopping) keepPlaying(clock.current)
      }}
      playedMinutes={rg.check.playedMinutes}
      net={rg.check.net}
      loading={rg.check.loading}
      currency={currency}
      intervalMinutes={minutes ?? 0}
      gameName={play.gameName || undefined}
      onKeepPlaying={() => keepPlaying(clock.current)}
      onStop={() => void stopPlaying()}
      stopping={rg.check.stopping}
    />
  )
}
