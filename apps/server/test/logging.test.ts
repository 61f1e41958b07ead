import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pino } from 'pino'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  afterLogWritten,
  markKeptAnswer,
  REDACTED,
  redactRequestUrl,
  redactSecrets,
  RequestLogs,
} from '../src/http/logging.ts'
import type { LobbyServer } from '../src/index.ts'
import { GAME_LIST_URL, SITE, startServer, usdDesktop } from './helpers.ts'

const BANNERS_URL = '/api/arks/web/carousel_picture'

/** A value that appears nowhere but where the test puts it. */
const secret = (label: string) => `${label}${randomBytes(9).toString('hex')}`

const TOKEN = secret('bearer')
const PASSWORD = secret('pw')
const WITHDRAW_PASSWORD = secret('wpw')
const CAPTCHA_ANSWER = secret('ans')
const CAPTCHA_TOKEN = secret('ctk')
const DEV_CAPTCHA_TOKEN = secret('devctk')
const SMS_CODE = secret('sms')
const PHONE_VERIFY = secret('pv')
const TK = secret('tk')
const ENC = secret('enc')
const CSP_TK = secret('csptk')
const COOKIE = secret('cookie')
const SECRETS = [
  TOKEN,
  PASSWORD,
  WITHDRAW_PASSWORD,
  CAPTCHA_ANSWER,
  CAPTCHA_TOKEN,
  DEV_CAPTCHA_TOKEN,
  SMS_CODE,
  PHONE_VERIFY,
  TK,
  ENC,
  CSP_TK,
  COOKIE,
]

const REQUEST_ID = 'lobby-test-req-0001'

let server: LobbyServer
const lines: string[] = []
const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>)

beforeAll(async () => {
  server = await startServer({ logger: { level: 'info', stream: { write: (line) => void lines.push(line) } } })
  server.app.get('/test/boom', async () => {
    throw new Error('boom-marker: something broke')
  })
})
afterAll(() => server.close())

describe('structured logs', () => {
  let answers: { url: string; status: number; requestId: string | undefined }[]

  beforeAll(async () => {
    const requests = [
      {
        method: 'POST' as const,
        url: '/api/login',
        headers: { authorization: `Bearer ${TOKEN}`, cookie: `sid=${COOKIE}`, 'x-request-id': REQUEST_ID },
        payload: {
          site_id: SITE,
          account: 'demo01',
          password: PASSWORD,
          captcha: CAPTCHA_ANSWER,
          captcha_token: CAPTCHA_TOKEN,
        },
      },
      { method: 'GET' as const, url: `/api/dev/captcha?token=${DEV_CAPTCHA_TOKEN}` },
      {
        method: 'POST' as const,
        url: '/api/register',
        payload: { site_id: SITE, verify_code: SMS_CODE, phone_verify: PHONE_VERIFY, password: PASSWORD },
      },
      {
        method: 'POST' as const,
        url: '/api/member/withdraw',
        headers: { authorization: TOKEN },
        payload: { withdraw_password: WITHDRAW_PASSWORD },
      },
      { method: 'GET' as const, url: `/?tk=${TK}&member_account=demo01&member_currency=USD&member_id=1` },
      { method: 'GET' as const, url: `/authCallback?enc=${ENC}&code=${SMS_CODE}&answer=${CAPTCHA_ANSWER}` },
      {
        method: 'POST' as const,
        url: '/api/csp-report',
        headers: { 'content-type': 'application/csp-report' },
        payload: JSON.stringify({
          'csp-report': {
            'document-uri': `https://lobby.test/?tk=${CSP_TK}`,
            'blocked-uri': 'inline',
            'effective-directive': 'script-src-elem',
          },
        }),
      },
      { method: 'GET' as const, url: '/test/boom', headers: { 'x-request-id': 'not a sane id\u0000; drop' } },
    ]
    answers = []
    for (const request of requests) {
      const res = await server.app.inject(request)
      answers.push({ url: request.url, status: res.statusCode, requestId: res.headers['x-request-id'] as string })
    }
  })

  it('writes one JSON object a line, one line a request at info with its id, request, status and time', () => {
    expect(lines.length).toBeGreaterThan(0)
    // "incoming request" is a debug line: at info a request is the one line of its answer.
    expect(entries().filter((e) => e.msg === 'incoming request')).toEqual([])
    const requestLines = entries().filter((e) => e.msg === 'request completed')
    expect(requestLines.length).toBe(answers.length)
    for (const entry of requestLines) {
      expect(typeof entry.reqId).toBe('string')
      expect(entry).toMatchObject({ req: { method: expect.any(String), url: expect.any(String) } })
      expect(entry).toMatchObject({ res: { statusCode: expect.any(Number) }, responseTime: expect.any(Number) })
    }
    const logged = requestLines.map((e) => (e.req as { url: string }).url)
    for (const answer of answers) expect(logged.some((url) => url.startsWith(answer.url.split('?')[0]!))).toBe(true)
  })

  it('never writes a token, password, captcha answer, SMS code or handover value', () => {
    const log = lines.join('')
    for (const value of SECRETS) expect(log).not.toContain(value)
    // The values were in the requests: the log shows that they were redacted, not that they were never sent.
    expect(log).toContain(`token=${REDACTED}`)
    expect(log).toContain(`tk=${REDACTED}`)
    expect(log).toContain('member_account=demo01')
  })

  it('keeps a sane incoming x-request-id, echoes it, and logs every line of that request under it', () => {
    expect(answers[0]!.requestId).toBe(REQUEST_ID)
    const ofRequest = entries().filter((e) => e.reqId === REQUEST_ID)
    expect(ofRequest.map((e) => e.msg)).toContain('request completed')
    expect(lines.join('')).toContain(REQUEST_ID)
  })

  it('gives a fresh id to a request without one or with one that is not sane, and echoes it', () => {
    const generated = answers.slice(1).map((a) => a.requestId)
    for (const id of generated) expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(new Set(generated).size).toBe(generated.length)
    expect(lines.join('')).not.toContain('not a sane id')
  })

  it('logs a 500 at error level with the error and its stack', () => {
    const boom = answers.find((a) => a.url === '/test/boom')!
    expect(boom.status).toBe(500)
    const failed = entries().find((e) => e.reqId === boom.requestId && e.level === 50)
    expect(failed).toBeDefined()
    const err = failed!.err as { message: string; stack: string }
    expect(err.message).toContain('boom-marker')
    expect(err.stack).toContain('logging.test.ts')
  })

  it('logs a CSP report at warn level, without the document address query', () => {
    const report = entries().find((e) => e.msg === 'content security policy violation')
    expect(report).toMatchObject({
      level: 40,
      csp: { documentURL: 'https://lobby.test/', directive: 'script-src-elem' },
    })
  })
})

