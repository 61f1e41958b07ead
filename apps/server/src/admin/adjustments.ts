import type { AdjustmentStatus, AdminAdjustment } from '@lobby/api/contract'
import { ADMIN_MEMBERS_CODE, adjustmentThreshold } from '@lobby/api/contract'
import { sql } from 'kysely'
import { dbKind, type Db } from '../db/connection.ts'
import { businessError, type BusinessError } from '../http/errors.ts'
import { isoNow } from '../members/secrets.ts'
import { findMember } from '../members/store.ts'
import { adjust, InsufficientFunds, MAIN_WALLET } from '../wallet/ledger.ts'
import { appendAudit } from './audit.ts'
import { notFound } from './members.ts'
import type { Actor } from './operators.ts'

/**
 * Finance's manual balance adjustments (issue 24), with four eyes. An
 * adjustment credits or debits the member's main wallet through the ledger
 * (`adjust`, kind `credit`, reference `adjustment:<id>`, never below zero).
 * Up to `adjustmentThreshold(currency)` either way it applies at once; above
 * it waits, `pending`, until an operator other than the one who asked
 * approves or rejects it. The decision is a guarded update from `pending`, so
 * of two approvals at once one applies and the other finds it decided (111);
 * `request_id` is unique, so the same request twice makes one adjustment.
 * Every write is audited in the caller's transaction; the caller pushes the
 * member's balance (`pushBalance`) once it committed.
 */

export interface AdjustmentFilter {
  status: AdjustmentStatus | 'all'
  site_id?: string | undefined
  member_account?: string | undefined
  page: number
  page_size: number
}

const columns = [
  'balance_adjustments.id',
  'balance_adjustments.member_id',
  'balance_adjustments.amount',
  'balance_adjustments.reason',
  'balance_adjustments.status',
  'balance_adjustments.request_id',
  'balance_adjustments.requested_by',
  'balance_adjustments.decided_by',
  'balance_adjustments.decision_reason',
  'balance_adjustments.ledger_ref',
  'balance_adjustments.balance_after',
  'balance_adjustments.created_at',
  'balance_adjustments.decided_at',
  'members.site_id',
  'members.account',
  'members.currency',
] as const

function joined(db: Db) {
  return db.selectFrom('balance_adjustments').innerJoin('members', 'members.id', 'balance_adjustments.member_id')
}

type Row = Awaited<ReturnType<typeof selectOne>>

function selectOne(db: Db, id: number) {
  return joined(db).select(columns).where('balance_adjustments.id', '=', id).executeTakeFirstOrThrow()
}

const viewOf = (row: NonNullable<Row>): AdminAdjustment => ({
  id: Number(row.id),
  site_id: row.site_id,
  member_account: row.account,
  currency: row.currency,
  amount: Number(row.amount),
  reason: row.reason,
  status: row.status,
  requested_by: row.requested_by,
  decided_by: row.decided_by,
  decision_reason: row.decision_reason,
  ledger_ref: row.ledger_ref,
  balance_after: row.balance_after === null ? null : Number(row.balance_after),
  created_at: row.created_at,
  decided_at: row.decided_at,
})

/** What the audit log keeps of an adjustment. */
const auditState = (a: AdminAdjustment) => ({
  member_account: a.member_account,
  amount: a.amount,
  reason: a.reason,
  status: a.status,
  requested_by: a.requested_by,
  decided_by: a.decided_by,
  decision_reason: a.decision_reason,
  ledger_ref: a.ledger_ref,
  balance_after: a.balance_after,
})

/** The queue: pending first (oldest first, the order they are worked through), then the decided, newest first. */
export async function listAdjustments(
  db: Db,
  filter: AdjustmentFilter,
): Promise<{ list: AdminAdjustment[]; total_count: number }> {
  let query = joined(db)
  if (filter.status !== 'all') query = query.where('balance_adjustments.status', '=', filter.status)
  if (filter.site_id !== undefined) query = query.where('members.site_id', '=', filter.site_id)
  if (filter.member_account !== undefined)
    query = query.where('members.account', '=', filter.member_account.trim().toLowerCase())
  const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  const rows = await query
    .select(columns)
    .orderBy(sql`case when ${sql.ref('balance_adjustments.status')} = 'pending' then 0 else 1 end`)
    .orderBy(
      sql`case when ${sql.ref('balance_adjustments.status')} = 'pending' then ${sql.ref('balance_adjustments.id')} else -${sql.ref('balance_adjustments.id')} end`,
    )
    .limit(filter.page_size)
    .offset((filter.page - 1) * filter.page_size)
    .execute()
  return { list: rows.map(viewOf), total_count: Number(total.n) }
}

