import type { FastifyReply } from 'fastify'
import { z } from 'zod'
import { sendBadRequest } from '../http/envelope.ts'

/**
 * Parses a dev hook's body or query like the API does: a 400 naming the field, and `undefined`.
 * Takes any zod 4 schema: the contract's are `zod/mini`, the server's own hooks use classic `zod`.
 */
export function parseBody<T extends z.core.$ZodType>(
  schema: T,
  body: unknown,
  reply: FastifyReply,
): z.output<T> | undefined {
  const parsed = z.safeParse(schema, body)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  sendBadRequest(reply, issue?.path.map(String).join('.') || 'body', issue?.message ?? 'invalid')
  return undefined
}
