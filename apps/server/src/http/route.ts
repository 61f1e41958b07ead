import type { Endpoint } from '@lobby/api/contract'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { Db } from '../db/connection.ts'
import { transact } from '../db/transact.ts'
import { keptUntilOf, sendAnswer, type AnswerCache, type CachedRead } from './answer-cache.ts'
import { markKeptAnswer } from './logging.ts'
import { envelope, sendBadRequest } from './envelope.ts'
import { BusinessError } from './errors.ts'
import { inLanguage, languageOf, type MessageParams, type ServerMessageKey } from './messages.ts'

// The contract is written with `zod/mini`, which registers no locale (only
// classic zod does, on first use): state English here so the 400's
// "<field>: <reason>" never depends on which schema happened to load first.
z.config(z.locales.en())

export interface HandlerContext {
  /** The database, or the request's transaction when the endpoint writes. */
  db: Db
  request: FastifyRequest
  reply: FastifyReply
  /** Sends a freshly issued token back in the `authorization` header, as the spec's client expects. */
  issueToken(token: string): void
  /**
   * Runs `effect` once what the call wrote is committed (after its
   * transaction, before the answer goes out); never when it rolls back.
   * For effects outside the database that must not outlive a rollback:
   * ending a revoked token's sockets (members/revocation.ts).
   */
  afterCommit(effect: () => void): void
}

export type Handler<E extends Endpoint> = (
  input: z.output<E['request']>,
  ctx: HandlerContext,
) => Promise<z.input<E['response']> | BusinessError>

/**
 * A handler in two steps. `prepare` runs first, outside any transaction, on
 * the plain connection: the place for slow work that must not hold the one
 * SQLite connection, password hashing above all (argon2 takes tens of
 * milliseconds; inside a transaction every other request would wait for it).
 * A refusal there is answered at once. `handle` then runs as a plain handler
 * (in the endpoint's transaction when it writes) with what `prepare`
 * answered, and must re-check inside the transaction whatever `prepare` read
 * and it relies on (for example that the password hash it verified is still
 * the one stored).
 */
export interface PreparedHandler<E extends Endpoint, P> {
  prepare(input: z.output<E['request']>, ctx: HandlerContext): Promise<P | BusinessError>
  handle(
    input: z.output<E['request']>,
    ctx: HandlerContext,
    prepared: P,
  ): Promise<z.input<E['response']> | BusinessError>
}

/** Either kind of handler `registerEndpoint` takes. */
export type AnyHandler<E extends Endpoint> = Handler<E> | PreparedHandler<E, any> // eslint-disable-line @typescript-eslint/no-explicit-any

/** `PreparedHandler` with its prepared value's type inferred from `prepare`. */
export function prepareFirst<E extends Endpoint, P>(
  _endpoint: E,
  prepare: PreparedHandler<E, P>['prepare'],
  handle: PreparedHandler<E, P>['handle'],
): PreparedHandler<E, P> {
  return { prepare, handle }
}

/**
 * Runs `handler`'s `prepare` step (if it has one) outside any transaction and
 * answers the plain handler that finishes the call with its result, or the
 * refusal `prepare` answered.
 */
export async function runPrepare<E extends Endpoint>(
  handler: AnyHandler<E>,
  input: z.output<E['request']>,
  ctx: HandlerContext,
): Promise<Handler<E> | BusinessError> {
  if (typeof handler === 'function') return handler
  const prepared: unknown = await handler.prepare(input, ctx)
  if (prepared instanceof BusinessError) return prepared
  return (i, c) => handler.handle(i, c, prepared)
}

export interface RouteOptions {
  db: Db
  /** Check handler output against the response schema; on in development and tests. */
  validateResponses: boolean
  /** Where the hot public reads keep their answers (http/answer-cache.ts); none: every call is computed. */
  answers?: AnswerCache
}

