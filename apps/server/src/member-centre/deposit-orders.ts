import { FUND_CODE, type DepositChannel } from '@lobby/api/contract'
import { DEPOSIT_ORDER_LIFETIME_MS } from '@lobby/domain'
import { createHash, randomBytes } from 'node:crypto'
import { depositTimes, newOrderNumber } from '../activities/deposits.ts'
import type { Db } from '../db/connection.ts'
import { BadRequest, businessError, type BusinessError } from '../http/errors.ts'
import { isoNow } from '../members/secrets.ts'
import { rewardReferrer } from '../recommend/rewards.ts'
import { refuseDeposit } from '../responsible-gambling/deposit-limit.ts'
import { MAIN_WALLET, adjust } from '../wallet/ledger.ts'
import { needsDepositVerification } from './bank-accounts.ts'

/**
 * Deposit orders. The member opens one on a channel; only a verified payment
 * callback pays it (src/payments/desk.ts: the provider's, or in sandbox mode
 * the one the house cashier `/house/cashier/{order}` signs). Paying is one
 * guarded update from `pending` to `completed` plus the ledger credit, in one
 * transaction: an order is credited once however often it is reported.
 */

type ChannelRow = DepositChannel & { sort: number }

export function openChannels(db: Db, siteId: string, currency: string): Promise<ChannelRow[]> {
  return db
    .selectFrom('deposit_channels')
    .select(['id', 'name', 'kind', 'min_amount', 'max_amount', 'sort'])
    .where('site_id', '=', siteId)
    .where('currency', '=', currency)
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((r) => ({ ...r, min_amount: Number(r.min_amount), max_amount: Number(r.max_amount) })))
}

export const payTokenHash = (token: string) => createHash('sha256').update(token).digest('hex')
export const cashierUrl = (orderNumber: string, token: string) =>
  `/house/cashier/${encodeURIComponent(orderNumber)}?token=${encodeURIComponent(token)}`

/**
 * `LOBBY_PAYMENT_PAGE_URL`: the payment provider's hosted page for an order, an https template with
 * `{order}` (and optionally `{amount}`, minor units, and `{currency}`), each filled URL-encoded.
 */
export function payPageUrl(template: string, order: { order_number: string; amount: number; currency: string }) {
  return template
    .replaceAll('{order}', encodeURIComponent(order.order_number))
    .replaceAll('{amount}', String(order.amount))
    .replaceAll('{currency}', encodeURIComponent(order.currency))
}

export interface OpenedOrder {
  order_number: string
  amount: number
  pay_url: string
  expires_at: string
}

type DepositMember = {
  id: number
  site_id: string
  currency: string
  wallet_status: number
  need_bank_account_deposit_verified: number
}

/**
 * Opens a pending order; 102 unknown or closed channel, 106 frozen, 107 a verified bank account is needed first, 170
 * more than a deposit limit leaves (counted in this transaction, with the member's deposit orders waiting for it).
 */
export async function openOrder(
  trx: Db,
  member: DepositMember,
  input: { channel_id: number; amount: number },
  now = Date.now(),
  /** The provider's page template (`payPageUrl`); without it the order is paid on the house cashier (sandbox). */
  payPage?: string,
): Promise<OpenedOrder | BusinessError> {
  if (member.wallet_status !== 1) return businessError(FUND_CODE.frozen, 'server.wallet.frozen')
  if (await needsDepositVerification(trx, member)) {
    return businessError(FUND_CODE.bankVerificationNeeded, 'server.deposit.bank_needed')
  }
  const channel = (await openChannels(trx, member.site_id, member.currency)).find((c) => c.id === input.channel_id)
  if (!channel) return businessError(FUND_CODE.notFound, 'server.deposit.channel_not_found')
  if (input.amount < channel.min_amount || input.amount > channel.max_amount) {
    throw new BadRequest('amount', 'server.amount.between', { min: channel.min_amount, max: channel.max_amount })
  }
  const limited = await refuseDeposit(trx, member, input.amount, now)
  if (limited) return limited
  const token = randomBytes(24).toString('base64url')
  const orderNumber = newOrderNumber()
  const expiresAt = new Date(now + DEPOSIT_ORDER_LIFETIME_MS).toISOString()
  await trx
    .insertInto('deposits')
    .values({
      member_id: member.id,
      order_number: orderNumber,
      amount: input.amount,
      status: 'pending',
      created_at: new Date(now).toISOString(),
      channel_id: channel.id,
      expires_at: expiresAt,
      completed_at: null,
      pay_token_hash: payTokenHash(token),
    })
    .execute()
  return {
    order_number: orderNumber,
    amount: input.amount,
    pay_url:
      payPage === undefined
        ? cashierUrl(orderNumber, token)
        : payPageUrl(payPage, { order_number: orderNumber, amount: input.amount, currency: member.currency }),
    expires_at: expiresAt,
  }
}

