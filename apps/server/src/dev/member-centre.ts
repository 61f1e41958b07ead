import {
  ADMIN_CODE,
  devBankVerifySchema,
  devDepositChannelSchema,
  devWithdrawalDecisionSchema,
} from '@lobby/api/contract'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { Db } from '../db/connection.ts'
import { envelope } from '../http/envelope.ts'
import { BusinessError } from '../http/errors.ts'
import type { PaymentDesk } from '../payments/desk.ts'
import { saveDepositChannel } from '../admin/deposit-channels.ts'
import { verifyBankAccounts } from '../admin/member-security.ts'
import { DEV_HOOK_ACCOUNT } from '../admin/operators.ts'
import { decideAsOperator, pushBalance } from '../admin/withdrawals.ts'
import { parseBody } from './parse.ts'
import { transact } from '../db/transact.ts'

const devDepositPaySchema = z.object({ order_number: z.string().min(4).max(40) })
const devWithdrawalListSchema = z.object({
  status: z.enum(['pending', 'approved', 'rejected', 'cancelled']).default('pending'),
  member_account: z.string().min(1).max(32).optional(),
  site_id: z.string().min(1).max(64).default('lobby-demo'),
})

/**
 * The operator's back office for the member centre's money: decide
 * withdrawals (approve keeps the money out, reject returns it), list them,
 * verify bound bank accounts, open deposit channels, and pay a pending
 * deposit order through a signed payment callback (`PaymentDesk.settle`).
 */
export function registerMemberCentreDevRoutes(app: FastifyInstance, db: Db, payments: PaymentDesk): void {
  // The console's code path (admin/withdrawals.ts), decided and audited as `dev-hook`.
  app.post('/api/dev/withdrawals/decide', async (request, reply) => {
    const body = parseBody(devWithdrawalDecisionSchema, request.body, reply)
    if (!body) return reply
    const actor = { account: DEV_HOOK_ACCOUNT, role: 'dev', ip: request.ip }
    const done = await transact(db, (trx) => decideAsOperator(trx, actor, body))
    if (!('order_number' in done)) return reply.code(409).send(envelope('409', 'the withdrawal is not pending'))
    if (done.balance !== null) await pushBalance(request.server.server, db, done.member_id)
    const { order_number, status, member_id, amount, balance } = done
    return envelope('100', 'ok', { order_number, status, member_id, amount, balance })
  })

  app.get('/api/dev/withdrawals', async (request, reply) => {
    const query = parseBody(devWithdrawalListSchema, request.query, reply)
    if (!query) return reply
    let rows = db
      .selectFrom('withdrawals')
      .innerJoin('members', 'members.id', 'withdrawals.member_id')
      .select([
        'withdrawals.order_number',
        'withdrawals.amount',
        'withdrawals.status',
        'withdrawals.created_at',
        'members.account as member_account',
      ])
      .where('withdrawals.status', '=', query.status)
      .where('members.site_id', '=', query.site_id)
    if (query.member_account !== undefined)
      rows = rows.where('members.account', '=', query.member_account.toLowerCase())
    const list = await rows.orderBy('withdrawals.id').execute()
    return envelope('100', 'ok', { list: list.map((r) => ({ ...r, amount: Number(r.amount) })) })
  })

  app.post('/api/dev/bank-accounts/verify', async (request, reply) => {
    const body = parseBody(devBankVerifySchema, request.body, reply)
    if (!body) return reply
    // The console's service (admin/member-security.ts), audited as the dev hook.
    const actor = { account: DEV_HOOK_ACCOUNT, role: 'dev', ip: request.ip }
    const done = await transact(db, (trx) => verifyBankAccounts(trx, actor, body))
    if ('verified' in done) return envelope('100', 'ok', { verified: done.verified })
    if (done.code === ADMIN_CODE.memberNotFound) return reply.code(404).send(envelope('404', 'member not found'))
    // No such bound account: nothing verified.
    return envelope('100', 'ok', { verified: 0 })
  })

  // The console's code path (admin/deposit-channels.ts), audited as `dev-hook`; a minimum above the maximum is a 400
  // naming `max_amount` (thrown, so nothing is written), an unknown site 102, a currency not offered 103.
  app.post('/api/dev/deposit-channels', async (request, reply) => {
    const body = parseBody(devDepositChannelSchema, request.body, reply)
    if (!body) return reply
    const actor = { account: DEV_HOOK_ACCOUNT, role: 'dev', ip: request.ip }
    const saved = await transact(db, (trx) => saveDepositChannel(trx, actor, { ...body, sort: 100 }))
    if (saved instanceof BusinessError) return envelope(saved.code, saved.message)
    return envelope('100', 'ok', { id: saved.id })
  })

  app.post('/api/dev/deposits/pay', async (request, reply) => {
    const body = parseBody(devDepositPaySchema, request.body, reply)
    if (!body) return reply
    const order = await db
      .selectFrom('deposits')
      .innerJoin('members', 'members.id', 'deposits.member_id')
      .select(['deposits.amount', 'members.currency'])
      .where('deposits.order_number', '=', body.order_number)
      .executeTakeFirst()
    if (!order) return reply.code(404).send(envelope('404', 'order not found'))
    // Each call is a payment of its own (a fresh reference): a second one finds the order completed, 409.
    const answer = await payments.settle({
      order_number: body.order_number,
      amount: Number(order.amount),
      currency: order.currency,
    })
    if (!answer.paid) return reply.code(409).send(envelope('409', answer.body.message))
    const { paid, balance, deposit_times } = answer.paid
    return envelope('100', 'ok', { order_number: body.order_number, paid, balance, deposit_times })
  })
}