export interface AdjustmentRequest {
  site_id: string
  member_account: string
  amount: number
  reason: string
  request_id: string
}

export interface AdjustmentOutcome {
  adjustment: AdminAdjustment
  member_id: number
  /** The money moved in this call: the caller pushes the member's balance once committed. */
  applied: boolean
}

const belowZero = () => businessError(ADMIN_MEMBERS_CODE.belowZero, 'server.admin.adjustment_below_zero')

/** Applies a pending or new adjustment through the ledger; 113 (nothing written by it) when a debit would go below zero. */
async function applyTo(
  trx: Db,
  memberId: number,
  id: number,
  amount: number,
): Promise<{ ref: string; balance: number } | BusinessError> {
  const ref = `adjustment:${id}`
  try {
    return { ref, balance: await adjust(trx, memberId, MAIN_WALLET, amount, 'credit', ref) }
  } catch (error) {
    // The guarded update changed nothing and no ledger row was written: the refusal rolls the call back.
    if (error instanceof InsufficientFunds) return belowZero()
    throw error
  }
}

/** How long adjustments one operator applied alone count against the threshold. */
export const AT_ONCE_WINDOW_MS = 24 * 60 * 60_000

/**
 * What `requester` applied without a second operator in `currency` over the last AT_ONCE_WINDOW_MS, in minor
 * units either way (credits and debits both count): the threshold bounds that total, not each request, so ten
 * requests of the threshold each cannot move ten times it alone. On PostgreSQL a transaction-scoped lock on the
 * requester serialises its requests (SQLite's writer lock already does).
 */
async function appliedAtOnceBy(trx: Db, requester: string, currency: string, now: string): Promise<number> {
  if (dbKind(trx) === 'postgres')
    await sql`select pg_advisory_xact_lock(hashtext(${`adjustments:${requester}`}))`.execute(trx)
  const since = new Date(Date.parse(now) - AT_ONCE_WINDOW_MS).toISOString()
  const row = await trx
    .selectFrom('balance_adjustments')
    .innerJoin('members', 'members.id', 'balance_adjustments.member_id')
    .select((eb) => eb.fn.sum<string | number | null>(sql`abs(balance_adjustments.amount)`).as('total'))
    .where('balance_adjustments.requested_by', '=', requester)
    .where('balance_adjustments.status', '=', 'applied')
    .where('balance_adjustments.decided_by', '=', '')
    .where('balance_adjustments.created_at', '>', since)
    .where('members.currency', '=', currency)
    .executeTakeFirst()
  return Number(row?.total ?? 0)
}

/**
 * Asks for an adjustment as `actor`, in `trx`. The same `request_id` again answers the adjustment it made (114
 * when the request differs). While what `actor` applied alone in the currency over the last 24 hours, this one
 * included, stays at or below the threshold it applies now; above it waits for another operator. A
 * debit the balance cannot cover is refused (113) either way.
 */