/** The steps `afterAnswer` keeps per reply, run once the answer has gone out. */
const answerSteps = new WeakMap<FastifyReply, (() => void | Promise<void>)[]>()

/**
 * Runs `step` once the answer has gone out with HTTP 200: after a write's
 * transaction committed, so an event never reports a change that rolled back.
 * Call it on the success path only (a business refusal also answers 200).
 * A transaction attempt that is run again (db/transact.ts) drops the steps
 * the failed attempt added (`forgetAnswerSteps`), so nothing is sent twice.
 */
export function afterAnswer(reply: FastifyReply, step: () => void | Promise<void>): void {
  let steps = answerSteps.get(reply)
  if (!steps) {
    const list: (() => void | Promise<void>)[] = []
    steps = list
    answerSteps.set(reply, list)
    reply.raw.once('finish', () => {
      if (reply.raw.statusCode !== 200) return
      for (const run of list) void Promise.resolve(run()).catch(() => undefined)
    })
  }
  steps.push(step)
}

function forgetAnswerSteps(reply: FastifyReply): void {
  const steps = answerSteps.get(reply)
  if (steps) steps.length = 0
}

/** Thrown inside a write transaction to roll it back; carries the refusal out. */
class Rollback extends Error {
  constructor(readonly refusal: BusinessError) {
    super(refusal.message)
  }
}

/** Runs the after-commit effects of a call in order; one that throws does not stop the others. */
function runEffects(effects: readonly (() => void)[]): void {
  for (const effect of effects) {
    try {
      effect()
    } catch {
      // An effect outside the database (a socket broadcast) must never turn a committed call into a 500.
    }
  }
}

function fieldOf(path: readonly PropertyKey[]): string {
  return path.length === 0 ? 'body' : path.map(String).join('.')
}

/** Marks a schema failure zod worded itself (no message of the contract's own): `ISSUE` + JSON of its key. */
const ISSUE = '\u0000issue:'

type RawIssue = Parameters<z.core.$ZodErrorMap>[0]

/** A default schema failure as a server catalogue key, so its 400 reason follows the request's language. */
function issueWording(issue: RawIssue): string {
  const said = (key: ServerMessageKey, params?: MessageParams) => ISSUE + JSON.stringify({ key, params })
  const text = 'origin' in issue && issue.origin === 'string'
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? said('server.input.required')
        : said('server.input.expected', { expected: String(issue.expected) })
    case 'too_small':
      return said(text ? 'server.input.too_small_text' : 'server.input.too_small', { minimum: String(issue.minimum) })
    case 'too_big':
      return said(text ? 'server.input.too_big_text' : 'server.input.too_big', { maximum: String(issue.maximum) })
    case 'invalid_format':
      return said('server.input.invalid_format')
    case 'invalid_value':
      return said('server.input.one_of', { values: issue.values.map(String).join(', ') })
    case 'unrecognized_keys':
      return said('server.input.unknown_fields', { keys: issue.keys.join(', ') })
    default:
      return said('server.input.invalid')
  }
}

/** A schema failure's reason: the key `issueWording` chose, or the contract's own words. */
function issueReason(message: string | undefined): { reason: string; params?: MessageParams } {
  if (message === undefined) return { reason: 'server.input.invalid' }
  if (!message.startsWith(ISSUE)) return { reason: message }
  const { key, params } = JSON.parse(message.slice(ISSUE.length)) as { key: ServerMessageKey; params?: MessageParams }
  return params ? { reason: key, params } : { reason: key }
}

