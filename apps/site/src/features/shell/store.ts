import type { ContentItem, EnvConfig } from '@lobby/api'
import { proxy } from 'valtio'

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error'

export type ModelItem = ContentItem & { html: string }

/** Session-storage key: the news pop-ups were closed in this browser session. */
export const NEWS_CLOSED_KEY = 'newsClosedAt'

function newsClosedThisSession(): boolean {
  try {
    return sessionStorage.getItem(NEWS_CLOSED_KEY) !== null
  } catch {
    return false
  }
}

/** What frames every page: site details, logo, footer links, and the operator's model lists. */
export const shellStore = proxy({
  detail: {
    status: 'idle' as LoadStatus,
    siteName: '',
    customerServiceLink: '',
    env: null as EnvConfig | null,
  },
  logoUrl: null as string | null,
  /** The logo's size (`/web/logo`): its box has its proportions before the picture arrives. */
  logoSize: null as { width: number; height: number } | null,
  /**
   * The mobile template's look (`/api/template_config`, spec section 9:
   * H5_1 to H5_8): which home sections show and how the categories are laid
   * out. Null until it has loaded: the lobby then shows every section.
   */
  mobileLook: null as { template: string; modules: readonly string[]; gameNav: 'tabs' | 'grid' } | null,
  footer: { status: 'idle' as LoadStatus, links: [] as { id: number; title: string; url: string }[] },
  /**
   * The operator's mobile bottom bar (`/arks/web/web-mobile-footer`) for the
   * mobile template it was asked for; `error` shows the built-in bar instead.
   */
  mobileFooter: {
    status: 'idle' as LoadStatus,
    template: '',
    items: [] as { id: number; key: string; title: string; icon: string; url: string; needLogin: boolean }[],
  },
  /** The operator's float buttons (`/arks/web/float`); none while loading or after a failure. */
  float: [] as { id: number; title: string; photoPath: string; url: string; position: 'left' | 'right' }[],
  /** The site's terms (protocol modal), opened from the footer; `items` are sanitised. */
  terms: {
    open: false,
    status: 'idle' as LoadStatus,
    items: [] as { title: string; sanitizedHtml: string }[],
  },
  /**
   * The news pop-ups (the ad list, `models.setting`) on the lobby: shown one
   * after another once per browser session; a push of new ads in the site
   * language shows them again.
   */
  news: { index: 0, closed: newsClosedThisSession() },
  /** Ads, sponsors and login content (`/web/model_*`) in the site language; `html` is `content` sanitised. */
  models: {
    setting: { status: 'idle' as LoadStatus, list: [] as ModelItem[] },
    sponsor: { status: 'idle' as LoadStatus, list: [] as ModelItem[] },
    login: { status: 'idle' as LoadStatus, list: [] as ModelItem[] },
  },
})

export type ModelKind = keyof typeof shellStore.models
