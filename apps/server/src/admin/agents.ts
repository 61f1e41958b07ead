import {
  ADMIN_AGENTS_CODE,
  type AdminAgent,
  type AdminAgentApplication,
  type DownlineMember,
  type Settlement,
} from '@lobby/api/contract'
import { commissionTiers } from '@lobby/domain'
import type { Db } from '../db/connection.ts'
import { downlineCounts, treeChildren } from '../agent-centre/downline.ts'
import { settlementList } from '../agent-centre/settlement.ts'
import { BadRequest, businessError, type BusinessError } from '../http/errors.ts'
import { isoNow } from '../members/secrets.ts'
import { findMember } from '../members/store.ts'
import { appendAudit } from './audit.ts'
import type { Actor } from './operators.ts'

/**
 * The agent desk (issue 24): the applications queue and its decisions, an
 * agent's tree and settlements. The one code path for the console and the
 * dev hook (`/api/dev/agent-applications/decide`, which decides as
 * `dev-hook`). A decision is a guarded update from `pending` (a second one
 * finds nothing: 160), the member made an active agent on approval, and the
 * audit entry, all in the caller's transaction; the caller pushes the
 * applicant `profile.updated` once it committed. The tree and settlements
 * are what the agent centre itself computes (agent-centre/*.ts), read-only.
 */

type ApplicationStatus = AdminAgentApplication['status']

export interface ApplicationFilter {
  status: ApplicationStatus | 'all'
  site_id?: string | undefined
  member_account?: string | undefined
  page: number
  page_size: number
}

function applications(db: Db, filter: Omit<ApplicationFilter, 'page' | 'page_size'>) {
  let query = db.selectFrom('agent_applications').innerJoin('members', 'members.id', 'agent_applications.member_id')
  if (filter.status !== 'all') query = query.where('agent_applications.status', '=', filter.status)
  if (filter.site_id !== undefined) query = query.where('members.site_id', '=', filter.site_id)
  if (filter.member_account !== undefined) {
    query = query.where('members.account', '=', filter.member_account.toLowerCase())
  }
  return query
}

const APPLICATION_COLUMNS = [
  'agent_applications.id',
  'agent_applications.member_id',
  'agent_applications.reason',
  'agent_applications.status',
  'agent_applications.created_at',
  'agent_applications.decided_at',
  'agent_applications.decided_by',
  'agent_applications.decision_reason',
  'members.site_id',
  'members.account',
  'members.currency',
] as const

type ApplicationRow = {
  id: number
  reason: string
  status: ApplicationStatus
  created_at: string
  decided_at: string | null
  decided_by: string
  decision_reason: string
  site_id: string
  account: string
  currency: string
}

const applicationView = (row: ApplicationRow): AdminAgentApplication => ({
  id: Number(row.id),
  site_id: row.site_id,
  member_account: row.account,
  currency: row.currency,
  reason: row.reason,
  status: row.status,
  created_at: row.created_at,
  decided_at: row.decided_at,
  decided_by: row.decided_by,
  decision_reason: row.decision_reason,
})

