import { adminLogin, type Operator } from '@lobby/api/contract'
import { OPERATOR_ROLES, type OperatorRole } from '@lobby/domain'
import { expect, it } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { DEMO_MEMBER_PASSWORD } from '../src/seed/members.ts'
import { rowCounts } from './helpers.ts'
import { send } from './member-session.ts'

/**
 * The operator console's API from a test (issue 24): sign in as a demo
 * operator (`owner01`, `finance01`, `content01`, `support01`, `auditor01`,
 * password demo123), call `/api/admin/*` with its token, and check a list
 * of calls against every role (`roleMatrix`).
 */
export function operatorApi(server: LobbyServer) {
  async function signIn(account: string, password = DEMO_MEMBER_PASSWORD, totp?: string, from?: string) {
    if (from === undefined) {
      return send<Operator>(server, `/api${adminLogin.path}`, { account, password, ...(totp ? { totp } : {}) })
    }
    // From another address: the per-address limit counts each apart (a burst from many machines).
    const res = await server.app.inject({
      method: 'POST',
      url: `/api${adminLogin.path}`,
      remoteAddress: from,
      payload: { account, password, ...(totp ? { totp } : {}) },
    })
    const body = res.json<{ code: string; message: string; data: Operator }>()
    return { status: res.statusCode, ...body, authorization: res.headers.authorization as string | undefined }
  }

  /** A fresh session of `account` (a demo operator unless made otherwise): its bearer token. */
  async function tokenOf(account: string): Promise<string> {
    const res = await signIn(account)
    expect(res.code).toBe('100')
    expect(res.authorization).toBeTruthy()
    return res.authorization!
  }

  /** `POST /api<path>` with an operator's token (none: as a visitor). */
  function call<T = unknown>(token: string | undefined, path: string, body: unknown = {}) {
    return send<T>(server, `/api${path}`, body, token ? { token } : {})
  }

  return { signIn, tokenOf, call }
}

/** One console call for `roleMatrix`: who may make it, and a body that would succeed for them. */
export interface MatrixCall {
  path: string
  roles: readonly OperatorRole[]
  /** A fresh body for one try (called once per role). */
  body: () => Promise<Record<string, unknown>>
  /** What a refused call must leave as it was (besides every table's row count). */
  unchanged?: (body: Record<string, unknown>) => Promise<unknown>
}

/**
 * Registers one test per role: each call answers 200 and code 100 for the roles in its list, and HTTP 403
 * with every table's row count and `unchanged` as they were for the others. A member's token and no token
 * get 401 on every call, writing nothing.
 */
export function roleMatrix(
  server: () => LobbyServer,
  calls: () => readonly MatrixCall[],
  memberToken?: () => Promise<string>,
) {
  // Each role's test makes every call of the group and counts every table around each refused one: seconds on
  // PostgreSQL, more on a loaded 2-core machine. A test that timed out would go on writing under the next one.
  it.each(OPERATOR_ROLES)(
    '%s: 200 where the role may, 403 and nothing written where it may not',
    { timeout: 60_000 },
    async (role) => {
      const { tokenOf, call } = operatorApi(server())
      const token = await tokenOf(`${role}01`)
      for (const { path, roles, body: make, unchanged } of calls()) {
        const body = await make()
        const before = await rowCounts(server().db)
        const was = await unchanged?.(body)
        const res = await call(token, path, body)
        if (roles.includes(role)) {
          expect(res.status, `${role} ${path}: ${res.message}`).toBe(200)
          expect(res.code, `${role} ${path}: ${res.message}`).toBe('100')
        } else {
          expect(res.status, `${role} ${path}`).toBe(403)
          expect(res.message).toBe('your role may not do this')
          expect(await rowCounts(server().db), `${role} ${path}`).toEqual(before)
          expect(await unchanged?.(body), `${role} ${path}`).toEqual(was)
        }
      }
    },
  )
  if (memberToken) {
    it('a member token and no token: 401 on every call, nothing written', { timeout: 60_000 }, async () => {
      const { call } = operatorApi(server())
      const member = await memberToken()
      for (const { path, body: make, unchanged } of calls()) {
        const body = await make()
        const before = await rowCounts(server().db)
        const was = await unchanged?.(body)
        for (const token of [member, undefined]) {
          const res = await call(token, path, body)
          expect(res.status, `${path} ${token ? 'member' : 'visitor'}`).toBe(401)
        }
        expect(await rowCounts(server().db), path).toEqual(before)
        expect(await unchanged?.(body), path).toEqual(was)
      }
    })
  }
}
