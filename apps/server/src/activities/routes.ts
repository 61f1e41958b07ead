import {
  letterDestroy,
  letterList,
  letterRead,
  LETTER_NOT_FOUND_CODE,
  redEnvelopeClaim,
  redEnvelopePromotion,
  rouletteInfo,
  rouletteSettings,
  rouletteSpin,
} from '@lobby/api/contract'
import { ROULETTE_CODE } from '@lobby/domain'
import type { FastifyInstance } from 'fastify'
import { businessError, BusinessError } from '../http/errors.ts'
import { afterAnswer, registerEndpoint, type RouteOptions } from '../http/route.ts'
import { forMember, registerMemberCalls } from '../members/tokens.ts'
import { emitMemberEvent } from '../realtime/member-events.ts'
import { balances } from '../wallet/ledger.ts'
import { deleteLetter, letterPage, readLetter } from './letters.ts'
import { claimEnvelope, envelopeFor } from './red-envelopes.ts'
import { prizesOf, remainingDraws, runningRoulette, spin } from './roulette.ts'

export { afterAnswer }

const letterNotFound = () => businessError(LETTER_NOT_FOUND_CODE, 'server.letter.not_found')

/** Letters, red envelopes and the roulette: member calls (401 without a live token, before the body is read). */
export function registerActivityRoutes(app: FastifyInstance, options: RouteOptions): void {
  registerMemberCalls(app, options, (scope) => {
    registerEndpoint(
      scope,
      letterList,
      forMember(async (input, { db }, { member }) => letterPage(db, member.id, input)),
      options,
    )

    registerEndpoint(
      scope,
      letterRead,
      forMember(async (input, { db, reply, request }, { member }) => {
        if (!(await readLetter(db, member.id, input.id))) return letterNotFound()
        afterAnswer(reply, () => emitMemberEvent(request.server.server, member.id, 'letter.read', { id: input.id }))
        return { id: input.id, is_read: 1 as const }
      }),
      options,
    )

    registerEndpoint(
      scope,
      letterDestroy,
      forMember(async (input, { db, reply, request }, { member }) => {
        if (!(await deleteLetter(db, member.id, input.id))) return letterNotFound()
        afterAnswer(reply, () => emitMemberEvent(request.server.server, member.id, 'letter.delete', { id: input.id }))
        return { id: input.id }
      }),
      options,
    )

    registerEndpoint(
      scope,
      redEnvelopePromotion,
      forMember(async (_input, { db }, { member }) => ({ envelope: await envelopeFor(db, member) })),
      options,
    )

    registerEndpoint(
      scope,
      redEnvelopeClaim,
      forMember(async (input, { db, reply, request }, { member }) => {
        const claimed = await claimEnvelope(db, member, input.id)
        if (claimed instanceof BusinessError) return claimed
        afterAnswer(reply, async () => {
          const server = request.server.server
          emitMemberEvent(server, member.id, 'member.cash', await balances(options.db, member.id))
        })
        return { id: input.id, ...claimed }
      }),
      options,
    )

    registerEndpoint(
      scope,
      rouletteSettings,
      forMember(async (_input, { db }, { member }) => {
        const roulette = await runningRoulette(db, member.site_id, member.currency)
        if (!roulette) return { roulette: null }
        const prizes = await prizesOf(db, roulette.id)
        return {
          roulette: {
            id: roulette.id,
            start_at: roulette.start_at,
            end_at: roulette.end_at,
            prize_settings: prizes.map(({ weight: _weight, ...prize }) => prize),
          },
        }
      }),
      options,
    )

    registerEndpoint(
      scope,
      rouletteInfo,
      forMember(async (_input, { db }, { member }) => {
        const roulette = await runningRoulette(db, member.site_id, member.currency)
        if (!roulette) return businessError(ROULETTE_CODE.infoRefused, 'server.roulette.none')
        return { id: roulette.id, remaining_draws: await remainingDraws(db, roulette.id, member.id) }
      }),
      options,
    )

    registerEndpoint(
      scope,
      rouletteSpin,
      forMember(async (input, { db, reply, request }, { member }) => {
        const result = await spin(db, member, input.id)
        if (result instanceof BusinessError) return result
        if (result.cash > 0) {
          afterAnswer(reply, async () => {
            emitMemberEvent(request.server.server, member.id, 'member.cash', await balances(options.db, member.id))
          })
        }
        return result
      }),
      options,
    )
  })
}
