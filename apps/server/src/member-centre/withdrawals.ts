import { FUND_CODE, type DwRecord } from '@lobby/api/contract'
import { maskAccountNumber, siteDate, siteDayRange } from '@lobby/domain'
import { newOrderNumber } from '../activities/deposits.ts'
import type { Db } from '../db/connection.ts'
import type { WithdrawalTable } from '../db/member-centre-schema.ts'
import { BadRequest, businessError, type BusinessError } from '../http/errors.ts'
import { isoNow } from '../members/secrets.ts'
import { InsufficientFunds, MAIN_WALLET, adjust } from '../wallet/ledger.ts'
import { bankName } from './banks.ts'
import { boundAccount } from './bank-accounts.ts'
import { withdrawLimits } from './limits.ts'

/**
 * Withdrawals. Asking holds the money at once: the main wallet is debited
 * (ledger kind `withdrawal`) in the same transaction that writes the
 * pending order, so it can neither be spent nor withdrawn twice. The
 * operator then approves (the money stays out: it went to the bank) or
 * rejects (it comes back, `withdraw_return`); the member may cancel while
 * pending (it comes back too). Each decision is one guarded update from
 * `pending`, so a decision happens once and money returns at most once.
 * One pending withdrawal per member is also a unique index.
 */

type WithdrawMember = {
  id: number
  currency: string
  wallet_status: number
}

const recordColumns = [
  'withdrawals.order_number',
  'withdrawals.amount',
  'withdrawals.status',
  'withdrawals.reason',
  'withdrawals.created_at',
  'withdrawals.decided_at',
  'bank_accounts.bank_code',
  'bank_accounts.account_number',
] as const

type RecordRow = {
  order_number: string
  amount: number
  status: WithdrawalTable['status']
  reason: string
  created_at: string
  decided_at: string | null
  bank_code: string
  account_number: string
}

/** Where a withdrawal's money goes, as members and operators read it: the bank and the masked account number. */
export function withdrawalDetail(currency: string, bankCode: string, accountNumber: string): string {
  return `${bankName(currency, bankCode) ?? bankCode} ${maskAccountNumber(accountNumber)}`
}

export function withdrawalView(row: RecordRow, currency: string): DwRecord {
  return {
    order_number: row.order_number,
    kind: 'withdrawal',
    amount: Number(row.amount),
    status: row.status,
    detail: withdrawalDetail(currency, row.bank_code, row.account_number),
    reason: row.reason,
    created_at: row.created_at,
    decided_at: row.decided_at,
  }
}

export function withdrawalRows(db: Db) {
  return db
    .selectFrom('withdrawals')
    .innerJoin('bank_accounts', 'bank_accounts.id', 'withdrawals.bank_account_id')
    .select(recordColumns)
}

export async function pendingWithdrawal(db: Db, memberId: number, currency: string): Promise<DwRecord | null> {
  const row = await withdrawalRows(db)
    .where('withdrawals.member_id', '=', memberId)
    .where('withdrawals.status', '=', 'pending')
    .executeTakeFirst()
  return row ? withdrawalView(row, currency) : null
}

