import type { z } from 'zod'

export type HttpMethod = 'GET' | 'POST'

/**
 * One call of the wire contract. The server validates `request` and answers
 * `response` as the envelope's `data`; the client sends `request` and parses
 * `response`. Both import the same object, so they cannot drift.
 */
export interface Endpoint<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  /** Path under `/api`. */
  readonly path: string
  readonly method: HttpMethod
  readonly request: Req
  readonly response: Res
  /**
   * Whether the call changes state. Writes are never retried (spec section 9:
   * retries 0 for writes, 1 otherwise). Nearly every call is a POST, so this is
   * declared per call rather than read off the method: a POST that only reads
   * (the game list) sets `write: false` and is retried once.
   */
  readonly write: boolean
  /** Cancelled through the shared abort signal when any call answers 401. */
  readonly abortOnUnauthorized: boolean
  /** Success code this call answers with; `"100"` unless the spec says otherwise. */
  readonly successCode: '100' | '1000'
}

export function defineEndpoint<Req extends z.ZodType, Res extends z.ZodType>(
  e: Pick<Endpoint<Req, Res>, 'path' | 'method' | 'request' | 'response'> &
    Partial<Pick<Endpoint<Req, Res>, 'write' | 'abortOnUnauthorized' | 'successCode'>>,
): Endpoint<Req, Res> {
  return {
    write: e.method !== 'GET',
    abortOnUnauthorized: false,
    successCode: '100',
    ...e,
  }
}

export type RequestOf<E extends Endpoint> = z.input<E['request']>
export type ResponseOf<E extends Endpoint> = z.output<E['response']>
