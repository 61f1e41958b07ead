import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify'
import { BadRequest } from './errors.ts'
import { DatabaseBusy, isRetryable } from '../db/transact.ts'

export interface EnvelopeBody {
  code: string
  message: string
  data: unknown
}

export function envelope(code: string, message: string, data: unknown = null): EnvelopeBody {
  return { code, message, data }
}

export function sendBadRequest(reply: FastifyReply, field: string, reason: string): FastifyReply {
  return reply.code(400).send(envelope('400', `${field}: ${reason}`, { field }))
}

/**
 * Turns Fastify's own failures into the house envelope: unreadable bodies are
 * 400s naming `body`, a thrown `BadRequest` the 400 naming its field,
 * anything unexpected is a 500 without a stack trace.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof BadRequest) return sendBadRequest(reply, error.field, error.message)
    if (typeof error.code === 'string' && error.code.startsWith('FST_ERR_CTP_')) {
      const status = error.statusCode === 413 ? 413 : 400
      return reply.code(status).send(envelope(String(status), `body: ${error.message}`, { field: 'body' }))
    }
    // Another process held what this call needed past every retry (db/transact.ts): busy, nothing written.
    if (error instanceof DatabaseBusy || isRetryable(error)) {
      request.log.warn({ err: error }, 'database busy')
      return reply.code(503).header('retry-after', '1').send(envelope('503', 'busy, try again'))
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      return reply.code(status).send(envelope(String(status), error.message))
    }
    request.log.error({ err: error }, 'request failed')
    return reply.code(500).send(envelope('500', 'internal error'))
  })
}
