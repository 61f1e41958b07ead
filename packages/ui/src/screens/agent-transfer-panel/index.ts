export {
  AgentTransferPanel,
  agentTransferBlock,
  agentTransferPanelVariants,
  type AgentTransferBlock,
  type AgentTransferDone,
  type AgentTransferField,
  type AgentTransferMemberView,
  type AgentTransferPanelProps,
  type AgentTransferRequest,
} from './agent-transfer-panel.tsx'
