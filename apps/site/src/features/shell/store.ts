import type { ContentItem, EnvConfig } from '@lobby/api'
import { proxy } from 'valtio'

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error'

export type ModelItem = ContentItem & { html: string }

/** What frames every page: site details, logo, footer links, and the operator's model lists. */
export const shellStore = proxy({
  detail: {
    status: 'idle' as LoadStatus,
    siteName: '',
    customerServiceLink: '',
    env: null as EnvConfig | null,
  },
  logoUrl: null as string | null,
  /**
   * The mobile template's look (`/api/template_config`, spec section 9:
   * H5_1 to H5_8): which home sections show and how the categories are laid
   * out. Null until it has loaded: the lobby then shows every section.
   */
  mobileLook: null as { template: string; modules: readonly string[]; gameNav: 'tabs' | 'grid' } | null,
  footer: { status: 'idle' as LoadStatus, links: [] as { id: number; title: string; url: string }[] },
  /** Ads, sponsors and login content (`/web/model_*`) in the site language; `html` is `content` sanitised. */
  models: {
    setting: { status: 'idle' as LoadStatus, list: [] as ModelItem[] },
    sponsor: { status: 'idle' as LoadStatus, list: [] as ModelItem[] },
    login: { status: 'idle' as LoadStatus, list: [] as ModelItem[] },
  },
})

export type ModelKind = keyof typeof shellStore.models
