import { GameGrid, StatusMessage, useText } from '@lobby/ui'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import type { SlotGame } from '@lobby/api'
import { playSlotGame } from '../../app/play-gate.ts'
import { loadFavourites, loadLastPlayed, setFavourite } from './actions.ts'
import { memberGamesStore } from './store.ts'

type Device = 'desktop' | 'mobile'

/** Plays a listed game for real (app/play-gate.ts). */
function playListed(games: readonly Readonly<SlotGame>[], id: string): void {
  const game = games.find((g) => g.game_id === id)
  if (game) playSlotGame(game)
}

function tiles(
  games: readonly { game_id: string; game_name: string; icon: string; is_hot: number; is_new: number }[],
  favourite: (id: string) => boolean,
) {
  return games.map((g) => ({
    id: g.game_id,
    name: g.game_name,
    iconUrl: g.icon,
    tag: g.is_hot ? ('hot' as const) : g.is_new ? ('new' as const) : undefined,
    favorite: favourite(g.game_id),
  }))
}

/** The my_favorite tab: the member's favourite games, newest first. */
export function FavouriteGames({ layout }: { layout: Device }) {
  const { t } = useText()
  const snap = useSnapshot(memberGamesStore.favourites)
  useEffect(() => {
    void loadFavourites(layout)
  }, [layout])
  if (snap.status === 'ready' && snap.games.length === 0) {
    return <StatusMessage tone="empty" title={t('lobby.my_favorite_empty_title')} body={t('lobby.my_favorite_empty')} />
  }
  return (
    <GameGrid
      games={tiles(snap.games, () => true)}
      status={snap.status === 'error' ? 'error' : snap.status === 'ready' ? 'ready' : 'loading'}
      errorMessage={snap.error ? t(snap.error) : undefined}
      onRetry={() => void loadFavourites(layout)}
      onPlay={(id) => playListed(snap.games, id)}
      onToggleFavorite={(id, next) => void setFavourite(id, next)}
      label={t('lobby.my_favorite_games')}
      maxHeight={layout === 'desktop' ? 560 : 480}
    />
  )
}

/** The last_play tab: the games the member played last, newest first. */
export function LastPlayedGames({ layout }: { layout: Device }) {
  const { t } = useText()
  const snap = useSnapshot(memberGamesStore.lastPlayed)
  const favourites = useSnapshot(memberGamesStore.favourites)
  useEffect(() => {
    void loadLastPlayed(layout)
  }, [layout])
  if (snap.status === 'ready' && snap.games.length === 0) {
    return <StatusMessage tone="empty" title={t('lobby.last_play_empty_title')} body={t('lobby.last_play_empty')} />
  }
  const favourite = new Set(favourites.games.map((g) => g.game_id))
  return (
    <GameGrid
      games={tiles(
        snap.games,
        (id) => favourite.has(id) || snap.games.some((g) => g.game_id === id && g.member_favorite === 1),
      )}
      status={snap.status === 'error' ? 'error' : snap.status === 'ready' ? 'ready' : 'loading'}
      errorMessage={snap.error ? t(snap.error) : undefined}
      onRetry={() => void loadLastPlayed(layout)}
      onPlay={(id) => playListed(snap.games, id)}
      onToggleFavorite={(id, next) => void setFavourite(id, next)}
      label={t('lobby.last_play_games')}
      maxHeight={layout === 'desktop' ? 560 : 480}
    />
  )
}