export async function requestAdjustment(
  trx: Db,
  actor: Actor,
  input: AdjustmentRequest,
): Promise<AdjustmentOutcome | BusinessError> {
  const member = await findMember(trx, input.site_id, input.member_account)
  if (!member) return notFound()
  const known = await trx
    .selectFrom('balance_adjustments')
    .select(['id', 'member_id', 'amount', 'reason'])
    .where('request_id', '=', input.request_id)
    .executeTakeFirst()
  if (known) {
    const same = known.member_id === member.id && Number(known.amount) === input.amount && known.reason === input.reason
    if (!same) return businessError(ADMIN_MEMBERS_CODE.requestIdReused, 'server.admin.adjustment_request_reused')
    return { adjustment: viewOf(await selectOne(trx, Number(known.id))), member_id: member.id, applied: false }
  }
  if (input.amount < 0 && Number(member.cash) + input.amount < 0) return belowZero()
  const now = isoNow()
  const atOnce =
    (await appliedAtOnceBy(trx, actor.account, member.currency, now)) + Math.abs(input.amount) <=
    adjustmentThreshold(member.currency)
  const inserted = await trx
    .insertInto('balance_adjustments')
    .values({
      member_id: member.id,
      amount: input.amount,
      reason: input.reason,
      status: 'pending',
      request_id: input.request_id,
      requested_by: actor.account,
      balance_after: null,
      created_at: now,
      decided_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const id = Number(inserted.id)
  if (atOnce) {
    const applied = await applyTo(trx, member.id, id, input.amount)
    if (!('ref' in applied)) return applied
    await trx
      .updateTable('balance_adjustments')
      .set({ status: 'applied', ledger_ref: applied.ref, balance_after: applied.balance, decided_at: now })
      .where('id', '=', id)
      .execute()
  }
  const adjustment = viewOf(await selectOne(trx, id))
  await appendAudit(trx, actor, {
    action: atOnce ? 'adjustment.apply' : 'adjustment.request',
    targetKind: 'adjustment',
    targetId: String(id),
    before: null,
    after: auditState(adjustment),
  })
  return { adjustment, member_id: member.id, applied: atOnce }
}

/**
 * What hands one operator another's credentials (the generated password, the second factor's secret, both
 * answered once to whoever made the change): creating the account, resetting its password or second factor.
 */
export const CREDENTIAL_ACTIONS = ['operator.create', 'operator.password_reset', 'operator.totp_reset'] as const

/**
 * Whether `holder` has ever held `account`'s credentials, as the audit log (which nobody can edit) records: an
 * account an owner made or reset is that owner's puppet as far as four eyes go, whoever signs in with it now.
 */
export async function credentialsHeldBy(db: Db, account: string, holder: string): Promise<boolean> {
  const entry = await db
    .selectFrom('audit_log')
    .select('id')
    .where('operator', '=', holder)
    .where('target_kind', '=', 'operator')
    .where('target_id', '=', account)
    .where('action', 'in', [...CREDENTIAL_ACTIONS])
    .limit(1)
    .executeTakeFirst()
  return entry !== undefined
}

export interface AdjustmentDecision {
  id: number
  decision: 'approve' | 'reject'
  reason: string
}

/**
 * Decides a pending adjustment as `actor`, in `trx`: approving applies it through the ledger, rejecting records
 * why. 110 no such adjustment, 111 not pending, 112 the actor asked for it (four eyes), 115 the actor's account
 * was made or reset by the one who asked (`credentialsHeldBy`: may reject, not approve), 113 the debit would now go
 * below zero (it stays pending). The guarded update from `pending` makes a second decision find nothing (111).
 */
export async function decideAdjustment(
  trx: Db,
  actor: Actor,
  input: AdjustmentDecision,
): Promise<AdjustmentOutcome | BusinessError> {
  const row = await joined(trx).select(columns).where('balance_adjustments.id', '=', input.id).executeTakeFirst()
  if (!row) return businessError(ADMIN_MEMBERS_CODE.adjustmentNotFound, 'server.admin.adjustment_not_found')
  const before = viewOf(row)
  const notPending = () => businessError(ADMIN_MEMBERS_CODE.adjustmentNotPending, 'server.admin.adjustment_not_pending')
  if (before.status !== 'pending') return notPending()
  if (before.requested_by === actor.account)
    return businessError(ADMIN_MEMBERS_CODE.ownAdjustment, 'server.admin.adjustment_own_request')
  if (input.decision === 'approve' && (await credentialsHeldBy(trx, actor.account, before.requested_by)))
    return businessError(
      ADMIN_MEMBERS_CODE.approverMadeByRequester,
      'server.admin.adjustment_approver_made_by_requester',
    )
  const now = isoNow()
  const status = input.decision === 'approve' ? 'applied' : 'rejected'
  // Claimed first: of two decisions at once, the second updates nothing (on PostgreSQL it waits for the first).
  const claimed = await trx
    .updateTable('balance_adjustments')
    .set({
      status,
      decided_by: actor.account,
      decision_reason: input.decision === 'reject' ? input.reason : '',
      decided_at: now,
    })
    .where('id', '=', input.id)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  if (Number(claimed.numUpdatedRows) !== 1) return notPending()
  if (input.decision === 'approve') {
    const applied = await applyTo(trx, Number(row.member_id), input.id, before.amount)
    if (!('ref' in applied)) return applied
    await trx
      .updateTable('balance_adjustments')
      .set({ ledger_ref: applied.ref, balance_after: applied.balance })
      .where('id', '=', input.id)
      .execute()
  }
  const adjustment = viewOf(await selectOne(trx, input.id))
  await appendAudit(trx, actor, {
    action: input.decision === 'approve' ? 'adjustment.approve' : 'adjustment.reject',
    targetKind: 'adjustment',
    targetId: String(input.id),
    before: auditState(before),
    after: auditState(adjustment),
  })
  return { adjustment, member_id: Number(row.member_id), applied: input.decision === 'approve' }
}
