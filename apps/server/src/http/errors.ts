/**
 * A refusal the spec gives a code for (site not found, account disabled, ...).
 * It is not a fault: the answer is HTTP 200 with that code, and anything the
 * handler wrote is rolled back.
 */
export class BusinessError extends Error {
  readonly code: string
  readonly data: unknown

  constructor(code: string, message: string, data: unknown = null) {
    super(message)
    this.name = 'BusinessError'
    this.code = code
    this.data = data
  }
}

export function businessError(code: string, message: string, data: unknown = null): BusinessError {
  return new BusinessError(code, message, data)
}

/** Business codes the server answers with, beyond the spec's per-call catalogue. */
export const BUSINESS = {
  siteNotFound: { code: '102', message: 'site not found' },
  currencyNotOffered: { code: '103', message: 'currency not offered' },
  providerNotFound: { code: '104', message: 'provider not found' },
  gameNotFound: { code: '105', message: 'game not found' },
  demoNotOffered: { code: '106', message: 'demo not offered for this provider' },
  templateNotFound: { code: '108', message: 'template not found' },
} as const

/**
 * A 400 that only the handler can see (e.g. a `game_id` that names no game):
 * the same answer as a schema failure, `code "400"`, `"<field>: <reason>"`,
 * `data: { field }`. Thrown, so a write's transaction rolls back and nothing
 * is written.
 */
export class BadRequest extends Error {
  readonly statusCode = 400
  readonly field: string

  constructor(field: string, reason: string) {
    super(reason)
    this.name = 'BadRequest'
    this.field = field
  }
}
