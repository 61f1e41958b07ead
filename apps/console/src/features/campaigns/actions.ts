import {
  ADMIN_CAMPAIGNS_CODE,
  adminRedEnvelopeCreate,
  adminRedEnvelopeDecide,
  adminRedEnvelopeResults,
  adminRedEnvelopes,
  adminRedEnvelopeStop,
  adminRouletteCreate,
  adminRouletteDecide,
  adminRouletteDraws,
  adminRouletteResults,
  adminRoulettes,
  adminRouletteStop,
  isApiError,
  type AdminRoulette,
} from '@lobby/api'
import { api } from '../../app/api.ts'
import { sendDecision } from '../../app/decisions.ts'
import { describeFailure, isForbidden, isRefusal } from '../../app/failure.ts'
import { copy } from '../../copy.ts'
import {
  campaignName,
  DRAWS_FIELDS,
  type CampaignKind,
  type CampaignRow,
  type DrawsDraft,
  type DrawsField,
  type EnvelopeDraft,
  type RouletteDraft,
} from '../../screens/campaign-board/index.ts'
import { CAMPAIGN_PAGE_SIZE, campaigns } from './store.ts'

const c = copy.campaigns
let loads = 0
let resultLoads = 0
const isEnvelope = (row: CampaignRow) => 'pool' in row

/** Loads the page of the kind the store says (`adminRedEnvelopes` or `adminRoulettes`), newest first. */
export async function loadCampaigns(): Promise<void> {
  const load = ++loads
  campaigns.status = 'loading'
  const query = { page: campaigns.page, page_size: CAMPAIGN_PAGE_SIZE }
  try {
    if (campaigns.kind === 'envelopes') {
      const answer = await api.call(adminRedEnvelopes, query)
      if (load !== loads) return
      campaigns.envelopes = answer.list
      campaigns.total = answer.total_count
    } else {
      const answer = await api.call(adminRoulettes, query)
      if (load !== loads) return
      campaigns.roulettes = answer.list
      campaigns.total = answer.total_count
    }
    campaigns.status = 'ready'
  } catch (error) {
    if (load !== loads) return
    campaigns.errorMessage = describeFailure(error)
    campaigns.status = isForbidden(error) ? 'forbidden' : 'error'
  }
}

export function forbidCampaigns(): void {
  loads++
  campaigns.status = 'forbidden'
}

export function showKind(kind: CampaignKind): Promise<void> {
  campaigns.kind = kind
  campaigns.page = 1
  campaigns.notice = null
  return loadCampaigns()
}

export function pageCampaigns(page: number): Promise<void> {
  campaigns.page = page
  return loadCampaigns()
}

export function startCreating(): void {
  campaigns.creating = true
  campaigns.saveError = ''
  campaigns.fieldErrors = {}
}

export function stopCreating(): void {
  if (campaigns.saving) return
  campaigns.creating = false
  campaigns.saveError = ''
  campaigns.fieldErrors = {}
}

/** A refusal of a create: the field it concerns, the overlap, or a failure kept in the dialog. */
function refused(error: unknown): void {
  if (isRefusal(error, '103')) campaigns.fieldErrors = { currency: c.currencyNotOffered }
  else if (isRefusal(error, ADMIN_CAMPAIGNS_CODE.rouletteOverlaps))
    campaigns.fieldErrors = { end_at: c.roulettes.overlaps }
  else if (isForbidden(error)) {
    campaigns.creating = false
    campaigns.notice = { tone: 'error', text: c.actionForbidden }
  } else if (isApiError(error) && error.kind === 'invalid' && error.field) {
    campaigns.fieldErrors = { [error.field]: c.serverRefused(error.fieldReason) }
  } else campaigns.saveError = c.saveFailed(describeFailure(error))
}

/**
 * Sends a create and reloads the first page; the notice says whether members see it now or, above the four-eyes
 * threshold, once a second operator approves it.
 */
async function create(
  send: () => Promise<CampaignRow>,
  words: { created: (id: number) => string; createdPending: (id: number) => string },
): Promise<void> {
  if (campaigns.saving || !campaigns.creating) return
  campaigns.saving = true
  campaigns.saveError = ''
  campaigns.fieldErrors = {}
  campaigns.notice = null
  try {
    const created = await send()
    campaigns.creating = false
    const done = created.approval === 'pending' ? words.createdPending : words.created
    campaigns.notice = { tone: 'success', text: done(created.id) }
    campaigns.page = 1
    void loadCampaigns()
  } catch (error) {
    if (isApiError(error) && error.kind === 'unauthorized') return
    refused(error)
  } finally {
    campaigns.saving = false
  }
}

