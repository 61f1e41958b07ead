import { describe, expect, it } from 'vitest'
import { createServer, type LobbyServer } from '../src/index.ts'
import { startServer } from './helpers.ts'
import { testDatabase } from './databases.ts'

const probe = (server: LobbyServer, url: string) => server.app.inject({ method: 'GET', url })

describe('/healthz and /readyz', () => {
  it.each([
    ['dev hooks on', true],
    ['production settings (dev hooks off)', false],
  ])('answer 200 with no session and no caching, %s', async (_name, devHooks) => {
    const server = await createServer({ db: await testDatabase(), devHooks })
    try {
      for (const url of ['/healthz', '/readyz']) {
        const res = await probe(server, url)
        expect(res.statusCode).toBe(200)
        expect(res.json()).toEqual({ status: 'ok' })
        expect(res.headers['cache-control']).toBe('no-store')
      }
    } finally {
      await server.close()
    }
  })

  it('/readyz answers 503 naming the migrations the database has not applied', async () => {
    const server = await startServer()
    try {
      const last = await server.db
        .selectFrom('kysely_migration' as never)
        .select('name' as never)
        .orderBy('name' as never, 'desc')
        .executeTakeFirstOrThrow()
      const name = (last as { name: string }).name
      await server.db
        .deleteFrom('kysely_migration' as never)
        .where('name' as never, '=', name as never)
        .execute()
      const res = await probe(server, '/readyz')
      expect(res.statusCode).toBe(503)
      expect(res.json()).toEqual({ status: 'unavailable', reason: 'migrations pending', pending: [name] })
      expect(res.headers['cache-control']).toBe('no-store')
      // The process is still alive.
      expect((await probe(server, '/healthz')).statusCode).toBe(200)
    } finally {
      await server.close()
    }
  })

  it('/readyz answers 503 when the database does not answer; /healthz still 200', async () => {
    const server = await startServer()
    try {
      await server.db.destroy()
      const res = await probe(server, '/readyz')
      expect(res.statusCode).toBe(503)
      expect(res.json()).toEqual({ status: 'unavailable', reason: 'database unavailable' })
      expect((await probe(server, '/healthz')).statusCode).toBe(200)
    } finally {
      await server.app.close()
    }
  })

  it('only answers GET', async () => {
    const server = await startServer()
    try {
      expect((await server.app.inject({ method: 'POST', url: '/readyz' })).statusCode).toBe(404)
    } finally {
      await server.close()
    }
  })
})
