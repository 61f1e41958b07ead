import { Button, GameLoadingScreen, GamePlayer, StatusMessage, useText } from '@lobby/ui'
import { useEffect } from 'react'
import { Navigate, useNavigate, useSearchParams } from 'react-router'
import { useSnapshot } from 'valtio'
import { waitingWindowOfName } from '@lobby/domain'
import { PAYMENT_LOADING_PARAM } from '../app/payment-windows.ts'
import { postWindowMessage } from '../app/window-messages.ts'
import { GAME_WINDOW_NAME, quitGame } from '../features/play/actions.ts'
import { playStore } from '../features/play/store.ts'

/**
 * `/loading` (spec section 2): the interim window a game opens in, shown
 * until `game.url` arrives and the lobby navigates it to the game.
 */
export function LoadingRoute() {
  const { t } = useText()
  const [params] = useSearchParams()
  // A payment window (spec section 2: `depositRedirect`, `fpRedirect`) is titled by what it waits for.
  const pay = params.get(PAYMENT_LOADING_PARAM)
  const title =
    pay === 'fpWindow' ? t('member_site.fast_payment_title') : pay === 'depositWindow' ? t('fund.deposit_title') : null
  return (
    <GameLoadingScreen
      state="loading"
      gameName={title ?? params.get('game') ?? undefined}
      onClose={() => window.close()}
    />
  )
}

/**
 * `/close` (spec section 2): the lobby return address the provider (and the
 * cashier) gets. It tells the lobby the window is done (window-msg
 * `quickGame`, naming the waiting window by this window's name). The game
 * window closes itself, and the lobby runs the quit step; a payment window
 * (`depositRedirect`, `fpRedirect`) is closed by the page that opened it. In
 * the lobby's own tab (a redirect launch) it goes back to /, where the
 * `isPlay` restore runs the quit step.
 */
export function CloseRoute() {
  const { t } = useText()
  const navigate = useNavigate()
  const waiting = waitingWindowOfName(window.name) ?? 'gameWindow'
  useEffect(() => {
    postWindowMessage({ type: 'quickGame', waitingWindow: waiting })
    if (waiting !== 'gameWindow') return
    if (window.opener || window.name === GAME_WINDOW_NAME) window.close()
    else if (window.top === window) void navigate('/', { replace: true })
  }, [navigate, waiting])
  const payment = waiting !== 'gameWindow'
  return (
    <StatusMessage
      tone="empty"
      title={t(payment ? 'windows.payment_done_title' : 'pg.closed_title')}
      body={t(payment ? 'windows.payment_done_body' : 'pg.closed_body')}
      action={
        <Button variant="outline" onClick={() => (payment ? window.close() : void navigate('/', { replace: true }))}>
          {t(payment ? 'windows.close_window' : 'pg.back_to_lobby')}
        </Button>
      }
    />
  )
}

/** `/play` (spec section 2): a game played in the page (game type 4, spec section 9). Leaving goes back to /. */
export function PlayRoute() {
  const snap = useSnapshot(playStore)
  const game = snap.launch.game
  if (!game || snap.launch.mode !== 'page') return <Navigate to="/" replace />
  return <GamePlayer mode="page" url={game.url ?? null} title={snap.gameName} onQuit={() => void quitGame()} />
}