export const createEnvelope = (draft: EnvelopeDraft) =>
  create(() => api.call(adminRedEnvelopeCreate, draft), c.envelopes)

export const createRoulette = (draft: RouletteDraft) => create(() => api.call(adminRouletteCreate, draft), c.roulettes)

export function approveCampaign(row: CampaignRow): Promise<void> {
  return decide(row, 'approve')
}

/** Opens the Reject dialog for a pending campaign. */
export function startRejectingCampaign(row: CampaignRow): void {
  campaigns.rejecting = { ...row } as CampaignRow
  campaigns.rejectError = ''
}

/** Closes the Reject dialog (not while its rejection is being sent). */
export function stopRejectingCampaign(): void {
  if (campaigns.deciding !== null) return
  campaigns.rejecting = null
  campaigns.rejectError = ''
}

export function confirmCampaignRejection(reason: string): Promise<void> {
  const row = campaigns.rejecting
  return row ? decide(row, 'reject', reason) : Promise.resolve()
}

/** Refusals of a decision that the list, read again, explains: decided already, the creator's own, made by them. */
const DECISION_REFUSALS: readonly string[] = [
  ADMIN_CAMPAIGNS_CODE.campaignNotPending,
  ADMIN_CAMPAIGNS_CODE.ownCampaign,
  ADMIN_CAMPAIGNS_CODE.approverMadeByCreator,
]

/** A refusal of a decision in words (the server's own for four eyes'), or undefined for another failure. */
function decisionRefusal(error: unknown, name: string): string | undefined {
  if (DECISION_REFUSALS.some((code) => isRefusal(error, code))) return c.decisionRefused(name, describeFailure(error))
  if (isRefusal(error, ADMIN_CAMPAIGNS_CODE.campaignNotFound)) return c.notFound
  if (isForbidden(error)) return c.actionForbidden
  return undefined
}

/**
 * Sends a decision (`adminRedEnvelopeDecide`, `adminRouletteDecide`) and reloads the list. A refusal (not pending,
 * the operator's own, an approver its creator made, gone, the role) closes the dialog with the server's words and
 * reloads; another failure of the Reject dialog stays in it, so its reason is not lost.
 */
function decide(row: CampaignRow, decision: 'approve' | 'reject', reason = ''): Promise<void> {
  const name = campaignName(row)
  const body = { id: row.id, decision, reason }
  return sendDecision(
    campaigns,
    row.id,
    () => (isEnvelope(row) ? api.call(adminRedEnvelopeDecide, body) : api.call(adminRouletteDecide, body)),
    {
      done: decision === 'approve' ? c.approved(name) : c.rejected(name),
      refused: (error) => {
        const text = decisionRefusal(error, name)
        return text === undefined ? undefined : { text, reload: true }
      },
      failed: (why) => c.decisionFailed(name, why),
      reload: loadCampaigns,
    },
  )
}

export function startStopping(row: CampaignRow): void {
  campaigns.stopping = { ...row } as CampaignRow
  campaigns.stopError = ''
}

export function cancelStopping(): void {
  if (campaigns.stopBusy) return
  campaigns.stopping = null
  campaigns.stopError = ''
}

/** Stops the confirmed campaign now and reloads the list; a failure stays in the confirmation. */
export async function confirmStopping(): Promise<void> {
  const row = campaigns.stopping
  if (row === null || campaigns.stopBusy) return
  campaigns.stopBusy = true
  campaigns.stopError = ''
  campaigns.notice = null
  try {
    if (isEnvelope(row)) await api.call(adminRedEnvelopeStop, { id: row.id })
    else await api.call(adminRouletteStop, { id: row.id })
    campaigns.stopping = null
    campaigns.notice = {
      tone: 'success',
      text: isEnvelope(row) ? c.envelopes.stopped(row.id) : c.roulettes.stopped(row.id),
    }
    void loadCampaigns()
  } catch (error) {
    if (isApiError(error) && error.kind === 'unauthorized') return
    if (isRefusal(error, ADMIN_CAMPAIGNS_CODE.campaignNotFound) || isForbidden(error)) {
      campaigns.stopping = null
      campaigns.notice = { tone: 'error', text: isForbidden(error) ? c.actionForbidden : c.notFound }
    } else campaigns.stopError = c.stopFailed(describeFailure(error))
  } finally {
    campaigns.stopBusy = false
  }
}

