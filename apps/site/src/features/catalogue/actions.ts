import { gameList, failureText } from '@lobby/api'
import { DEVICE, type CurrencyCode, type DeviceCode } from '@lobby/domain'
import { api } from '../../app/api.ts'
import { session } from '../../app/session.ts'
import { siteConfig } from '../../app/site-config.ts'
import { catalogueStore } from './store.ts'

export interface CatalogueQuery {
  currency: CurrencyCode
  device: DeviceCode
  template: string
}

/** The catalogue a layout shows: the site currency, the layout's device code and its template. */
export function catalogueQueryFor(layout: 'desktop' | 'mobile'): CatalogueQuery {
  return {
    currency: session.getCurrency(),
    device: layout === 'desktop' ? DEVICE.desktop : DEVICE.mobile,
    template: layout === 'desktop' ? siteConfig.desktopTemplate : siteConfig.mobileTemplate,
  }
}

let inFlight: AbortController | null = null

/** Loads the game list for a currency and device; a newer load cancels an older one. */
export async function loadCatalogue(query: CatalogueQuery, { force = false } = {}): Promise<void> {
  const key = `${query.currency}|${query.device}|${query.template}`
  if (!force && catalogueStore.loadedFor === key && catalogueStore.status === 'ready') return

  inFlight?.abort()
  const controller = new AbortController()
  inFlight = controller
  catalogueStore.status = 'loading'
  catalogueStore.error = null
  try {
    const categories = await api.call(
      gameList,
      { currency: query.currency, site_id: siteConfig.siteId, support_device: query.device, template: query.template },
      { signal: controller.signal },
    )
    if (controller.signal.aborted) return
    catalogueStore.categories = categories
    catalogueStore.loadedFor = key
    catalogueStore.status = 'ready'
    const active = catalogueStore.activeCategoryId
    if (active === null || !categories.some((c) => c.gt_id === active)) {
      catalogueStore.activeCategoryId = categories[0]?.gt_id ?? null
    }
  } catch (error) {
    if (controller.signal.aborted) return
    catalogueStore.status = 'error'
    catalogueStore.error = failureText(error)
  } finally {
    if (inFlight === controller) inFlight = null
  }
}

export function selectCategory(id: number): void {
  if (catalogueStore.categories.some((c) => c.gt_id === id)) catalogueStore.activeCategoryId = id
}
