import {
  adminLetterSend,
  adminLetters,
  adminRedEnvelopeCreate,
  adminRedEnvelopeDecide,
  adminRedEnvelopeResults,
  adminRedEnvelopes,
  adminRedEnvelopeStop,
  adminRouletteCreate,
  adminRouletteDecide,
  adminRouletteDraws,
  adminRouletteResults,
  adminRoulettes,
  adminRouletteStop,
} from '@lobby/api/contract'
import type { FastifyInstance } from 'fastify'
import type { Server as HttpServer } from 'node:http'
import { BusinessError } from '../http/errors.ts'
import { registerEndpoint, type RouteOptions } from '../http/route.ts'
import {
  announceEnvelope,
  announceRoulette,
  createRedEnvelope,
  createRoulette,
  decideRedEnvelope,
  decideRoulette,
  giveRouletteDraws,
  listRedEnvelopes,
  listRoulettes,
  redEnvelopeResults,
  rouletteResults,
  stopRedEnvelope,
  stopRoulette,
} from './campaigns.ts'
import { announceLetters, listLetterSends, sendLetter } from './letters.ts'
import { actorOf, forOperator, registerOperatorCalls } from './operators.ts'

/**
 * The campaign desk's console calls (docs/contract.md "Operators"): letters under `content.*`, red
 * envelopes and roulettes under `campaigns.*`. Writes are audited in their transaction; the members are
 * pushed once it committed.
 */
/**
 * A created or decided campaign, announced to the members of its currency after the commit when it is approved
 * (a pending one reaches them once another operator approves it; a rejected one never).
 */
function announcedOnceApproved<C extends { approval: string }>(
  ctx: { afterCommit: (task: () => void) => void; request: { server: { server: HttpServer } } },
  campaign: C | BusinessError,
  announce: (server: HttpServer, campaign: C) => void,
): C | BusinessError {
  if (!(campaign instanceof BusinessError) && campaign.approval === 'approved')
    ctx.afterCommit(() => announce(ctx.request.server.server, campaign))
  return campaign
}

export function registerCampaignAdminRoutes(app: FastifyInstance, options: RouteOptions): void {
  registerOperatorCalls(app, options, 'content.read', (scope) => {
    registerEndpoint(
      scope,
      adminLetters,
      forOperator(async (input, ctx) => listLetterSends(ctx.db, input)),
      options,
    )
  })

  registerOperatorCalls(app, options, 'content.manage', (scope) => {
    registerEndpoint(
      scope,
      adminLetterSend,
      forOperator(async (input, ctx, session) => {
        const sent = await sendLetter(ctx.db, actorOf(session, ctx.request), input)
        if (sent instanceof BusinessError) return sent
        ctx.afterCommit(() => announceLetters(ctx.request.server.server, sent))
        return sent.send
      }),
      options,
    )
  })

  registerOperatorCalls(app, options, 'campaigns.read', (scope) => {
    registerEndpoint(
      scope,
      adminRedEnvelopes,
      forOperator(async (input, ctx) => listRedEnvelopes(ctx.db, input)),
      options,
    )
    registerEndpoint(
      scope,
      adminRedEnvelopeResults,
      forOperator(async (input, ctx) => redEnvelopeResults(ctx.db, input)),
      options,
    )
    registerEndpoint(
      scope,
      adminRoulettes,
      forOperator(async (input, ctx) => listRoulettes(ctx.db, input)),
      options,
    )
    registerEndpoint(
      scope,
      adminRouletteResults,
      forOperator(async (input, ctx) => rouletteResults(ctx.db, input)),
      options,
    )
  })

  registerOperatorCalls(app, options, 'campaigns.manage', (scope) => {
    registerEndpoint(
      scope,
      adminRedEnvelopeCreate,
      forOperator(async (input, ctx, session) =>
        announcedOnceApproved(
          ctx,
          await createRedEnvelope(ctx.db, actorOf(session, ctx.request), input),
          announceEnvelope,
        ),
      ),
      options,
    )
    registerEndpoint(
      scope,
      adminRedEnvelopeStop,
      forOperator(async (input, ctx, session) => stopRedEnvelope(ctx.db, actorOf(session, ctx.request), input.id)),
      options,
    )
    registerEndpoint(
      scope,
      adminRouletteCreate,
      forOperator(async (input, ctx, session) =>
        announcedOnceApproved(
          ctx,
          await createRoulette(ctx.db, actorOf(session, ctx.request), input),
          announceRoulette,
        ),
      ),
      options,
    )
    registerEndpoint(
      scope,
      adminRedEnvelopeDecide,
      forOperator(async (input, ctx, session) =>
        announcedOnceApproved(
          ctx,
          await decideRedEnvelope(ctx.db, actorOf(session, ctx.request), input),
          announceEnvelope,
        ),
      ),
      options,
    )
    registerEndpoint(
      scope,
      adminRouletteDecide,
      forOperator(async (input, ctx, session) =>
        announcedOnceApproved(
          ctx,
          await decideRoulette(ctx.db, actorOf(session, ctx.request), input),
          announceRoulette,
        ),
      ),
      options,
    )
    registerEndpoint(
      scope,
      adminRouletteDraws,
      forOperator(async (input, ctx, session) => giveRouletteDraws(ctx.db, actorOf(session, ctx.request), input)),
      options,
    )
    registerEndpoint(
      scope,
      adminRouletteStop,
      forOperator(async (input, ctx, session) => stopRoulette(ctx.db, actorOf(session, ctx.request), input.id)),
      options,
    )
  })
}