describe('probes', () => {
  it('/healthz and /readyz requests are not logged (a probe every few seconds would fill the log)', async () => {
    const before = lines.length
    await server.app.inject({ method: 'GET', url: '/healthz' })
    await server.app.inject({ method: 'GET', url: '/readyz' })
    await server.app.inject({ method: 'GET', url: '/api/nope' })
    const urls = entries()
      .slice(before)
      .map((e) => (e.req as { url?: string } | undefined)?.url)
      .filter(Boolean)
    expect(urls).toEqual(['/api/nope'])
  })
})

describe('redaction rules', () => {
  it.each([
    ['/api/dev/captcha?token=abc', `/api/dev/captcha?token=${REDACTED}`],
    ['/?tk=abc&member_account=m1&member_id=7', `/?tk=${REDACTED}&member_account=m1&member_id=7`],
    ['/x?captcha_token=a&answer=b&code=c', `/x?captcha_token=${REDACTED}&answer=${REDACTED}&code=${REDACTED}`],
    ['/x?new_password=a&check_password=b', `/x?new_password=${REDACTED}&check_password=${REDACTED}`],
    ['/x?verify_code=1&phone_verify=2&enc=3', `/x?verify_code=${REDACTED}&phone_verify=${REDACTED}&enc=${REDACTED}`],
    ['/x?TK=1&Token=2&%74k=3', `/x?TK=${REDACTED}&Token=${REDACTED}&%74k=${REDACTED}`],
    ['/api/v3/game_list?currency=USD', '/api/v3/game_list?currency=USD'],
    ['/plain', '/plain'],
  ])('%s is logged as %s', (url, expected) => {
    expect(redactRequestUrl(url)).toBe(expected)
  })

  it('redacts secret keys at any depth of a logged object, and urls in it', () => {
    expect(
      redactSecrets({
        headers: { authorization: 'Bearer x', cookie: 'a=b', 'set-cookie': ['c'], accept: 'json' },
        body: {
          account: 'm1',
          password: 'p',
          withdraw_password: '1234',
          // An operator's second factor (admin/login) and its secret.
          totp: '123456',
          totp_secret: 'GEZDGNBV',
          nested: [{ captcha_token: 't', answer: 'a' }],
        },
        url: '/?tk=abc',
      }),
    ).toEqual({
      headers: { authorization: REDACTED, cookie: REDACTED, 'set-cookie': REDACTED, accept: 'json' },
      body: {
        account: 'm1',
        password: REDACTED,
        withdraw_password: REDACTED,
        totp: REDACTED,
        totp_secret: REDACTED,
        nested: [{ captcha_token: REDACTED, answer: REDACTED }],
      },
      url: `/?tk=${REDACTED}`,
    })
  })
})

