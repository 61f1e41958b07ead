import { randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { z } from 'zod'
import type { Db } from '../db/connection.ts'
import { envelope, sendBadRequest } from '../http/envelope.ts'
import { BUSINESS, businessError, type BusinessError } from '../http/errors.ts'
import { DEMO_PROVIDERS } from '../seed/catalogue.ts'
import { COMMON_JS, CRASH_HTML, CRASH_JS, DEMO_CSS, EXPIRED_HTML, QUICKBET_HTML, SLOT_HTML, SLOT_JS } from './assets.ts'
import {
  SLOT_BETS,
  crashMultiplierAt,
  crashTimeMs,
  drawCrashPoint,
  spin,
  type DemoKind,
  type DemoSession,
  type DemoSessions,
} from './sessions.ts'

/** Strict policy for the house pages: every script and style is a separate same-origin file. */
export const HOUSE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'self'"

export const demoPageUrl = (kind: DemoKind, sessionId: string) => `/house/demo/${kind}.html?session=${sessionId}`
export const demoLaunchUrl = (gpId: string, gameCode: string) =>
  `/house/demo/launch?gp_id=${encodeURIComponent(gpId)}&game_code=${encodeURIComponent(gameCode)}`
export const QUICKBET_PATH = '/house/sport/quickbet'

export function isDemoProvider(gpId: string): boolean {
  return (DEMO_PROVIDERS as readonly string[]).includes(gpId)
}

/**
 * Opens a demo session for a demo provider's game: slot categories get the
 * reel slot, everything else (cards, lottery, crash menus) the crash game.
 */
export async function startDemo(
  db: Db,
  sessions: DemoSessions,
  gpId: string,
  gameCode: string,
): Promise<DemoSession | BusinessError> {
  const provider = await db
    .selectFrom('providers')
    .select(['gp_id', 'gt_id', 'customized', 'active'])
    .where('gp_id', '=', gpId)
    .executeTakeFirst()
  if (!provider || provider.active !== 1) {
    return businessError(BUSINESS.providerNotFound.code, BUSINESS.providerNotFound.message)
  }
  if (!isDemoProvider(gpId)) return businessError(BUSINESS.demoNotOffered.code, BUSINESS.demoNotOffered.message)
  const game = await db
    .selectFrom('games')
    .select(['game_code', 'name', 'gt_id'])
    .where('gp_id', '=', gpId)
    .where('game_code', '=', gameCode)
    .where('enabled', '=', 1)
    .executeTakeFirst()
  if (!game) return businessError(BUSINESS.gameNotFound.code, BUSINESS.gameNotFound.message)
  const kind: DemoKind = game.gt_id === 2 && provider.customized === 0 ? 'slot' : 'crash'
  return sessions.create(db, { kind, gp_id: gpId, game_code: game.game_code, game_name: game.name })
}

const sessionBody = z.object({ session: z.string().regex(/^[0-9a-f]{32}$/, 'a demo session id') })
const betBody = sessionBody.extend({
  bet: z
    .number()
    .int()
    .refine((b) => (SLOT_BETS as readonly number[]).includes(b), `one of ${SLOT_BETS.join(', ')}`),
})
const roundBody = sessionBody.extend({ round: z.string().min(1).max(64) })

/** Sends a house page (demo or real play) with its strict headers. */
export function html(reply: FastifyReply, body: string, status = 200): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', HOUSE_CSP)
    .header('x-content-type-options', 'nosniff')
    .send(body)
}

/** Parses a house API body: a 400 naming the field, and `undefined`. */
export function parse<T extends z.ZodType>(schema: T, body: unknown, reply: FastifyReply): z.output<T> | undefined {
  const parsed = schema.safeParse(body)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  sendBadRequest(reply, issue?.path.map(String).join('.') || 'body', issue?.message ?? 'invalid')
  return undefined
}

const SESSION_GONE = { code: '404', message: 'server.demo.session_not_found' }

