import { useEffect, type ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { session } from '../../app/session.ts'
import { holds } from '../../lib/console-screens.ts'
import { AgentApplications } from '../../screens/agent-applications/index.ts'
import { AgentNetwork } from '../../screens/agent-network/index.ts'
import {
  closeAgent,
  confirmDecision,
  filterApplications,
  forbidAgents,
  loadAgents,
  loadApplications,
  openAgent,
  pageAgents,
  pageApplications,
  searchAgents,
  startDeciding,
  stopDeciding,
  toggleNode,
} from './actions.ts'
import { AGENTS_PAGE_SIZE, applications, network } from './store.ts'

/** The applications queue, wired to the admin calls; Approve and Reject for a role holding `agents.manage`. */
export function ApplicationsContainer({ nav }: { nav?: ReactNode }) {
  const state = useSnapshot(applications)
  const permissions = useSnapshot(session).operator?.permissions ?? []
  const mayRead = holds(permissions, 'agents.read')
  useEffect(() => {
    if (mayRead) void loadApplications()
    else forbidAgents()
  }, [mayRead])
  return (
    <AgentApplications
      status={state.status}
      errorMessage={state.errorMessage}
      rows={state.rows}
      total={state.total}
      page={state.page}
      pageSize={AGENTS_PAGE_SIZE}
      filter={state.filter}
      onFilter={(filter) => void filterApplications(filter)}
      onPage={(page) => void pageApplications(page)}
      onRetry={() => void loadApplications()}
      canDecide={holds(permissions, 'agents.manage')}
      pending={state.pending}
      deciding={state.deciding}
      decisionError={state.decisionError}
      notice={state.notice}
      onDecide={startDeciding}
      onConfirm={(reason) => void confirmDecision(reason)}
      onCancel={stopDeciding}
      nav={nav}
    />
  )
}

/** The agents with their trees and settlements, read only. */
export function NetworkContainer({ nav }: { nav?: ReactNode }) {
  const state = useSnapshot(network)
  const permissions = useSnapshot(session).operator?.permissions ?? []
  const mayRead = holds(permissions, 'agents.read')
  useEffect(() => {
    if (mayRead) void loadAgents()
    else forbidAgents()
  }, [mayRead])
  return (
    <AgentNetwork
      status={state.status}
      errorMessage={state.errorMessage}
      rows={state.rows}
      total={state.total}
      page={state.page}
      pageSize={AGENTS_PAGE_SIZE}
      query={state.query}
      onSearch={(query) => void searchAgents(query)}
      onPage={(page) => void pageAgents(page)}
      onRetry={() => void loadAgents()}
      selected={state.selected}
      onOpen={(agent) => void openAgent(agent)}
      onClose={closeAgent}
      root={state.root}
      branches={state.branches}
      expanded={state.expanded}
      onToggle={(node) => void toggleNode(node)}
      settlements={state.settlements}
      nav={nav}
    />
  )
}