/**
 * Registers one contract endpoint under `/api`. The request is parsed with the
 * contract's schema before the handler runs, so a malformed call never reaches
 * code that could write. Writes run in one transaction that a business
 * refusal rolls back.
 *
 * `cached`: a public read whose answer depends on its request and language
 * alone, made of the tables it names; its answers are kept and sent again
 * until one of those tables changes (http/answer-cache.ts). Never for a call
 * that reads a session, a cookie or the caller's address.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: AnyHandler<E>,
  options: RouteOptions,
  cached?: CachedRead,
): void {
  if (cached && endpoint.write) throw new Error(`${endpoint.path} writes: its answers cannot be kept`)
  const answers = cached ? options.answers : undefined
  const shelf = answers && cached ? answers.shelf(endpoint.path, cached) : undefined
  app.route({
    method: endpoint.method,
    url: `/api${endpoint.path}`,
    handler: async (request, reply) => {
      const raw = endpoint.method === 'GET' ? request.query : request.body
      const parsed = z.safeParse(endpoint.request, raw, { error: issueWording })
      if (!parsed.success) {
        const issue = parsed.error.issues[0]
        const field = fieldOf(issue?.path ?? [])
        const { reason, params } = issueReason(issue?.message)
        return sendBadRequest(reply, field, reason, params)
      }
      const input = parsed.data as z.output<E['request']>

      // A kept answer: the parsed request (the schema's own key order, so one spelling per meaning) and the language.
      let keep: ((status: number, body: unknown) => FastifyReply) | undefined
      if (answers && shelf) {
        const language = languageOf(request)
        const key = `${language}\n${JSON.stringify(input)}`
        const answer = answers.get(shelf, key)
        if (answer) {
          markKeptAnswer(request)
          return sendAnswer(request, reply, answer)
        }
        const generation = shelf.generation
        keep = (status, body) =>
          sendAnswer(
            request,
            reply,
            answers.put(
              shelf,
              key,
              generation,
              status,
              JSON.stringify(inLanguage(body, language)),
              Date.now(),
              keptUntilOf(request),
            ),
          )
      }

      let token: string | undefined
      const committed: (() => void)[] = []
      // Only an answer that issued no token and left nothing to run after it is the same for the next caller.
      const keepable = () => token === undefined && committed.length === 0
      const context = (db: Db): HandlerContext => ({
        db,
        request,
        reply,
        issueToken: (value) => {
          token = value
        },
        afterCommit: (effect) => {
          committed.push(effect)
        },
      })
      let finish: Handler<E> | undefined
      const run = async (db: Db) => {
        if (!finish) throw new Error('prepare has not run')
        const result = await finish(input, context(db))
        if (result instanceof BusinessError) throw result
        return result
      }

      let data: unknown
      try {
        // Before any transaction opens: a prepare step's slow work holds no connection.
        const prepared = await runPrepare(handler, input, context(options.db))
        if (prepared instanceof BusinessError) throw prepared
        finish = prepared
        data = endpoint.write
          ? await transact(options.db, async (trx, attempt) => {
              // A retried attempt starts clean: what a rolled-back attempt collected never runs.
              if (attempt > 1) {
                committed.length = 0
                token = undefined
                forgetAnswerSteps(reply)
              }
              try {
                return await run(trx)
              } catch (error) {
                throw error instanceof BusinessError ? new Rollback(error) : error
              }
            })
          : await run(options.db)
      } catch (error) {
        const refusal = error instanceof Rollback ? error.refusal : error instanceof BusinessError ? error : undefined
        if (!refusal) throw error
        // A write's refusal rolled everything back; a read's (a committing write) kept what it committed.
        if (!endpoint.write) runEffects(committed)
        const body = envelope(refusal.code, refusal.wording, refusal.data, refusal.params)
        if (keep && keepable()) return keep(200, body)
        return reply.code(200).send(body)
      }
      runEffects(committed)

      if (options.validateResponses) {
        const checked = z.safeParse(endpoint.response, data)
        if (!checked.success) {
          throw new Error(`response of ${endpoint.path} breaks the contract: ${checked.error.message}`)
        }
      }
      if (token !== undefined) reply.header('authorization', token)
      const body = envelope(endpoint.successCode, 'ok', data)
      if (keep && keepable()) return keep(200, body)
      return reply.code(200).send(body)
    },
  })
}
