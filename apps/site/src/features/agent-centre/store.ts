import type { DownlineMember, OperationRow, Settlement } from '@lobby/api'
import { recentRange, type CommissionTier } from '@lobby/domain'
import { proxy } from 'valtio'

/**
 * The agent centre's state (/proxy): the member's agent standing, then one
 * slice per page, each with its load status. Amounts are minor units, as on
 * the wire.
 */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error'

/**
 * The member's standing from `apply_for_agent/check` (spec section 6):
 * `agent` an active agent; `member` may apply; `pending` an application is
 * under review (101); `closed` the programme is closed for the member (104).
 */
export type AgentStanding = 'agent' | 'member' | 'pending' | 'closed'

export type FieldErrors = Partial<Record<string, string>>

export interface PromotionData {
  agent_id: number
  invite_code: string | null
  agent_link: string
  invite_link: string | null
}

function initial() {
  return {
    check: { status: 'idle' as LoadStatus, standing: null as AgentStanding | null },
    /** The site's agent level names (`agent-level-rename`), by level. */
    levelNames: {} as Record<number, string>,
    apply: { submitting: false, serverError: '', done: false },
    downline: {
      status: 'idle' as LoadStatus,
      view: 'list' as 'list' | 'tree',
      keyword: '',
      page: 1,
      list: [] as DownlineMember[],
      total: 0,
    },
    tree: {
      status: 'idle' as LoadStatus,
      roots: [] as DownlineMember[],
      children: {} as Record<number, DownlineMember[]>,
      expanded: [] as number[],
      loadingIds: [] as number[],
    },
    promotion: { status: 'idle' as LoadStatus, data: null as PromotionData | null },
    operation: {
      status: 'idle' as LoadStatus,
      range: recentRange(Date.now()),
      report: null as { total: OperationRow; levels: OperationRow[] } | null,
      rangeError: null as { field: 'start_date' | 'end_date'; message: string } | null,
    },
    transfer: {
      status: 'idle' as LoadStatus,
      members: [] as { id: number; member_account: string; level: number }[],
      hasWithdrawPassword: false,
      selectedId: null as number | null,
      submitting: false,
      serverError: '',
      fieldErrors: {} as FieldErrors,
      done: null as { member_account: string; amount: number; balance: number } | null,
    },
    settlement: {
      status: 'idle' as LoadStatus,
      list: [] as Settlement[],
      tiers: [] as CommissionTier[],
      settling: null as string | null,
      serverError: '',
      justSettled: null as { period: string; commission: number } | null,
    },
  }
}

export const agentCentreStore = proxy(initial())

/** Back to nothing loaded (a logout, or another member). */
export function resetAgentCentre(): void {
  Object.assign(agentCentreStore, initial())
}
