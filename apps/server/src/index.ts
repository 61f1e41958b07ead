import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import { localePrefix } from '@lobby/domain'
import type { Db } from './db/connection.ts'
import { openDatabase } from './db/connection.ts'
import { migrateToLatest } from './db/migrate.ts'
import { registerActivityRoutes } from './activities/routes.ts'
import { registerAgentCentreRoutes } from './agent-centre/routes.ts'
import { registerRecommendRoutes } from './recommend/routes.ts'
import { registerDevRoutes } from './dev/routes.ts'
import { registerAdminRoutes } from './admin/routes.ts'
import { registerContentRoutes } from './content/routes.ts'
import { registerMemberBulletinRoutes } from './content/member-bulletins.ts'
import { registerPageRoutes } from './content/pages.ts'
import { registerGameRoutes } from './games/game-list.ts'
import { registerLobbyRoutes } from './games/lobby.ts'
import { registerHousePlayRoutes } from './house/play/routes.ts'
import { registerHouseRoutes } from './house/routes.ts'
import { DemoSessions } from './house/sessions.ts'
import { envelope, installErrorHandler } from './http/envelope.ts'
import { installMessages } from './http/messages.ts'
import type { RouteOptions } from './http/route.ts'
import { registerMediaRoutes } from './media/routes.ts'
import { registerCashierRoutes } from './member-centre/cashier.ts'
import { registerMemberCentreRoutes } from './member-centre/routes.ts'
import { registerExclusionRoutes } from './responsible-gambling/exclusion-routes.ts'
import { registerResponsibleGamblingRoutes } from './responsible-gambling/routes.ts'
import { registerMemberGameRoutes } from './member-games/routes.ts'
import { registerMemberRoutes } from './members/routes.ts'
import { assertPaymentSecret, createPaymentDesk } from './payments/desk.ts'
import { registerPaymentRoutes } from './payments/routes.ts'
import { connectRealtimeRedis } from './realtime/redis.ts'
import { AnswerCache, compressFor } from './http/answer-cache.ts'
import { attachRealtime, stopRealtime, type RealtimeServer } from './realtime/socket.ts'
import { DEMO_SITE, seedIfEmpty } from './seed/index.ts'
import { registerTrackingRoutes } from './tracking/routes.ts'
import { registerWalletRoutes } from './wallet/routes.ts'
import { createWalletServices, type WalletOptions, type WalletServices } from './wallet/services.ts'
import { registerCspReportRoute, registerSecurityHeaders, siteDocumentHeaders } from './site/csp.ts'
import { fastifyTrustProxy, type TrustProxy } from './config/env.ts'
import { isProbeRequest, registerHealthRoutes } from './http/health.ts'
import { type LogSettings, loggerOptions, registerRequestIds, RequestLogs, requestIdOf } from './http/logging.ts'
import { createFirstView, currencyCookieOf } from './site/first-view.ts'
import { browserLanguages, chosenLanguage, createIndexHtml } from './site/index-html.ts'
import { registerSeoRoutes } from './site/seo.ts'
import { inSiteOnlyRedirect, isServerPath, registerSite } from './site/static.ts'
import { registerConsole } from './site/console.ts'

export type { Db } from './db/connection.ts'
export type { Database } from './db/schema.ts'
export { BusinessError, businessError, BUSINESS } from './http/errors.ts'
export { registerEndpoint, type Handler, type HandlerContext, type RouteOptions } from './http/route.ts'
export { DEMO_PROVIDERS, DEMO_SITE, PROVIDER_SEEDS } from './seed/index.ts'

