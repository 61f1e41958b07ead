import type { AdminLetterSend } from '@lobby/api'
import { proxy } from 'valtio'
import type { ScreenNotice } from '../../components/notice-banner.tsx'
import type { ListStatus } from '../../lib/list.ts'
import type { LetterFieldErrors } from '../../screens/letter-list/index.ts'

/** Letters a page of the list. */
export const LETTER_PAGE_SIZE = 20

/** The site's sent letters as the console shows them, with the composer. */
export const letters = proxy({
  status: 'loading' as ListStatus,
  errorMessage: '',
  rows: [] as AdminLetterSend[],
  total: 0,
  page: 1,
  notice: null as ScreenNotice | null,
  composing: false,
  sending: false,
  sendError: '',
  fieldErrors: {} as LetterFieldErrors,
})
