import type { z } from 'zod/mini'

export type HttpMethod = 'GET' | 'POST'

/**
 * Any zod 4 schema, classic or mini: the contract is written with `zod/mini`
 * (tree-shakable, so the site bundles only what it uses), and code that keeps
 * classic `zod` (server hooks, tests) can still define endpoints. Parse one
 * with the functional `z.safeParse(schema, value)`, which both flavours share.
 */
type Schema = z.core.$ZodType

/**
 * One call of the wire contract. The server validates `request` and answers
 * `response` as the envelope's `data`; the client sends `request` and parses
 * `response`. Both import the same object, so they cannot drift.
 */
export interface Endpoint<Req extends Schema = Schema, Res extends Schema = Schema> {
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

/**
 * Builds an endpoint record. Marked free of side effects, so a bundle drops
 * every endpoint (with its schemas) that nothing in it calls: the first route
 * carries only the contract it uses.
 */
// @__NO_SIDE_EFFECTS__
export function defineEndpoint<Req extends Schema, Res extends Schema>(
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
