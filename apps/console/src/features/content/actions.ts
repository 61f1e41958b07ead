import {
  ADMIN_CONTENT_CODE,
  adminAnnouncementRemove,
  adminAnnouncementSave,
  adminAnnouncements,
  adminBannerRemove,
  adminBannerSave,
  adminBanners,
  adminCustomerServiceLink,
  adminCustomerServiceLinkSave,
  isApiError,
  type AdminAnnouncement,
  type AdminBanner,
} from '@lobby/api'
import { api } from '../../app/api.ts'
import { describeFailure, isForbidden, isRefusal } from '../../app/failure.ts'
import { copy } from '../../copy.ts'
import { bannerFieldOf, type BannerDraft } from '../../screens/banner-list/index.ts'
import {
  ANNOUNCEMENT_FIELDS,
  type AnnouncementDraft,
  type AnnouncementField,
} from '../../screens/content-marquee/index.ts'
import { banners, marquee, serviceLink } from './store.ts'

const unauthorized = (error: unknown) => isApiError(error) && error.kind === 'unauthorized'

// ---------- banners ----------

let bannerLoads = 0

/** Loads the site's banners (`adminBanners`); an older answer arriving late is dropped. */
export async function loadBanners(): Promise<void> {
  const load = ++bannerLoads
  banners.status = 'loading'
  try {
    const answer = await api.call(adminBanners, {})
    if (load !== bannerLoads) return
    banners.rows = answer.list
    banners.status = 'ready'
  } catch (error) {
    if (load !== bannerLoads) return
    banners.rows = []
    banners.errorMessage = describeFailure(error)
    banners.status = isForbidden(error) ? 'forbidden' : 'error'
  }
}

/** The role may not read content: nothing is asked, the screen says so. */
export function forbidBanners(): void {
  bannerLoads++
  banners.status = 'forbidden'
  banners.rows = []
}

export function editBanner(banner: AdminBanner | 'new'): void {
  banners.editing = banner === 'new' ? 'new' : { ...banner }
  banners.saveError = ''
  banners.fieldErrors = {}
}

export function stopEditingBanner(): void {
  if (banners.saving) return
  banners.editing = null
  banners.saveError = ''
  banners.fieldErrors = {}
}

function closeBannerDialogs(text: string, reload: boolean): void {
  banners.editing = null
  banners.removing = null
  banners.notice = { tone: 'error', text }
  if (reload) void loadBanners()
}

/** Adds or changes a banner (`adminBannerSave`), then back to the list, reloaded; a refused field shows under it. */
export async function saveBanner(draft: BannerDraft): Promise<void> {
  if (banners.saving || banners.editing === null) return
  banners.saving = true
  banners.saveError = ''
  banners.fieldErrors = {}
  banners.notice = null
  try {
    await api.call(adminBannerSave, draft)
    banners.editing = null
    banners.notice = {
      tone: 'success',
      text: draft.id === undefined ? copy.content.banners.added : copy.content.banners.saved,
    }
    void loadBanners()
  } catch (error) {
    if (unauthorized(error)) return
    const field = isApiError(error) && error.kind === 'invalid' ? bannerFieldOf(error.field) : undefined
    if (isRefusal(error, ADMIN_CONTENT_CODE.bannerNotFound)) closeBannerDialogs(copy.content.banners.notFound, true)
    else if (isForbidden(error)) closeBannerDialogs(copy.content.banners.actionForbidden, false)
    else if (field && isApiError(error) && error.kind === 'invalid') {
      banners.fieldErrors = { [field]: copy.content.serverRefused(error.fieldReason) }
    } else banners.saveError = copy.content.banners.saveFailed(describeFailure(error))
  } finally {
    banners.saving = false
  }
}

export function askRemoveBanner(banner: AdminBanner): void {
  banners.removing = { ...banner }
  banners.removeError = ''
}

export function stopRemovingBanner(): void {
  if (banners.removingBusy) return
  banners.removing = null
  banners.removeError = ''
}

/** Removes the confirmed banner (`adminBannerRemove`) and reloads; a failure stays in the confirmation. */
export async function confirmRemoveBanner(): Promise<void> {
  const banner = banners.removing
  if (banner === null || banners.removingBusy) return
  banners.removingBusy = true
  banners.removeError = ''
  banners.notice = null
  try {
    await api.call(adminBannerRemove, { id: banner.id })
    banners.removing = null
    banners.notice = { tone: 'success', text: copy.content.banners.removed(banner.title) }
    void loadBanners()
  } catch (error) {
    if (unauthorized(error)) return
    if (isRefusal(error, ADMIN_CONTENT_CODE.bannerNotFound)) closeBannerDialogs(copy.content.banners.notFound, true)
    else if (isForbidden(error)) closeBannerDialogs(copy.content.banners.actionForbidden, false)
    else banners.removeError = copy.content.banners.removeFailed(describeFailure(error))
  } finally {
    banners.removingBusy = false
  }
}

// ---------- marquee ----------

let marqueeLoads = 0

/** Loads the site's marquee (`adminAnnouncements`). */
export async function loadMarquee(): Promise<void> {
  const load = ++marqueeLoads
  marquee.status = 'loading'
  try {
    const answer = await api.call(adminAnnouncements, {})
    if (load !== marqueeLoads) return
    marquee.rows = answer.list
    marquee.status = 'ready'
  } catch (error) {
    if (load !== marqueeLoads) return
    marquee.rows = []
    marquee.errorMessage = describeFailure(error)
    marquee.status = isForbidden(error) ? 'forbidden' : 'error'
  }
}

