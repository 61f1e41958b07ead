export {
  CampaignBoard,
  campaignName,
  type CampaignBoardProps,
  type CampaignKind,
  type CampaignRow,
} from './campaign-board.tsx'
export type {
  CampaignFieldErrors,
  CampaignResults,
  EnvelopeDraft,
  EnvelopeResults,
  RouletteDraft,
  RouletteResults,
} from './campaign-dialogs.tsx'
export { DRAWS_FIELDS, type DrawsDraft, type DrawsField, type DrawsFieldErrors } from './give-draws-dialog.tsx'
