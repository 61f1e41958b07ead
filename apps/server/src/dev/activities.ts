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
import type { FastifyInstance, FastifyReply } from 'fastify'
import { endRunning } from '../activities/campaigns.ts'
import { newOrderNumber } from '../activities/deposits.ts'
import { sendLetters } from '../activities/letters.ts'
import { startEnvelope } from '../activities/red-envelopes.ts'
import { grantDraws, runningRoulette, startRoulette } from '../activities/roulette.ts'
import type { Db } from '../db/connection.ts'
import type { PaymentDesk } from '../payments/desk.ts'
import { envelope, sendBadRequest } from '../http/envelope.ts'
import { refuseSiteCurrency } from '../http/site-guards.ts'
import { isoNow } from '../members/secrets.ts'
import { findMember } from '../members/store.ts'
import { emitCurrencyEvent, emitMemberEvent, emitRaw } from '../realtime/member-events.ts'
import { presenceCounts } from '../realtime/socket.ts'
import { parseBody } from './parse.ts'
import { transact } from '../db/transact.ts'

const memberNotFound = (reply: FastifyReply) => reply.code(404).send(envelope('404', 'member not found'))

/** The members one hook is for: `member_account`, or every active member of the site with `all`. */
async function receivers(
  db: Db,
  body: { site_id: string; member_account?: string | undefined; all?: boolean | undefined },
  reply: FastifyReply,
): Promise<number[] | undefined> {
  if (body.all === true) {
    if (body.member_account !== undefined) {
      sendBadRequest(reply, 'all', 'give member_account or all, not both')
      return undefined
    }
    const rows = await db
      .selectFrom('members')
      .select('id')
      .where('site_id', '=', body.site_id)
      .where('status', '=', 'active')
      .execute()
    return rows.map((row) => row.id)
  }
  if (body.member_account === undefined) {
    sendBadRequest(reply, 'member_account', 'a member account, or all: true')
    return undefined
  }
  const member = await findMember(db, body.site_id, body.member_account)
  if (!member) {
    memberNotFound(reply)
    return undefined
  }
  return [member.id]
}

/**
 * The operator's side of the activities, for tests and QA: send letters,
 * start red envelopes and roulettes, give draws, report deposits, clean a
 * member's app cache, emit any event, and see who is online per currency.
 * Each sends the real-time event the change causes, after it committed.
 */
export function registerActivityDevRoutes(app: FastifyInstance, db: Db, payments: PaymentDesk): void {
  app.post('/api/dev/letters', async (request, reply) => {
    const body = parseBody(devLetterSchema, request.body, reply)
    if (!body) return reply
    const ids = await receivers(db, body, reply)
    if (!ids) return reply
    const sent = await transact(db, (trx) =>
      sendLetters(trx, body.site_id, ids, {
        title: body.title,
        content: body.content,
        language: body.language ?? null,
      }),
    )
    for (const letter of sent) {
      emitMemberEvent(request.server.server, letter.memberId, 'letter.sent', { id: letter.id, title: body.title })
    }
    return envelope('100', 'ok', { sent: sent.length, ids: sent.map((letter) => letter.id) })
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
    const id = await startEnvelope(db, {
      site_id: body.site_id,
      currency: body.currency,
      pool: body.pool,
      shares: body.shares,
      start_at: start,
      end_at: endAt,
    })
    emitCurrencyEvent(request.server.server, body.currency, 'RedEnvelopeDisplay', {
      id,
      start_at: start,
      end_at: endAt,
    })
    return envelope('100', 'ok', { id, start_at: start, end_at: endAt })
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
    const id = await transact(db, (trx) =>
      startRoulette(
        trx,
        { site_id: body.site_id, currency: body.currency, start_at: start, end_at: endAt },
        body.prizes,
      ),
    )
    emitCurrencyEvent(request.server.server, body.currency, 'roulette_display', { id, end_at: endAt })
    return envelope('100', 'ok', { id, start_at: start, end_at: endAt })
  })

  app.post('/api/dev/activities/stop', async (request, reply) => {
    const body = parseBody(devStopActivitiesSchema, request.body, reply)
    if (!body) return reply
    const now = isoNow()
    const ended = await transact(db, async (trx) => ({
      red_envelopes: await endRunning(trx, 'red_envelopes', body.site_id, body.currency, now),
      roulettes: await endRunning(trx, 'roulettes', body.site_id, body.currency, now),
    }))
    return envelope('100', 'ok', ended)
  })

  app.post('/api/dev/roulette/draws', async (request, reply) => {
    const body = parseBody(devRouletteDrawsSchema, request.body, reply)
    if (!body) return reply
    const member = await findMember(db, body.site_id, body.member_account)
    if (!member) return memberNotFound(reply)
    const roulette = await runningRoulette(db, member.site_id, member.currency)
    if (!roulette) return reply.code(409).send(envelope('409', 'no roulette is running for the member'))
    const remaining = await grantDraws(db, roulette.id, member.id, body.draws)
    return envelope('100', 'ok', { id: roulette.id, remaining_draws: remaining })
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
    const ids = await receivers(db, body, reply)
    if (!ids) return reply
    for (const id of ids) emitMemberEvent(request.server.server, id, 'app_clean_cache', {})
    return envelope('100', 'ok', { sent: ids.length })
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
