import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { quickbetUrlOverrides } from '../games/lobby.ts'
import { envelope } from '../http/envelope.ts'
import { parseBody } from './parse.ts'

const devQuickbetSchema = z.object({
  /** The address `sport-quickbet-url` answers from now on; `null` restores the house page's. */
  url: z.string().min(1).max(2048).nullable(),
})

/**
 * `POST /api/dev/sport-quickbet {url}`: what the sport provider's quick-bet
 * address is, for a journey that needs one the site must refuse to frame
 * (an outside host: `/check_iframe` answers false). Only with dev hooks on.
 */
export function registerLobbyDevRoutes(app: FastifyInstance): void {
  app.post('/api/dev/sport-quickbet', async (request, reply) => {
    const body = parseBody(devQuickbetSchema, request.body, reply)
    if (!body) return reply
    if (body.url === null) quickbetUrlOverrides.delete(app)
    else quickbetUrlOverrides.set(app, body.url)
    return envelope('100', 'ok', { url: body.url })
  })
}
