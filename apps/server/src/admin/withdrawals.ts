import type { AdminWithdrawal } from '@lobby/api/contract'
import { ADMIN_CODE } from '@lobby/api/contract'
import type { WithdrawalStatus } from '@lobby/domain'
import type { Server as HttpServer } from 'node:http'
import type { Db } from '../db/connection.ts'
import { businessError, type BusinessError } from '../http/errors.ts'
import { decideWithdrawal, withdrawalDetail } from '../member-centre/withdrawals.ts'
import { emitMemberEvent } from '../realtime/member-events.ts'
import { balances } from '../wallet/ledger.ts'
import { appendAudit } from './audit.ts'
import type { Actor } from './operators.ts'

/**
 * The withdrawal queue and its decisions: the one code path for the
 * console's finance operators and the development hook
 * (`/api/dev/withdrawals/decide`, which decides as `dev-hook`). A decision is
 * the member centre's guarded update from `pending` (a second decision finds
 * nothing: 105), the money returned through the ledger on a rejection, and
 * the audit entry, all in the caller's transaction; the member's balance is
 * pushed (`member.cash`) once it committed.
 */

export interface WithdrawalFilter {
  status: WithdrawalStatus | 'all'
  site_id?: string | undefined
  member_account?: string | undefined
  page: number
  page_size: number
}

function queue(db: Db, filter: Omit<WithdrawalFilter, 'page' | 'page_size'>) {
  let query = db
    .selectFrom('withdrawals')
    .innerJoin('members', 'members.id', 'withdrawals.member_id')
    .innerJoin('bank_accounts', 'bank_accounts.id', 'withdrawals.bank_account_id')
  if (filter.status !== 'all') query = query.where('withdrawals.status', '=', filter.status)
  if (filter.site_id !== undefined) query = query.where('members.site_id', '=', filter.site_id)
  if (filter.member_account !== undefined)
    query = query.where('members.account', '=', filter.member_account.toLowerCase())
  return query
}

/** The queue, oldest first (the order they are worked through), a page at a time. */
export async function listWithdrawals(
  db: Db,
  filter: WithdrawalFilter,
): Promise<{ list: AdminWithdrawal[]; total_count: number }> {
  const total = await queue(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  const rows = await queue(db, filter)
    .select([
      'withdrawals.order_number',
      'withdrawals.amount',
      'withdrawals.status',
      'withdrawals.reason',
      'withdrawals.created_at',
      'withdrawals.decided_at',
      'withdrawals.decided_by',
      'members.site_id',
      'members.account',
      'members.currency',
      'bank_accounts.bank_code',
      'bank_accounts.account_number',
    ])
    .orderBy('withdrawals.id')
    .limit(filter.page_size)
    .offset((filter.page - 1) * filter.page_size)
    .execute()
  return {
    list: rows.map((row) => ({
      order_number: row.order_number,
      site_id: row.site_id,
      member_account: row.account,
      currency: row.currency,
      amount: Number(row.amount),
      status: row.status,
      detail: withdrawalDetail(row.currency, row.bank_code, row.account_number),
      reason: row.reason,
      created_at: row.created_at,
      decided_at: row.decided_at,
      decided_by: row.decided_by,
    })),
    total_count: Number(total.n),
  }
}

export interface WithdrawalDecision {
  order_number: string
  decision: 'approve' | 'reject'
  reason: string
}

export interface DecidedWithdrawal {
  order_number: string
  status: 'approved' | 'rejected'
  member_account: string
  member_id: number
  amount: number
  balance: number | null
}

/**
 * Decides a pending withdrawal as `actor`, in `trx`: the decision, the money
 * back on a rejection, the audit entry with the order before and after.
 * 105 when it is not pending. Once committed, the caller pushes the
 * member's balance (`pushBalance`) when the money came back.
 */
export async function decideAsOperator(
  trx: Db,
  actor: Actor,
  input: WithdrawalDecision,
): Promise<DecidedWithdrawal | BusinessError> {
  const before = await trx
    .selectFrom('withdrawals')
    .innerJoin('members', 'members.id', 'withdrawals.member_id')
    .select([
      'withdrawals.status',
      'withdrawals.amount',
      'withdrawals.reason',
      'withdrawals.decided_at',
      'withdrawals.decided_by',
      'members.account',
    ])
    .where('withdrawals.order_number', '=', input.order_number)
    .executeTakeFirst()
  if (!before || before.status !== 'pending') return businessError(ADMIN_CODE.notPending, 'server.admin.not_pending')
  const status = input.decision === 'approve' ? 'approved' : 'rejected'
  const done = await decideWithdrawal(trx, input.order_number, status, input.reason, undefined, actor.account)
  if (!done) return businessError(ADMIN_CODE.notPending, 'server.admin.not_pending')
  const after = await trx
    .selectFrom('withdrawals')
    .select(['status', 'reason', 'decided_at', 'decided_by'])
    .where('order_number', '=', input.order_number)
    .executeTakeFirstOrThrow()
  await appendAudit(trx, actor, {
    action: `withdrawal.${input.decision}`,
    targetKind: 'withdrawal',
    targetId: input.order_number,
    before: {
      member_account: before.account,
      amount: Number(before.amount),
      status: before.status,
      reason: before.reason,
      decided_at: before.decided_at,
      decided_by: before.decided_by,
    },
    after: {
      member_account: before.account,
      amount: Number(before.amount),
      ...after,
      ...(done.balance === null ? {} : { member_balance: done.balance }),
    },
  })
  return {
    order_number: input.order_number,
    status,
    member_account: before.account,
    member_id: done.member_id,
    amount: done.amount,
    balance: done.balance,
  }
}

/** Pushes the member's committed balance (`member.cash`); read on `db`, after the decision's transaction. */
export async function pushBalance(server: HttpServer, db: Db, memberId: number): Promise<void> {
  emitMemberEvent(server, memberId, 'member.cash', await balances(db, memberId))
}
