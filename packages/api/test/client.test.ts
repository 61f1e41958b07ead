import { createServer, type LobbyServer } from '@lobby/server'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ApiError, createApiClient, defineEndpoint, gameList, type ApiClientOptions } from '../src/index.ts'
import { serverMessage } from '../src/messages/index.ts'

/**
 * The client against the real server, in-process, on a real port. Transport
 * failures are produced by the server's own fault hooks (/api/dev/faults).
 */
let server: LobbyServer
let base: string

beforeAll(async () => {
  server = await createServer({ db: ':memory:', devHooks: true })
  base = await server.listen(0)
})
afterAll(() => server.close())
beforeEach(() => fetch(`${base}/api/dev/faults`, { method: 'DELETE' }))

const usd = { currency: 'USD', site_id: 'lobby-demo', support_device: 0, template: 'desktop' } as const

async function fault(spec: Record<string, unknown>) {
  const response = await fetch(`${base}/api/dev/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '/api/v3/game_list', ...spec }),
  })
  expect(response.status).toBe(200)
}

/** A client whose fetch is the real one, recorded. */
function client(overrides: Partial<ApiClientOptions> = {}) {
  const requests: Request[] = []
  const recording: typeof fetch = (input, init) => {
    requests.push(new Request(input, init))
    return fetch(input, init)
  }
  let token: string | null = null
  const setToken = vi.fn((next: string) => {
    token = next
  })
  const onUnauthorized = vi.fn()
  const api = createApiClient({
    baseURL: `${base}/api`,
    fetch: recording,
    getToken: () => token,
    setToken,
    getLanguage: () => 'zh_CN',
    onUnauthorized,
    retryDelayMs: 10,
    ...overrides,
  })
  return {
    api,
    requests,
    setToken,
    onUnauthorized,
    useToken: (t: string) => {
      token = t
    },
  }
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('api client against the real server', () => {
  it('reads the game list and parses it with the contract', async () => {
    const { api } = client()
    const categories = await api.call(gameList, usd)
    expect(categories.map((c) => c.gt_id)).toEqual([2, 3, 4, 5, 6, 7, 8, 9])
    expect(categories[0]?.gp_list.length).toBeGreaterThan(0)
  })

  it('sends the lang header and the token as a bearer authorization header', async () => {
    const { api, requests, useToken } = client()
    await api.call(gameList, usd)
    expect(requests[0]?.headers.get('lang')).toBe('zh_CN')
    expect(requests[0]?.headers.has('authorization')).toBe(false)

    useToken('tok-1')
    await api.call(gameList, usd)
    expect(requests[1]?.headers.get('authorization')).toBe('Bearer tok-1')
  })

  it("sends a call's own headers, without letting them replace lang or the token", async () => {
    const { api, requests, useToken } = client()
    useToken('tok-2')
    await api.call(gameList, usd, { headers: { 'x-login-nonce': 'n-1', lang: 'xx', authorization: 'Bearer other' } })
    expect(requests[0]?.headers.get('x-login-nonce')).toBe('n-1')
    expect(requests[0]?.headers.get('lang')).toBe('zh_CN')
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer tok-2')
    await api.call(gameList, usd)
    expect(requests[1]?.headers.has('x-login-nonce')).toBe(false)
  })

  it('stores a token the server returns in the authorization response header', async () => {
    const { api, setToken } = client()
    await fault({ authorization: 'Bearer fresh-token' })
    await api.call(gameList, usd)
    expect(setToken).toHaveBeenCalledWith('fresh-token')
  })

  it('reads the header/body envelope the same as code/message/data', async () => {
    const { api } = client()
    const plain = await api.call(gameList, usd)
    await fault({ headerEnvelope: true })
    expect(await api.call(gameList, usd)).toEqual(plain)
  })

  it('treats code 1000 as success for calls that answer it', async () => {
    const { api } = client()
    const thousand = defineEndpoint({ ...gameList, response: z.null(), successCode: '1000' })
    // The real game list answers 100; the fault hook answers 1000 with no data.
    await fault({ status: 200, code: '1000' })
    await expect(api.call(thousand, usd)).resolves.toBeNull()
  })

  it('turns a business refusal into an error with the server code and message, in the language it sent', async () => {
    const { api } = client()
    const error = await failure(api.call(gameList, { ...usd, site_id: 'no-such-site' }))
    // The client sends `lang: zh_CN`; the server words the refusal in it.
    expect(error).toMatchObject({
      kind: 'business',
      code: '102',
      message: serverMessage('zh_CN', 'server.site.not_found'),
    })
    expect(error.message).not.toBe('site not found')
  })

  it('turns a 400 into an error naming the field', async () => {
    const { api } = client()
    const error = await failure(api.call(gameList, { ...usd, currency: 'usd' }))
    expect(error).toMatchObject({ kind: 'invalid', status: 400, field: 'currency' })
  })

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a read once on %i', async (status) => {
    const { api, requests } = client()
    await fault({ status })
    await expect(api.call(gameList, usd)).resolves.toHaveLength(8)
    expect(requests).toHaveLength(2)
  })

  it('gives up after one retry', async () => {
    const { api, requests } = client()
    await fault({ status: 503, times: 2 })
    const error = await failure(api.call(gameList, usd))
    expect(error).toMatchObject({ kind: 'http', status: 503 })
    expect(requests).toHaveLength(2)
  })

  it.each([404, 501, 403])('does not retry %i', async (status) => {
    const { api, requests } = client()
    await fault({ status })
    await failure(api.call(gameList, usd))
    expect(requests).toHaveLength(1)
  })

  it('never retries a write', async () => {
    const { api, requests } = client()
    const write = defineEndpoint({ ...gameList, write: true })
    await fault({ status: 503 })
    await failure(api.call(write, usd))
    expect(requests).toHaveLength(1)
  })

  it('maps a timeout to requestTimeout (each attempt has its own budget)', async () => {
    const { api, requests } = client({ timeoutMs: 150 })
    await fault({ delayMs: 1_000, times: 2 })
    const error = await failure(api.call(gameList, usd))
    expect(error).toMatchObject({ kind: 'timeout', code: 'requestTimeout' })
    expect(requests).toHaveLength(2)
  })

  it('recovers when only the first attempt times out', async () => {
    const { api } = client({ timeoutMs: 300 })
    await fault({ delayMs: 1_000, times: 1 })
    await expect(api.call(gameList, usd)).resolves.toHaveLength(8)
  })

  it('maps a dropped connection to networkError', async () => {
    const { api } = client()
    await fault({ destroy: true, times: 2 })
    const error = await failure(api.call(gameList, usd))
    expect(error).toMatchObject({ kind: 'network', code: 'networkError' })
  })

  it('sends a POST body as JSON and a GET request as its query, leaving out what is undefined', async () => {
    const { api, requests } = client()
    await api.call(gameList, usd)
    expect(requests[0]!.method).toBe('POST')
    expect(requests[0]!.headers.get('content-type')).toBe('application/json')
    expect(await requests[0]!.json()).toEqual(usd)

    const captcha = defineEndpoint({
      path: '/clientCaptcha',
      method: 'GET',
      request: z.object({ n: z.number(), word: z.string(), none: z.string().optional() }),
      response: z.object({ text: z.string() }),
    })
    await api.call(captcha, { n: 3, word: 'a b&c', none: undefined })
    const get = requests[1]!
    expect(get.method).toBe('GET')
    expect(get.url).toBe(`${base}/api/clientCaptcha?n=3&word=a+b%26c`)
    expect(get.body).toBeNull()
  })

  it('maps an answer that is not an envelope to UNKNOWN_CODE', async () => {
    const { api } = client({ baseURL: base })
    const icon = defineEndpoint({
      path: '/media/gt/2.svg',
      method: 'GET',
      request: z.object({}),
      response: z.unknown(),
    })
    const error = await failure(api.call(icon, {}))
    expect(error).toMatchObject({ kind: 'unknown', code: 'UNKNOWN_CODE' })
  })

  it('maps a response outside the contract to UNKNOWN_CODE', async () => {
    const { api } = client()
    const drifted = defineEndpoint({ ...gameList, response: z.array(z.object({ gt_id: z.string() })) })
    const error = await failure(api.call(drifted, usd))
    expect(error).toMatchObject({ kind: 'unknown', code: 'UNKNOWN_CODE' })
  })

  it('on 401 aborts the calls that share the signal and calls the unauthorized hook', async () => {
    const { api, onUnauthorized } = client()
    const shared = defineEndpoint({ ...gameList, path: '/v3/game_list', abortOnUnauthorized: true })
    const other = defineEndpoint({ ...gameList, path: '/v3/game_list?unshared' })
    await fault({ delayMs: 500, times: 1 })
    const pending = api.call(shared, usd)
    // Give the slow call time to be in flight before the 401 lands.
    await new Promise((resolve) => setTimeout(resolve, 50))
    const signalBefore = api.sharedSignal

    await fault({ status: 401 })
    const unauthorized = await failure(api.call(gameList, usd))
    expect(unauthorized).toMatchObject({ kind: 'unauthorized', status: 401 })
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
    expect(signalBefore.aborted).toBe(true)
    expect(await failure(pending)).toMatchObject({ kind: 'aborted' })

    // A fresh signal: later calls run again.
    expect(api.sharedSignal.aborted).toBe(false)
    await expect(api.call(shared, usd)).resolves.toHaveLength(8)
    await expect(api.call(other, usd)).resolves.toHaveLength(8)
  })

  it('a 401 for a token the page no longer holds leaves the session alone', async () => {
    const { api, onUnauthorized, useToken } = client()
    const shared = defineEndpoint({ ...gameList, path: '/v3/game_list', abortOnUnauthorized: true })
    useToken('first-session')
    await fault({ status: 401, delayMs: 200, times: 1 })
    const stale = api.call(gameList, usd)
    // The page switches to another session while the first one's call is out.
    useToken('second-session')
    expect(await failure(stale)).toMatchObject({ kind: 'unauthorized', status: 401 })
    expect(onUnauthorized).not.toHaveBeenCalled()
    expect(api.sharedSignal.aborted).toBe(false)
    await expect(api.call(shared, usd)).resolves.toHaveLength(8)

    // The same 401 for the token the page holds still ends the session.
    await fault({ status: 401, times: 1 })
    expect(await failure(api.call(gameList, usd))).toMatchObject({ kind: 'unauthorized' })
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('a caller can cancel its own call', async () => {
    const { api } = client()
    await fault({ delayMs: 1_000 })
    const controller = new AbortController()
    const pending = api.call(gameList, usd, { signal: controller.signal })
    controller.abort()
    expect(await failure(pending)).toMatchObject({ kind: 'aborted' })
  })
})
