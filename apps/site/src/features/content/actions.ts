import {
  announcementMarquee,
  BANNER_USE_TYPE,
  bulletin as bulletinEndpoint,
  bulletinHistory,
  carouselPicture,
  BULLETIN_LOCATION,
  getJackpot,
  memberBulletin,
  memberBulletinHide,
  type Bulletin,
} from '@lobby/api'
import {
  bannerAction,
  BULLETIN_DEVICE,
  bulletinCloseEffects,
  payloadFresh,
  shouldShowBulletins,
  type BannerAction,
} from '@lobby/domain'
import { api } from '../../app/api.ts'
import { takeBootBanners } from '../../app/boot.ts'
import { demoMode } from '../../app/demo-mode.ts'
import { session } from '../../app/session.ts'
import { siteConfig } from '../../app/site-config.ts'
import { forgetLoad, loadedRecently } from '../../lib/recent-loads.ts'
import { sanitizeHtml } from '../../lib/sanitize-lazy.ts'
import { contentStore } from './store.ts'

type Device = 'desktop' | 'mobile'

const BULLETIN_CLOSED_KEY = 'bulletinClosedAt'

let bannerLoad: { device: Device; at: number; done: Promise<void> } | null = null

/**
 * Loads the banners of a layout. A load already made or under way for the
 * same layout is reused (the entry starts it before React renders, the lobby
 * asks again on mount) for an hour (spec section 9, payload cache expiry);
 * `force` reloads, e.g. when the operator changed them.
 */
export function loadBanners(device: Device, { force = false } = {}): Promise<void> {
  const now = Date.now()
  if (
    !force &&
    bannerLoad?.device === device &&
    contentStore.bannersStatus !== 'error' &&
    payloadFresh(bannerLoad.at, now)
  )
    return bannerLoad.done
  // The page arrived with this layout's banners (index.html): no call, and the carousel paints at once.
  const served = force ? null : takeBootBanners(device === 'desktop' ? BANNER_USE_TYPE.desktop : BANNER_USE_TYPE.mobile)
  if (served) {
    contentStore.banners = [...served].sort((a, b) => a.sort - b.sort)
    contentStore.bannersStatus = 'ready'
    bannerLoad = { device, at: now, done: Promise.resolve() }
    return bannerLoad.done
  }
  const done = fetchBanners(device)
  bannerLoad = { device, at: now, done }
  return done
}

async function fetchBanners(device: Device): Promise<void> {
  if (contentStore.bannersStatus !== 'ready') contentStore.bannersStatus = 'loading'
  try {
    const { web_carousel_picture_list } = await api.call(carouselPicture, {
      site_id: siteConfig.siteId,
      use_type: device === 'desktop' ? BANNER_USE_TYPE.desktop : BANNER_USE_TYPE.mobile,
    })
    contentStore.banners = [...web_carousel_picture_list].sort((a, b) => a.sort - b.sort)
    contentStore.bannersStatus = 'ready'
  } catch {
    contentStore.bannersStatus = 'error'
  }
}

/** Puts the announcements this visitor or member may see in the store; throws when the call fails. */
export async function fetchMarquee(): Promise<void> {
  const { web_announcement_list } = await api.call(announcementMarquee, {
    site_id: siteConfig.siteId,
    sort_field: 'sort',
    sort_order: 'asc',
  })
  // Visitors see the announcements meant for before login, members those for after (spec section 3).
  const member = Boolean(session.getToken())
  contentStore.marquee = web_announcement_list.filter((a) =>
    member ? a.display_after_login === 1 : a.display_before_login === 1,
  )
}

export async function loadMarquee({ force = false } = {}): Promise<void> {
  // Visitors and members see different announcements: a login or logout loads them again.
  if (loadedRecently('marquee', session.getToken() ? 'member' : 'visitor', force)) return
  try {
    await fetchMarquee()
  } catch {
    forgetLoad('marquee')
    // The marquee is decoration: without it the lobby still works.
    contentStore.marquee = []
  }
}

