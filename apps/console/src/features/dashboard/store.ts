import type { Dashboard } from '@lobby/api'
import { proxy } from 'valtio'
import type { ListStatus } from '../../lib/list.ts'

/** The dashboard as the console shows it. */
export const dashboard = proxy({
  status: 'loading' as ListStatus,
  errorMessage: '',
  data: null as Dashboard | null,
  /** The currency shown (kept across refreshes). */
  currency: '',
})
