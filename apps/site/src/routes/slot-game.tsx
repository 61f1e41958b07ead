import { useEffect } from 'react'
import { Navigate, useOutletContext, useSearchParams } from 'react-router'
import { useSnapshot } from 'valtio'
import { loadCatalogue } from '../features/catalogue/actions.ts'
import { catalogueStore } from '../features/catalogue/store.ts'
import { ProviderGames } from '../features/slot-games/provider-games.tsx'
import { session } from '../app/session.ts'
import { siteConfig } from '../app/site-config.ts'
import { DEVICE } from '@lobby/domain'
import type { LayoutName } from '../layouts/use-layout.ts'

/**
 * `/slotgame?gt_id=&gp_id=&house=` (and `isCrashGame=true`): a provider's games.
 * Visited by full path it redirects to / (spec section 2); it is reached from the lobby.
 */
export function SlotGameRoute() {
  const { layout } = useOutletContext<{ layout: LayoutName }>()
  const [params] = useSearchParams()
  const catalogue = useSnapshot(catalogueStore)
  const device = layout === 'layout-desktop' ? 'desktop' : 'mobile'
  const gtId = Number(params.get('gt_id'))
  const gpId = params.get('gp_id') ?? ''
  const house = params.get('house') === '1' ? 1 : 0
  const firstPage = (window.history.state as { idx?: number } | null)?.idx === 0

  useEffect(() => {
    void loadCatalogue({
      currency: session.getCurrency(),
      device: device === 'desktop' ? DEVICE.desktop : DEVICE.mobile,
      template: device === 'desktop' ? siteConfig.desktopTemplate : siteConfig.mobileTemplate,
    })
  }, [device])

  if (firstPage || !gpId || !Number.isInteger(gtId)) return <Navigate to="/" replace />
  const provider = catalogue.categories.flatMap((c) => c.gp_list).find((p) => p.gp_id === gpId)

  return (
    <ProviderGames
      query={{ gtId, gpId, house, device }}
      providerName={provider?.game_name ?? gpId}
      providerLogo={provider?.icon_dark}
      crash={params.get('isCrashGame') === 'true'}
    />
  )
}
