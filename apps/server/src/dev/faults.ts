import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { Db } from '../db/connection.ts'
import { envelope, sendBadRequest } from '../http/envelope.ts'
import { deleteDevRecords, putDevRecord, useDevFault } from './records.ts'

/**
 * Fault injection for the client's resilience tests and for QA: the next
 * `times` requests to `path` are delayed, answered with a status, cut off, or
 * answered in the header envelope of spec section 7, all by the real server.
 */
const faultSchema = z.object({
  path: z
    .string()
    .startsWith('/api/')
    .max(255)
    .refine((p) => !p.startsWith('/api/dev/'), 'dev hooks cannot be faulted'),
  times: z.number().int().min(1).max(100).default(1),
  delayMs: z.number().int().min(0).max(60_000).default(0),
  /** Answer with this HTTP status instead of running the route. */
  status: z.number().int().min(200).max(599).optional(),
  /** Envelope code for `status` answers; defaults to the status. */
  code: z.string().optional(),
  /** Close the connection without an answer (a network failure to the client). */
  destroy: z.boolean().default(false),
  /** Run the route, then answer `{ header: { status, desc }, body }` instead of `{ code, message, data }`. */
  headerEnvelope: z.boolean().default(false),
  /** Run the route, then also send this token in the `authorization` response header. */
  authorization: z.string().optional(),
})
type Fault = z.output<typeof faultSchema>

const rewrite = Symbol('fault-rewrite')
type FaultedRequest = FastifyRequest & { [rewrite]?: Fault }

/**
 * The faults live in the database (`dev_records`, kind `fault`, keyed by path:
 * dev/records.ts), so a fault set through one server process applies to
 * requests to any of them, and `times` counts down over all of them.
 */
export function registerFaultHooks(app: FastifyInstance, db: Db): void {
  app.post('/api/dev/faults', async (request, reply) => {
    const parsed = faultSchema.safeParse(request.body)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      return sendBadRequest(reply, issue?.path.join('.') || 'body', issue?.message ?? 'invalid')
    }
    await putDevRecord(db, 'fault', parsed.data.path, JSON.stringify(parsed.data))
    return envelope('100', 'ok', parsed.data)
  })

  app.delete('/api/dev/faults', async () => {
    await deleteDevRecords(db, 'fault')
    return envelope('100', 'ok')
  })

  app.addHook('onRequest', async (request: FaultedRequest, reply) => {
    const path = request.url.split('?')[0] ?? ''
    // Only /api/ paths outside the dev hooks can be faulted (faultSchema): nothing else asks the database.
    if (!path.startsWith('/api/') || path.startsWith('/api/dev/') || path.length > 255) return
    const fault = await useDevFault<Fault>(db, 'fault', path)
    if (!fault) return
    if (fault.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fault.delayMs))
    if (fault.destroy) {
      request.raw.socket.destroy()
      return reply.hijack()
    }
    if (fault.status !== undefined) {
      return reply.code(fault.status).send(envelope(fault.code ?? String(fault.status), 'injected fault'))
    }
    request[rewrite] = fault
  })

  app.addHook('onSend', async (request: FaultedRequest, reply, payload) => {
    const fault = request[rewrite]
    if (!fault) return payload
    if (fault.authorization) reply.header('authorization', fault.authorization)
    if (!fault.headerEnvelope || typeof payload !== 'string') return payload
    const body = JSON.parse(payload) as { code: string; message: string; data: unknown }
    return JSON.stringify({ header: { status: body.code, desc: body.message }, body: body.data })
  })
}
