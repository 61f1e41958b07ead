import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { startServer } from './helpers.ts'

const siteDir = mkdtempSync(join(tmpdir(), 'lobby-site-'))
const INDEX = '<!doctype html><title>Lobby test site</title><div id="root"></div>'
let server: LobbyServer

beforeAll(async () => {
  mkdirSync(join(siteDir, 'assets'))
  writeFileSync(join(siteDir, 'index.html'), INDEX)
  writeFileSync(join(siteDir, 'assets', 'app-3f9a1c2b.js'), 'console.log("lobby")')
  writeFileSync(join(siteDir, 'robots.txt'), 'User-agent: *')
  server = await startServer({ siteDir })
})
afterAll(async () => {
  await server.close()
  rmSync(siteDir, { recursive: true, force: true })
})

describe('the built site', () => {
  it('serves index.html at / without caching it', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe(INDEX)
    expect(res.headers['cache-control']).toBe('no-cache')
  })

  it('falls back to index.html for client routes', async () => {
    for (const url of ['/slot', '/member/profile?tab=1', '/games/GPR8/lobby']) {
      const res = await server.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.body).toBe(INDEX)
    }
  })

  it('serves hashed assets as immutable and other files as they are', async () => {
    const asset = await server.app.inject({ method: 'GET', url: '/assets/app-3f9a1c2b.js' })
    expect(asset.statusCode).toBe(200)
    expect(asset.body).toBe('console.log("lobby")')
    expect(asset.headers['cache-control']).toContain('immutable')
    const robots = await server.app.inject({ method: 'GET', url: '/robots.txt' })
    expect(robots.body).toBe('User-agent: *')
  })

  it('never answers server paths with the site', async () => {
    for (const url of ['/api/nope', '/media/gt/99.svg', '/socket.io/x']) {
      const res = await server.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(404)
      expect(res.body).not.toContain('Lobby test site')
    }
  })

  it('answers 404 for a site path when no site is configured', async () => {
    const bare = await startServer({ siteDir: join(siteDir, 'missing') })
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/slot' })
      expect(res.statusCode).toBe(404)
    } finally {
      await bare.close()
    }
  })
})
