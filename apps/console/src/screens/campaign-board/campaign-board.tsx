import type { AdminRedEnvelope, AdminRoulette, CampaignApproval, CampaignStatus } from '@lobby/api'
import { Button, cn, Money, ToneBadge, type BadgeTone } from '@lobby/ui'
import { DecisionButtons } from '../../components/decision-buttons.tsx'
import { CreateButton, ListScreen } from '../../components/list-screen.tsx'
import { NoticeBanner, type ScreenNotice } from '../../components/notice-banner.tsx'
import { bodyCell, TableFrame, TableHead } from '../../components/table-frame.tsx'
import { copy } from '../../copy.ts'
import { formatInstant, type FormatInstant } from '../../lib/format.ts'
import type { ListStatus } from '../../lib/list.ts'
import {
  CampaignRejectDialog,
  EnvelopeDialog,
  ResultsDialog,
  RouletteDialog,
  StopDialog,
  type CampaignFieldErrors,
  type CampaignResults,
  type EnvelopeDraft,
  type RouletteDraft,
} from './campaign-dialogs.tsx'
import { GiveDrawsDialog, type DrawsDraft, type DrawsFieldErrors } from './give-draws-dialog.tsx'

export type CampaignKind = 'envelopes' | 'roulettes'
export type CampaignRow = AdminRedEnvelope | AdminRoulette

export interface CampaignBoardProps {
  /** Which list shows. */
  kind: CampaignKind
  onKind: (kind: CampaignKind) => void
  status: ListStatus
  errorMessage?: string
  envelopes: readonly AdminRedEnvelope[]
  roulettes: readonly AdminRoulette[]
  /** Campaigns of the shown kind over every page. */
  total: number
  page: number
  pageSize: number
  onPage: (page: number) => void
  onRetry: () => void
  /** The role holds `campaigns.manage`: New, Stop, and Approve and Reject on other operators' pending ones. */
  canManage: boolean
  /** The signed-in operator's account (four eyes: the campaigns they created are not theirs to decide). */
  self: string
  /** The campaign a decision is being sent for, or null. */
  deciding: number | null
  onApprove: (row: CampaignRow) => void
  onReject: (row: CampaignRow) => void
  /** The campaign whose Reject dialog is open, or null. */
  rejecting: CampaignRow | null
  rejectError?: string
  onRejectConfirm: (reason: string) => void
  onRejectCancel: () => void
  notice: ScreenNotice | null
  onCreate: () => void
  /** The create dialog of the shown kind is open. */
  creating: boolean
  saving: boolean
  saveError?: string
  fieldErrors?: CampaignFieldErrors
  onSaveEnvelope: (draft: EnvelopeDraft) => void
  onSaveRoulette: (draft: RouletteDraft) => void
  onCreateCancel: () => void
  onStop: (row: CampaignRow) => void
  /** The campaign whose Stop confirmation is open. */
  stopping: CampaignRow | null
  stopBusy: boolean
  stopError?: string
  onStopConfirm: () => void
  onStopCancel: () => void
  onResults: (row: CampaignRow) => void
  /** The campaign whose results are open. */
  resultsOf: CampaignRow | null
  resultsStatus: 'loading' | 'ready' | 'error'
  results: CampaignResults | null
  resultsError?: string
  onResultsClose: () => void
  /** Asks to open Give draws for a roulette. */
  onGiveDraws: (roulette: AdminRoulette) => void
  /** The roulette whose Give draws dialog is open, or null. */
  givingDraws: AdminRoulette | null
  /** The draws are being sent. */
  drawsSending: boolean
  /** Why the last try failed when no field is to blame, or empty. */
  drawsError?: string
  /** The server's words about the member or the number of draws. */
  drawsFieldErrors?: DrawsFieldErrors
  onDrawsSend: (draft: DrawsDraft) => void
  onDrawsCancel: () => void
  formatTime?: FormatInstant
  clock?: () => number
  portalContainer?: HTMLElement | null
}

const c = copy.campaigns
const tones: Record<CampaignStatus, BadgeTone> = { running: 'success', scheduled: 'pending', ended: 'neutral' }
const approvalTones: Record<Exclude<CampaignApproval, 'approved'>, BadgeTone> = {
  pending: 'pending',
  rejected: 'failure',
}
const isEnvelope = (row: CampaignRow): row is AdminRedEnvelope => 'pool' in row
/** Whether a campaign still takes changes: not ended, not rejected (Stop; Give draws on a roulette). */
const isOpen = (row: CampaignRow) => row.status !== 'ended' && row.approval !== 'rejected'
const NO_DRAWS_ERRORS: DrawsFieldErrors = {}
export const campaignName = (row: CampaignRow) =>
  isEnvelope(row) ? c.envelopes.name(row.id) : c.roulettes.name(row.id)

