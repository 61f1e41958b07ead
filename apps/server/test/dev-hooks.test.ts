import { afterEach, describe, expect, it } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { startServer } from './helpers.ts'

let server: LobbyServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

describe('development hooks', () => {
  it('answer /api/dev/health when on', async () => {
    server = await startServer({ devHooks: true })
    const res = await server.app.inject({ method: 'GET', url: '/api/dev/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ code: '100', message: 'ok', data: { devHooks: true } })
  })

  it('are all 404 when off', async () => {
    server = await startServer({ devHooks: false })
    for (const url of ['/api/dev/health', '/api/dev/sms?phone=1', '/api/dev/captcha?token=x']) {
      const res = await server.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({ code: '404' })
    }
    const post = await server.app.inject({ method: 'POST', url: '/api/dev/letters', payload: {} })
    expect(post.statusCode).toBe(404)
    // The quick-bet address hook: off, sport-quickbet-url answers the house page only.
    const quickbet = await server.app.inject({
      method: 'POST',
      url: '/api/dev/sport-quickbet',
      payload: { url: 'https://sport.example/quickbet' },
    })
    expect(quickbet.statusCode).toBe(404)
  })
})
