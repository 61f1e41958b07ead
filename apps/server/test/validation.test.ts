import { defineEndpoint } from '@lobby/api/contract'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { BusinessError, registerEndpoint, type LobbyServer } from '../src/index.ts'
import { GAME_LIST_URL, rowCounts, startServer, usdDesktop } from './helpers.ts'
import { verbatim } from '../src/http/messages.ts'

let server: LobbyServer | undefined

afterEach(async () => {
  await server?.close()
  server = undefined
})

describe('malformed game_list requests', () => {
  const { site_id: _omit, ...withoutSite } = usdDesktop
  const cases: { name: string; payload: string; field: string }[] = [
    { name: 'missing site_id', payload: JSON.stringify(withoutSite), field: 'site_id' },
    { name: "currency 'usd'", payload: JSON.stringify({ ...usdDesktop, currency: 'usd' }), field: 'currency' },
    {
      name: 'support_device 9',
      payload: JSON.stringify({ ...usdDesktop, support_device: 9 }),
      field: 'support_device',
    },
    { name: 'non-JSON body', payload: '{"currency": USD', field: 'body' },
    { name: 'JSON that is not an object', payload: '"lobby-demo"', field: 'body' },
  ]

  for (const c of cases) {
    it(`${c.name} answers 400 naming ${c.field} and writes nothing`, async () => {
      server = await startServer()
      const before = await rowCounts(server.db)
      const res = await server.app.inject({
        method: 'POST',
        url: GAME_LIST_URL,
        headers: { 'content-type': 'application/json' },
        payload: c.payload,
      })
      expect(res.statusCode).toBe(400)
      const body = res.json<{ code: string; message: string; data: { field: string } }>()
      expect(body.code).toBe('400')
      expect(body.data).toEqual({ field: c.field })
      expect(body.message.startsWith(`${c.field}: `)).toBe(true)
      expect(await rowCounts(server.db)).toEqual(before)
    })
  }
})

describe('the route helper', () => {
  const probe = defineEndpoint({
    path: '/test/probe',
    method: 'POST',
    request: z.object({ name: z.string().min(1), refuse: z.boolean().default(false) }),
    response: z.object({ saved: z.string() }),
  })

  async function serverWithProbe() {
    const s = await startServer()
    let calls = 0
    registerEndpoint(
      s.app,
      probe,
      async (input, { db, issueToken }) => {
        calls++
        await db
          .insertInto('sites')
          .values({ site_id: input.name, name: input.name, default_currency: 'USD' })
          .execute()
        if (input.refuse) throw new BusinessError('107', verbatim('refused after writing'))
        issueToken('tok-123')
        return { saved: input.name }
      },
      { db: s.db, validateResponses: true },
    )
    return { s, calls: () => calls }
  }

  it('never runs the handler for a rejected body', async () => {
    const probeServer = await serverWithProbe()
    server = probeServer.s
    const res = await server.app.inject({ method: 'POST', url: '/api/test/probe', payload: { name: '' } })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: '400', data: { field: 'name' } })
    expect(probeServer.calls()).toBe(0)
  })

  it('rolls back what a write wrote when it ends in a business refusal', async () => {
    const probeServer = await serverWithProbe()
    server = probeServer.s
    const before = await rowCounts(server.db)
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/test/probe',
      payload: { name: 'x-site', refuse: true },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ code: '107', message: 'refused after writing', data: null })
    expect(res.headers.authorization).toBeUndefined()
    expect(probeServer.calls()).toBe(1)
    expect(await rowCounts(server.db)).toEqual(before)
  })

  it('commits a successful write and sends the issued token in the authorization header', async () => {
    const probeServer = await serverWithProbe()
    server = probeServer.s
    const res = await server.app.inject({ method: 'POST', url: '/api/test/probe', payload: { name: 'y-site' } })
    expect(res.json()).toEqual({ code: '100', message: 'ok', data: { saved: 'y-site' } })
    expect(res.headers.authorization).toBe('tok-123')
    const row = await server.db.selectFrom('sites').select('name').where('site_id', '=', 'y-site').executeTakeFirst()
    expect(row?.name).toBe('y-site')
  })

  it('answers a crash as a 500 envelope without a stack trace', async () => {
    server = await startServer()
    const crashing = defineEndpoint({ path: '/test/crash', method: 'POST', request: z.object({}), response: z.null() })
    registerEndpoint(
      server.app,
      crashing,
      async () => {
        throw new Error('secret internals at /work/main/apps/server/src/x.ts:12')
      },
      { db: server.db, validateResponses: true },
    )
    const res = await server.app.inject({ method: 'POST', url: '/api/test/crash', payload: {} })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ code: '500', message: 'internal error', data: null })
    expect(res.body).not.toContain('secret')
  })

  it('treats a handler answer that breaks the response schema as a crash', async () => {
    server = await startServer()
    const lying = defineEndpoint({
      path: '/test/lie',
      method: 'POST',
      request: z.object({}),
      response: z.object({ n: z.number() }),
    })
    registerEndpoint(server.app, lying, async () => ({ n: 'one' }) as unknown as { n: number }, {
      db: server.db,
      validateResponses: true,
    })
    const res = await server.app.inject({ method: 'POST', url: '/api/test/lie', payload: {} })
    expect(res.statusCode).toBe(500)
  })

  it('answers an unknown /api path with a 404 envelope', async () => {
    server = await startServer()
    const res = await server.app.inject({ method: 'POST', url: '/api/v3/nope', payload: {} })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ code: '404', message: 'not found', data: null })
  })
})
