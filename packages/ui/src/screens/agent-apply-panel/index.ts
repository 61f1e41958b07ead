export {
  AGENT_APPLY_ERROR_KEYS,
  AGENT_REASON_MAX,
  AgentApplyPanel,
  agentApplyPanelVariants,
  type AgentApplyPanelProps,
  type AgentApplyRequest,
  type AgentApplyState,
} from './agent-apply-panel.tsx'
