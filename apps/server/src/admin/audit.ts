import type { AuditEntry } from '@lobby/api/contract'
import type { Db } from '../db/connection.ts'
import { isoNow } from '../members/secrets.ts'
import type { Actor } from './operators.ts'

/**
 * The audit log (issue 24): every operator write appends who, what, the
 * target before and after, when and from which address, with the same
 * transaction handle as the change, so the entry exists exactly when the
 * change does. The table refuses updates and deletes itself (migration
 * 0023-operators), so it can be searched and never edited.
 */

export type AuditState = Record<string, unknown> | null

export interface AuditRecord {
  action: string
  targetKind: string
  targetId: string
  before: AuditState
  after: AuditState
}

export async function appendAudit(db: Db, actor: Actor, record: AuditRecord): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      operator: actor.account,
      role: actor.role,
      action: record.action,
      target_kind: record.targetKind,
      target_id: record.targetId,
      before: record.before === null ? null : JSON.stringify(record.before),
      after: record.after === null ? null : JSON.stringify(record.after),
      ip: actor.ip,
      created_at: isoNow(),
    })
    .execute()
}

export interface AuditFilter {
  operator?: string | undefined
  action?: string | undefined
  target_id?: string | undefined
  from?: string | undefined
  to?: string | undefined
  page: number
  page_size: number
}

const parseState = (text: string | null): AuditState => (text === null ? null : (JSON.parse(text) as AuditState))

/** The log, newest first, filtered; `action` without a dot matches its whole area. */
export async function searchAudit(db: Db, filter: AuditFilter): Promise<{ list: AuditEntry[]; total_count: number }> {
  let query = db.selectFrom('audit_log')
  if (filter.operator !== undefined) query = query.where('operator', '=', filter.operator.toLowerCase())
  if (filter.action !== undefined) {
    const action = filter.action
    query = action.includes('.')
      ? query.where('action', '=', action)
      : query.where((eb) => eb.or([eb('action', '=', action), eb('action', 'like', `${action}.%`)]))
  }
  if (filter.target_id !== undefined) query = query.where('target_id', '=', filter.target_id)
  if (filter.from !== undefined) query = query.where('created_at', '>=', filter.from)
  if (filter.to !== undefined) query = query.where('created_at', '<', filter.to)
  const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  const rows = await query
    .selectAll()
    .orderBy('id', 'desc')
    .limit(filter.page_size)
    .offset((filter.page - 1) * filter.page_size)
    .execute()
  return {
    list: rows.map((row) => ({
      id: Number(row.id),
      operator: row.operator,
      role: row.role,
      action: row.action,
      target_kind: row.target_kind,
      target_id: row.target_id,
      before: parseState(row.before),
      after: parseState(row.after),
      ip: row.ip,
      created_at: row.created_at,
    })),
    total_count: Number(total.n),
  }
}
