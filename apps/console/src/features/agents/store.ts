import type { AdminAgent, AdminAgentApplication } from '@lobby/api'
import { proxy } from 'valtio'
import type { ScreenNotice } from '../../components/notice-banner.tsx'
import type { ListStatus } from '../../lib/list.ts'
import type { ApplicationFilter, PendingDecision } from '../../screens/agent-applications/index.ts'
import type { SettlementsView, TreeLevel } from '../../screens/agent-network/index.ts'

/** Rows a page of either list. */
export const AGENTS_PAGE_SIZE = 20

/** The applications queue as the console shows it. */
export const applications = proxy({
  status: 'loading' as ListStatus,
  errorMessage: '',
  rows: [] as AdminAgentApplication[],
  total: 0,
  page: 1,
  filter: { status: 'all', member: '' } as ApplicationFilter,
  /** The decision whose dialog is open. */
  pending: null as PendingDecision | null,
  /** The application a decision is being sent for. */
  deciding: null as number | null,
  decisionError: '',
  notice: null as ScreenNotice | null,
})

const emptyLevel = (): TreeLevel => ({ status: 'loading', nodes: [] })

/** The agents, and the one opened with its tree and settlements. */
export const network = proxy({
  status: 'loading' as ListStatus,
  errorMessage: '',
  rows: [] as AdminAgent[],
  total: 0,
  page: 1,
  query: '',
  selected: null as AdminAgent | null,
  root: emptyLevel(),
  branches: {} as Record<number, TreeLevel>,
  expanded: [] as number[],
  settlements: { status: 'loading', list: [] } as SettlementsView,
})

export { emptyLevel }