export function registerHouseRoutes(app: FastifyInstance, db: Db, sessions: DemoSessions): void {
  const assets: Record<string, [string, string]> = {
    'demo.css': ['text/css; charset=utf-8', DEMO_CSS],
    'common.js': ['text/javascript; charset=utf-8', COMMON_JS],
    'slot.js': ['text/javascript; charset=utf-8', SLOT_JS],
    'crash.js': ['text/javascript; charset=utf-8', CRASH_JS],
  }
  app.get<{ Params: { file: string } }>('/house/demo/assets/:file', async (request, reply) => {
    const asset = assets[request.params.file]
    if (!asset) return reply.code(404).send(envelope('404', 'server.http.not_found'))
    return reply
      .header('content-type', asset[0])
      .header('cache-control', 'public, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(asset[1])
  })

  for (const kind of ['slot', 'crash'] as const) {
    app.get<{ Querystring: { session?: string } }>(`/house/demo/${kind}.html`, async (request, reply) => {
      const session = await sessions.get(db, request.query.session)
      if (!session || session.kind !== kind) return html(reply, EXPIRED_HTML, 404)
      return html(reply, kind === 'slot' ? SLOT_HTML : CRASH_HTML)
    })
  }

  app.get<{ Querystring: { gp_id?: string; game_code?: string } }>('/house/demo/launch', async (request, reply) => {
    const { gp_id: gpId, game_code: gameCode } = request.query
    if (typeof gpId !== 'string' || !/^[A-Za-z0-9_]{1,32}$/.test(gpId))
      return sendBadRequest(reply, 'gp_id', 'server.input.provider_id')
    if (typeof gameCode !== 'string' || gameCode.length === 0 || gameCode.length > 64) {
      return sendBadRequest(reply, 'game_code', 'server.input.game_code')
    }
    const session = await startDemo(db, sessions, gpId, gameCode)
    if (!('kind' in session))
      return reply.code(200).send(envelope(session.code, session.wording, session.data, session.params))
    return reply.code(302).header('cache-control', 'no-store').redirect(demoPageUrl(session.kind, session.id))
  })

  app.get(QUICKBET_PATH, async (_request, reply) => html(reply, QUICKBET_HTML))

  app.post('/house/demo/api/session', async (request, reply) => {
    const body = parse(sessionBody, request.body, reply)
    if (!body) return reply
    const session = await sessions.get(db, body.session)
    if (!session) return reply.code(404).send(envelope(SESSION_GONE.code, SESSION_GONE.message))
    return envelope('100', 'ok', {
      kind: session.kind,
      gp_id: session.gp_id,
      game_code: session.game_code,
      game_name: session.game_name,
      credits: session.credits,
      bets: SLOT_BETS,
    })
  })

  app.post('/house/demo/api/spin', async (request, reply) => {
    const body = parse(betBody, request.body, reply)
    if (!body) return reply
    // Another process may spin the same session at once: a lost race spins again on the saved credits.
    const answer = await sessions.change(db, body.session, (session) => {
      if (!session || session.kind !== 'slot') return { answer: undefined, changed: false }
      if (session.credits < body.bet) return { answer: envelope('301', 'server.demo.credits_short'), changed: false }
      return { answer: envelope('100', 'ok', spin(session, body.bet)), changed: true }
    })
    return answer ?? reply.code(404).send(envelope(SESSION_GONE.code, SESSION_GONE.message))
  })

  /** Settles a round that has passed its crash point; true when it did. */
  const settle = (session: DemoSession, now: number): boolean => {
    const round = session.round
    if (round && round.state === 'running' && now - round.startedAt >= crashTimeMs(round.crashPoint)) {
      round.state = 'crashed'
      return true
    }
    return false
  }

  app.post('/house/demo/api/crash/start', async (request, reply) => {
    const body = parse(betBody, request.body, reply)
    if (!body) return reply
    const answer = await sessions.change(db, body.session, (session) => {
      if (!session || session.kind !== 'crash') return { answer: undefined, changed: false }
      const settled = settle(session, Date.now())
      if (session.round?.state === 'running')
        return { answer: envelope('302', 'server.round.running'), changed: settled }
      if (session.credits < body.bet) return { answer: envelope('301', 'server.demo.credits_short'), changed: settled }
      session.credits -= body.bet
      session.round = {
        id: randomBytes(8).toString('hex'),
        bet: body.bet,
        startedAt: Date.now(),
        crashPoint: drawCrashPoint(),
        state: 'running',
      }
      return {
        answer: envelope('100', 'ok', { round: session.round.id, bet: body.bet, credits: session.credits }),
        changed: true,
      }
    })
    return answer ?? reply.code(404).send(envelope(SESSION_GONE.code, SESSION_GONE.message))
  })

  const roundView = (session: DemoSession, now: number) => {
    const round = session.round
    if (!round) return undefined
    const over = round.state !== 'running'
    const elapsed = (round.cashedAt ?? now) - round.startedAt
    return {
      round: round.id,
      state: round.state,
      multiplier: round.state === 'crashed' ? round.crashPoint : Math.min(crashMultiplierAt(elapsed), round.crashPoint),
      // The crash point stays secret until the round is over.
      crash_point: over ? round.crashPoint : null,
      win: round.state === 'cashed' ? Math.floor(round.bet * crashMultiplierAt(elapsed)) : 0,
      credits: session.credits,
    }
  }

  app.post('/house/demo/api/crash/status', async (request, reply) => {
    const body = parse(roundBody, request.body, reply)
    if (!body) return reply
    const answer = await sessions.change(db, body.session, (session) => {
      if (!session || session.kind !== 'crash' || session.round?.id !== body.round) {
        return { answer: undefined, changed: false }
      }
      const now = Date.now()
      const settled = settle(session, now)
      return { answer: envelope('100', 'ok', roundView(session, now)), changed: settled }
    })
    return answer ?? reply.code(404).send(envelope(SESSION_GONE.code, 'server.round.not_found'))
  })

  app.post('/house/demo/api/crash/cashout', async (request, reply) => {
    const body = parse(roundBody, request.body, reply)
    if (!body) return reply
    const answer = await sessions.change(db, body.session, (session) => {
      const round = session?.round
      if (!session || session.kind !== 'crash' || !round || round.id !== body.round) {
        return { answer: undefined, changed: false }
      }
      const now = Date.now()
      let changed = settle(session, now)
      if (round.state === 'running') {
        const multiplier = crashMultiplierAt(now - round.startedAt)
        round.state = 'cashed'
        round.cashedAt = now
        session.credits += Math.floor(round.bet * multiplier)
        changed = true
      }
      return { answer: envelope('100', 'ok', roundView(session, now)), changed }
    })
    return answer ?? reply.code(404).send(envelope(SESSION_GONE.code, 'server.round.not_found'))
  })
}
