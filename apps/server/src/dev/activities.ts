import {
  devCleanCacheSchema,
  devDepositSchema,
  devEmitSchema,
  devLetterSchema,
  devRedEnvelopeSchema,
  devRouletteDrawsSchema,
  devRouletteSchema,
  devStopActivitiesSchema,
} from '@lobby/api/contract'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ADMIN_CAMPAIGNS_CODE } from '@lobby/api/contract'
import {
  announceEnvelope,
  announceRoulette,
  createRedEnvelope,
  createRoulette,
  giveRouletteDraws,
  stopCampaignsOf,
} from '../admin/campaigns.ts'
import { announceLetters, sendLetter } from '../admin/letters.ts'
import { BusinessError } from '../http/errors.ts'
import { newOrderNumber } from '../activities/deposits.ts'
import { runningRoulette } from '../activities/roulette.ts'
import type { Db } from '../db/connection.ts'
import type { PaymentDesk } from '../payments/desk.ts'
import { envelope, sendBadRequest } from '../http/envelope.ts'
import { refuseSiteCurrency } from '../http/site-guards.ts'
import { isoNow } from '../members/secrets.ts'
import { findMember } from '../members/store.ts'
import { emitRaw } from '../realtime/member-events.ts'
import { presenceCounts } from '../realtime/socket.ts'
import { parseBody } from './parse.ts'
import { transact } from '../db/transact.ts'
import { DEV_HOOK_ACCOUNT } from '../admin/operators.ts'
import { cleanMemberCache } from '../admin/member-actions.ts'
import { ownTransactionScope } from '../members/revocation.ts'

const memberNotFound = (reply: FastifyReply) => reply.code(404).send(envelope('404', 'member not found'))

/** The hooks' writes go through the console's services, audited under this actor. */
const devActor = (request: FastifyRequest) => ({ account: DEV_HOOK_ACCOUNT, role: 'dev', ip: request.ip })

/**
 * The operator's side of the activities, for tests and QA: send letters,
 * start red envelopes and roulettes, give draws, report deposits, clean a
 * member's app cache, emit any event, and see who is online per currency.
 * Each sends the real-time event the change causes, after it committed.
 */