describe('the end of the log', () => {
  it('has every line written, in order, before a stopping process exits (the asynchronous destination)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lobby-log-'))
    try {
      const file = join(dir, 'out.log')
      const logger = pino(pino.destination({ dest: file, sync: false, mkdir: true }))
      // Enough lines that writes are still under way when the last is logged.
      for (let i = 0; i < 5_000; i += 1) logger.info({ i, pad: 'x'.repeat(200) }, 'line')
      logger.info('stopped')
      await new Promise<void>((resolve) => afterLogWritten(logger, resolve))
      const lines = readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { msg: string; i?: number })
      expect(lines).toHaveLength(5_001)
      expect(lines.at(-1)?.msg).toBe('stopped')
      expect(lines.slice(0, -1).every((line, index) => line.i === index)).toBe(true)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('the hot reads answered from the kept answers', () => {
  async function logOf(level: string, send: (server: LobbyServer) => Promise<void>) {
    const written: string[] = []
    const server = await startServer({ logger: { level, stream: { write: (line) => void written.push(line) } } })
    try {
      await send(server)
    } finally {
      // Closing writes the last count.
      await server.close()
    }
    return written.map((line) => JSON.parse(line) as Record<string, unknown>)
  }
  const gameList = (server: LobbyServer, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url: GAME_LIST_URL, payload: usdDesktop, headers })

  it('are counted at info, one line for them all: a line each would be 40 % of the server on those reads', async () => {
    const log = await logOf('info', async (server) => {
      const first = await gameList(server)
      await gameList(server)
      await gameList(server)
      await gameList(server, { 'if-none-match': String(first.headers.etag) })
      // Not a kept answer: a line of its own.
      await server.app.inject({ method: 'POST', url: '/api/login', payload: { site_id: SITE } })
    })
    const completed = log.filter((e) => e.msg === 'request completed').map((e) => (e.req as { url: string }).url)
    // The first game list was computed, so it has its line; the login too.
    expect(completed).toEqual([GAME_LIST_URL, '/api/login'])
    const counts = log.filter((e) => e.msg === 'kept answers served')
    expect(counts).toHaveLength(1)
    expect(counts[0]).toMatchObject({
      level: 30,
      served: { [`POST ${GAME_LIST_URL} 200`]: 2, [`POST ${GAME_LIST_URL} 304`]: 1 },
      seconds: expect.any(Number),
    })
    expect(counts[0]!.reqId).toBeUndefined()
  })

  it('each have their line at debug', async () => {
    const log = await logOf('debug', async (server) => {
      for (let i = 0; i < 3; i += 1) await gameList(server)
    })
    expect(log.filter((e) => e.msg === 'request completed')).toHaveLength(3)
    expect(log.filter((e) => e.msg === 'kept answers served')).toEqual([])
  })

  it('are neither lined nor counted at warn', async () => {
    const log = await logOf('warn', async (server) => {
      for (let i = 0; i < 3; i += 1) await gameList(server)
    })
    expect(log.filter((e) => e.msg === 'request completed' || e.msg === 'kept answers served')).toEqual([])
  })

  it('are counted each minute while they come', () => {
    vi.useFakeTimers()
    try {
      const info: unknown[] = []
      const logs = new RequestLogs(() => false, 60_000)
      const logger = { info: (object: unknown) => void info.push(object), isLevelEnabled: () => true }
      logs.attach({ log: logger, addHook: () => undefined } as unknown as FastifyInstance)
      const request = { method: 'POST', routeOptions: { url: BANNERS_URL }, url: BANNERS_URL } as FastifyRequest
      markKeptAnswer(request)
      const reply = { statusCode: 200, log: { ...logger, isLevelEnabled: (level: string) => level !== 'debug' } }
      logs.requestCompleted(null, request, reply as unknown as FastifyReply)
      logs.requestCompleted(null, request, reply as unknown as FastifyReply)
      expect(info).toEqual([])
      vi.advanceTimersByTime(60_000)
      expect(info).toEqual([{ served: { [`POST ${BANNERS_URL} 200`]: 2 }, seconds: 60 }])
      logs.requestCompleted(null, request, reply as unknown as FastifyReply)
      vi.advanceTimersByTime(60_000)
      expect(info).toHaveLength(2)
      // Nothing counted: no line.
      vi.advanceTimersByTime(120_000)
      expect(info).toHaveLength(2)
    } finally {
      vi.useRealTimers()
    }
  })
})
