import type { AdminDepositChannel } from '@lobby/api'
import { proxy } from 'valtio'
import type { ScreenNotice } from '../../components/notice-banner.tsx'
import type { ListStatus } from '../../lib/list.ts'
import type { ChannelFieldErrors } from '../../screens/deposit-channels/index.ts'

/** Finance's deposit channels as the console shows them, the one in the editor and the one being switched. */
export const depositChannels = proxy({
  status: 'loading' as ListStatus,
  errorMessage: '',
  /** The currencies the site offers, in its order. */
  currencies: [] as string[],
  rows: [] as AdminDepositChannel[],
  editing: null as AdminDepositChannel | 'new' | null,
  saving: false,
  saveError: '',
  fieldErrors: {} as ChannelFieldErrors,
  /** The channel whose on / off is being sent. */
  switching: null as number | null,
  notice: null as ScreenNotice | null,
})
