import {
  AGENT_CODE,
  agentDownline,
  agentDownlineTree,
  agentLevelRename,
  agentOperation,
  agentPromotion,
  agentSettle,
  agentSettlements,
  agentTransfer,
  ApiError,
  applyForAgent,
  applyForAgentCheck,
  failureText,
  memberProfile,
} from '@lobby/api'
import { RECORD_PAGE_MAX, RECORD_PAGE_SIZE } from '@lobby/domain'
import { api } from '../../app/api.ts'
import { siteText } from '../../app/i18n.ts'
import { session } from '../../app/session.ts'
import { lockMessage, withdrawPasswordLockOf } from '../../lib/withdraw-password-lock.ts'
import { accountStore } from '../account/store.ts'
import { loadBalance } from '../play/actions.ts'
import { agentCentreStore as store, type AgentStanding } from './store.ts'

/**
 * The agent centre's calls (contract/agent-centre.ts): each loads or changes
 * one page's slice of the store. A refusal with a code becomes a message key
 * of the page's copy area (the server's English text is never shown); a 400
 * names its field.
 */

/** Server codes the pages explain in their own words. */
const MESSAGE_OF_CODE: Record<string, string> = {
  [AGENT_CODE.pending]: 'agent_join.err_pending',
  [AGENT_CODE.closed]: 'agent_join.err_closed',
  [AGENT_CODE.notDownline]: 'agent_team.err_not_downline',
  [AGENT_CODE.insufficient]: 'agent_team.err_insufficient',
  [AGENT_CODE.withdrawPasswordWrong]: 'agent_team.err_withdraw_password',
  [AGENT_CODE.periodOpen]: 'agent_report.err_period_open',
  [AGENT_CODE.settled]: 'agent_report.err_settled',
}

/** A failed call as a message key (or the client's own error text). */
export function agentFailure(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'business') return MESSAGE_OF_CODE[error.code] ?? failureText(error)
  return failureText(error)
}

const codeOf = (error: unknown) => (error instanceof ApiError && error.kind === 'business' ? error.code : undefined)
const fieldOf = (error: unknown) => (error instanceof ApiError ? error.field : undefined)

// ---------------------------------------------------------------------------
// Standing

/**
 * The member's agent standing (spec section 6): the apply check, with the
 * member's own id as `agent_id`. 101 and 104 keep the member out of the
 * centre; anything else is an answer about the member's flags.
 */
export async function checkStanding(): Promise<void> {
  const memberId = accountStore.layout?.id ?? session.getMemberId()
  const slot = store.check
  if (memberId === null) return
  if (slot.status !== 'ready') slot.status = 'loading'
  try {
    const result = await api.call(applyForAgentCheck, { agent_id: memberId, apply_agent_flag: 0 })
    slot.standing = result.is_agent === 1 && result.agent_active === 1 ? 'agent' : 'member'
    slot.status = 'ready'
    if (slot.standing === 'agent') void loadLevelNames()
  } catch (error) {
    const code = codeOf(error)
    if (code === AGENT_CODE.pending || code === AGENT_CODE.closed) {
      slot.standing = (code === AGENT_CODE.pending ? 'pending' : 'closed') satisfies AgentStanding
      slot.status = 'ready'
    } else {
      slot.status = 'error'
    }
  }
}

/** The site's names of agent levels (spec section 7); a failure keeps the generic "Level n". */
export async function loadLevelNames(): Promise<void> {
  try {
    const { detail } = await api.call(agentLevelRename, {})
    store.levelNames = Object.fromEntries(detail.map((d) => [d.level, d.name]))
  } catch {
    // The pages fall back to "Level n".
  }
}

/** Applies as an agent; the operator decides. 101 and 104 change the standing the page shows. */
export async function applyAsAgent(reason: string): Promise<void> {
  const slot = store.apply
  if (slot.submitting) return
  slot.submitting = true
  slot.serverError = ''
  try {
    await api.call(applyForAgent, { apply_agent_flag: 1, reason })
    slot.done = true
    store.check.standing = 'pending'
  } catch (error) {
    const code = codeOf(error)
    if (code === AGENT_CODE.pending) store.check.standing = 'pending'
    else if (code === AGENT_CODE.closed) store.check.standing = 'closed'
    else slot.serverError = agentFailure(error)
  } finally {
    slot.submitting = false
  }
}

// ---------------------------------------------------------------------------
// DownlineInfo

export async function loadDownline(change: { keyword?: string; page?: number } = {}): Promise<void> {
  const slot = store.downline
  if (change.keyword !== undefined) {
    slot.keyword = change.keyword
    slot.page = 1
  }
  if (change.page !== undefined) slot.page = change.page
  slot.status = 'loading'
  const asked = { keyword: slot.keyword, page: slot.page }
  try {
    const result = await api.call(agentDownline, { ...asked, count: RECORD_PAGE_SIZE })
    // An answer to an older question is dropped.
    if (slot.keyword !== asked.keyword || slot.page !== asked.page) return
    slot.list = result.list
    slot.total = result.total_count
    slot.status = 'ready'
  } catch {
    slot.status = 'error'
  }
}

export async function loadTreeRoots(): Promise<void> {
  const slot = store.tree
  slot.status = 'loading'
  try {
    const { nodes } = await api.call(agentDownlineTree, {})
    slot.roots = nodes
    slot.children = {}
    slot.expanded = []
    slot.status = 'ready'
  } catch {
    slot.status = 'error'
  }
}

