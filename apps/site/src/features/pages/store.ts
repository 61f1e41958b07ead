import type { Faq, Promotion } from '@lobby/api'
import { proxy } from 'valtio'

type Status = 'idle' | 'loading' | 'ready' | 'error'

/** The content pages: promotions (/discount) and the FAQ (/faq), with their HTML already sanitised. */
export const pagesStore = proxy({
  promotions: {
    key: null as string | null,
    status: 'idle' as Status,
    error: null as string | null,
    list: [] as (Promotion & { html: string })[],
    category: 'all' as number | 'all',
  },
  faq: {
    key: null as string | null,
    status: 'idle' as Status,
    error: null as string | null,
    list: [] as (Faq & { html: string })[],
    query: '',
  },
})
