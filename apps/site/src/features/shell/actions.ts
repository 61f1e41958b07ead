import {
  modelLogin,
  modelSetting,
  modelSponsor,
  siteDetail,
  webFloat,
  webFooter,
  webLogo,
  webMobileFooter,
} from '@lobby/api'
import { MODEL_SETTING_TEMPLATES, PUBLIC_CHANNEL } from '@lobby/realtime'
import { api } from '../../app/api.ts'
import { realtime } from '../../app/realtime.ts'
import { session } from '../../app/session.ts'
import { siteConfig } from '../../app/site-config.ts'
import { forgetLoad, loadedRecently } from '../../lib/recent-loads.ts'
import { sanitizeHtml } from '../../lib/sanitize-lazy.ts'
import { NEWS_CLOSED_KEY, shellStore, type ModelKind } from './store.ts'

export async function loadSiteDetail({ force = false } = {}): Promise<void> {
  if (loadedRecently('site-detail', siteConfig.siteId, force)) return
  if (shellStore.detail.status === 'idle') shellStore.detail.status = 'loading'
  try {
    const detail = await api.call(siteDetail, { site_id: siteConfig.siteId })
    shellStore.detail.siteName = detail.site_name
    // The page's title (the server's render has no document: the server writes the head itself).
    if (typeof document !== 'undefined')
      void import('../../app/page-meta.ts').then(({ applyPageMeta }) =>
        applyPageMeta(session.getLanguage(), detail.site_name),
      )
    shellStore.detail.customerServiceLink = detail.customer_service_link
    shellStore.detail.env = detail.env_config
    shellStore.detail.status = 'ready'
  } catch {
    forgetLoad('site-detail')
    // Keep what was there: a failed refetch must not blank the customer-service link.
    if (shellStore.detail.status !== 'ready') shellStore.detail.status = 'error'
  }
}

export async function loadLogo(device: 'desktop' | 'mobile', { force = false } = {}): Promise<void> {
  if (loadedRecently('logo', device, force)) return
  try {
    const { web_logo_list } = await api.call(webLogo, { site_id: siteConfig.siteId })
    const logo = web_logo_list.find((l) => l.type === device)
    shellStore.logoUrl = logo?.photo_path ?? null
    shellStore.logoSize = logo ? { width: logo.width, height: logo.height } : null
  } catch {
    forgetLoad('logo')
    shellStore.logoUrl = null
    shellStore.logoSize = null
  }
}

export async function loadFooter(): Promise<void> {
  if (shellStore.footer.status === 'ready') return
  shellStore.footer.status = 'loading'
  try {
    const { list } = await api.call(webFooter, { site_id: siteConfig.siteId })
    shellStore.footer.links = [...list]
      .sort((a, b) => a.sort - b.sort)
      .map(({ id, title, url }) => ({ id, title, url }))
    shellStore.footer.status = 'ready'
  } catch {
    shellStore.footer.status = 'error'
  }
}

/** The operator's bottom bar for a mobile template; asked again only when the template changes. */
export async function loadMobileFooter(template: string): Promise<void> {
  const slot = shellStore.mobileFooter
  if (slot.template === template && (slot.status === 'ready' || slot.status === 'loading')) return
  slot.template = template
  slot.status = 'loading'
  try {
    const { list } = await api.call(webMobileFooter, { site_id: siteConfig.siteId, template })
    if (slot.template !== template) return
    slot.items = [...list]
      .sort((a, b) => a.sort - b.sort)
      .map(({ id, key, title, icon, url, need_login }) => ({ id, key, title, icon, url, needLogin: need_login === 1 }))
    slot.status = 'ready'
  } catch {
    if (slot.template === template) slot.status = 'error'
  }
}

/** The operator's float buttons; a failure leaves none (they are extras, never in the way of a page). */
export async function loadFloat(): Promise<void> {
  try {
    const { list } = await api.call(webFloat, { site_id: siteConfig.siteId })
    shellStore.float = [...list]
      .sort((a, b) => a.sort - b.sort)
      .map(({ id, title, photo_path, url, position }) => ({ id, title, photoPath: photo_path, url, position }))
  } catch {
    shellStore.float = []
  }
}