export async function loadJackpot(): Promise<void> {
  try {
    const jackpot = await api.call(getJackpot, { currency: session.getCurrency() })
    contentStore.jackpot = {
      total: jackpot.jackpot_amount_total,
      minorDigits: jackpot.minor_digits,
      incrementPerSecond: jackpot.increment_per_second,
      at: Date.now(),
    }
  } catch {
    contentStore.jackpot = null
  }
}

/** The jackpot as it stands now, counting on locally between polls. */
export function jackpotNow(jackpot: NonNullable<typeof contentStore.jackpot>, now: number): number {
  return jackpot.total + Math.floor((Math.max(0, now - jackpot.at) * jackpot.incrementPerSecond) / 1000)
}

async function toSanitized(b: Bulletin) {
  return { id: b.id, title: b.display_content, html: await sanitizeHtml(b.content), updatedAt: b.updated_at }
}

function readClosedAt(): number | null {
  const raw = sessionStorage.getItem(BULLETIN_CLOSED_KEY)
  const value = raw === null ? NaN : Number(raw)
  return Number.isFinite(value) ? value : null
}

/** Loads the bulletins for this device and opens the modal when the rules say so (spec section 4). */
export async function loadBulletins(device: Device, { cancelled = false } = {}): Promise<void> {
  const request = {
    site_id: siteConfig.siteId,
    display_device: device === 'desktop' ? BULLETIN_DEVICE.desktop : BULLETIN_DEVICE.mobile,
  }
  try {
    // Members get their own bulletins (spec section 7), those of the site pages (location 2).
    const { list, setting } = session.getToken()
      ? await api.call(memberBulletin, { ...request, display_location: BULLETIN_LOCATION.site })
      : await api.call(bulletinEndpoint, request)
    contentStore.bulletins.entries = await Promise.all(list.map(toSanitized))
    contentStore.bulletins.displayFrequency = setting.display_frequency
    contentStore.bulletins.open = shouldShowBulletins(list, { closedAt: readClosedAt(), cancelled })
  } catch {
    contentStore.bulletins.entries = []
    contentStore.bulletins.open = false
  }
  contentStore.bulletins.checked = true
}

/**
 * Closing stores the time (spec section 4); a member of a site whose bulletins
 * show once (display_frequency 0) also hides them on the server, and the list reloads.
 */
export async function closeBulletins(device: Device): Promise<void> {
  const effects = bulletinCloseEffects({
    loggedIn: Boolean(session.getToken()),
    displayFrequency: contentStore.bulletins.displayFrequency,
  })
  if (effects.storeCloseTime) sessionStorage.setItem(BULLETIN_CLOSED_KEY, String(Date.now()))
  contentStore.bulletins.open = false
  if (effects.hideOnServer) {
    try {
      await api.call(memberBulletinHide, {
        site_id: siteConfig.siteId,
        display_device: device === 'desktop' ? BULLETIN_DEVICE.desktop : BULLETIN_DEVICE.mobile,
        display_location: BULLETIN_LOCATION.site,
      })
    } catch {
      // Hidden locally for this session anyway (the close time above).
    }
  }
  if (effects.reload) await loadBulletins(device)
}

export async function openBulletinHistory(device: Device): Promise<void> {
  contentStore.history.open = true
  contentStore.history.status = 'loading'
  try {
    const { list } = await api.call(bulletinHistory, {
      site_id: siteConfig.siteId,
      display_device: device === 'desktop' ? BULLETIN_DEVICE.desktop : BULLETIN_DEVICE.mobile,
    })
    contentStore.history.items = await Promise.all(list.map(toSanitized))
    contentStore.history.status = 'ready'
  } catch {
    contentStore.history.status = 'error'
  }
}

export function closeBulletinHistory(): void {
  contentStore.history.open = false
}

/** What a banner click does, by the rules of spec section 5. */
export function bannerClick(id: number | string): BannerAction {
  const banner = contentStore.banners.find((b) => b.id === id)
  if (!banner) return { kind: 'none', reason: 'no-url' }
  return bannerAction(banner, { siteCurrency: session.getCurrency(), demoMode: demoMode() })
}
