import type { Endpoint } from '@lobby/api/contract'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { Db } from '../db/connection.ts'
import { envelope, sendBadRequest } from './envelope.ts'
import { BusinessError } from './errors.ts'

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
}

export type Handler<E extends Endpoint> = (
  input: z.output<E['request']>,
  ctx: HandlerContext,
) => Promise<z.input<E['response']> | BusinessError>

export interface RouteOptions {
  db: Db
  /** Check handler output against the response schema; on in development and tests. */
  validateResponses: boolean
}

/** Thrown inside a write transaction to roll it back; carries the refusal out. */
class Rollback extends Error {
  constructor(readonly refusal: BusinessError) {
    super(refusal.message)
  }
}

function fieldOf(path: readonly PropertyKey[]): string {
  return path.length === 0 ? 'body' : path.map(String).join('.')
}

/**
 * Registers one contract endpoint under `/api`. The request is parsed with the
 * contract's schema before the handler runs, so a malformed call never reaches
 * code that could write. Writes run in one transaction that a business
 * refusal rolls back.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
  options: RouteOptions,
): void {
  app.route({
    method: endpoint.method,
    url: `/api${endpoint.path}`,
    handler: async (request, reply) => {
      const raw = endpoint.method === 'GET' ? request.query : request.body
      const parsed = z.safeParse(endpoint.request, raw)
      if (!parsed.success) {
        const issue = parsed.error.issues[0]
        const field = fieldOf(issue?.path ?? [])
        return sendBadRequest(reply, field, issue?.message ?? 'invalid')
      }
      const input = parsed.data as z.output<E['request']>

      let token: string | undefined
      const run = async (db: Db) => {
        const result = await handler(input, {
          db,
          request,
          reply,
          issueToken: (value) => {
            token = value
          },
        })
        if (result instanceof BusinessError) throw result
        return result
      }

      let data: unknown
      try {
        data = endpoint.write
          ? await options.db.transaction().execute(async (trx) => {
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
        return reply.code(200).send(envelope(refusal.code, refusal.message, refusal.data))
      }

      if (options.validateResponses) {
        const checked = z.safeParse(endpoint.response, data)
        if (!checked.success) {
          throw new Error(`response of ${endpoint.path} breaks the contract: ${checked.error.message}`)
        }
      }
      if (token !== undefined) reply.header('authorization', token)
      return reply.code(200).send(envelope(endpoint.successCode, 'ok', data))
    },
  })
}