/** Opens a campaign's results and loads them (the newest 200 entries). */
export async function openResults(row: CampaignRow): Promise<void> {
  const load = ++resultLoads
  campaigns.resultsOf = { ...row } as CampaignRow
  campaigns.resultsStatus = 'loading'
  campaigns.results = null
  try {
    const query = { id: row.id, page: 1, page_size: 200 }
    const results = isEnvelope(row)
      ? { kind: 'envelope' as const, ...(await api.call(adminRedEnvelopeResults, query)) }
      : { kind: 'roulette' as const, ...(await api.call(adminRouletteResults, query)) }
    if (load !== resultLoads) return
    campaigns.results = results
    campaigns.resultsStatus = 'ready'
  } catch (error) {
    if (load !== resultLoads) return
    campaigns.resultsError = describeFailure(error)
    campaigns.resultsStatus = 'error'
  }
}

export function closeResults(): void {
  resultLoads++
  campaigns.resultsOf = null
  campaigns.results = null
}

/** Opens Give draws for a roulette. */
export function startGivingDraws(roulette: AdminRoulette): void {
  campaigns.givingDraws = { ...roulette }
  campaigns.drawsError = ''
  campaigns.drawsFieldErrors = {}
}

/** Closes Give draws (not while the draws are being sent). */
export function stopGivingDraws(): void {
  if (campaigns.drawsSending) return
  campaigns.givingDraws = null
  campaigns.drawsError = ''
  campaigns.drawsFieldErrors = {}
}

const isDrawsField = (field: string | undefined): field is DrawsField =>
  (DRAWS_FIELDS as readonly (string | undefined)[]).includes(field)

/** Refusals about the member typed, shown under the account: none on the site (140), another currency (148). */
const MEMBER_REFUSALS: readonly string[] = [
  ADMIN_CAMPAIGNS_CODE.memberNotFound,
  ADMIN_CAMPAIGNS_CODE.memberNotInRoulette,
]

/**
 * Gives a member draws on the open roulette (`adminRouletteDraws`), then a notice with what they have left. The
 * server's words stay in the dialog, so nothing typed is lost: about the member (140, 148) under the account, a 400
 * under the field it names, an ended or rejected roulette (149) above the form, the list read again behind it. A
 * roulette that is gone (143) or a refusal for the role closes the dialog with an alert.
 */
export async function giveDraws(draft: DrawsDraft): Promise<void> {
  const roulette = campaigns.givingDraws
  if (roulette === null || campaigns.drawsSending) return
  campaigns.drawsSending = true
  campaigns.drawsError = ''
  campaigns.drawsFieldErrors = {}
  campaigns.notice = null
  try {
    const answer = await api.call(adminRouletteDraws, { id: roulette.id, ...draft })
    campaigns.givingDraws = null
    campaigns.notice = {
      tone: 'success',
      text: c.roulettes.draws.given(answer.member_account, answer.remaining_draws, campaignName(roulette)),
    }
  } catch (error) {
    if (isApiError(error) && error.kind === 'unauthorized') return
    const refused = c.roulettes.draws.refused
    const gone = isRefusal(error, ADMIN_CAMPAIGNS_CODE.campaignNotFound)
    if (gone || isForbidden(error)) {
      campaigns.givingDraws = null
      campaigns.notice = { tone: 'error', text: gone ? c.notFound : c.actionForbidden }
      if (gone) void loadCampaigns()
    } else if (MEMBER_REFUSALS.some((code) => isRefusal(error, code))) {
      campaigns.drawsFieldErrors = { member_account: refused(describeFailure(error)) }
    } else if (isRefusal(error, ADMIN_CAMPAIGNS_CODE.rouletteClosed)) {
      campaigns.drawsError = refused(describeFailure(error))
      void loadCampaigns()
    } else if (isApiError(error) && error.kind === 'invalid' && isDrawsField(error.field)) {
      campaigns.drawsFieldErrors = { [error.field]: c.serverRefused(error.fieldReason) }
    } else campaigns.drawsError = c.roulettes.draws.failed(describeFailure(error))
  } finally {
    campaigns.drawsSending = false
  }
}

export { campaignName }
