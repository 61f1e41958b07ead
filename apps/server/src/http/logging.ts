import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify'
import { pino } from 'pino'

/**
 * The server's logs: pino through Fastify, one JSON object a line, every line
 * of a request carrying its id (`reqId`). Secrets never reach a line: request
 * lines carry method, url (sensitive query values replaced), host and
 * address, never headers or bodies; anything else logged passes the key
 * redaction below.
 */

/** Where log lines go (a pino destination): stdout by default, a test's stream in tests. */
export interface LogStream {
  write(line: string): void
}

export interface LogSettings {
  /** pino level; `silent` (the default of createServer, so tests are quiet) logs nothing. */
  level?: string
  stream?: LogStream
}

export const REQUEST_ID_HEADER = 'x-request-id'
/** An incoming id is kept when it looks like one (a proxy's or a client's); anything else gets a fresh UUID. */
const SANE_REQUEST_ID = /^[\w.:@/+=-]{1,128}$/

export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER]
  const value = Array.isArray(incoming) ? incoming[0] : incoming
  return value !== undefined && SANE_REQUEST_ID.test(value) ? value : randomUUID()
}

/**
 * Keys whose values are secrets wherever they appear: query parameters,
 * headers, bodies or any object logged. Tokens (`tk`, `token`, `captcha_token`,
 * the handover's `enc`), passwords (`password`, `withdraw_password`,
 * `new_password`, `check_password`...), captcha answers and SMS codes
 * (`answer`, `verify_code`, `phone_verify`, `code`), signatures and cookies.
 */
export const SECRET_KEY =
  /^(tk|enc|code|answer|captcha|sign|signature|sig|hmac|t?otp|pin|authorization|proxy-authorization|cookie|set-cookie|x-api-key)$|token|passw|pwd|secret|verify|session|cookie|api_?key/i

export const REDACTED = '[redacted]'

/** A request target as it may be logged: the values of secret query parameters replaced. */
export function redactRequestUrl(url: string): string {
  const mark = url.indexOf('?')
  if (mark === -1) return url
  const hash = url.indexOf('#', mark)
  const query = url.slice(mark + 1, hash === -1 ? undefined : hash)
  const redacted = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=')
      if (eq === -1) return pair
      let key = pair.slice(0, eq)
      try {
        key = decodeURIComponent(key.replace(/\+/g, ' '))
      } catch {
        // A malformed escape: judge the raw key.
      }
      return SECRET_KEY.test(key) ? `${pair.slice(0, eq)}=${REDACTED}` : pair
    })
    .join('&')
  return `${url.slice(0, mark)}?${redacted}`
}

/** A copy of `value` with the values of secret keys replaced, at any depth (cycles and depth bounded). */
export function redactSecrets(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (value === null || typeof value !== 'object') return value
  if (value instanceof Error) return value
  if (seen.has(value) || depth > 8) return '[…]'
  seen.add(value)
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1, seen))
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    if (SECRET_KEY.test(key)) out[key] = REDACTED
    else if (key === 'url' && typeof item === 'string') out[key] = redactRequestUrl(item)
    else out[key] = redactSecrets(item, depth + 1, seen)
  }
  return out
}

const SERIALIZED = new Set(['req', 'res', 'err', 'error'])

/**
 * Fastify's logger options for these settings. Without a stream of the
 * caller's, lines go to stdout through an asynchronous pino destination: a
 * line is handed to the operating system as soon as the previous write is
 * done, lines that pile up meanwhile in one write, instead of one blocking
 * write a line (with a line or two per request that was a third of the
 * server's time on the hot reads; BENCHMARKS.md). pino flushes what is left
 * when the process exits.
 */
export function loggerOptions(settings: LogSettings): FastifyServerOptions['logger'] {
  const level = settings.level ?? 'silent'
  const stream = settings.stream ?? (level === 'silent' ? undefined : pino.destination({ dest: 1, sync: false }))
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactRequestUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
    formatters: {
      // Runs before the serializers: `req` and `res` are left to theirs, `err` keeps its message and
      // stack; every other field of a line passes the key redaction.
      log: (object: Record<string, unknown>) => {
        const out: Record<string, unknown> = {}
        for (const [key, value] of Object.entries(object)) {
          out[key] = SERIALIZED.has(key) ? value : SECRET_KEY.test(key) ? REDACTED : redactSecrets(value)
        }
        return out
      },
    },
  }
}

