import { useText } from '@lobby/ui'
import { useEffect } from 'react'
import { Link, Navigate, useOutletContext, useSearchParams } from 'react-router'
import { useSnapshot } from 'valtio'
import { catalogueQueryFor, loadCatalogue } from '../features/catalogue/actions.ts'
import { catalogueStore } from '../features/catalogue/store.ts'
import { ProviderGames } from '../features/slot-games/provider-games.tsx'
import type { LayoutName } from '../layouts/use-layout.ts'
import { visitedByFullPath } from './guards.tsx'

/**
 * `/slotgame?gt_id=&gp_id=&house=` (and `isCrashGame=true`): a provider's games;
 * `/slotgame?gt_id=2&house=0&popular=1`: the Popular page of a category.
 * The page has no navbar or footer (spec section 2), so it carries its own way
 * back. Visited by full path it redirects to /; it is reached from the lobby.
 */
export function SlotGameRoute() {
  const { layout } = useOutletContext<{ layout: LayoutName }>()
  const { t } = useText()
  const [params] = useSearchParams()
  const catalogue = useSnapshot(catalogueStore)
  const device = layout === 'layout-desktop' ? 'desktop' : 'mobile'
  const gtId = Number(params.get('gt_id'))
  const popular = params.get('popular') === '1'
  const gpId = params.get('gp_id') ?? ''
  const house = params.get('house') === '1' ? 1 : 0

  useEffect(() => {
    void loadCatalogue(catalogueQueryFor(device))
  }, [device])

  if (visitedByFullPath() || (!gpId && !popular) || !Number.isInteger(gtId)) return <Navigate to="/" replace />
  const provider = catalogue.categories.flatMap((c) => c.gp_list).find((p) => p.gp_id === gpId)

  return (
    // One window high (less the layout's bottom padding, pb-10 / pb-6): the games' scroll area fills what the
    // heading leaves, so its last row ends inside the window instead of under its bottom edge.
    <div
      className={
        device === 'desktop'
          ? 'flex h-[calc(100dvh-2.5rem)] min-h-[32rem] flex-col gap-4 pt-6'
          : 'flex h-[calc(100dvh-1.5rem)] min-h-[28rem] flex-col gap-3 pt-3'
      }
    >
      <Link
        to="/"
        className="self-start rounded-md text-sm font-medium text-muted-foreground underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring"
      >
        ← {t('site.back_to_lobby')}
      </Link>
      <ProviderGames
        query={{ gtId, gpId: popular ? '' : gpId, house, device, popular }}
        providerName={popular ? t('site.popular_games') : (provider?.game_name ?? gpId)}
        providerLogo={popular ? undefined : provider?.icon_dark}
        crash={params.get('isCrashGame') === 'true'}
      />
    </div>
  )
}
