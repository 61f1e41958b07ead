import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify'
import { BadRequest } from './errors.ts'
import { DatabaseBusy, isRetryable } from '../db/transact.ts'
import { english, remember, verbatim, type MessageParams, type Wording } from './messages.ts'

export interface EnvelopeBody {
  code: string
  message: string
  data: unknown
}

/**
 * An envelope saying `message`: a key of the server catalogues, written in
 * the request's language as the answer goes out (http/messages.ts), or
 * verbatim words (`ok`, a ui key, the dev hooks' English). `message` holds
 * the English text until then. Product code passes keys (messages.test.ts
 * refuses an English literal outside src/dev).
 */
export function envelope(
  code: string,
  message: Wording | (string & {}),
  data: unknown = null,
  params?: MessageParams,
): EnvelopeBody {
  const body = { code, message: english(message, params), data }
  remember(body, message, params)
  return body
}

/** The 400 naming `field`: `"<field>: <reason>"` (the reason in the request's language), `data: { field }`. */
export function sendBadRequest(
  reply: FastifyReply,
  field: string,
  reason: string,
  params?: MessageParams,
): FastifyReply {
  return reply.code(400).send(fieldEnvelope('400', field, reason, params))
}

/** `"<field>: <reason>"` with `data: { field }`, the reason in the request's language. */
function fieldEnvelope(code: string, field: string, reason: string, params?: MessageParams): EnvelopeBody {
  const body: EnvelopeBody = { code, message: `${field}: ${english(reason, params)}`, data: { field } }
  remember(body, reason, params, field)
  return body
}

/**
 * Turns Fastify's own failures into the house envelope: unreadable bodies are
 * 400s naming `body`, a thrown `BadRequest` the 400 naming its field,
 * anything unexpected is a 500 without a stack trace.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof BadRequest) return sendBadRequest(reply, error.field, error.wording, error.params)
    if (typeof error.code === 'string' && error.code.startsWith('FST_ERR_CTP_')) {
      if (error.statusCode === 413)
        return reply.code(413).send(fieldEnvelope('413', 'body', 'server.http.body_too_large'))
      return sendBadRequest(reply, 'body', 'server.http.body_unreadable')
    }
    // Another process held what this call needed past every retry (db/transact.ts): busy, nothing written.
    if (error instanceof DatabaseBusy || isRetryable(error)) {
      request.log.warn({ err: error }, 'database busy')
      return reply.code(503).header('retry-after', '1').send(envelope('503', 'server.http.busy'))
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      // Our own 4xx errors (Unauthorized, ...) carry a catalogue key; Fastify's own say it in English.
      const own = error as { wording?: Wording; params?: MessageParams }
      return reply.code(status).send(envelope(String(status), own.wording ?? verbatim(error.message), null, own.params))
    }
    request.log.error({ err: error }, 'request failed')
    return reply.code(500).send(envelope('500', 'server.http.internal'))
  })
}