/** Withdrawals asked for today (the site's day), whatever became of them but a cancel. */
export async function todayCount(db: Db, memberId: number, now = Date.now()): Promise<number> {
  const today = siteDate(now)
  const range = siteDayRange(today, today)
  if (!range.ok) return 0
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .where('status', '!=', 'cancelled')
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/**
 * What refuses a withdrawal before its withdraw password is even tried:
 * frozen (106), the limits (a 400 on `amount`). The route checks these, then
 * the password (`refuseWithdrawPassword`: 105 none, 101 wrong, 120 locked),
 * before its transaction opens; `requestWithdrawal` checks them again inside it.
 */
export function refuseWithdrawal(member: WithdrawMember, input: { amount: number }): BusinessError | undefined {
  if (member.wallet_status !== 1) return businessError(FUND_CODE.frozen, 'server.wallet.frozen')
  const limits = withdrawLimits(member.currency)
  if (input.amount < limits.min_amount || input.amount > limits.max_amount) {
    throw new BadRequest('amount', 'server.amount.between', { min: limits.min_amount, max: limits.max_amount })
  }
  return undefined
}

/**
 * Asks for a withdrawal and holds its money, its withdraw password already
 * checked. Checks in order: frozen (106), the limits (a 400 on `amount`),
 * the account is the member's (102), none pending (104), the day's count
 * (108), the balance (103).
 */
export async function requestWithdrawal(
  trx: Db,
  member: WithdrawMember,
  input: { amount: number; bank_account_id: number },
): Promise<{ record: DwRecord; balance: number } | BusinessError> {
  const refusal = refuseWithdrawal(member, input)
  if (refusal) return refusal
  const limits = withdrawLimits(member.currency)
  const account = await boundAccount(trx, member.id, input.bank_account_id)
  if (!account) return businessError(FUND_CODE.notFound, 'server.bank.not_found')
  if (await pendingWithdrawal(trx, member.id, member.currency)) {
    return businessError(FUND_CODE.pendingExists, 'server.withdraw.pending_exists')
  }
  if ((await todayCount(trx, member.id)) >= limits.daily_count_max) {
    return businessError(FUND_CODE.dailyLimit, 'server.withdraw.daily_limit', null, { max: limits.daily_count_max })
  }
  const orderNumber = newOrderNumber('W')
  const now = isoNow()
  let balance: number
  try {
    balance = await adjust(trx, member.id, MAIN_WALLET, -input.amount, 'withdrawal', `withdrawal:${orderNumber}`)
  } catch (error) {
    if (error instanceof InsufficientFunds) return businessError(FUND_CODE.insufficient, 'server.withdraw.insufficient')
    throw error
  }
  await trx
    .insertInto('withdrawals')
    .values({
      member_id: member.id,
      order_number: orderNumber,
      amount: input.amount,
      bank_account_id: account.id,
      status: 'pending',
      created_at: now,
      decided_at: null,
    })
    .execute()
  const record = withdrawalView(
    {
      order_number: orderNumber,
      amount: input.amount,
      status: 'pending',
      reason: '',
      created_at: now,
      decided_at: null,
      bank_code: account.bank_code,
      account_number: account.account_number,
    },
    member.currency,
  )
  return { record, balance }
}

export type Decision = 'approved' | 'rejected' | 'cancelled'

/**
 * Decides a pending withdrawal: one guarded update from `pending` (a second
 * decision finds nothing and answers undefined); a rejection or a cancel
 * returns the held money through the ledger in the same transaction.
 * `memberId` limits it to that member's order (the member's cancel);
 * `decidedBy` names the operator who decided (admin/withdrawals.ts).
 */
export async function decideWithdrawal(
  trx: Db,
  orderNumber: string,
  decision: Decision,
  reason = '',
  memberId?: number,
  decidedBy = '',
): Promise<{ member_id: number; amount: number; balance: number | null } | undefined> {
  let query = trx
    .updateTable('withdrawals')
    .set({ status: decision, reason, decided_at: isoNow(), decided_by: decidedBy })
    .where('order_number', '=', orderNumber)
    .where('status', '=', 'pending')
  if (memberId !== undefined) query = query.where('member_id', '=', memberId)
  const row = await query.returning(['member_id', 'amount']).executeTakeFirst()
  if (!row) return undefined
  const amount = Number(row.amount)
  const balance =
    decision === 'approved'
      ? null
      : await adjust(trx, row.member_id, MAIN_WALLET, amount, 'withdraw_return', `withdrawal:${orderNumber}`)
  return { member_id: row.member_id, amount, balance }
}

export async function withdrawalRecord(db: Db, orderNumber: string, currency: string): Promise<DwRecord | undefined> {
  const row = await withdrawalRows(db).where('withdrawals.order_number', '=', orderNumber).executeTakeFirst()
  return row ? withdrawalView(row, currency) : undefined
}