/** Every answer carries its request id, so a report from a client can be found in the log. */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id)
  })
}

/** Requests answered with a kept answer (answer-cache.ts), which RequestLogs counts instead of lining. */
const keptAnswers = new WeakSet<FastifyRequest>()

/** Marks `request` as answered from the kept answers (a 200 with the kept bytes, or a 304). */
export function markKeptAnswer(request: FastifyRequest): void {
  keptAnswers.add(request)
}

/** Fastify's logger is pino's, which its type does not say. */
function enabled(logger: FastifyBaseLogger, level: 'debug' | 'info'): boolean {
  return (logger as unknown as { isLevelEnabled(level: string): boolean }).isLevelEnabled(level)
}

/** How often the count of kept answers is logged, when there were any. */
export const KEPT_SUMMARY_EVERY_MS = 60_000

/**
 * One `info` line a request, when it is answered: "request completed" with
 * the request (method, url with secrets redacted, host, address), the status
 * and the time it took. "incoming request" is a `debug` line (LOBBY_LOG_LEVEL=
 * debug shows it): two lines a request cost the server a third of its
 * throughput on the hot reads (BENCHMARKS.md) and told an operator nothing
 * the one line does not, but for a request that never finished. Probes
 * (`skip`) are not logged.
 *
 * Requests answered from the kept answers (the hot public reads: game list,
 * banners, site detail...; the same bytes for every caller) are counted
 * instead, below `debug`: one `kept answers served` line a minute with the
 * count per route and status. A line each was 40 % of the server's time on
 * those reads (BENCHMARKS.md), for requests that carry nobody's data and
 * change nothing. An error, a write, anything computed is still a line of
 * its own; `debug` lines the kept ones too.
 */
export class RequestLogs extends LogController {
  private readonly kept = new Map<string, number>()
  private keptSince = 0
  private logger: FastifyBaseLogger | undefined
  private timer: NodeJS.Timeout | undefined

  constructor(
    skip: (request: { url?: string }) => boolean,
    private readonly summaryEveryMs = KEPT_SUMMARY_EVERY_MS,
  ) {
    super({ disableRequestLogging: skip })
  }

  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return
    request.log.debug({ req: request }, 'incoming request')
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return
    if (error)
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored')
    else if (keptAnswers.has(request) && !enabled(reply.log, 'debug')) this.count(request, reply.statusCode, reply.log)
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed')
  }

  /** Where the count goes (the server's own logger), and its last count written when the server closes. */
  attach(app: FastifyInstance): void {
    this.logger = app.log
    app.addHook('onClose', async () => this.flushKept())
  }

  private count(request: FastifyRequest, status: number, logger: FastifyBaseLogger): void {
    if (!enabled(logger, 'info')) return
    const key = `${request.method} ${request.routeOptions.url ?? ''} ${status}`
    this.kept.set(key, (this.kept.get(key) ?? 0) + 1)
    if (this.timer) return
    this.keptSince = Date.now()
    this.timer = setTimeout(() => this.flushKept(), this.summaryEveryMs)
    this.timer.unref()
  }

  /** Logs the kept answers counted since the last line, if any (each minute, and when the server closes). */
  flushKept(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = undefined
    if (this.kept.size === 0 || !this.logger) return
    const served = Object.fromEntries(this.kept)
    const seconds = Math.round((Date.now() - this.keptSince) / 100) / 10
    this.kept.clear()
    this.logger.info({ served, seconds }, 'kept answers served')
  }
}

/**
 * Calls `done` once every line `logger` was given is written, in order. The
 * asynchronous destination (loggerOptions) may have a write under way when
 * the process exits; pino's flush at exit then writes what is left at once,
 * ahead of it, and the last lines come out of order (`stopped` before the
 * line of the request the shutdown let finish). Ending the destination writes
 * everything in turn (stdout itself stays open). At most `waitMs`.
 */
export function afterLogWritten(logger: object, done: () => void, waitMs = 2_000): void {
  const stream = (logger as Record<symbol, unknown>)[pino.symbols.streamSym] as
    { end?: () => void; once?: (event: string, listener: () => void) => void } | undefined
  if (typeof stream?.end !== 'function' || typeof stream.once !== 'function') return done()
  let called = false
  const finish = () => {
    if (called) return
    called = true
    clearTimeout(timer)
    done()
  }
  const timer = setTimeout(finish, waitMs)
  stream.once('close', finish)
  stream.once('error', finish)
  stream.end()
}
