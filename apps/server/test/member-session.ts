import {
  LOGIN_HEADER,
  captcha,
  doubleValidation,
  doubleValidationChallengeSchema,
  getLoginHeader,
  login,
  loginDataSchema,
  type DevMember,
} from '@lobby/api/contract'
import { expect } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { DEMO_MEMBER_PASSWORD } from '../src/seed/members.ts'
import { SITE } from './helpers.ts'

/**
 * Logging members in the way the site does (captcha, login header, `/login`),
 * for the tests of member channels and of the failed-login limit.
 */
export interface Reply<T = unknown> {
  status: number
  code: string
  message: string
  data: T
  authorization: string | undefined
}

export async function send<T = unknown>(
  server: LobbyServer,
  url: string,
  payload?: unknown,
  options: { token?: string; headers?: Record<string, string>; method?: 'GET' | 'POST' } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...options.headers }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  const res = await server.app.inject({
    method: options.method ?? 'POST',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  })
  const body = res.json<{ code: string; message: string; data: T }>()
  const authorization = res.headers.authorization
  return {
    status: res.statusCode,
    ...body,
    authorization: typeof authorization === 'string' ? authorization : undefined,
  }
}

/** A login captcha and its answer (read through the dev hook, as e2e does). */
export async function newCaptcha(server: LobbyServer): Promise<{ token: string; answer: string }> {
  const issued = await send<{ token: string }>(server, `/api${captcha.path}`, { type: 1, site_id: SITE })
  expect(issued.code).toBe('100')
  const dev = await send<{ answer: string }>(
    server,
    `/api/dev/captcha?token=${encodeURIComponent(issued.data.token)}`,
    undefined,
    { method: 'GET' },
  )
  return { token: issued.data.token, answer: dev.data.answer }
}

let udids = 0
export const freshUdid = (): string => `session-test-device-${++udids}`

export interface LoginAttempt {
  account: string
  password?: string
  udid?: string
  /** A wrong captcha answer instead of the right one. */
  wrongCaptcha?: boolean
}

/** One `/login` with a fresh captcha and login header. */
export async function attemptLogin(server: LobbyServer, attempt: LoginAttempt): Promise<Reply> {
  const c = await newCaptcha(server)
  const header = await send<{ value: string }>(server, `/api${getLoginHeader.path}`, { site_id: SITE })
  expect(header.code).toBe('100')
  return send(
    server,
    `/api${login.path}`,
    {
      account: attempt.account,
      password: attempt.password ?? DEMO_MEMBER_PASSWORD,
      site_id: SITE,
      answer: attempt.wrongCaptcha ? `${c.answer}x` : c.answer,
      captcha_token: c.token,
      udid: attempt.udid ?? freshUdid(),
      device: 0,
      browser: 'vitest',
    },
    { headers: { [LOGIN_HEADER]: header.data.value } },
  )
}

export interface LoginFromAnswer {
  status: number
  code: string
  message: string
  retryAfter: string | undefined
  captchaToken: string
}

/**
 * One `/login` through `server` as a client at `ip` would send it: a fresh
 * login header, the captcha `captcha` (a fresh one, answered right, when
 * omitted). Answers the status, code, message and Retry-After, whatever they are.
 */
export async function loginFrom(
  server: LobbyServer,
  attempt: { ip: string; account: string; password?: string; captcha?: { token: string; answer: string } },
): Promise<LoginFromAnswer> {
  const c = attempt.captcha ?? (await newCaptcha(server))
  const header = await send<{ value: string }>(server, `/api${getLoginHeader.path}`, { site_id: SITE })
  const res = await server.app.inject({
    method: 'POST',
    url: `/api${login.path}`,
    remoteAddress: attempt.ip,
    headers: { [LOGIN_HEADER]: header.data.value },
    payload: {
      account: attempt.account,
      password: attempt.password ?? DEMO_MEMBER_PASSWORD,
      site_id: SITE,
      answer: c.answer,
      captcha_token: c.token,
      udid: freshUdid(),
      device: 0,
      browser: 'vitest',
    },
  })
  const body = res.json<{ code: string; message: string }>()
  const retryAfter = res.headers['retry-after']
  return {
    status: res.statusCode,
    code: body.code,
    message: body.message,
    retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
    captchaToken: c.token,
  }
}

/** Logs in and returns the token and member id; fails the test on any refusal. */
export async function logIn(server: LobbyServer, attempt: LoginAttempt): Promise<{ token: string; memberId: number }> {
  const res = await attemptLogin(server, attempt)
  expect(res).toMatchObject({ status: 200, code: '100' })
  const data = loginDataSchema.parse(res.data)
  return { token: data.token, memberId: data.member_id }
}

let accounts = 0

/** A member of its own (dev hook), so tests never share counters or sessions. Returns its account. */
export async function createMember(server: LobbyServer, fields: Partial<DevMember> = {}): Promise<string> {
  const account = fields.account ?? `rtmember${++accounts}`
  const res = await send(server, '/api/dev/members', { password: DEMO_MEMBER_PASSWORD, ...fields, account })
  expect(res.code).toBe('100')
  return account
}

/** Answers the double-validation question of a login that answered 107 and returns the new token. */
export async function passDoubleValidation(
  server: LobbyServer,
  challengeData: unknown,
  answers: Record<string, string>,
): Promise<string> {
  const challenge = doubleValidationChallengeSchema.parse(challengeData)
  const c = await newCaptcha(server)
  const res = await send(server, `/api${doubleValidation.path}`, {
    member_login_id: challenge.member_login_id,
    question: challenge.question,
    answer: answers[challenge.question] ?? '',
    captcha_answer: c.answer,
    captcha_token: c.token,
  })
  expect(res).toMatchObject({ status: 200, code: '100' })
  return loginDataSchema.parse(res.data).token
}