export function registerActivityDevRoutes(app: FastifyInstance, db: Db, payments: PaymentDesk): void {
  // The console's code path (admin/letters.ts), audited as `dev-hook`.
  app.post('/api/dev/letters', async (request, reply) => {
    const body = parseBody(devLetterSchema, request.body, reply)
    if (!body) return reply
    if (body.all === true && body.member_account !== undefined) {
      return sendBadRequest(reply, 'all', 'give member_account or all, not both')
    }
    if (body.all !== true && body.member_account === undefined) {
      return sendBadRequest(reply, 'member_account', 'a member account, or all: true')
    }
    const sent = await transact(db, (trx) =>
      sendLetter(trx, devActor(request), {
        site_id: body.site_id,
        target: body.all === true ? 'all' : 'member',
        member_account: body.member_account,
        title: body.title,
        content: body.content,
        language: body.language ?? null,
      }),
    )
    if (sent instanceof BusinessError) {
      if (sent.code === ADMIN_CAMPAIGNS_CODE.memberNotFound) return memberNotFound(reply)
      if (sent.code === ADMIN_CAMPAIGNS_CODE.noReceivers) return envelope('100', 'ok', { sent: 0, ids: [] })
      return envelope(sent.code, sent.message)
    }
    announceLetters(request.server.server, sent)
    return envelope('100', 'ok', { sent: sent.copies.length, ids: sent.copies.map((copy) => copy.id) })
  })

  app.post('/api/dev/red-envelopes', async (request, reply) => {
    const body = parseBody(devRedEnvelopeSchema, request.body, reply)
    if (!body) return reply
    const refusal = await refuseSiteCurrency(db, body.site_id, body.currency)
    if (refusal) return envelope(refusal.code, refusal.message)
    if (body.pool < body.shares) return sendBadRequest(reply, 'pool', 'at least one unit per share')
    const startAt = body.start_at ?? isoNow()
    if (Number.isNaN(Date.parse(startAt))) return sendBadRequest(reply, 'start_at', 'an ISO 8601 time')
    const start = new Date(startAt).toISOString()
    const endAt = new Date(Date.parse(start) + body.duration_s * 1000).toISOString()
    // The console's code path (admin/campaigns.ts), audited as `dev-hook`.
    const created = await transact(db, (trx) =>
      createRedEnvelope(
        trx,
        devActor(request),
        {
          site_id: body.site_id,
          currency: body.currency,
          pool: body.pool,
          shares: body.shares,
          start_at: start,
          end_at: endAt,
        },
        { devHook: true },
      ),
    )
    if (created instanceof BusinessError) return envelope(created.code, created.message)
    announceEnvelope(request.server.server, created)
    return envelope('100', 'ok', { id: created.id, start_at: start, end_at: endAt })
  })

  app.post('/api/dev/roulette', async (request, reply) => {
    const body = parseBody(devRouletteSchema, request.body, reply)
    if (!body) return reply
    const refusal = await refuseSiteCurrency(db, body.site_id, body.currency)
    if (refusal) return envelope(refusal.code, refusal.message)
    if (!body.prizes.some((prize) => prize.weight > 0))
      return sendBadRequest(reply, 'prizes', 'at least one prize with a weight')
    const start = isoNow()
    const endAt = new Date(Date.parse(start) + body.duration_s * 1000).toISOString()
    // The console's code path (admin/campaigns.ts), audited as `dev-hook`: it replaces a running roulette.
    const created = await transact(db, (trx) =>
      createRoulette(
        trx,
        devActor(request),
        {
          site_id: body.site_id,
          currency: body.currency,
          prizes: body.prizes,
          draws_per_member: 0,
          start_at: start,
          end_at: endAt,
        },
        { devHook: true },
      ),
    )
    if (created instanceof BusinessError) return envelope(created.code, created.message)
    announceRoulette(request.server.server, created)
    return envelope('100', 'ok', { id: created.id, start_at: start, end_at: endAt })
  })

  app.post('/api/dev/activities/stop', async (request, reply) => {
    const body = parseBody(devStopActivitiesSchema, request.body, reply)
    if (!body) return reply
    const ended = await transact(db, (trx) => stopCampaignsOf(trx, devActor(request), body.site_id, body.currency))
    return envelope('100', 'ok', ended)
  })

  app.post('/api/dev/roulette/draws', async (request, reply) => {
    const body = parseBody(devRouletteDrawsSchema, request.body, reply)
    if (!body) return reply
    const member = await findMember(db, body.site_id, body.member_account)
    if (!member) return memberNotFound(reply)
    const roulette = await runningRoulette(db, member.site_id, member.currency)
    if (!roulette) return reply.code(409).send(envelope('409', 'no roulette is running for the member'))
    // The console's code path (admin/campaigns.ts `giveRouletteDraws`), audited as `dev-hook`.
    const given = await transact(db, (trx) =>
      giveRouletteDraws(trx, devActor(request), {
        id: roulette.id,
        member_account: member.account,
        draws: body.draws,
      }),
    )
    if (given instanceof BusinessError) return reply.code(409).send(envelope('409', given.message))
    return envelope('100', 'ok', { id: roulette.id, remaining_draws: given.remaining_draws })
  })

  // A deposit the provider reports: an order (no channel, no expiry) paid at once by a signed callback.
  app.post('/api/dev/deposits', async (request, reply) => {
    const body = parseBody(devDepositSchema, request.body, reply)
    if (!body) return reply
    const member = await findMember(db, body.site_id, body.member_account)
    if (!member) return memberNotFound(reply)
    const orderNumber = body.order_number ?? newOrderNumber()
    const opened = await db
      .insertInto('deposits')
      .values({
        member_id: member.id,
        order_number: orderNumber,
        amount: body.amount,
        status: 'pending',
        created_at: isoNow(),
      })
      .onConflict((oc) => oc.column('order_number').doNothing())
      .returning('id')
      .executeTakeFirst()
    if (!opened) return sendBadRequest(reply, 'order_number', 'already credited')
    const answer = await payments.settle({ order_number: orderNumber, amount: body.amount, currency: member.currency })
    if (!answer.paid) return reply.code(409).send(envelope('409', answer.body.message))
    return envelope('100', 'ok', {
      order_number: orderNumber,
      balance: answer.paid.balance,
      deposit_times: answer.paid.deposit_times,
    })
  })

  app.post('/api/dev/members/clean-cache', async (request, reply) => {
    const body = parseBody(devCleanCacheSchema, request.body, reply)
    if (!body) return reply
    if (body.all === true && body.member_account !== undefined) {
      return sendBadRequest(reply, 'all', 'give member_account or all, not both')
    }
    if (body.all !== true && body.member_account === undefined) {
      return sendBadRequest(reply, 'member_account', 'a member account, or all: true')
    }
    // The console's service (admin/member-actions.ts), audited as the dev hook; the events go out once committed.
    const actor = { account: DEV_HOOK_ACCOUNT, role: 'dev', ip: request.ip }
    let own = ownTransactionScope(request.server.server)
    const done = await transact(db, (trx) => {
      own = ownTransactionScope(request.server.server)
      return cleanMemberCache(
        own.scope(trx),
        actor,
        body.all === true
          ? { site_id: body.site_id, all: true }
          : { site_id: body.site_id, member_account: body.member_account ?? '' },
      )
    })
    if (!('sent' in done)) return memberNotFound(reply)
    own.committed()
    return envelope('100', 'ok', { sent: done.sent })
  })

  app.post('/api/dev/realtime/emit', async (request, reply) => {
    const body = parseBody(devEmitSchema, request.body, reply)
    if (!body) return reply
    const sent = emitRaw(request.server.server, body.channel, body.event, body.payload ?? {})
    return envelope('100', 'ok', { sent })
  })

  app.get('/api/dev/realtime/presence', async (request) =>
    envelope('100', 'ok', { online: await presenceCounts(request.server.server) }),
  )
}