/** Opens or closes a node; its children load the first time it opens. */
export async function toggleNode(id: number): Promise<void> {
  const slot = store.tree
  if (slot.expanded.includes(id)) {
    slot.expanded = slot.expanded.filter((open) => open !== id)
    return
  }
  slot.expanded = [...slot.expanded, id]
  if (slot.children[id] || slot.loadingIds.includes(id)) return
  slot.loadingIds = [...slot.loadingIds, id]
  try {
    const { nodes } = await api.call(agentDownlineTree, { parent_id: id })
    slot.children = { ...slot.children, [id]: nodes }
  } catch {
    slot.expanded = slot.expanded.filter((open) => open !== id)
  } finally {
    slot.loadingIds = slot.loadingIds.filter((loading) => loading !== id)
  }
}

// ---------------------------------------------------------------------------
// Promotion

export async function loadPromotion(): Promise<void> {
  const slot = store.promotion
  if (slot.status !== 'ready') slot.status = 'loading'
  try {
    slot.data = await api.call(agentPromotion, {})
    slot.status = 'ready'
  } catch {
    slot.status = 'error'
  }
}

// ---------------------------------------------------------------------------
// OperationTable and StratifiedTable

export async function loadOperation(range?: { start_date: string; end_date: string }): Promise<void> {
  const slot = store.operation
  if (range) slot.range = range
  slot.status = 'loading'
  slot.rangeError = null
  const asked = { ...slot.range }
  try {
    const report = await api.call(agentOperation, asked)
    if (slot.range.start_date !== asked.start_date || slot.range.end_date !== asked.end_date) return
    slot.report = report
    slot.status = 'ready'
  } catch (error) {
    const field = fieldOf(error)
    if (field === 'start_date' || field === 'end_date') {
      slot.rangeError = { field, message: 'fund.err_date_range' }
      slot.status = slot.report ? 'ready' : 'idle'
    } else {
      slot.status = 'error'
    }
  }
}

// ---------------------------------------------------------------------------
// Transfer

/** The Transfer page: the downline to choose from and whether a withdraw password is set. */
export async function loadTransfer(selectedId: number | null = null): Promise<void> {
  const slot = store.transfer
  slot.selectedId = selectedId
  slot.done = null
  slot.serverError = ''
  slot.fieldErrors = {}
  if (slot.status !== 'ready') slot.status = 'loading'
  void loadBalance()
  try {
    const [downline, profile] = await Promise.all([
      api.call(agentDownline, { keyword: '', page: 1, count: RECORD_PAGE_MAX }),
      api.call(memberProfile, {}),
    ])
    slot.members = downline.list.map(({ id, member_account, level }) => ({ id, member_account, level }))
    slot.hasWithdrawPassword = profile.is_withdraw_password === 1
    slot.status = 'ready'
  } catch {
    slot.status = 'error'
  }
}

export async function transferToDownline(request: {
  member_id: number
  amount: number
  withdraw_password: string
}): Promise<void> {
  const slot = store.transfer
  if (slot.submitting) return
  slot.submitting = true
  slot.serverError = ''
  slot.fieldErrors = {}
  try {
    const result = await api.call(agentTransfer, request)
    const to = slot.members.find((m) => m.id === result.member_id)
    slot.done = { member_account: to?.member_account ?? '', amount: result.amount, balance: result.balance }
    void loadBalance()
  } catch (error) {
    const field = fieldOf(error)
    const code = codeOf(error)
    const lock = withdrawPasswordLockOf(error)
    if (lock) slot.fieldErrors = { withdraw_password: await siteText(...lockMessage(lock)) }
    // A 400's reason in the server's words (the page's language), or a generic one when it gave none.
    else if (field && error instanceof ApiError)
      slot.fieldErrors = { [field]: error.fieldReason || 'member_site.err_invalid' }
    else if (code === AGENT_CODE.withdrawPasswordWrong) slot.fieldErrors = { withdraw_password: agentFailure(error) }
    else if (code === AGENT_CODE.insufficient) slot.fieldErrors = { amount: agentFailure(error) }
    else slot.serverError = agentFailure(error)
  } finally {
    slot.submitting = false
  }
}

export function transferAgain(): void {
  store.transfer.done = null
}

// ---------------------------------------------------------------------------
// PerformanceSettlement

export async function loadSettlements(): Promise<void> {
  const slot = store.settlement
  if (slot.status !== 'ready') slot.status = 'loading'
  try {
    const result = await api.call(agentSettlements, {})
    slot.list = result.list
    slot.tiers = result.tiers
    slot.status = 'ready'
  } catch {
    slot.status = 'error'
  }
}

/** Settles an ended period once; a second click while it runs does nothing, and the server pays once anyway. */
export async function settlePeriod(period: string): Promise<void> {
  const slot = store.settlement
  if (slot.settling) return
  slot.settling = period
  slot.serverError = ''
  slot.justSettled = null
  try {
    const result = await api.call(agentSettle, { period })
    slot.list = slot.list.map((row) => (row.period === period ? result.settlement : row))
    slot.justSettled = { period, commission: result.settlement.commission }
    void loadBalance()
  } catch (error) {
    slot.serverError = agentFailure(error)
    if (codeOf(error) === AGENT_CODE.settled) void loadSettlements()
  } finally {
    slot.settling = null
  }
}
