import type { GameType } from '@lobby/api'
import { proxy } from 'valtio'

export type CatalogueStatus = 'idle' | 'loading' | 'ready' | 'error'

/** The lobby's game catalogue: categories with their providers, as the server sent them. */
export const catalogueStore = proxy({
  status: 'idle' as CatalogueStatus,
  categories: [] as GameType[],
  activeCategoryId: null as number | null,
  /** Message key or server message of the last failure. */
  error: null as string | null,
  /** currency|device|template of the loaded list, so a repeat load is skipped. */
  loadedFor: null as string | null,
})
