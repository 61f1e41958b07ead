export { AgentNetwork, type AgentNetworkProps, type SettlementsView } from './agent-network.tsx'
export type { TreeLevel } from './agent-tree.tsx'