/**
 * The campaign desk: red envelopes and roulettes of the site (one list at a time), each with its currency, money,
 * window, status and approval (four eyes: who created it, who decided, why it was rejected); Results for everyone
 * who may read, New, Stop, Approve and Reject, and Give draws on a roulette, for a role that manages campaigns.
 *
 * Contract
 * - MUST NOT fetch or save: the caller owns the lists, which dialog is open and every call (`on*`).
 * - MUST offer New, Stop and Give draws only when `canManage`; Stop only on a running or scheduled campaign not
 *   rejected, Give draws only on such a roulette (a pending one too).
 * - MUST offer Approve and Reject only when `canManage`, on a pending campaign created by someone other than `self`;
 *   on `self`'s own a note says another operator decides. While anything is being sent, every such button waits.
 */
export function CampaignBoard(props: CampaignBoardProps) {
  const {
    kind,
    onKind,
    status,
    errorMessage = '',
    envelopes,
    roulettes,
    total,
    page,
    pageSize,
    onPage,
    onRetry,
    canManage,
    self,
    deciding,
    onApprove,
    onReject,
    rejecting,
    rejectError = '',
    onRejectConfirm,
    onRejectCancel,
    notice,
    onCreate,
    creating,
    saving,
    saveError = '',
    fieldErrors = {},
    onSaveEnvelope,
    onSaveRoulette,
    onCreateCancel,
    onStop,
    stopping,
    stopBusy,
    stopError = '',
    onStopConfirm,
    onStopCancel,
    onResults,
    resultsOf,
    resultsStatus,
    results,
    resultsError = '',
    onResultsClose,
    onGiveDraws,
    givingDraws,
    drawsSending,
    drawsError = '',
    drawsFieldErrors = NO_DRAWS_ERRORS,
    onDrawsSend,
    onDrawsCancel,
    formatTime = formatInstant,
    clock,
    portalContainer,
  } = props
  const words = kind === 'envelopes' ? c.envelopes : c.roulettes
  const rows: readonly CampaignRow[] = kind === 'envelopes' ? envelopes : roulettes
  const busy = saving || stopBusy || deciding !== null || drawsSending
  const headers = Object.values(words.columns)
  const window = (row: CampaignRow) => (
    <span className="flex flex-col">
      <time dateTime={row.start_at}>{formatTime(row.start_at)}</time>
      <time dateTime={row.end_at}>{formatTime(row.end_at)}</time>
    </span>
  )
  const approval = (row: CampaignRow, name: string) => {
    const lines = [
      row.requested_by ? c.createdBy(row.requested_by) : '',
      row.decided_by ? (row.approval === 'rejected' ? c.rejectedBy : c.approvedBy)(row.decided_by) : '',
      row.decision_reason ? c.decisionReason(row.decision_reason) : '',
    ].filter((line) => line !== '')
    return (
      <div className="flex flex-col items-start gap-1">
        {row.approval === 'approved' ? null : (
          <ToneBadge tone={approvalTones[row.approval]} label={c.approvals[row.approval]} />
        )}
        {lines.map((line) => (
          <span key={line} className="text-xs break-words text-muted-foreground">
            {line}
          </span>
        ))}
        {row.approval === 'approved' && lines.length === 0 ? c.nobody : null}
        {canManage && row.approval === 'pending' ? (
          <DecisionButtons
            approveName={c.approveName(name)}
            rejectName={c.rejectName(name)}
            words={c}
            waiting={busy}
            busy={deciding === row.id}
            onApprove={() => onApprove(row)}
            onReject={() => onReject(row)}
            own={row.requested_by === self}
            ownNote={c.yours}
          />
        ) : null}
      </div>
    )
  }
  return (
    <ListScreen
      slot="campaign-board"
      title={c.title}
      description={c.description}
      status={status}
      rowCount={rows.length}
      count={words.count(total)}
      actions={<CreateButton canManage={canManage} busy={busy} label={words.create} onCreate={onCreate} />}
      controls={
        <>
          <div role="group" aria-label={c.tabsLabel} className="flex gap-2">
            {(['envelopes', 'roulettes'] as const).map((k) => (
              <Button
                key={k}
                size="sm"
                variant={k === kind ? 'primary' : 'outline'}
                aria-pressed={k === kind}
                onClick={() => onKind(k)}
              >
                {c.tabs[k]}
              </Button>
            ))}
          </div>
          <NoticeBanner notice={notice} />
        </>
      }
      forbiddenWhat={c.forbiddenWhat}
      loadingLabel={words.loading}
      errorTitle={words.errorTitle}
      errorBody={errorMessage}
      onRetry={onRetry}
      emptyTitle={words.emptyTitle}
      emptyBody={canManage ? words.emptyBody : words.emptyBodyReadOnly}
      pages={{ label: words.pages, page, total, pageSize, onPage }}
      dialogs={
        <>
          {kind === 'envelopes' ? (
            <EnvelopeDialog
              key={creating ? 'open' : 'closed'}
              open={creating}
              saving={saving}
              error={saveError}
              fieldErrors={fieldErrors}
              onSave={onSaveEnvelope}
              onCancel={onCreateCancel}
              {...(clock ? { clock } : {})}
              portalContainer={portalContainer}
            />
          ) : (
            <RouletteDialog
              key={creating ? 'open' : 'closed'}
              open={creating}
              saving={saving}
              error={saveError}
              fieldErrors={fieldErrors}
              onSave={onSaveRoulette}
              onCancel={onCreateCancel}
              {...(clock ? { clock } : {})}
              portalContainer={portalContainer}
            />
          )}
          <CampaignRejectDialog
            key={rejecting ? `reject-${rejecting.id}` : 'reject-closed'}
            name={rejecting ? campaignName(rejecting) : null}
            submitting={rejecting !== null && deciding === rejecting.id}
            error={rejectError}
            onConfirm={onRejectConfirm}
            onCancel={onRejectCancel}
            portalContainer={portalContainer}
          />
          <StopDialog
            name={stopping ? campaignName(stopping) : null}
            stopping={stopBusy}
            error={stopError}
            onConfirm={onStopConfirm}
            onCancel={onStopCancel}
            portalContainer={portalContainer}
          />
          <ResultsDialog
            name={resultsOf ? campaignName(resultsOf) : null}
            status={resultsStatus}
            results={results}
            error={resultsError}
            onClose={onResultsClose}
            formatTime={formatTime}
            portalContainer={portalContainer}
          />
          <GiveDrawsDialog
            key={givingDraws ? `draws-${givingDraws.id}` : 'draws-closed'}
            roulette={givingDraws}
            sending={drawsSending}
            error={drawsError}
            fieldErrors={drawsFieldErrors}
            onSend={onDrawsSend}
            onCancel={onDrawsCancel}
            portalContainer={portalContainer}
          />
        </>
      }
    >
      <TableFrame label={words.caption}>
        <table data-slot="campaign-table" className="w-full border-collapse">
          <caption className="sr-only">{words.caption}</caption>
          <TableHead headers={headers} />
          <tbody className="divide-y">
            {rows.map((row) => {
              const name = campaignName(row)
              return (
                <tr
                  key={row.id}
                  data-slot="campaign-row"
                  data-state={row.status}
                  data-approval={row.approval}
                  aria-busy={deciding === row.id || undefined}
                  className="hover:bg-muted/50"
                >
                  <th scope="row" className={cn(bodyCell, 'text-start font-medium')}>
                    {name}
                  </th>
                  <td className={bodyCell}>{row.currency}</td>
                  {isEnvelope(row) ? (
                    <>
                      <td className={bodyCell}>
                        <Money amount={row.pool} currency={row.currency} />
                      </td>
                      <td className={bodyCell}>{`${row.claimed_shares} / ${row.shares}`}</td>
                    </>
                  ) : (
                    <>
                      <td className={cn(bodyCell, 'min-w-40')}>
                        <ul>
                          {row.prizes.map((prize) => (
                            <li key={prize.prize_id}>{c.roulettes.prizeLine(prize.name, prize.weight)}</li>
                          ))}
                        </ul>
                      </td>
                      <td className={bodyCell}>{row.draws_per_member}</td>
                      <td className={bodyCell}>{row.spins}</td>
                    </>
                  )}
                  <td className={bodyCell}>
                    <Money amount={row.paid} currency={row.currency} />
                    {!isEnvelope(row) && row.budget !== null ? (
                      <span className="block text-xs text-muted-foreground">
                        {c.roulettes.budgetOf} <Money amount={row.budget} currency={row.currency} />
                      </span>
                    ) : null}
                  </td>
                  <td className={cn(bodyCell, 'min-w-32')}>{window(row)}</td>
                  <td className={bodyCell}>
                    {row.approval === 'rejected' ? (
                      <ToneBadge tone="neutral" label={c.neverRuns} />
                    ) : (
                      <ToneBadge tone={tones[row.status]} label={c.states[row.status]} />
                    )}
                  </td>
                  <td className={cn(bodyCell, 'min-w-40')}>{approval(row, name)}</td>
                  <td className={bodyCell}>
                    <div className="flex flex-col items-stretch gap-2 desktop:flex-row desktop:items-center">
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={c.resultsName(name)}
                        onClick={() => onResults(row)}
                      >
                        {c.results}
                      </Button>
                      {canManage && !isEnvelope(row) && isOpen(row) ? (
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={c.roulettes.giveDrawsName(name)}
                          aria-disabled={busy || undefined}
                          onClick={() => {
                            if (!busy) onGiveDraws(row)
                          }}
                        >
                          {c.roulettes.giveDraws}
                        </Button>
                      ) : null}
                      {canManage && isOpen(row) ? (
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={c.stopName(name)}
                          aria-disabled={busy || undefined}
                          onClick={() => {
                            if (!busy) onStop(row)
                          }}
                        >
                          {c.stop}
                        </Button>
                      ) : null}
                    </div>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </TableFrame>
    </ListScreen>
  )
}
