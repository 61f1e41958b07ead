import { modelLogin, modelSetting, modelSponsor, siteDetail, webFooter, webLogo } from '@lobby/api'
import { MODEL_SETTING_TEMPLATES, PUBLIC_CHANNEL } from '@lobby/realtime'
import { api } from '../../app/api.ts'
import { realtime } from '../../app/realtime.ts'
import { session } from '../../app/session.ts'
import { siteConfig } from '../../app/site-config.ts'
import { sanitizeHtml } from '../../lib/sanitize-lazy.ts'
import { shellStore, type ModelKind } from './store.ts'

export async function loadSiteDetail(): Promise<void> {
  if (shellStore.detail.status === 'idle') shellStore.detail.status = 'loading'
  try {
    const detail = await api.call(siteDetail, { site_id: siteConfig.siteId })
    shellStore.detail.siteName = detail.site_name
    void import('../../app/page-meta.ts').then(({ applyPageMeta }) =>
      applyPageMeta(session.getLanguage(), detail.site_name),
    )
    shellStore.detail.customerServiceLink = detail.customer_service_link
    shellStore.detail.env = detail.env_config
    shellStore.detail.status = 'ready'
  } catch {
    // Keep what was there: a failed refetch must not blank the customer-service link.
    if (shellStore.detail.status !== 'ready') shellStore.detail.status = 'error'
  }
}

export async function loadLogo(device: 'desktop' | 'mobile'): Promise<void> {
  try {
    const { web_logo_list } = await api.call(webLogo, { site_id: siteConfig.siteId })
    shellStore.logoUrl = web_logo_list.find((l) => l.type === device)?.photo_path ?? null
  } catch {
    shellStore.logoUrl = null
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
    void loadModel(kind, device)
  }
  const offs = [
    realtime.on('customer_service_link_change', () => void loadSiteDetail()),
    realtime.on('model_settings.url', (payload) => reloadIfShown('setting', payload.language)),
    realtime.on('model_sponsor.url', (payload) => reloadIfShown('sponsor', payload.language)),
    realtime.on('model_login.url', (payload) => reloadIfShown('login', payload.language)),
  ]
  return () => {
    for (const off of offs) off()
    for (const channel of channels) realtime.unsubscribe(channel)
  }
}
