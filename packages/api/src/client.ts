import {
  CLIENT_ERROR,
  HTTP_TIMEOUT_MS,
  isSuccessCode,
  READ_RETRIES,
  RETRY_STATUS_CODES,
  WRITE_RETRIES,
} from '@lobby/domain'
import { z } from 'zod/mini'
import { badRequestDataSchema, normaliseEnvelope } from './contract/envelope.ts'
import type { Endpoint, RequestOf, ResponseOf } from './contract/endpoint.ts'
import { ApiError } from './errors.ts'

export interface ApiClientOptions {
  /** Base of every path; `/api` on the site, an absolute URL in node. */
  baseURL?: string
  /** The fetch to use (tests and native shells inject theirs). Defaults to the global fetch. */
  fetch?: typeof globalThis.fetch
  /** Current token, sent as `authorization: Bearer <token>`. */
  getToken: () => string | null | undefined
  /** Called with a token the server returned in the `authorization` response header. */
  setToken: (token: string) => void
  /** Current site language code (`en_US`, ...), sent as the `lang` header. */
  getLanguage: () => string
  /** Called once per 401, after the shared signal has been aborted. */
  onUnauthorized?: (error: ApiError) => void
  /** Per-attempt timeout; spec default 30 000 ms. */
  timeoutMs?: number
  /** Pause before the one retry of a read. */
  retryDelayMs?: number
}

export interface CallOptions {
  signal?: AbortSignal
  /** Extra request headers of this call, e.g. the login header (`x-login-nonce`) the login step asks for. */
  headers?: Record<string, string>
}

export interface ApiClient {
  call<E extends Endpoint>(endpoint: E, body: RequestOf<E>, options?: CallOptions): Promise<ResponseOf<E>>
  /** The signal that aborts on the next 401; calls flagged `abortOnUnauthorized` listen to it. */
  readonly sharedSignal: AbortSignal
}

const BEARER = /^Bearer\s+/i

/**
 * The one configured API client (bulletproof-react: one client, many calls).
 * It speaks the envelope of spec section 7 and maps every failure onto an
 * `ApiError`, so callers handle one shape.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseURL = options.baseURL ?? '/api'
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS
  const retryDelayMs = options.retryDelayMs ?? 300
  const send = options.fetch ?? globalThis.fetch.bind(globalThis)
  const base = baseURL.replace(/\/+$/, '')
  let shared = new AbortController()

  async function attempt<E extends Endpoint>(
    endpoint: E,
    body: RequestOf<E>,
    callerSignal: AbortSignal | undefined,
    extraHeaders: Record<string, string> | undefined,
  ): Promise<ResponseOf<E>> {
    const timeout = AbortSignal.timeout(timeoutMs)
    const signals = [timeout]
    if (callerSignal) signals.push(callerSignal)
    if (endpoint.abortOnUnauthorized) signals.push(shared.signal)
    const signal = AbortSignal.any(signals)

    const headers = new Headers({ ...extraHeaders, lang: options.getLanguage() })
    const token = options.getToken()
    if (token) headers.set('authorization', `Bearer ${token}`)

    let response: Response
    let answer: unknown
    try {
      let url = `${base}${endpoint.path}`
      let payload: string | undefined
      if (endpoint.method === 'GET') url += queryOf(body)
      else {
        payload = JSON.stringify(body ?? {})
        headers.set('content-type', 'application/json')
      }
      headers.set('accept', 'application/json')
      response = await send(url, { method: endpoint.method, headers, body: payload, signal })
      answer = parseBody(await response.text())
    } catch (cause) {
      if (timeout.aborted) throw ApiError.timeout(cause)
      if (signal.aborted) {
        throw new ApiError({ kind: 'aborted', code: 'aborted', message: 'aborted', cause })
      }
      throw ApiError.network(cause)
    }

    const issued = response.headers.get('authorization')
    if (issued) options.setToken(issued.replace(BEARER, ''))

    const envelope = normaliseEnvelope(answer)
    const status = response.status

    if (status === 401) {
      const error = new ApiError({
        kind: 'unauthorized',
        code: '401',
        status,
        message: envelope?.message || 'unauthorized',
      })
      // A 401 for a token the page no longer holds (a session switched or ended while the call was out) says
      // nothing of the current session: the call fails, the session stays.
      if ((options.getToken() ?? null) !== (token ?? null)) throw error
      shared.abort(error)
      shared = new AbortController()
      options.onUnauthorized?.(error)
      throw error
    }
    if (status === 400) {
      const field = badRequestDataSchema.safeParse(envelope?.data)
      throw new ApiError({
        kind: 'invalid',
        code: envelope?.code ?? '400',
        status,
        message: envelope?.message || 'bad request',
        field: field.success ? field.data.field : undefined,
      })
    }
    if (status < 200 || status >= 300) {
      throw new ApiError({
        kind: 'http',
        code: envelope?.code ?? CLIENT_ERROR.unknown,
        status,
        message: envelope?.message || response.statusText || String(status),
      })
    }
    if (!envelope) throw ApiError.unknown('response is not an envelope', status)
    if (!isSuccessCode(envelope.code)) {
      throw new ApiError({
        kind: 'business',
        code: envelope.code,
        message: envelope.message,
        status,
        data: envelope.data,
      })
    }
    const parsed = z.safeParse(endpoint.response, envelope.data)
    if (!parsed.success) {
      throw ApiError.unknown(
        `response does not match ${endpoint.path}: ${parsed.error.issues[0]?.message ?? ''}`,
        status,
      )
    }
    return parsed.data as ResponseOf<E>
  }

  async function call<E extends Endpoint>(endpoint: E, body: RequestOf<E>, callOptions?: CallOptions) {
    let retries = endpoint.write ? WRITE_RETRIES : READ_RETRIES
    for (;;) {
      try {
        return await attempt(endpoint, body, callOptions?.signal, callOptions?.headers)
      } catch (error) {
        if (retries > 0 && isRetryable(error)) {
          retries -= 1
          await pause(retryDelayMs, callOptions?.signal)
          continue
        }
        throw error
      }
    }
  }

  return {
    call,
    get sharedSignal() {
      return shared.signal
    },
  }
}

/** A GET call's query string (`?a=1&b=x`), from the request's defined values; empty without any. */
function queryOf(body: unknown): string {
  if (body === null || typeof body !== 'object') return ''
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(body)) if (value !== undefined) query.append(key, String(value))
  const text = query.toString()
  return text ? `?${text}` : ''
}

/** An answer's body: its JSON, or the text itself when it is not JSON (then it is no envelope). */
function parseBody(text: string): unknown {
  if (text === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  if (error.kind === 'timeout' || error.kind === 'network') return true
  return error.kind === 'http' && (RETRY_STATUS_CODES as readonly number[]).includes(error.status ?? 0)
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve()
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      resolve()
    })
  })
}
