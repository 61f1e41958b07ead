import { english, type MessageParams, type Wording } from './messages.ts'

/**
 * A refusal the spec gives a code for (site not found, account disabled, ...).
 * It is not a fault: the answer is HTTP 200 with that code, and anything the
 * handler wrote is rolled back.
 */
export class BusinessError extends Error {
  readonly code: string
  readonly data: unknown
  /** What the envelope says, in the request's language (`message` is its English text). */
  readonly wording: Wording
  readonly params: MessageParams | undefined

  constructor(code: string, wording: Wording, data: unknown = null, params?: MessageParams) {
    super(english(wording, params))
    this.name = 'BusinessError'
    this.code = code
    this.data = data
    this.wording = wording
    this.params = params
  }
}

export function businessError(
  code: string,
  wording: Wording,
  data: unknown = null,
  params?: MessageParams,
): BusinessError {
  return new BusinessError(code, wording, data, params)
}

/**
 * A 4xx the error handler answers as the envelope `{ code: "<status>", message }`, `message` being `wording` in
 * the request's language (http/envelope.ts): 401, 403 and their like.
 */
export class HttpRefusal extends Error {
  constructor(
    readonly statusCode: number,
    readonly wording: Wording,
    name: string,
  ) {
    super(english(wording))
    this.name = name
  }
}

/** Business codes the server answers with, beyond the spec's per-call catalogue. */
export const BUSINESS = {
  siteNotFound: { code: '102', message: 'server.site.not_found' },
  currencyNotOffered: { code: '103', message: 'server.currency.not_offered' },
  providerNotFound: { code: '104', message: 'server.provider.not_found' },
  gameNotFound: { code: '105', message: 'server.game.not_found' },
  demoNotOffered: { code: '106', message: 'server.demo.not_offered' },
  templateNotFound: { code: '108', message: 'server.template.not_found' },
} as const satisfies Record<string, { code: string; message: Wording }>

/**
 * A 400 that only the handler can see (e.g. a `game_id` that names no game):
 * the same answer as a schema failure, `code "400"`, `"<field>: <reason>"`,
 * `data: { field }`. Thrown, so a write's transaction rolls back and nothing
 * is written.
 */
export class BadRequest extends Error {
  readonly statusCode = 400
  readonly field: string
  /** The reason: a server catalogue key, or a ui key the site translates itself (verbatim). */
  readonly wording: Wording
  readonly params: MessageParams | undefined

  constructor(field: string, reason: Wording, params?: MessageParams) {
    super(english(reason, params))
    this.name = 'BadRequest'
    this.field = field
    this.wording = reason
    this.params = params
  }
}
