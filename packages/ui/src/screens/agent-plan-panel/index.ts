export {
  AgentPlanPanel,
  agentPlanPanelVariants,
  type AgentPlanPanelProps,
  type CommissionTierView,
} from './agent-plan-panel.tsx'
export { formatRate } from '../../lib/commission-rate.ts'
