import { carouselPicture, type Banner } from '@lobby/api'
import { payloadFresh } from '@lobby/domain'
import { siteConfig } from './site-config.ts'

/** The JSON the server renders into index.html (apps/server/src/site/index-html.ts). */
const BOOT_DATA_ID = 'lobby-boot'

let boot: { site_id?: unknown; served_at?: unknown; carousel_picture?: Record<string, unknown> } | null | undefined

function bootData() {
  if (boot !== undefined) return boot
  try {
    const text = document.getElementById(BOOT_DATA_ID)?.textContent
    boot = text ? (JSON.parse(text) as typeof boot) : null
  } catch {
    boot = null
  }
  return boot
}

/**
 * The banner list the page was served with for a layout (`use_type` 1
 * desktop, 2 mobile): what `/arks/web/carousel_picture` would answer, so the
 * carousel renders with the first render (the lobby's largest paint, issue
 * 3). Given once per layout, and only when it is for this site, under an
 * hour old (`payloadFresh`: a page kept by the service worker or the cache
 * may be days old) and passes the contract; otherwise null and the caller
 * asks the server. A page served without it (the Vite dev server) always asks.
 */
export function takeBootBanners(useType: 1 | 2): Banner[] | null {
  const data = bootData()
  if (!data || data.site_id !== siteConfig.siteId || !data.carousel_picture) return null
  if (!payloadFresh(data.served_at, Date.now())) return null
  const entry = data.carousel_picture[useType]
  delete data.carousel_picture[useType]
  const parsed = carouselPicture.response.safeParse(entry)
  return parsed.success ? parsed.data.web_carousel_picture_list : null
}
