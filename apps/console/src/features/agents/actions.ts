import {
  ADMIN_AGENTS_CODE,
  adminAgentApplicationDecide,
  adminAgentApplications,
  adminAgents,
  adminAgentSettlements,
  adminAgentTree,
  isApiError,
  type AdminAgent,
  type DownlineMember,
} from '@lobby/api'
import { api } from '../../app/api.ts'
import { describeFailure, isForbidden, isRefusal } from '../../app/failure.ts'
import { copy } from '../../copy.ts'
import type { ApplicationFilter, PendingDecision } from '../../screens/agent-applications/index.ts'
import { AGENTS_PAGE_SIZE, applications, emptyLevel, network } from './store.ts'

// ---------------------------------------------------------------------------
// Applications

let applicationLoads = 0

/** Loads the page of the queue the filter and page say (`adminAgentApplications`). */
export async function loadApplications(): Promise<void> {
  const load = ++applicationLoads
  applications.status = 'loading'
  const { filter, page } = applications
  try {
    const answer = await api.call(adminAgentApplications, {
      status: filter.status,
      member_account: filter.member || undefined,
      page,
      page_size: AGENTS_PAGE_SIZE,
    })
    if (load !== applicationLoads) return
    applications.rows = answer.list
    applications.total = answer.total_count
    applications.status = 'ready'
  } catch (error) {
    if (load !== applicationLoads) return
    applications.rows = []
    applications.errorMessage = describeFailure(error)
    applications.status = isForbidden(error) ? 'forbidden' : 'error'
  }
}

export function forbidAgents(): void {
  applicationLoads++
  networkLoads++
  applications.status = 'forbidden'
  applications.rows = []
  network.status = 'forbidden'
  network.rows = []
}

export function filterApplications(filter: ApplicationFilter): Promise<void> {
  applications.filter = { ...filter }
  applications.page = 1
  applications.notice = null
  return loadApplications()
}

export function pageApplications(page: number): Promise<void> {
  applications.page = page
  return loadApplications()
}

/** Opens the decision dialog. */
export function startDeciding(decision: PendingDecision): void {
  applications.pending = { application: { ...decision.application }, decision: decision.decision }
  applications.decisionError = ''
}

/** Closes the dialog (not while its decision is being sent). */
export function stopDeciding(): void {
  if (applications.deciding !== null) return
  applications.pending = null
  applications.decisionError = ''
}

/**
 * Sends the open dialog's decision (`adminAgentApplicationDecide`) and reloads the page. An application decided
 * meanwhile (160) is said so; another failure stays in the dialog, so its reason is not lost.
 */
export async function confirmDecision(reason: string): Promise<void> {
  const pending = applications.pending
  if (!pending || applications.deciding !== null) return
  const { id, member_account: account } = pending.application
  applications.deciding = id
  applications.decisionError = ''
  applications.notice = null
  try {
    await api.call(adminAgentApplicationDecide, { id, decision: pending.decision, reason })
    applications.pending = null
    applications.notice = {
      tone: 'success',
      text: pending.decision === 'approve' ? copy.agents.approved(account) : copy.agents.rejected(account),
    }
    void loadApplications()
  } catch (error) {
    if (isApiError(error) && error.kind === 'unauthorized') return
    if (isRefusal(error, ADMIN_AGENTS_CODE.notPending)) {
      applications.pending = null
      applications.notice = { tone: 'error', text: copy.agents.notPending(account) }
      void loadApplications()
    } else if (isForbidden(error)) {
      applications.pending = null
      applications.notice = { tone: 'error', text: copy.agents.decisionForbidden }
    } else {
      applications.decisionError = copy.agents.decisionFailed(account, describeFailure(error))
    }
  } finally {
    applications.deciding = null
  }
}

// ---------------------------------------------------------------------------
// Agents, tree, settlements

let networkLoads = 0

export async function loadAgents(): Promise<void> {
  const load = ++networkLoads
  network.status = 'loading'
  try {
    const answer = await api.call(adminAgents, {
      query: network.query,
      page: network.page,
      page_size: AGENTS_PAGE_SIZE,
    })
    if (load !== networkLoads) return
    network.rows = answer.list
    network.total = answer.total_count
    network.status = 'ready'
  } catch (error) {
    if (load !== networkLoads) return
    network.rows = []
    network.errorMessage = describeFailure(error)
    network.status = isForbidden(error) ? 'forbidden' : 'error'
  }
}

export function searchAgents(query: string): Promise<void> {
  network.query = query
  network.page = 1
  return loadAgents()
}

export function pageAgents(page: number): Promise<void> {
  network.page = page
  return loadAgents()
}

/** Opens an agent: its first level and its settlements load side by side. */
export async function openAgent(agent: AdminAgent): Promise<void> {
  network.selected = { ...agent }
  network.root = emptyLevel()
  network.branches = {}
  network.expanded = []
  network.settlements = { status: 'loading', list: [] }
  const account = agent.account
  const tree = api
    .call(adminAgentTree, { site_id: agent.site_id, agent_account: account })
    .then((answer) => {
      if (network.selected?.account !== account) return
      network.selected = answer.agent
      network.root = { status: 'ready', nodes: answer.nodes }
    })
    .catch(() => {
      if (network.selected?.account === account) network.root = { status: 'error', nodes: [] }
    })
  const settlements = api
    .call(adminAgentSettlements, { site_id: agent.site_id, agent_account: account })
    .then((answer) => {
      if (network.selected?.account === account) network.settlements = { status: 'ready', list: answer.list }
    })
    .catch(() => {
      if (network.selected?.account === account) network.settlements = { status: 'error', list: [] }
    })
  await Promise.all([tree, settlements])
}

export function closeAgent(): void {
  network.selected = null
}

/** Expands a node (its members load once) or collapses it. */
export async function toggleNode(node: DownlineMember): Promise<void> {
  const agent = network.selected
  if (!agent) return
  if (network.expanded.includes(node.id)) {
    network.expanded = network.expanded.filter((id) => id !== node.id)
    return
  }
  network.expanded = [...network.expanded, node.id]
  if (network.branches[node.id]?.status === 'ready') return
  network.branches[node.id] = emptyLevel()
  try {
    const answer = await api.call(adminAgentTree, {
      site_id: agent.site_id,
      agent_account: agent.account,
      parent_id: node.id,
    })
    network.branches[node.id] = { status: 'ready', nodes: answer.nodes }
  } catch {
    network.branches[node.id] = { status: 'error', nodes: [] }
  }
}
