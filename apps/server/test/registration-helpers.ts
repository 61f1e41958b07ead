import { captcha, register, registerSms } from '@lobby/api/contract'
import { expect } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { SITE } from './helpers.ts'

/** Shared by the registration, SMS and forgotten-password tests. */

export interface Reply<T = unknown> {
  status: number
  code: string
  message: string
  data: T
  authorization: string | undefined
}

export interface SendOptions {
  token?: string
  remoteAddress?: string
  method?: 'GET' | 'POST'
}

export async function send<T = unknown>(
  server: LobbyServer,
  path: string,
  payload?: unknown,
  options: SendOptions = {},
): Promise<Reply<T>> {
  const res = await server.app.inject({
    method: options.method ?? 'POST',
    url: path,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  })
  const body = res.json<{ code: string; message: string; data: T }>()
  const authorization = res.headers.authorization
  return {
    status: res.statusCode,
    ...body,
    authorization: typeof authorization === 'string' ? authorization : undefined,
  }
}

export const api = (path: string) => `/api${path}`

let counter = 0
/** A number no other call in this test process got. */
export const next = () => ++counter

/** A fresh connection address, so one test's registrations never trip another's per-address limits. */
export function freshIp(): string {
  const n = next()
  return `10.77.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`
}

/** A fresh ten-digit phone starting 07 (no seeded member or blacklist entry uses 07). */
export const freshPhone = () => `07${String(next()).padStart(8, '0')}`

const HAN = '安白晨德芳光海华佳杰俊丽林明宁鹏琪瑞森涛伟欣阳宇泽志'
/** A fresh Chinese name: 李 and two characters from the counter, so RMB's unique names never collide. */
export function freshChineseName(): string {
  const n = next()
  return `李${HAN[n % HAN.length]}${HAN[Math.floor(n / HAN.length) % HAN.length]}`
}

export async function newCaptcha(server: LobbyServer, type: 1 | 2): Promise<{ token: string; answer: string }> {
  const res = await send<{ token: string }>(server, api(captcha.path), { type, site_id: SITE })
  expect(res.code).toBe('100')
  const dev = await send<{ answer: string }>(server, `/api/dev/captcha?token=${res.data.token}`, undefined, {
    method: 'GET',
  })
  return { token: res.data.token, answer: dev.data.answer }
}

/** An answer that is not the captcha's. */
export const wrongAnswer = (answer: string) => String((Number(answer) + 1) % 10_000).padStart(4, '0')

/** Asks for a registration SMS and reads the code from the dev hook. */
export async function registerSmsCode(server: LobbyServer, phone: string, remoteAddress = freshIp()): Promise<string> {
  const res = await send(
    server,
    api(registerSms.path),
    { member_phone: phone, currency: 'USD', type: 'register_member', site_id: SITE },
    { remoteAddress },
  )
  expect(res.code).toBe('100')
  const dev = await send<{ code: string }>(server, `/api/dev/sms?phone=${phone}`, undefined, { method: 'GET' })
  expect(dev.code).toBe('100')
  return dev.data.code
}

export type RegisterBody = Record<string, unknown>

/** A form every rule of the currency accepts (USD needs `phone_verify` from `registerSmsCode`). */
export function validForm(currency: 'USD' | 'RMB' | 'VND'): RegisterBody {
  const n = next()
  const common = {
    site_id: SITE,
    member_currency: currency,
    member_account: `reg${String(n).padStart(5, '0')}`,
    password: 'abc12345',
    check_password: 'abc12345',
    udid: `register-test-${n}`,
  }
  switch (currency) {
    case 'USD':
      return { ...common, member_phone: freshPhone(), member_email: `usd${n}@example.com`, member_name: 'Pat Doe' }
    case 'RMB':
      return {
        ...common,
        member_name: freshChineseName(),
        member_email: `rmb${n}@example.com`,
        member_phone: freshPhone(),
        identity_id: `R${String(n).padStart(9, '0')}`,
      }
    case 'VND':
      return { ...common, member_name: 'Nguyen Van An', member_zalo: `zalo_${n}` }
  }
}

/** Sends `/register` with a fresh register captcha (unless the body carries one) from `remoteAddress`. */
export async function attemptRegister<T = unknown>(
  server: LobbyServer,
  body: RegisterBody,
  remoteAddress = freshIp(),
): Promise<Reply<T>> {
  const c = body.captcha_token ? undefined : await newCaptcha(server, 2)
  return send<T>(
    server,
    api(register.path),
    { ...(c ? { captcha_token: c.token, verify_code: c.answer } : {}), ...body },
    { remoteAddress },
  )
}
