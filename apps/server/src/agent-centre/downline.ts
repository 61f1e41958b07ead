import type { DownlineMember } from '@lobby/api/contract'
import { sql } from 'kysely'
import type { Db } from '../db/connection.ts'

/**
 * An agent's downline: the members registered through the agent (level 1),
 * the members registered through those (level 2), and so on, from
 * `member_registrations.agent_id`, as one recursive query (SQLite and
 * PostgreSQL both run `WITH RECURSIVE`). Ten levels at most: a chain longer
 * than that is cut rather than followed forever.
 */
export const DOWNLINE_DEPTH = 10

export interface DownlineRow {
  id: number
  level: number
}

const downline = (agentId: number) => sql`
    WITH RECURSIVE downline(id, level) AS (
      SELECT member_id, 1 FROM member_registrations WHERE agent_id = ${agentId}
      UNION ALL
      SELECT r.member_id, d.level + 1
        FROM member_registrations r JOIN downline d ON r.agent_id = d.id
       WHERE d.level < ${DOWNLINE_DEPTH}
    )`

export async function downlineOf(db: Db, agentId: number): Promise<DownlineRow[]> {
  const result = await sql<{ id: number; level: number }>`
    ${downline(agentId)}
    SELECT id, MIN(level) AS level FROM downline WHERE id <> ${agentId} GROUP BY id`.execute(db)
  return result.rows.map((r) => ({ id: Number(r.id), level: Number(r.level) }))
}

/** How many members the downline holds, how many of them are level 1, and how many are agents: counted by the database. */
export async function downlineCounts(
  db: Db,
  agentId: number,
): Promise<{ downline: number; direct: number; agents: number }> {
  const result = await sql<{ downline: number; direct: number; agents: number }>`
    ${downline(agentId)}
    SELECT COUNT(DISTINCT d.id) AS downline,
           COUNT(DISTINCT CASE WHEN d.level = 1 THEN d.id END) AS direct,
           COUNT(DISTINCT CASE WHEN m.is_agent = 1 THEN d.id END) AS agents
      FROM downline d JOIN members m ON m.id = d.id
     WHERE d.id <> ${agentId}`.execute(db)
  const row = result.rows[0]
  return { downline: Number(row?.downline ?? 0), direct: Number(row?.direct ?? 0), agents: Number(row?.agents ?? 0) }
}

/**
 * The downline's member ids as a subquery, for `where('id', 'in', downlineIds(agentId))`: the database walks the
 * line, however long, and no id list passes through the server (or past a statement's parameter limit).
 */
export function downlineIds(agentId: number) {
  return sql<number>`(${downline(agentId)} SELECT id FROM downline WHERE id <> ${agentId})`
}

/** The downline as a map of member id → level. */
export async function downlineLevels(db: Db, agentId: number): Promise<Map<number, number>> {
  return new Map((await downlineOf(db, agentId)).map((r) => [r.id, r.level]))
}

/** The downline members' rows for the list and the tree, with how many registered under each. */
export async function downlineMembers(
  db: Db,
  levels: Map<number, number>,
  ids: readonly number[],
): Promise<DownlineMember[]> {
  if (ids.length === 0) return []
  const rows = await db
    .selectFrom('members')
    .select((eb) => [
      'members.id',
      'members.account',
      'members.is_agent',
      'members.created_at',
      'members.last_login_at',
      eb
        .selectFrom('member_registrations')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('member_registrations.agent_id', '=', 'members.id')
        .as('children_count'),
    ])
    .where('members.id', 'in', [...ids])
    .execute()
  const byId = new Map(rows.map((r) => [r.id, r]))
  return ids.flatMap((id) => {
    const r = byId.get(id)
    if (!r) return []
    return [
      {
        id: r.id,
        member_account: r.account,
        level: levels.get(id) ?? 1,
        is_agent: r.is_agent === 1 ? (1 as const) : (0 as const),
        created_at: r.created_at,
        last_login_at: r.last_login_at,
        children_count: Number(r.children_count ?? 0),
      },
    ]
  })
}

/** One page of the downline, newest first, filtered by account (case-insensitive substring). */
export async function downlinePage(
  db: Db,
  agentId: number,
  input: { keyword: string; page: number; count: number },
): Promise<{ list: DownlineMember[]; total_count: number }> {
  const levels = await downlineLevels(db, agentId)
  if (levels.size === 0) return { list: [], total_count: 0 }
  let query = db.selectFrom('members').where('id', 'in', [...levels.keys()])
  const keyword = input.keyword.trim().toLowerCase()
  if (keyword !== '') query = query.where('account', 'like', `%${keyword.replace(/[%_\\]/g, '')}%`)
  const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  const ids = await query
    .select('id')
    .orderBy('id', 'desc')
    .limit(input.count)
    .offset((input.page - 1) * input.count)
    .execute()
  return {
    list: await downlineMembers(
      db,
      levels,
      ids.map((r) => r.id),
    ),
    total_count: Number(total.n),
  }
}

/** The children of one node of the agent's tree (the agent's own with `parentId` undefined); undefined when the node is not in the downline. */
export async function treeChildren(
  db: Db,
  agentId: number,
  parentId: number | undefined,
): Promise<DownlineMember[] | undefined> {
  const levels = await downlineLevels(db, agentId)
  const parent = parentId ?? agentId
  if (parentId !== undefined && !levels.has(parentId)) return undefined
  const children = await db
    .selectFrom('member_registrations')
    .select('member_id')
    .where('agent_id', '=', parent)
    .orderBy('member_id')
    .execute()
  const ids = children.map((c) => c.member_id).filter((id) => levels.has(id))
  return downlineMembers(db, levels, ids)
}
