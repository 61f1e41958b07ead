import type { AdminGame, AdminProvider } from '@lobby/api'
import { proxy } from 'valtio'
import type { ScreenNotice } from '../../components/notice-banner.tsx'
import type { ListStatus } from '../../lib/list.ts'
import type { GameFilter } from '../../screens/game-catalogue/index.ts'
import type { ProviderFieldErrors } from '../../screens/game-providers/index.ts'

export const GAMES_PAGE_SIZE = 50

/** The providers as the console shows them, and the one being edited. */
export const providers = proxy({
  status: 'loading' as ListStatus,
  errorMessage: '',
  rows: [] as AdminProvider[],
  editing: null as AdminProvider | null,
  saving: false,
  saveError: '',
  fieldErrors: {} as ProviderFieldErrors,
  notice: null as ScreenNotice | null,
})

/** The games list. */
export const games = proxy({
  status: 'loading' as ListStatus,
  errorMessage: '',
  rows: [] as AdminGame[],
  total: 0,
  page: 1,
  filter: { provider: '', query: '', state: 'all', label: 'all' } as GameFilter,
  saving: null as string | null,
  notice: null as ScreenNotice | null,
})