export interface ServerOptions {
  /** `LOBBY_DB`: a SQLite file path, ':memory:', or a postgres:// URL (db/connection.ts). */
  db: string
  /** `LOBBY_DB_POOL`: PostgreSQL connections of this process; default 10. */
  dbPoolSize?: number
  /** Registers /api/dev/* hooks for tests and QA; never on in production. */
  devHooks: boolean
  /** Built site to serve (e.g. apps/site/dist); skipped when absent or missing. */
  siteDir?: string
  /** Built operator console to serve under /console (apps/console/dist); skipped when absent or missing. */
  consoleDir?: string
  /** The site the served build is for; its first banners are preloaded in index.html. Default: the demo site. */
  siteId?: string
  /** `LOBBY_PUBLIC_URL`: the site's public origin (sitemap, robots.txt, canonical links); never a request's Host. */
  publicUrl?: string
  /** JSON logs (pino): `true` is level info on stdout; default silent (tests). Secrets are redacted (http/logging.ts). */
  logger?: boolean | LogSettings
  /** `LOBBY_TRUST_PROXY`: Fastify's trustProxy, so request.ip and request.host see the client behind a proxy. Default off. */
  trustProxy?: TrustProxy
  /** `LOBBY_HSTS_MAX_AGE` in seconds; 0 or unset sends no Strict-Transport-Security. */
  hstsMaxAge?: number
  /** `LOBBY_SHUTDOWN_GRACE_MS`: how long close() lets requests in flight finish before cutting them. Default 10 s. */
  shutdownGraceMs?: number
  /** Pull cooldown and provider timeout; defaults are the spec's. */
  wallet?: WalletOptions
  /** `LOBBY_SANDBOX_PAYMENTS`: mounts the house cashier without dev hooks (it credits deposits with no provider). */
  sandboxPayments?: boolean
  /** `LOBBY_PAYMENT_SECRET`: the provider callback's HMAC key; without it (and outside sandbox) every callback is refused. */
  paymentSecret?: string
  /** `LOBBY_PAYMENT_PAGE_URL`: the provider's hosted page a deposit order's `pay_url` points at (`{order}` filled). */
  paymentPageUrl?: string
  /** `LOBBY_REDIS_URL`: one of several processes; sockets, logouts and presence shared through Redis (realtime/redis.ts). */
  redisUrl?: string
  /** How long the start waits for Redis before it gives up (10 s; a test of a Redis that never answers sets less). */
  redisConnectTimeoutMs?: number
  /** `LOBBY_PRESENCE_TTL_MS`: with Redis, how long a dead process's members still count as online. Default 15 s. */
  presenceTtlMs?: number
  /** Every operator needs a second factor (`LOBBY_OPERATOR_TOTP`; default and always: in production). admin/routes.ts. */
  requireOperatorTotp?: boolean
}

export interface LobbyServer {
  app: FastifyInstance
  io: RealtimeServer
  db: Db
  /** The provider gateway and queues of the money paths (tests inject provider faults through it). */
  wallet: WalletServices
  /** The kept answers of the hot public reads (http/answer-cache.ts). */
  answers: AnswerCache
  /** Starts listening; resolves with the base URL, e.g. http://127.0.0.1:3000. */
  listen(port: number, host?: string): Promise<string>
  close(): Promise<void>
}

/**
 * Builds the whole server: database (migrated, seeded when fresh), HTTP API,
 * media, socket.io and the site, on one HTTP server. Routes may still be added
 * to `app` until the first request or `listen`.
 */
