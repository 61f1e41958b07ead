import { gameCategoryLabelKey, isGameCategoryId, providerPagePath } from '@lobby/domain'
import { GameCategoryNav, ProviderGrid, useText } from '@lobby/ui'
import { useEffect } from 'react'
import { Link, useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { lobbyCurrency } from '../../app/site-currency.ts'
import { catalogueQueryFor, loadCatalogue, selectCategory } from './actions.ts'
import { catalogueStore } from './store.ts'

/**
 * Container: loads the catalogue for the current layout and renders the
 * category tabs with their providers. `gameRoom` is the site's game-room flag:
 * on desktop, slot providers then open in the game room.
 */
export function LobbyCatalogue({
  layout,
  gameRoom,
  arrangement,
}: {
  layout: 'desktop' | 'mobile'
  gameRoom: boolean
  /** The mobile template's category layout (`game_nav`). */
  arrangement?: 'tabs' | 'grid'
}) {
  const { t } = useText()
  const snap = useSnapshot(catalogueStore)
  const navigate = useNavigate()
  const query = catalogueQueryFor(layout)
  // A login in another currency reloads the list (spec section 4).
  const currency = useSnapshot(lobbyCurrency).code

  useEffect(() => {
    void loadCatalogue(query)
    // The query is derived from `layout` and stored session values (the currency) only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [layout, currency])

  const items = snap.categories.map((c) => ({
    id: c.gt_id,
    label: isGameCategoryId(c.gt_id) ? t(gameCategoryLabelKey(c.gt_id)) : c.gt_name,
    icon: c.gt_icon,
    activeIcon: c.gt_icon_active,
  }))
  const active = snap.categories.find((c) => c.gt_id === snap.activeCategoryId)
  const providers = (active?.gp_list ?? []).map((p) => ({
    id: p.gp_id,
    name: p.game_name,
    iconLight: p.icon_light,
    iconDark: p.icon_dark,
  }))
  const gridStatus = snap.status === 'error' ? 'error' : snap.status === 'ready' ? 'ready' : 'loading'

  const grid = (
    <ProviderGrid
      providers={providers}
      status={gridStatus}
      errorMessage={snap.error ? t(snap.error) : undefined}
      onRetry={() => void loadCatalogue(query, { force: true })}
      onSelect={(gpId) => {
        const provider = active?.gp_list.find((p) => p.gp_id === gpId)
        if (!provider) return
        // A provider's tile opens its games; launching one for real arrives with wallets (issue 5).
        void navigate(providerPagePath(provider, { desktop: layout === 'desktop', gameRoom }))
      }}
    />
  )
  // Without categories there are no tabs to hold the panel; the grid alone shows the failure.
  if (items.length === 0 && snap.status === 'error') return grid
  const activeLabel = items.find((item) => item.id === active?.gt_id)?.label

  return (
    <GameCategoryNav
      items={items}
      value={snap.activeCategoryId ?? items[0]?.id ?? 0}
      onValueChange={selectCategory}
      loading={snap.status === 'loading' && items.length === 0}
      arrangement={arrangement}
    >
      <div className="flex flex-col gap-2">
        {active && activeLabel ? (
          <Link
            to={`/gameHall/${active.gt_id}`}
            data-slot="lobby-catalogue-hall-link"
            className="self-end rounded-md text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {t('site.open_hall', { category: activeLabel })}
          </Link>
        ) : null}
        {grid}
      </div>
    </GameCategoryNav>
  )
}
