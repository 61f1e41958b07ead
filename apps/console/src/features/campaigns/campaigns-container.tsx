import type { AdminRedEnvelope, AdminRoulette } from '@lobby/api'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { session } from '../../app/session.ts'
import { holds } from '../../lib/console-screens.ts'
import { CampaignBoard, type CampaignResults, type CampaignRow } from '../../screens/campaign-board/index.ts'
import {
  approveCampaign,
  cancelStopping,
  closeResults,
  confirmCampaignRejection,
  confirmStopping,
  createEnvelope,
  createRoulette,
  forbidCampaigns,
  giveDraws,
  loadCampaigns,
  openResults,
  pageCampaigns,
  showKind,
  startCreating,
  startGivingDraws,
  startRejectingCampaign,
  startStopping,
  stopCreating,
  stopGivingDraws,
  stopRejectingCampaign,
} from './actions.ts'
import { CAMPAIGN_PAGE_SIZE, campaigns } from './store.ts'

// valtio's snapshots are deeply readonly; the board only reads them.
/** The campaign desk, wired to the admin calls; a role without `campaigns.read` sees the forbidden state. */
export function CampaignsContainer() {
  const state = useSnapshot(campaigns)
  const operator = useSnapshot(session).operator
  const permissions = operator?.permissions ?? []
  const mayRead = holds(permissions, 'campaigns.read')
  useEffect(() => {
    if (mayRead) void loadCampaigns()
    else forbidCampaigns()
  }, [mayRead])
  return (
    <CampaignBoard
      kind={state.kind}
      onKind={(kind) => void showKind(kind)}
      status={state.status}
      errorMessage={state.errorMessage}
      envelopes={state.envelopes as AdminRedEnvelope[]}
      roulettes={state.roulettes as AdminRoulette[]}
      total={state.total}
      page={state.page}
      pageSize={CAMPAIGN_PAGE_SIZE}
      onPage={(page) => void pageCampaigns(page)}
      onRetry={() => void loadCampaigns()}
      canManage={holds(permissions, 'campaigns.manage')}
      self={operator?.account ?? ''}
      deciding={state.deciding}
      onApprove={(row) => void approveCampaign(row)}
      onReject={startRejectingCampaign}
      rejecting={state.rejecting as CampaignRow | null}
      rejectError={state.rejectError}
      onRejectConfirm={(reason) => void confirmCampaignRejection(reason)}
      onRejectCancel={stopRejectingCampaign}
      notice={state.notice}
      onCreate={startCreating}
      creating={state.creating}
      saving={state.saving}
      saveError={state.saveError}
      fieldErrors={state.fieldErrors}
      onSaveEnvelope={(draft) => void createEnvelope(draft)}
      onSaveRoulette={(draft) => void createRoulette(draft)}
      onCreateCancel={stopCreating}
      onStop={startStopping}
      stopping={state.stopping as CampaignRow | null}
      stopBusy={state.stopBusy}
      stopError={state.stopError}
      onStopConfirm={() => void confirmStopping()}
      onStopCancel={cancelStopping}
      onResults={(row) => void openResults(row)}
      resultsOf={state.resultsOf as CampaignRow | null}
      resultsStatus={state.resultsStatus}
      results={state.results as CampaignResults | null}
      resultsError={state.resultsError}
      onResultsClose={closeResults}
      onGiveDraws={startGivingDraws}
      givingDraws={state.givingDraws as AdminRoulette | null}
      drawsSending={state.drawsSending}
      drawsError={state.drawsError}
      drawsFieldErrors={state.drawsFieldErrors}
      onDrawsSend={(draft) => void giveDraws(draft)}
      onDrawsCancel={stopGivingDraws}
    />
  )
}