/** The queue: pending first (oldest first), then the decided ones newest first. */
export async function listApplications(
  db: Db,
  filter: ApplicationFilter,
): Promise<{ list: AdminAgentApplication[]; total_count: number }> {
  const total = await applications(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  const rows = await applications(db, filter)
    .select(APPLICATION_COLUMNS)
    .select((eb) => eb.case().when('agent_applications.status', '=', 'pending').then(0).else(1).end().as('decided'))
    .orderBy('decided')
    .orderBy((eb) =>
      eb.case().when('agent_applications.status', '=', 'pending').then(eb.ref('agent_applications.id')).else(0).end(),
    )
    .orderBy('agent_applications.id', 'desc')
    .limit(filter.page_size)
    .offset((filter.page - 1) * filter.page_size)
    .execute()
  return { list: rows.map(applicationView), total_count: Number(total.n) }
}

async function applicationById(db: Db, id: number) {
  return db
    .selectFrom('agent_applications')
    .innerJoin('members', 'members.id', 'agent_applications.member_id')
    .select([...APPLICATION_COLUMNS, 'members.is_agent', 'members.agent_active'])
    .where('agent_applications.id', '=', id)
    .executeTakeFirst()
}

/** The pending application of a member, if any (the dev hook decides by member). */
export async function pendingApplicationOf(db: Db, memberId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('agent_applications')
    .select('id')
    .where('member_id', '=', memberId)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  return row === undefined ? undefined : Number(row.id)
}

export interface ApplicationDecision {
  id: number
  decision: 'approve' | 'reject'
  reason: string
}

export interface DecidedApplication {
  application: AdminAgentApplication
  member_id: number
}

/**
 * Decides a pending application as `actor`, in `trx`: the guarded update,
 * on approval the member made an active agent (`is_agent` 1, `agent_active`
 * 1: what the agent centre reads), the audit entry with the application and
 * the member's agent flags before and after. 160 when it is not pending; an
 * unknown `id` is a 400 naming it. The caller pushes `profile.updated` to
 * the member once committed (`pushApplicant`).
 */
export async function decideApplication(
  trx: Db,
  actor: Actor,
  input: ApplicationDecision,
): Promise<DecidedApplication | BusinessError> {
  const before = await applicationById(trx, input.id)
  if (!before) throw new BadRequest('id', 'server.admin.unknown_application')
  const notPending = () => businessError(ADMIN_AGENTS_CODE.notPending, 'server.admin.agent_not_pending')
  if (before.status !== 'pending') return notPending()
  const status = input.decision === 'approve' ? 'approved' : 'rejected'
  const decided = await trx
    .updateTable('agent_applications')
    .set({ status, decided_at: isoNow(), decided_by: actor.account, decision_reason: input.reason })
    .where('id', '=', input.id)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  if (Number(decided.numUpdatedRows) !== 1) return notPending()
  if (status === 'approved') {
    await trx.updateTable('members').set({ is_agent: 1, agent_active: 1 }).where('id', '=', before.member_id).execute()
  }
  const after = await applicationById(trx, input.id)
  if (!after) throw new Error('the decided application is gone')
  const state = (row: NonNullable<typeof after>) => ({
    member_account: row.account,
    status: row.status,
    decided_at: row.decided_at,
    decided_by: row.decided_by,
    decision_reason: row.decision_reason,
    is_agent: row.is_agent,
    agent_active: row.agent_active,
  })
  await appendAudit(trx, actor, {
    action: `agent_application.${input.decision}`,
    targetKind: 'agent_application',
    targetId: String(input.id),
    before: state(before),
    after: state(after),
  })
  return { application: applicationView(after), member_id: before.member_id }
}

// ---------------------------------------------------------------------------
// Agents, their tree and settlements (read-only)

interface AgentRow {
  id: number
  site_id: string
  account: string
  currency: string
  agent_active: number
  created_at: string
}

async function agentView(db: Db, row: AgentRow): Promise<AdminAgent> {
  const counts = await downlineCounts(db, row.id)
  return {
    id: row.id,
    site_id: row.site_id,
    account: row.account,
    currency: row.currency,
    agent_active: row.agent_active === 1 ? 1 : 0,
    direct_count: counts.direct,
    downline_count: counts.downline,
    sub_agent_count: counts.agents,
    created_at: row.created_at,
  }
}

/** A site's agents whose account contains `query`, newest first, each with its downline's counts. */
export async function listAgents(
  db: Db,
  input: { site_id: string; query: string; page: number; page_size: number },
): Promise<{ list: AdminAgent[]; total_count: number }> {
  let query = db.selectFrom('members').where('site_id', '=', input.site_id).where('is_agent', '=', 1)
  const text = input.query.toLowerCase().replace(/[%_\\]/g, '')
  if (text !== '') query = query.where('account', 'like', `%${text}%`)
  const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  const rows = await query
    .select(['id', 'site_id', 'account', 'currency', 'agent_active', 'created_at'])
    .orderBy('id', 'desc')
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size)
    .execute()
  const list: AdminAgent[] = []
  for (const row of rows) list.push(await agentView(db, row))
  return { list, total_count: Number(total.n) }
}

const agentNotFound = () => businessError(ADMIN_AGENTS_CODE.agentNotFound, 'server.admin.agent_not_found')

async function findAgent(db: Db, siteId: string, account: string) {
  const member = await findMember(db, siteId, account)
  return member && member.is_agent === 1 ? member : undefined
}

/** One level of the agent's tree: its own members, or those of `parent_id` in its downline. 161, 162. */
export async function agentTree(
  db: Db,
  input: { site_id: string; agent_account: string; parent_id?: number | undefined },
): Promise<{ agent: AdminAgent; nodes: DownlineMember[] } | BusinessError> {
  const member = await findAgent(db, input.site_id, input.agent_account)
  if (!member) return agentNotFound()
  const nodes = await treeChildren(db, member.id, input.parent_id)
  if (!nodes) return businessError(ADMIN_AGENTS_CODE.notDownline, 'server.admin.agent_not_downline')
  return { agent: await agentView(db, member), nodes }
}

/** The agent centre's settlement list for the agent (the last six site months) and its rate table. 161. */
export async function agentSettlementsOf(
  db: Db,
  input: { site_id: string; agent_account: string },
): Promise<
  | { agent: AdminAgent; list: Settlement[]; tiers: { min_net: number; min_active: number; rate_bp: number }[] }
  | BusinessError
> {
  const member = await findAgent(db, input.site_id, input.agent_account)
  if (!member) return agentNotFound()
  return {
    agent: await agentView(db, member),
    list: await settlementList(db, member),
    tiers: commissionTiers(member.currency),
  }
}
