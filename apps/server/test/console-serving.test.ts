import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { startServer } from './helpers.ts'

/**
 * The operator console's build served under /console (site/console.ts): its
 * assets, its index.html for every address of its own under a strict policy
 * (no framing, no inline script), never the site's page; and nothing at all
 * when no console is built.
 */

let dir: string
let server: LobbyServer

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lobby-console-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><title>Lobby console</title><script type="module" src="/console/assets/app-1.js"></script>',
  )
  writeFileSync(join(dir, 'assets', 'app-1.js'), 'console.log(1)')
  server = await startServer({ consoleDir: dir })
})
afterAll(async () => {
  await server.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('/console', () => {
  it.each(['/console', '/console/', '/console/login', '/console/withdrawals?status=all'])(
    '%s is the console page, not to be framed, not indexed, no inline script',
    async (url) => {
      const res = await server.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain('<title>Lobby console</title>')
      const csp = String(res.headers['content-security-policy'])
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toMatch(/script-src 'self'(;|$)/)
      expect(res.headers['x-frame-options']).toBe('DENY')
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow')
      expect(res.headers['referrer-policy']).toBe('no-referrer')
    },
  )

  it('serves its fingerprinted assets for a year, and no html file by its name', async () => {
    const asset = await server.app.inject({ method: 'GET', url: '/console/assets/app-1.js' })
    expect(asset.statusCode).toBe(200)
    expect(asset.body).toBe('console.log(1)')
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const missing = await server.app.inject({ method: 'GET', url: '/console/assets/nope.js' })
    expect(missing.statusCode).toBe(404)
    expect(missing.body).not.toContain('Lobby console')
  })

  it('without a console build, /console is not found (never the site page)', async () => {
    const bare = await startServer()
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/console/login' })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({ code: '404' })
    } finally {
      await bare.close()
    }
  })
})
