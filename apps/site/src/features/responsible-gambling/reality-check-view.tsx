import { RealityCheckDialog } from '@lobby/ui'
import { useEffect, useRef } from 'react'
import { useSnapshot } from 'valtio'
import { siteText } from '../../app/i18n.ts'
import { realtime } from '../../app/realtime.ts'
import { session } from '../../app/session.ts'
import { quitGame } from '../play/actions.ts'
import { playStore } from '../play/store.ts'
import { closeRealityCheck, loadSettings, onRgChanged, openRealityCheck } from './actions.ts'
import { realityCheckClock, type RealityCheckClock } from './reality-check.ts'
import { markRealityCheckTitle, unmarkRealityCheckTitle } from './reality-check-title.ts'
import { resetResponsibleGambling, rgStore } from './store.ts'

/**
 * The reality check (issue 25), mounted for a signed-in member: the member's settings load with it (at login), again
 * when a game opens (the member centre may have changed the interval in its own window) and when an operator imposes
 * a limit (`rg.changed`, which also tells the member); while a game is open,
 * every N minutes the dialog shows the time played and the session's net result, with Keep playing (the next check N
 * minutes later) and Stop (the game quits the usual way). Logging out unmounts it and forgets the settings.
 */
export function RealityCheck() {
  const play = useSnapshot(playStore)
  const rg = useSnapshot(rgStore)
  const launch = play.launch
  // A game is open once its address arrived (not while it starts); counted from its launch.
  const openedAt = launch.game !== null && !launch.starting ? launch.startedAt : null
  const minutes = rg.settings.data?.reality_check_minutes ?? null
  const clock = useRef<RealityCheckClock | null>(null)

  useEffect(() => {
    const own = realityCheckClock(() => void openRealityCheck(playStore.launch.startedAt))
    clock.current = own
    void loadSettings()
    const offRgChanged = realtime.on('rg.changed', (event) => void onRgChanged(event))
    return () => {
      offRgChanged()
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

  const keepPlaying = () => {
    closeRealityCheck()
    clock.current?.keepPlaying()
  }
  const stop = async () => {
    rgStore.check.stopping = true
    await quitGame()
    closeRealityCheck()
  }

  if (minutes === null && !rg.check.open) return null
  return (
    <RealityCheckDialog
      open={rg.check.open}
      onOpenChange={(open) => {
        if (!open && !rg.check.stopping) keepPlaying()
      }}
      playedMinutes={rg.check.playedMinutes}
      net={rg.check.net}
      loading={rg.check.loading}
      currency={rg.settings.data?.currency ?? session.getCurrency()}
      intervalMinutes={minutes ?? 0}
      gameName={play.gameName || undefined}
      onKeepPlaying={keepPlaying}
      onStop={() => void stop()}
      stopping={rg.check.stopping}
    />
  )
}
