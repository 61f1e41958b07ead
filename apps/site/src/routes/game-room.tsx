import { useEffect } from 'react'
import { Navigate, useNavigate, useOutletContext, useSearchParams } from 'react-router'
import { useSnapshot } from 'valtio'
import { catalogueQueryFor, loadCatalogue } from '../features/catalogue/actions.ts'
import { catalogueStore } from '../features/catalogue/store.ts'
import { ProviderRoom } from '../features/slot-games/provider-games.tsx'
import type { LayoutName } from '../layouts/use-layout.ts'

/**
 * `/gameRoom?gt_id=&gp_id=&house=`: the desktop game room (spec section 2),
 * used for the slot game type when the site's game-room flag is on. On a
 * mobile layout the same provider opens on `/slotgame`.
 */
export function GameRoomRoute() {
  const { layout } = useOutletContext<{ layout: LayoutName }>()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const catalogue = useSnapshot(catalogueStore)
  const gtId = Number(params.get('gt_id'))
  const gpId = params.get('gp_id') ?? ''
  const house = params.get('house') === '1' ? 1 : 0

  useEffect(() => {
    void loadCatalogue(catalogueQueryFor('desktop'))
  }, [])

  if (!gpId || !Number.isInteger(gtId)) return <Navigate to="/" replace />
  if (layout !== 'layout-desktop') return <Navigate to={`/slotgame?${params}`} replace />

  const providers = (catalogue.categories.find((c) => c.gt_id === gtId)?.gp_list ?? []).map((p) => ({
    id: p.gp_id,
    name: p.game_name,
    iconLight: p.icon_light,
    iconDark: p.icon_dark,
  }))

  return (
    <div className="pt-2">
      <ProviderRoom
        query={{ gtId, gpId, house, device: 'desktop' }}
        providers={providers}
        providersLoading={catalogue.status !== 'ready' && providers.length === 0}
        onProviderChange={(next) => {
          const provider = catalogue.categories.flatMap((c) => c.gp_list).find((p) => p.gp_id === next)
          const search = new URLSearchParams({ gt_id: String(gtId), gp_id: next, house: String(provider?.house ?? 0) })
          void navigate(`/gameRoom?${search}`, { replace: true })
        }}
      />
    </div>
  )
}