export function forbidMarquee(): void {
  marqueeLoads++
  marquee.status = 'forbidden'
  marquee.rows = []
}

export function editAnnouncement(announcement: AdminAnnouncement | 'new'): void {
  marquee.editing = announcement === 'new' ? 'new' : { ...announcement }
  marquee.saveError = ''
  marquee.fieldErrors = {}
}

export function stopEditingAnnouncement(): void {
  if (marquee.saving) return
  marquee.editing = null
  marquee.saveError = ''
  marquee.fieldErrors = {}
}

function closeMarqueeDialogs(text: string, reload: boolean): void {
  marquee.editing = null
  marquee.removing = null
  marquee.notice = { tone: 'error', text }
  if (reload) void loadMarquee()
}

const isAnnouncementField = (field: string | undefined): field is AnnouncementField =>
  (ANNOUNCEMENT_FIELDS as readonly (string | undefined)[]).includes(field)

/** Adds or changes an announcement (`adminAnnouncementSave`), then back to the list, reloaded. */
export async function saveAnnouncement(draft: AnnouncementDraft): Promise<void> {
  if (marquee.saving || marquee.editing === null) return
  marquee.saving = true
  marquee.saveError = ''
  marquee.fieldErrors = {}
  marquee.notice = null
  try {
    await api.call(adminAnnouncementSave, draft)
    marquee.editing = null
    marquee.notice = {
      tone: 'success',
      text: draft.id === undefined ? copy.content.marquee.added : copy.content.marquee.saved,
    }
    void loadMarquee()
  } catch (error) {
    if (unauthorized(error)) return
    if (isRefusal(error, ADMIN_CONTENT_CODE.announcementNotFound))
      closeMarqueeDialogs(copy.content.marquee.notFound, true)
    else if (isForbidden(error)) closeMarqueeDialogs(copy.content.marquee.actionForbidden, false)
    else if (isApiError(error) && error.kind === 'invalid' && isAnnouncementField(error.field)) {
      marquee.fieldErrors = { [error.field]: copy.content.serverRefused(error.fieldReason) }
    } else marquee.saveError = copy.content.marquee.saveFailed(describeFailure(error))
  } finally {
    marquee.saving = false
  }
}

export function askRemoveAnnouncement(announcement: AdminAnnouncement): void {
  marquee.removing = { ...announcement }
  marquee.removeError = ''
}

export function stopRemovingAnnouncement(): void {
  if (marquee.removingBusy) return
  marquee.removing = null
  marquee.removeError = ''
}

/** Removes the confirmed announcement (`adminAnnouncementRemove`) and reloads. */
export async function confirmRemoveAnnouncement(): Promise<void> {
  const announcement = marquee.removing
  if (announcement === null || marquee.removingBusy) return
  marquee.removingBusy = true
  marquee.removeError = ''
  marquee.notice = null
  try {
    await api.call(adminAnnouncementRemove, { id: announcement.id })
    marquee.removing = null
    marquee.notice = { tone: 'success', text: copy.content.marquee.removed }
    void loadMarquee()
  } catch (error) {
    if (unauthorized(error)) return
    if (isRefusal(error, ADMIN_CONTENT_CODE.announcementNotFound))
      closeMarqueeDialogs(copy.content.marquee.notFound, true)
    else if (isForbidden(error)) closeMarqueeDialogs(copy.content.marquee.actionForbidden, false)
    else marquee.removeError = copy.content.marquee.removeFailed(describeFailure(error))
  } finally {
    marquee.removingBusy = false
  }
}

// ---------- customer-service link ----------

let linkLoads = 0

/** Loads the customer-service link (`adminCustomerServiceLink`). */
export async function loadServiceLink(): Promise<void> {
  const load = ++linkLoads
  serviceLink.status = 'loading'
  try {
    const answer = await api.call(adminCustomerServiceLink, {})
    if (load !== linkLoads) return
    serviceLink.link = answer.customer_service_link
    serviceLink.status = 'ready'
  } catch (error) {
    if (load !== linkLoads) return
    serviceLink.errorMessage = describeFailure(error)
    serviceLink.status = isForbidden(error) ? 'forbidden' : 'error'
  }
}

export function forbidServiceLink(): void {
  linkLoads++
  serviceLink.status = 'forbidden'
}

/** Saves the link (`adminCustomerServiceLinkSave`); a failure stays in the form. */
export async function saveServiceLink(link: string): Promise<void> {
  if (serviceLink.saving) return
  serviceLink.saving = true
  serviceLink.saveError = ''
  serviceLink.notice = null
  try {
    const answer = await api.call(adminCustomerServiceLinkSave, { customer_service_link: link })
    serviceLink.link = answer.customer_service_link
    serviceLink.notice = { tone: 'success', text: copy.content.service.saved }
  } catch (error) {
    if (unauthorized(error)) return
    if (isForbidden(error)) serviceLink.notice = { tone: 'error', text: copy.content.service.actionForbidden }
    else if (isApiError(error) && error.kind === 'invalid') {
      serviceLink.saveError = copy.content.serverRefused(error.fieldReason)
    } else serviceLink.saveError = copy.content.service.saveFailed(describeFailure(error))
  } finally {
    serviceLink.saving = false
  }
}
