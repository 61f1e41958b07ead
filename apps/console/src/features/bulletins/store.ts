import type { AdminBulletin } from '@lobby/api'
import { proxy } from 'valtio'
import type { ScreenNotice } from '../../components/notice-banner.tsx'
import type { ListStatus } from '../../lib/list.ts'
import type { BulletinFieldErrors, BulletinFrequency } from '../../screens/bulletin-list/index.ts'

/** Bulletins a page of the list. */
export const BULLETIN_PAGE_SIZE = 20

/** The site's bulletins as the console shows them, with the editor, the End confirmation and the display setting. */
export const bulletins = proxy({
  status: 'loading' as ListStatus,
  errorMessage: '',
  rows: [] as AdminBulletin[],
  total: 0,
  page: 1,
  /** When the list was loaded (ms): the states are taken at this instant. */
  loadedAt: 0,
  notice: null as ScreenNotice | null,
  /** The bulletin in the editor, `new` for a new one. */
  editing: null as AdminBulletin | 'new' | null,
  saving: false,
  saveError: '',
  fieldErrors: {} as BulletinFieldErrors,
  /** The bulletin whose End confirmation is open. */
  ending: null as AdminBulletin | null,
  endingBusy: false,
  endError: '',
  /** How often members see the bulletins (the site's setting, with the list), or null before it loads. */
  displayFrequency: null as BulletinFrequency | null,
  /** The setting whose confirmation is open. */
  frequencyAsking: null as BulletinFrequency | null,
  frequencySaving: false,
  frequencyError: '',
})
