import { gameCategoryLabelKey, isGameCategoryId, providerPagePath } from '@lobby/domain'
import { DemoGameListModal, LobbySections, useText, type LobbySection } from '@lobby/ui'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { DemoDialog } from '../../app/demo-dialog.tsx'
import { openDemoGame } from '../../app/demo-gate.ts'
import { playSlotGame } from '../../app/play-gate.ts'
import { lobbyCurrency } from '../../app/site-currency.ts'
import {
  closeDemoList,
  demoProvidersOf,
  loadLobbyGames,
  openDemoList,
  playFromDemoList,
  retryDemoList,
  sectionGame,
  toggleSectionFavourite,
} from './actions.ts'
import { lobbyGamesStore } from './store.ts'

/**
 * Container of the home lobby's games: the crash menu and the template's
 * sections, each game playable for real (login first) or, for demo providers,
 * in demo; "Try for free" opens a demo provider's list. Loads for the site
 * currency and reloads when a login changes it (spec section 4).
 */
export function LobbyGames({ layout, gameRoom }: { layout: 'desktop' | 'mobile'; gameRoom: boolean }) {
  const { t } = useText()
  const navigate = useNavigate()
  const snap = useSnapshot(lobbyGamesStore)
  const currency = useSnapshot(lobbyCurrency).code

  useEffect(() => {
    void loadLobbyGames(layout)
  }, [layout, currency])

  const crashSections: LobbySection[] = snap.crash.map((entry) => {
    const first = entry.game_list[0]
    return {
      id: `crash-${entry.gp_id}`,
      title: t('lobby_games.crash_section', { provider: entry.game_name }),
      variant: 'crash',
      games: entry.game_list.map((g) => ({
        id: g.game_id,
        name: g.game_name,
        iconUrl: g.icon,
        favorite: g.is_favorite === 1,
      })),
      moreHref: first
        ? providerPagePath(
            { gp_id: entry.gp_id, game_type: first.game_type, house: first.house, customized: 1 },
            { desktop: layout === 'desktop', gameRoom },
          )
        : undefined,
    }
  })
  const templateSections: LobbySection[] = snap.sections.map((section) => ({
    id: `gt-${section.gt_id}`,
    title: isGameCategoryId(section.gt_id) ? t(gameCategoryLabelKey(section.gt_id)) : section.gt_name,
    games: section.game_list.map((g) => ({
      id: g.game_id,
      name: g.game_name,
      iconUrl: g.icon,
      tag: g.is_hot ? ('hot' as const) : g.is_new ? ('new' as const) : undefined,
      favorite: g.member_favorite === 1,
      demo: g.is_demo === 1,
    })),
    moreHref: `/gameHall/${section.gt_id}`,
    demoProviders: demoProvidersOf(section.gt_id).map((p) => ({ id: p.gp_id, name: p.game_name })),
  }))
  const gtIdOf = (sectionId: string) => Number(sectionId.slice('gt-'.length))
  const list = snap.demoList

  return (
    <>
      <LobbySections
        sections={[...crashSections, ...templateSections]}
        status={snap.status === 'error' ? 'error' : snap.status === 'ready' ? 'ready' : 'loading'}
        errorMessage={snap.error ? t(snap.error) : undefined}
        onRetry={() => void loadLobbyGames(layout, { force: true })}
        onPlay={(sectionId, gameId) => {
          const game = sectionGame(sectionId, gameId)
          // Real play: a visitor is asked to log in first (app/play-gate.ts).
          if (game) playSlotGame(game)
        }}
        onDemo={(sectionId, gameId) => {
          const game = sectionGame(sectionId, gameId)
          if (game) void openDemoGame(game, layout)
        }}
        onToggleFavorite={(sectionId, gameId, next) => void toggleSectionFavourite(sectionId, gameId, next)}
        onTryDemo={(sectionId, gpId) => void openDemoList(gtIdOf(sectionId), gpId, layout)}
        onNavigate={(href, event) => {
          event.preventDefault()
          void navigate(href)
        }}
      />
      <DemoGameListModal
        open={list.open}
        onOpenChange={(open) => {
          if (!open) closeDemoList()
        }}
        title={list.provider ? t('lobby_games.demo_list_title', { provider: list.provider.name }) : undefined}
        games={list.games.map((g) => ({ id: g.game_id, name: g.game_name, iconUrl: g.icon }))}
        status={list.status === 'error' ? 'error' : list.status === 'ready' ? 'ready' : 'loading'}
        onPlay={(gameId) => playFromDemoList(gameId, layout)}
        onRetry={() => retryDemoList(layout)}
      />
      <DemoDialog device={layout} />
    </>
  )
}
