import { Button, GameLoadingScreen, GamePlayer, StatusMessage, useText } from '@lobby/ui'
import { useEffect } from 'react'
import { Navigate, useNavigate, useOutletContext, useSearchParams } from 'react-router'
import { useSnapshot } from 'valtio'
import { postWindowMessage } from '../app/window-messages.ts'
import { GAME_WINDOW_NAME, quitGame } from '../features/play/actions.ts'
import { playStore } from '../features/play/store.ts'
import type { LayoutName } from '../layouts/use-layout.ts'

const deviceOf = (layout: LayoutName) => (layout === 'layout-desktop' ? 'desktop' : 'mobile')

/**
 * `/loading` (spec section 2): the interim window a game opens in, shown
 * until `game.url` arrives and the lobby navigates it to the game.
 */
export function LoadingRoute() {
  const { layout } = useOutletContext<{ layout: LayoutName }>()
  const [params] = useSearchParams()
  return (
    <GameLoadingScreen
      state="loading"
      gameName={params.get('game') ?? undefined}
      onClose={() => window.close()}
      layout={deviceOf(layout)}
    />
  )
}

/**
 * `/close` (spec section 2): the lobby return address the provider gets. It
 * tells the lobby the game is over (window-msg `quickGame`) and closes the
 * game window; in the lobby's own tab (a redirect launch) it goes back to /,
 * where the `isPlay` restore runs the quit step.
 */
export function CloseRoute() {
  const { t } = useText()
  const navigate = useNavigate()
  const { layout } = useOutletContext<{ layout: LayoutName }>()
  useEffect(() => {
    postWindowMessage({ type: 'quickGame', waitingWindow: GAME_WINDOW_NAME })
    if (window.opener || window.name === GAME_WINDOW_NAME) window.close()
    else if (window.top === window) void navigate('/', { replace: true })
  }, [navigate])
  return (
    <StatusMessage
      slot="game-closed"
      layout={deviceOf(layout)}
      tone="empty"
      title={t('pg.closed_title')}
      body={t('pg.closed_body')}
      action={
        <Button variant="outline" onClick={() => void navigate('/', { replace: true })}>
          {t('pg.back_to_lobby')}
        </Button>
      }
    />
  )
}

/** `/play` (spec section 2): a game played in the page (game type 4, spec section 9). Leaving goes back to /. */
export function PlayRoute() {
  const { layout } = useOutletContext<{ layout: LayoutName }>()
  const snap = useSnapshot(playStore)
  const game = snap.launch.game
  if (!game || snap.launch.mode !== 'page') return <Navigate to="/" replace />
  return (
    <GamePlayer
      mode="page"
      url={game.url ?? null}
      title={snap.gameName}
      onQuit={() => void quitGame()}
      layout={deviceOf(layout)}
    />
  )
}
