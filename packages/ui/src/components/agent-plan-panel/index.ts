export {
  AgentPlanPanel,
  agentPlanPanelVariants,
  type AgentPlanPanelProps,
  type CommissionTierView,
} from './agent-plan-panel.tsx'
export { formatRate } from './commission-rate.ts'
