import { z } from 'zod/mini'

/** The house envelope (ARCHITECTURE.md): `{ code, message, data }`. */
export const envelopeSchema = z.object({
  code: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  message: z._default(z.string(), ''),
  data: z.optional(z.unknown()),
})

/** The other envelope some calls answer with (spec section 7): `{ header: { status, desc }, body }`. */
export const headerEnvelopeSchema = z.object({
  header: z.object({
    status: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
    desc: z._default(z.string(), ''),
  }),
  body: z.optional(z.unknown()),
})

export interface Envelope<T = unknown> {
  code: string
  message: string
  data: T
}

/** Reads either envelope shape into `{ code, message, data }`; `undefined` when it is neither. */
export function normaliseEnvelope(raw: unknown): Envelope | undefined {
  const plain = envelopeSchema.safeParse(raw)
  if (plain.success) return { code: plain.data.code, message: plain.data.message, data: plain.data.data }
  const header = headerEnvelopeSchema.safeParse(raw)
  if (header.success) {
    return { code: header.data.header.status, message: header.data.header.desc, data: header.data.body }
  }
  return undefined
}

/** Shape of a 400 answer: the message names the field, `data.field` carries its path. */
export const badRequestDataSchema = z.object({ field: z.string() })