/**
 * Opens the site's terms (the service agreement, in the site language). Its
 * code and the registration contract it reads (`serviceAgreement`) load with
 * the first opening, not with `/` (first-route JS; BENCHMARKS.md).
 */
export async function openTerms(): Promise<void> {
  shellStore.terms.open = true
  await (await import('./terms.ts')).loadTerms()
}

export function closeTerms(): void {
  shellStore.terms.open = false
}

/** Closes the news pop-up on screen: the next ad follows; after the last, none until the next session. */
export function closeNews(): void {
  const news = shellStore.news
  if (news.index + 1 < shellStore.models.setting.list.length) {
    news.index += 1
    return
  }
  news.closed = true
  try {
    sessionStorage.setItem(NEWS_CLOSED_KEY, String(Date.now()))
  } catch {
    // Closed for this page anyway.
  }
}

/** The visitor followed an ad: no more pop-ups this session. */
export function leaveNews(): void {
  shellStore.news.index = shellStore.models.setting.list.length
  closeNews()
}

const MODEL_ENDPOINT = { setting: modelSetting, sponsor: modelSponsor, login: modelLogin } as const

/** Loads one of the operator's model lists in the site language (ads, sponsors, login content). */
export async function loadModel(kind: ModelKind, device: 'desktop' | 'mobile'): Promise<void> {
  const slot = shellStore.models[kind]
  slot.status = 'loading'
  try {
    const { list } = await api.call(MODEL_ENDPOINT[kind], {
      site_id: siteConfig.siteId,
      language: session.getLanguage(),
      model_version: templateFor(device),
    })
    const sorted = [...list].sort((a, b) => a.sort - b.sort)
    // Operator HTML (the login content) is sanitised before any component sees it.
    slot.list = await Promise.all(sorted.map(async (item) => ({ ...item, html: await sanitizeHtml(item.content) })))
    slot.status = 'ready'
  } catch {
    slot.status = 'error'
  }
}

function templateFor(device: 'desktop' | 'mobile'): string {
  const env = shellStore.detail.env
  if (device === 'desktop') return env?.desktop_template || siteConfig.desktopTemplate
  return env?.mobile_template || siteConfig.mobileTemplate
}

/**
 * The public pushes that change what frames the page (spec section 7):
 * `customer_service_link_change` on web_member refetches the site details;
 * the model-list events reload a list already shown when their language is the
 * site's. Returns a stop function.
 */
export function followShellEvents(device: 'desktop' | 'mobile'): () => void {
  const channels: string[] = [PUBLIC_CHANNEL.webMember]
  const template = templateFor(device)
  if (device === 'desktop' && (MODEL_SETTING_TEMPLATES as readonly string[]).includes(template)) {
    channels.push(PUBLIC_CHANNEL.template(template))
  }
  // The sponsor and login lists of mobile templates other than the origin one.
  if (device === 'mobile' && template !== 'origin') channels.push(PUBLIC_CHANNEL.bobMobileTemplate)
  for (const channel of channels) void realtime.subscribe(channel)

  const reloadIfShown = (kind: ModelKind, language: string) => {
    if (language !== session.getLanguage()) return
    if (shellStore.models[kind].status === 'idle') return
    void loadModel(kind, device).then(() => {
      // New ads in the visitor's language are news again, even after the old ones were closed.
      if (kind === 'setting' && shellStore.models.setting.status === 'ready') {
        shellStore.news.index = 0
        shellStore.news.closed = false
      }
    })
  }
  const offs = [
    realtime.on('customer_service_link_change', () => void loadSiteDetail({ force: true })),
    realtime.on('model_settings.url', (payload) => reloadIfShown('setting', payload.language)),
    realtime.on('model_sponsor.url', (payload) => reloadIfShown('sponsor', payload.language)),
    realtime.on('model_login.url', (payload) => reloadIfShown('login', payload.language)),
  ]
  return () => {
    for (const off of offs) off()
    for (const channel of channels) realtime.unsubscribe(channel)
  }
}
