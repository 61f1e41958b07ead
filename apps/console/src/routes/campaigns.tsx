import { CampaignsContainer } from '../features/campaigns/campaigns-container.tsx'

/** `/campaigns`: red envelopes and roulettes, their create, stop and results dialogs. */
export function CampaignsRoute() {
  return <CampaignsContainer />
}
