import type { AdminOperatorRow } from '@lobby/api'
import { proxy, ref } from 'valtio'
import type { ScreenNotice } from '../../components/notice-banner.tsx'
import type { ListStatus } from '../../lib/list.ts'
import type { OneTimeSecret, OperatorFieldErrors, PendingOperatorAction } from '../../screens/operator-list/index.ts'

/** The operators as the console shows them, with the create dialog, a confirmation and a one-time secret. */
export const operators = proxy({
  status: 'loading' as ListStatus,
  errorMessage: '',
  rows: [] as AdminOperatorRow[],
  notice: null as ScreenNotice | null,
  creating: false,
  createBusy: false,
  createError: '',
  createFieldErrors: {} as OperatorFieldErrors,
  pending: null as PendingOperatorAction | null,
  pendingBusy: false,
  pendingError: '',
  /**
   * The password / second factor the server answered once, until the owner closes its dialog; then it is
   * dropped (`ref`: valtio does not track or copy it).
   */
  secret: null as OneTimeSecret | null,
})

/** Keeps a one-time secret out of valtio's tracking (it is shown, then forgotten). */
export const keepSecret = (secret: OneTimeSecret) => ref(secret)
