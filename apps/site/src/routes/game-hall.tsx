import {
  gameCategoryLabelKey,
  IN_PAGE_GAME_TYPE_ID,
  isGameCategoryId,
  popularPagePath,
  providerPagePath,
} from '@lobby/domain'
import { GameGrid, GameHallScreen, useText } from '@lobby/ui'
import { useEffect } from 'react'
import { Navigate, useNavigate, useOutletContext, useParams } from 'react-router'
import { useSnapshot } from 'valtio'
import { playSlotGame } from '../app/play-gate.ts'
import { lobbyCurrency } from '../app/site-currency.ts'
import { catalogueQueryFor, loadCatalogue } from '../features/catalogue/actions.ts'
import { catalogueStore } from '../features/catalogue/store.ts'
import { loadHotGames } from '../features/game-hall/actions.ts'
import { gameHallStore } from '../features/game-hall/store.ts'
import { setFavourite } from '../features/member-games/actions.ts'
import { shellStore } from '../features/shell/store.ts'
import { SportBoard } from '../features/sport/sport-board.tsx'
import type { LayoutName } from '../layouts/use-layout.ts'
import { visitedByFullPath } from './guards.tsx'

/**
 * `/gameHall/{gt_id}`: one category's hall: its providers as large cards
 * (with the Popular page first for slots when the site shows it) and the
 * category's hot games. `/gameHall` alone opens the first category's hall;
 * visited by full path it redirects to / (spec section 2).
 */
export function GameHallRoute() {
  const { layout } = useOutletContext<{ layout: LayoutName }>()
  const device = layout === 'layout-desktop' ? 'desktop' : 'mobile'
  const { t } = useText()
  const navigate = useNavigate()
  const { gtId } = useParams()
  const catalogue = useSnapshot(catalogueStore)
  const hall = useSnapshot(gameHallStore)
  const shell = useSnapshot(shellStore)
  const bare = gtId === undefined
  const categoryId = bare ? catalogue.categories[0]?.gt_id : Number(gtId)
  const firstVisit = bare && visitedByFullPath()

  // A login in another currency reloads the lists (spec section 4).
  const currency = useSnapshot(lobbyCurrency).code
  useEffect(() => {
    void loadCatalogue(catalogueQueryFor(device))
  }, [device, currency])
  useEffect(() => {
    if (categoryId !== undefined && Number.isInteger(categoryId)) void loadHotGames(categoryId)
  }, [categoryId, currency])

  if (firstVisit || (gtId !== undefined && !Number.isInteger(categoryId))) return <Navigate to="/" replace />
  const category = catalogue.categories.find((c) => c.gt_id === categoryId)
  if (catalogue.status === 'ready' && gtId !== undefined && !category) return <Navigate to="/" replace />

  const env = shell.detail.env
  const popular = categoryId === undefined ? undefined : popularPagePath(categoryId, env?.popular_page ?? false)
  const open = (target: string) => {
    if (target === 'popular') return popular ?? '/'
    const provider = category?.gp_list.find((p) => p.gp_id === target)
    return provider
      ? providerPagePath(provider, { desktop: device === 'desktop', gameRoom: env?.game_room ?? false })
      : '/'
  }

  return (
    <div className="pt-2">
      <GameHallScreen
        categories={catalogue.categories.map((c) => ({
          id: c.gt_id,
          label: isGameCategoryId(c.gt_id) ? t(gameCategoryLabelKey(c.gt_id)) : c.gt_name,
          icon: c.gt_icon,
          activeIcon: c.gt_icon_active,
        }))}
        categoryId={categoryId ?? 0}
        onCategoryChange={(id) => void navigate(`/gameHall/${id}`)}
        status={catalogue.status === 'error' ? 'error' : catalogue.status === 'ready' ? 'ready' : 'loading'}
        errorMessage={catalogue.error ? t(catalogue.error) : undefined}
        onRetry={() => void loadCatalogue(catalogueQueryFor(device), { force: true })}
        providers={(category?.gp_list ?? []).map((p) => ({
          id: p.gp_id,
          name: p.game_name,
          iconLight: p.icon_light,
          iconDark: p.icon_dark,
          house: p.house === 1 ? 1 : 0,
        }))}
        popular={popular ? { label: t('site.popular_games') } : undefined}
        hrefFor={(target) => open(typeof target === 'string' ? target : target.id)}
        onSelect={(id, event) => {
          event.preventDefault()
          void navigate(open(id))
        }}
        hotGames={
          hall.status === 'ready' && hall.hotGames.length > 0 ? (
            <GameGrid
              games={hall.hotGames.map((g) => ({
                id: g.game_id,
                name: g.game_name,
                iconUrl: g.icon,
                tag: 'hot' as const,
                favorite: g.member_favorite === 1,
              }))}
              status="ready"
              onPlay={(id) => {
                const game = hall.hotGames.find((g) => g.game_id === id)
                if (game) playSlotGame(game)
              }}
              onToggleFavorite={(id, next) => void setFavourite(id, next)}
              // At most 24 (the server's cap): every row shows and the page scrolls; a fixed box cut a row in half.
              maxHeight="none"
            />
          ) : undefined
        }
      />
      {/* The sport category (game type 4, played in the page): its quick-bet board under the providers. */}
      {categoryId === IN_PAGE_GAME_TYPE_ID && category ? (
        <div className={device === 'desktop' ? 'pt-6' : 'px-3 pt-4'}>
          <SportBoard layout={device} />
        </div>
      ) : null}
    </div>
  )
}
