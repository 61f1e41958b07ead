export {
  AGENT_AGREEMENT_CLAUSES,
  AgentAgreementPanel,
  agentAgreementPanelVariants,
  type AgentAgreementPanelProps,
} from './agent-agreement-panel.tsx'
