import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { POPUP_OPENER_POLICY, SITE_OPENER_POLICY, openerPolicyFor } from '../src/site/csp.ts'
import { GAME_LIST_URL, startServer, usdDesktop } from './helpers.ts'

const siteDir = mkdtempSync(join(tmpdir(), 'lobby-headers-'))
let plain: LobbyServer
let withHsts: LobbyServer

beforeAll(async () => {
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><html><head><title>x</title></head><body></body></html>')
  plain = await startServer({ siteDir })
  withHsts = await startServer({ siteDir, hstsMaxAge: 15_552_000 })
})
afterAll(async () => {
  await plain.close()
  await withHsts.close()
  rmSync(siteDir, { recursive: true, force: true })
})

// A document, a JSON answer, a media picture, a house page, a 404 and a probe.
const URLS = ['/', '/faq', '/media/logo/lobby-demo.svg', '/house/sport/quickbet', '/api/nope', '/healthz']

describe('security headers on every answer', () => {
  it.each(URLS)('%s: nosniff and strict-origin-when-cross-origin', async (url) => {
    const res = await plain.app.inject({ method: 'GET', url })
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  })

  it('sends no HSTS by default (tests and development run on http)', async () => {
    for (const url of URLS) {
      const res = await plain.app.inject({ method: 'GET', url })
      expect(res.headers['strict-transport-security']).toBeUndefined()
    }
  })

  it.each(URLS)('%s: HSTS with includeSubDomains when LOBBY_HSTS_MAX_AGE is set', async (url) => {
    const res = await withHsts.app.inject({ method: 'GET', url })
    expect(res.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains')
  })

  it('HSTS also on a POST answer and an error', async () => {
    const res = await withHsts.app.inject({
      method: 'POST',
      url: GAME_LIST_URL,
      payload: { ...usdDesktop, currency: 1 },
    })
    expect(res.statusCode).toBe(400)
    expect(res.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains')
  })
})

describe('Cross-Origin-Opener-Policy of the site documents', () => {
  it.each(['/', '/faq', '/gameHall/1', '/vi_VN/faq', '/user/Info', '/no/such/page'])(
    '%s: same-origin-allow-popups (another origin that opens it loses its handle)',
    async (url) => {
      const res = await plain.app.inject({ method: 'GET', url })
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups')
    },
  )

  // These load in windows the lobby opened and then navigate to (or arrive from) other
  // origins: a policy of their own would cut the lobby's handle on the game window.
  it.each(['/loading?game=GPR8', '/close', '/authCallback?enc=x', '/vi_VN/loading?game=1', '/en_US/close/'])(
    '%s: unsafe-none (the game and login windows stay reachable from the lobby)',
    async (url) => {
      const res = await plain.app.inject({ method: 'GET', url })
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.headers['cross-origin-opener-policy']).toBe('unsafe-none')
    },
  )

  it.each([
    ['/', SITE_OPENER_POLICY],
    ['/loadingx', SITE_OPENER_POLICY],
    ['/closed', SITE_OPENER_POLICY],
    ['/faq/close', SITE_OPENER_POLICY],
    ['/loading', POPUP_OPENER_POLICY],
    ['/loading#x', POPUP_OPENER_POLICY],
    ['/zh_CN/authCallback?enc=1', POPUP_OPENER_POLICY],
  ])('openerPolicyFor(%s) is %s', (url, expected) => {
    expect(openerPolicyFor(url)).toBe(expected)
  })
})