export async function createServer(options: ServerOptions): Promise<LobbyServer> {
  assertPaymentSecret(options.paymentSecret)
  const db = openDatabase(options.db, { poolSize: options.dbPoolSize })
  try {
    await migrateToLatest(db)
    await seedIfEmpty(db)
  } catch (error) {
    await db.destroy()
    throw error
  }

  const logSettings = options.logger === true ? { level: 'info' } : options.logger || {}
  const requestLogs = new RequestLogs(isProbeRequest)
  const app = Fastify({
    logger: loggerOptions(logSettings),
    genReqId: requestIdOf,
    logController: requestLogs,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
  })
  requestLogs.attach(app)
  // The hot public reads' answers, dropped when their tables change here or (with Redis) in another process.
  const answers = new AnswerCache(db)
  let redis
  try {
    redis = options.redisUrl
      ? await connectRealtimeRedis(options.redisUrl, app.log, options.redisConnectTimeoutMs)
      : undefined
    if (redis) await answers.share(redis.pub, redis.sub)
  } catch (error) {
    await redis?.close()
    await db.destroy()
    throw error
  }
  const io = attachRealtime(app.server, {
    redis,
    presenceTtlMs: options.presenceTtlMs,
    onError: (error) => app.log.warn({ err: error }, 'presence count not shared (redis)'),
  })
  const routeOptions: RouteOptions = {
    db,
    validateResponses: options.devHooks || process.env.NODE_ENV !== 'production',
    answers,
  }

  installErrorHandler(app)
  // Before any route: every envelope's message goes out in the request's language.
  installMessages(app)
  registerRequestIds(app)
  registerSecurityHeaders(app, { hstsMaxAge: options.hstsMaxAge })
  registerHealthRoutes(app, db)
  // Dev hooks first: their request hooks (fault injection) must see every route.
  const wallet = createWalletServices(db, options.wallet)
  const payments = createPaymentDesk({
    db,
    server: app.server,
    secret: options.paymentSecret,
    sandbox: options.devHooks || options.sandboxPayments === true,
  })
  const devHooks = options.devHooks ? registerDevRoutes(app, db, io, wallet, payments) : {}
  const demoSessions = new DemoSessions()
  registerGameRoutes(app, routeOptions)
  registerLobbyRoutes(app, routeOptions, demoSessions)
  registerContentRoutes(app, routeOptions)
  registerPageRoutes(app, routeOptions)
  registerMemberRoutes(app, routeOptions, devHooks)
  registerMemberGameRoutes(app, routeOptions)
  registerMemberBulletinRoutes(app, routeOptions)
  registerTrackingRoutes(app, routeOptions)
  registerWalletRoutes(app, routeOptions, wallet)
  registerActivityRoutes(app, routeOptions)
  registerMemberCentreRoutes(app, routeOptions, wallet, { payPage: options.paymentPageUrl })
  registerResponsibleGamblingRoutes(app, routeOptions)
  registerExclusionRoutes(app, routeOptions)
  registerPaymentRoutes(app, payments)
  // The stand-in cashier credits deposits with no provider: sandbox mode only, a 404 otherwise.
  if (payments.sandbox) registerCashierRoutes(app, db, payments)
  registerAgentCentreRoutes(app, routeOptions)
  registerRecommendRoutes(app, routeOptions)
  registerAdminRoutes(app, routeOptions, {
    requireTotp: options.requireOperatorTotp ?? process.env.NODE_ENV === 'production',
  })
  registerHouseRoutes(app, db, demoSessions)
  registerHousePlayRoutes(app, db)
  registerMediaRoutes(app, db)
  registerCspReportRoute(app)
  const siteId = options.siteId ?? DEMO_SITE.site_id
  const publicUrl = options.publicUrl ?? 'http://localhost:3000'
  registerSeoRoutes(app, db, { publicUrl, siteId })
  const siteServed = await registerSite(app, options.siteDir)
  await registerConsole(app, options.consoleDir)
  // The lobby's first view rendered into the HTML when the site's build has the renderer (site/first-view.ts).
  const firstView = siteServed && options.siteDir ? createFirstView(app, options.siteDir) : null
  const indexHtml =
    siteServed && options.siteDir ? createIndexHtml(options.siteDir, db, siteId, publicUrl, firstView) : null
  // A locale-prefixed address (`/vi_VN/faq`, spec section 2) is in that locale; any other in the language the
  // visitor chose (the site's cookie) while the site offers it, else, as on a first visit, the browser's if the
  // site offers it, else the site's default (site/index-html.ts).
  const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)
  const indexRequest = (request: FastifyRequest) => {
    const pathname = request.url.split('?')[0] ?? '/'
    const ccy = currencyCookieOf(request.headers.cookie)
    return {
      prefixed: localePrefix(pathname)?.locale,
      language: chosenLanguage(headerText(request.headers.lang), request.headers.cookie),
      browserLanguages: browserLanguages(request.headers['accept-language']),
      pathname,
      cookies: (ccy === undefined ? {} : { ccy }) as Record<string, string>,
      userAgent: request.headers['user-agent'],
    }
  }
  // Every HTML document of the site (every route, the 404 screen too) runs under the site's CSP.
  // Its title and description are in the request's language, for the page asked (site/index-html.ts).
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const html = await indexHtml!(indexRequest(request))
    siteDocumentHeaders(reply)
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie, accept-language, accept-encoding')
      .type('text/html; charset=utf-8')
    return reply.send(compressFor(request, reply, html))
  }
  if (indexHtml) app.get('/', async (request, reply) => sendIndex(request, reply))

  app.setNotFoundHandler(async (request, reply) => {
    if (indexHtml && request.method === 'GET' && !isServerPath(request.url)) {
      const away = inSiteOnlyRedirect(request.url)
      if (away) return reply.code(302).header('location', away).header('cache-control', 'no-cache').send()
      return sendIndex(request, reply)
    }
    return reply.code(404).send(envelope('404', 'server.http.not_found'))
  })

  // Provider transfers a crash left pending are settled before the first request (src/wallet/transfers.ts).
  await wallet.start()

  let closed = false
  return {
    app,
    io,
    db,
    wallet,
    answers,
    listen: (port, host = '127.0.0.1') => app.listen({ port, host }),
    async close() {
      if (closed) return
      closed = true
      wallet.stop()
      // Live sockets would keep the HTTP server open, so drop them (this process's only) before Fastify waits for it.
      await stopRealtime(app.server, io)
      await drain(app, options.shutdownGraceMs ?? 10_000)
      await app.close()
      // io.close() also closes the HTTP server Fastify already closed; that error is expected.
      await io.close(() => {})
      await redis?.close()
      answers.close()
      await db.destroy()
    },
  }
}

/**
 * Stops accepting connections at once (the listening socket closes before
 * this returns its promise), then waits for the requests in flight; past
 * `graceMs`, the connections still open are cut. Fastify's own close, after
 * this, finds the server closed and only runs its hooks.
 */
function drain(app: FastifyInstance, graceMs: number): Promise<void> {
  const listening = app.server.listening
  const drained = new Promise<void>((resolve) => app.server.close(() => resolve()))
  if (!listening) return drained
  app.log.info({ graceMs }, 'stopped accepting connections; letting requests in flight finish')
  const grace = setTimeout(() => {
    app.log.warn({ graceMs }, 'shutdown grace over: closing the connections still open')
    app.server.closeAllConnections()
  }, graceMs)
  return drained.finally(() => clearTimeout(grace))
}
