import type { AdminRedEnvelope, AdminRoulette } from '@lobby/api'
import { proxy } from 'valtio'
import type { ScreenNotice } from '../../components/notice-banner.tsx'
import type { ListStatus } from '../../lib/list.ts'
import type {
  CampaignFieldErrors,
  CampaignKind,
  CampaignResults,
  CampaignRow,
  DrawsFieldErrors,
} from '../../screens/campaign-board/index.ts'

/** Campaigns a page of the list. */
export const CAMPAIGN_PAGE_SIZE = 20

/** The site's red envelopes or roulettes as the console shows them, with the dialogs. */
export const campaigns = proxy({
  kind: 'envelopes' as CampaignKind,
  status: 'loading' as ListStatus,
  errorMessage: '',
  envelopes: [] as AdminRedEnvelope[],
  roulettes: [] as AdminRoulette[],
  total: 0,
  page: 1,
  notice: null as ScreenNotice | null,
  creating: false,
  saving: false,
  saveError: '',
  fieldErrors: {} as CampaignFieldErrors,
  /** The campaign a decision (approve, reject) is being sent for. */
  deciding: null as number | null,
  /** The campaign whose Reject dialog is open. */
  rejecting: null as CampaignRow | null,
  rejectError: '',
  stopping: null as CampaignRow | null,
  stopBusy: false,
  stopError: '',
  resultsOf: null as CampaignRow | null,
  resultsStatus: 'loading' as 'loading' | 'ready' | 'error',
  results: null as CampaignResults | null,
  resultsError: '',
  /** The roulette whose Give draws dialog is open. */
  givingDraws: null as AdminRoulette | null,
  drawsSending: false,
  drawsError: '',
  drawsFieldErrors: {} as DrawsFieldErrors,
})
