import { DemoGameModal, filterGames, LoginRequiredConfirm, SlotGameScreen, useText } from '@lobby/ui'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import {
  closeDemo,
  loadProviderGames,
  openDemo,
  playGame,
  setLabel,
  setLoginRequired,
  setSearch,
  type ProviderQuery,
} from './actions.ts'
import { slotGamesStore } from './store.ts'

/** Container of `/slotgame`: one provider's games, with labels, search and demo play. */
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
  const { t } = useText()
  const snap = useSnapshot(slotGamesStore)

  useEffect(() => {
    void loadProviderGames(query)
    // The query is a value object rebuilt each render; its fields are the dependencies.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.gpId, query.gtId, query.house, query.device])

  const labelIds =
    snap.label === 'all' ? undefined : snap.labels.find((l) => l.id === snap.label)?.game_list.map((g) => g.game_id)
  const tiles = filterGames(
    snap.games.map((g) => ({
      id: g.game_id,
      name: g.game_name,
      iconUrl: g.icon,
      tag: g.is_hot ? ('hot' as const) : g.is_new ? ('new' as const) : undefined,
      favorite: g.member_favorite === 1,
    })),
    { search: snap.search, ids: labelIds ?? (snap.label === 'all' ? undefined : []) },
  )
  // Demo providers' games are all playable without login (spec section 9).
  const demoProvider = snap.games.some((g) => g.is_demo === 1)

  return (
    <>
      <SlotGameScreen
        provider={{ name: providerName, logoUrl: providerLogo }}
        variant={crash ? 'crash' : 'slot'}
        labels={snap.labels.map((l) => ({ id: l.id, tag: l.tag, gameIds: l.game_list.map((g) => g.game_id) }))}
        label={snap.label}
        onLabelChange={setLabel}
        games={tiles}
        status={snap.status === 'error' ? 'error' : snap.status === 'ready' ? 'ready' : 'loading'}
        errorMessage={snap.error ? t(snap.error) : undefined}
        onRetry={() => void loadProviderGames(query)}
        onPlay={playGame}
        onDemo={demoProvider ? (id) => void openDemo(id, query.device) : undefined}
        search={snap.search}
        onSearchChange={setSearch}
        layout={query.device}
        maxHeight="calc(100dvh - 12rem)"
      />
      <DemoGameModal
        open={snap.demo.open}
        onOpenChange={(open) => {
          if (!open) closeDemo()
        }}
        title={snap.demo.title}
        gameUrl={snap.demo.url}
        error={snap.demo.error !== null}
        errorMessage={snap.demo.error ? t(snap.demo.error) : undefined}
        onRetry={() => snap.demo.gameId && void openDemo(snap.demo.gameId, query.device)}
        layout={query.device}
      />
      <LoginRequiredConfirm
        open={snap.loginRequired}
        onOpenChange={setLoginRequired}
        onConfirm={() => setLoginRequired(false)}
        layout={query.device}
      />
    </>
  )
}
