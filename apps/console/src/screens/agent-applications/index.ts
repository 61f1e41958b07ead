export {
  AgentApplications,
  APPLICATION_STATUS_FILTERS,
  type AgentApplicationsProps,
  type ApplicationFilter,
  type ApplicationStatusFilter,
} from './agent-applications.tsx'
export type { PendingDecision } from './decision-dialog.tsx'
