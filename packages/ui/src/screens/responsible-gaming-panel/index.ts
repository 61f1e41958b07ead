export {
  ResponsibleGamingPanel,
  responsibleGamingPanelVariants,
  type ResponsibleGamingPanelProps,
} from './responsible-gaming-panel.tsx'
export { sessionMinutes } from './rg-limit-form.tsx'
export { limitBarVariants } from './rg-limits.tsx'
export { optionCardVariants } from './rg-option-card.ts'
export type {
  RgExclusionChoice,
  RgExclusionState,
  RgLimitFormState,
  RgLimitRequest,
  RgLimitSlot,
  RgLimitView,
  RgLoadStatus,
  RgSettingsView,
  RgStatementMonthView,
  RgTab,
} from './rg-types.ts'
