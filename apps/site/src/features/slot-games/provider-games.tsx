import { filterGames, GameRoom, SlotGameScreen, useText, type Provider } from '@lobby/ui'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { DemoDialog } from '../../app/demo-dialog.tsx'
import { lobbyCurrency } from '../../app/site-currency.ts'
import {
  loadProviderGames,
  openDemo,
  playGame,
  setLabel,
  setSearch,
  toggleFavorite,
  type ProviderQuery,
} from './actions.ts'
import { slotGamesStore } from './store.ts'

/** Loads the query's games and derives what both screens show: filtered tiles and the grid's props. */
function useProviderGames(query: ProviderQuery) {
  const { t } = useText()
  const snap = useSnapshot(slotGamesStore)
  // A login in another currency reloads the games (spec section 4).
  const currency = useSnapshot(lobbyCurrency).code

  useEffect(() => {
    void loadProviderGames(query)
    // The query is a value object rebuilt each render; its fields are the dependencies.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.gpId, query.gtId, query.house, query.device, query.popular, currency])

  const labelIds =
    snap.label === 'all' ? undefined : snap.labels.find((l) => l.id === snap.label)?.game_list.map((g) => g.game_id)
  const games = filterGames(
    snap.games.map((g) => ({
      id: g.game_id,
      name: g.game_name,
      iconUrl: g.icon,
      tag: g.is_hot ? ('hot' as const) : g.is_new ? ('new' as const) : undefined,
      // Crash games carry the member's favourite as `is_favorite` (spec section 3).
      favorite: g.member_favorite === 1 || g.is_favorite === 1,
    })),
    { search: snap.search, ids: labelIds ?? (snap.label === 'all' ? undefined : []) },
  )
  // Demo providers' games are all playable without login (spec section 9).
  const demoProvider = snap.games.some((g) => g.is_demo === 1)

  const grid = {
    games,
    status:
      snap.status === 'error'
        ? ('error' as const)
        : snap.status === 'ready'
          ? ('ready' as const)
          : ('loading' as const),
    errorMessage: snap.error ? t(snap.error) : undefined,
    onRetry: () => void loadProviderGames(query),
    onPlay: playGame,
    onToggleFavorite: (id: string, next: boolean) => void toggleFavorite(id, next),
    onDemo: demoProvider ? (id: string) => void openDemo(id, query.device) : undefined,
    search: snap.search,
    onSearchChange: setSearch,
  }
  return { snap, grid }
}

/** Container of `/slotgame`: one provider's games (or the Popular page), with labels, search and demo play. */
export function ProviderGames({
  query,
  providerName,
  providerLogo,
  crash,
}: {
  query: ProviderQuery
  providerName: string
  providerLogo?: string
  crash: boolean
}) {
  const { snap, grid } = useProviderGames(query)
  return (
    <>
      <SlotGameScreen
        {...grid}
        provider={{ name: providerName, logoUrl: providerLogo }}
        variant={crash ? 'crash' : 'slot'}
        labels={snap.labels.map((l) => ({ id: l.id, tag: l.tag, gameIds: l.game_list.map((g) => g.game_id) }))}
        label={snap.label}
        onLabelChange={setLabel}
        // The grid's scroll area takes the height the page leaves it: it ends at the window's edge, not below it.
        fill
      />
      <DemoDialog device={query.device} />
    </>
  )
}

/**
 * Container of `/gameRoom` (desktop, game room on, slot game type): the
 * category's providers down the side and the chosen one's games beside them.
 */
export function ProviderRoom({
  query,
  providers,
  providersLoading,
  onProviderChange,
}: {
  query: ProviderQuery
  providers: readonly Provider[]
  providersLoading: boolean
  onProviderChange: (gpId: string) => void
}) {
  const { grid } = useProviderGames(query)
  return (
    <>
      <GameRoom
        {...grid}
        providers={providers}
        providerId={query.gpId}
        onProviderChange={onProviderChange}
        providersLoading={providersLoading}
        maxHeight="calc(100dvh - 10rem)"
      />
      <DemoDialog device="desktop" />
    </>
  )
}