export interface CashierOrder {
  order_number: string
  member_id: number
  amount: number
  status: string
  expires_at: string | null
  channel: string
  currency: string
}

/** The order a cashier token opens, or undefined for a wrong order or token. */
export async function cashierOrder(db: Db, orderNumber: string, token: string): Promise<CashierOrder | undefined> {
  const row = await db
    .selectFrom('deposits')
    .innerJoin('members', 'members.id', 'deposits.member_id')
    .leftJoin('deposit_channels', 'deposit_channels.id', 'deposits.channel_id')
    .select([
      'deposits.order_number',
      'deposits.member_id',
      'deposits.amount',
      'deposits.status',
      'deposits.expires_at',
      'deposits.pay_token_hash',
      'deposit_channels.name as channel',
      'members.currency',
    ])
    .where('deposits.order_number', '=', orderNumber)
    .executeTakeFirst()
  if (!row || row.pay_token_hash === null || row.pay_token_hash !== payTokenHash(token)) return undefined
  return {
    order_number: row.order_number,
    member_id: row.member_id,
    amount: Number(row.amount),
    status: row.status,
    expires_at: row.expires_at,
    channel: row.channel ?? '',
    currency: row.currency,
  }
}

export type PayOutcome =
  | { paid: true; balance: number; deposit_times: number; referrerId: number | null }
  | { paid: false; status: 'completed' | 'cancelled' | 'expired' | 'pending' }

/**
 * Pays a pending order: `pending` → `completed` only while it has not
 * expired (an expired one is marked so), then the credit. A second payment
 * finds no pending row and moves nothing.
 */
export async function payOrder(trx: Db, orderNumber: string, now = isoNow()): Promise<PayOutcome> {
  await trx
    .updateTable('deposits')
    .set({ status: 'expired' })
    .where('order_number', '=', orderNumber)
    .where('status', '=', 'pending')
    .where('expires_at', '<=', now)
    .execute()
  const row = await trx
    .updateTable('deposits')
    .set({ status: 'completed', completed_at: now })
    .where('order_number', '=', orderNumber)
    .where('status', '=', 'pending')
    .returning(['member_id', 'amount'])
    .executeTakeFirst()
  if (!row) {
    const current = await trx
      .selectFrom('deposits')
      .select('status')
      .where('order_number', '=', orderNumber)
      .executeTakeFirst()
    return { paid: false, status: current?.status ?? 'expired' }
  }
  const amount = Number(row.amount)
  const balance = await adjust(trx, row.member_id, MAIN_WALLET, amount, 'deposit', `deposit:${orderNumber}`)
  const times = await depositTimes(trx, row.member_id)
  // A friend's first deposit pays their referrer in the same transaction (the recommend programme).
  const referrerId = await rewardReferrer(trx, { friendId: row.member_id, amount, orderNumber, depositTimes: times })
  return { paid: true, balance, deposit_times: times, referrerId }
}

/** The payer gave up on the cashier page: a pending order becomes cancelled; anything else stays. */
export async function cancelOrder(trx: Db, orderNumber: string): Promise<boolean> {
  const row = await trx
    .updateTable('deposits')
    .set({ status: 'cancelled', completed_at: isoNow() })
    .where('order_number', '=', orderNumber)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}
