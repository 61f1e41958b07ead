import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { HOUSE_CSP, QUICKBET_PATH } from '../src/house/routes.ts'
import type { LobbyServer } from '../src/index.ts'
import { CSP_REPORT_BODY_LIMIT, CSP_REPORT_PATH, SITE_CSP } from '../src/site/csp.ts'
import { FIRST_VIEW_SCRIPT_HASH } from '../src/site/first-view.ts'
import { GAME_LIST_URL, startServer, usdDesktop } from './helpers.ts'

const siteDir = mkdtempSync(join(tmpdir(), 'lobby-csp-'))
/** Shaped like the built apps/site/dist/index.html: every script and style is a file. */
const INDEX = [
  '<!doctype html><html lang="en-US"><head><meta charset="UTF-8" /><title>Lobby csp site</title>',
  '<script type="module" crossorigin src="/assets/index-1a2b3c4d.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/index-1a2b3c4d.css">',
  '</head><body><div id="root"></div></body></html>',
].join('\n')
let server: LobbyServer

beforeAll(async () => {
  mkdirSync(join(siteDir, 'assets'))
  writeFileSync(join(siteDir, 'index.html'), INDEX)
  writeFileSync(join(siteDir, 'assets', 'index-1a2b3c4d.js'), 'console.log("lobby")')
  writeFileSync(join(siteDir, 'assets', 'index-1a2b3c4d.css'), 'body{margin:0}')
  writeFileSync(join(siteDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  server = await startServer({ siteDir })
})
afterAll(async () => {
  await server.close()
  rmSync(siteDir, { recursive: true, force: true })
})
afterEach(() => {
  vi.restoreAllMocks()
})

/** The policy's directives by name, each with its source list. */
function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>()
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/)
    if (name) map.set(name.toLowerCase(), values)
  }
  return map
}

async function get(url: string) {
  return server.app.inject({ method: 'GET', url })
}

function cspOf(res: { headers: Record<string, unknown> }): string {
  const value = res.headers['content-security-policy']
  expect(typeof value).toBe('string')
  return value as string
}

// The site's documents: the lobby, a deep client route, an unknown path (the 404 screen), index.html asked by name.
const DOCUMENTS = ['/', '/gameHall/1', '/no/such/page?x=1', '/index.html']

describe('the site runs under its Content-Security-Policy', () => {
  it('sends the policy, its report endpoint and the security headers with every document of the site', async () => {
    for (const url of DOCUMENTS) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type'], url).toContain('text/html')
      // The site's own document (the server writes its title and description in the request's language).
      expect(res.body, url).toContain('src="/assets/index-1a2b3c4d.js"')
      expect(cspOf(res), url).toBe(SITE_CSP)
      expect(res.headers['reporting-endpoints'], url).toBe(`csp-endpoint="${CSP_REPORT_PATH}"`)
      expect(res.headers['x-content-type-options'], url).toBe('nosniff')
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin')
    }
  })

  it("allows no eval anywhere and no inline script but the first view's check, by its hash", async () => {
    const policy = cspOf(await get('/gameHall/1'))
    expect(policy).not.toMatch(/unsafe-eval|wasm-unsafe-eval|unsafe-hashes/)
    const d = directives(policy)
    expect(d.get('script-src')).toEqual(["'self'", FIRST_VIEW_SCRIPT_HASH])
    expect(d.has('script-src-elem')).toBe(false)
    expect(d.has('script-src-attr')).toBe(false)
    expect(d.get('default-src')).toEqual(["'self'"])
  })

  it('keeps every other directive as tight as the site allows', async () => {
    const d = directives(cspOf(await get('/')))
    expect(Object.fromEntries(d)).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", FIRST_VIEW_SCRIPT_HASH],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'frame-src': ["'self'", 'https:'],
      'worker-src': ["'self'"],
      'manifest-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'self'"],
      'report-uri': [CSP_REPORT_PATH],
      'report-to': ['csp-endpoint'],
    })
  })

  it('serves documents whose only inline scripts are data blocks the policy does not need to allow', async () => {
    const res = await get('/')
    const scripts = [...res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    // The boot data is there (the server adds it), so this checks what the server writes into the page.
    expect(scripts.some(([, attrs]) => attrs!.includes('id="lobby-boot"'))).toBe(true)
    for (const [, attrs, body] of scripts) {
      if (/\bsrc=/.test(attrs!)) continue
      expect(attrs).toMatch(/\btype="application\/json"/)
      expect(body!.length).toBeGreaterThan(0)
    }
    expect(res.body).not.toMatch(/\son[a-z]+\s*=/i)
    expect(res.body).not.toMatch(/javascript:/i)
  })

  it('still serves the static assets the policy points at', async () => {
    const js = await get('/assets/index-1a2b3c4d.js')
    expect(js.statusCode).toBe(200)
    expect(js.body).toBe('console.log("lobby")')
    expect(js.headers['content-type']).toContain('javascript')
    expect(js.headers['x-content-type-options']).toBe('nosniff')
    const css = await get('/assets/index-1a2b3c4d.css')
    expect(css.statusCode).toBe(200)
    expect(css.headers['content-type']).toContain('text/css')
    const icon = await get('/favicon.svg')
    expect(icon.statusCode).toBe(200)
    expect(icon.headers['content-type']).toContain('image/svg+xml')
  })

  it('puts the security headers on API answers too, and not the site policy', async () => {
    const list = await server.app.inject({ method: 'POST', url: GAME_LIST_URL, payload: usdDesktop })
    expect(list.statusCode).toBe(200)
    expect(list.headers['x-content-type-options']).toBe('nosniff')
    expect(list.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    const missing = await get('/api/nope')
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['x-content-type-options']).toBe('nosniff')
  })

  it('leaves the house provider its own policy', async () => {
    const res = await get(QUICKBET_PATH)
    expect(res.statusCode).toBe(200)
    expect(cspOf(res)).toBe(HOUSE_CSP)
    expect(directives(HOUSE_CSP).get('script-src')).toEqual(["'self'"])
  })
})

describe('POST /api/csp-report', () => {
  const legacy = {
    'csp-report': {
      'document-uri': 'http://lobby.test/gameHall/1?tk=secret-token#x',
      referrer: '',
      'violated-directive': 'script-src-elem',
      'effective-directive': 'script-src-elem',
      'original-policy': SITE_CSP,
      disposition: 'enforce',
      'blocked-uri': 'inline',
      'line-number': 12,
      'column-number': 3,
      'source-file': 'http://lobby.test/gameHall/1?tk=secret-token',
      'status-code': 200,
      'script-sample': 'alert(1)',
    },
  }
  const reporting = [
    {
      type: 'csp-violation',
      age: 10,
      url: 'http://lobby.test/?enc=secret',
      user_agent: 'Chrome',
      body: {
        documentURL: 'http://lobby.test/?enc=secret',
        blockedURL: 'https://evil.example/x.js?q=1',
        effectiveDirective: 'script-src-elem',
        originalPolicy: SITE_CSP,
        disposition: 'enforce',
        statusCode: 200,
        sample: '',
      },
    },
    { type: 'deprecation', age: 1, url: 'http://lobby.test/', user_agent: 'Chrome', body: { id: 'x' } },
  ]

  function send(contentType: string, payload: string) {
    return server.app.inject({
      method: 'POST',
      url: CSP_REPORT_PATH,
      headers: { 'content-type': contentType },
      payload,
    })
  }

  it('takes a report-uri report (application/csp-report), logs it at warn without the query, answers 204', async () => {
    const warn = vi.spyOn(server.app.log, 'warn')
    const res = await send('application/csp-report', JSON.stringify(legacy))
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    expect(warn).toHaveBeenCalledTimes(1)
    const [logged] = warn.mock.calls[0] as unknown as [{ csp: Record<string, unknown> }]
    expect(logged.csp).toEqual({
      documentURL: 'http://lobby.test/gameHall/1',
      blockedURL: 'inline',
      directive: 'script-src-elem',
      disposition: 'enforce',
      sourceFile: 'http://lobby.test/gameHall/1',
      line: 12,
      column: 3,
      sample: 'alert(1)',
    })
    expect(JSON.stringify(warn.mock.calls)).not.toContain('secret')
  })

  it('takes a Reporting API batch (application/reports+json) and logs only its CSP violations', async () => {
    const warn = vi.spyOn(server.app.log, 'warn')
    const res = await send('application/reports+json', JSON.stringify(reporting))
    expect(res.statusCode).toBe(204)
    expect(warn).toHaveBeenCalledTimes(1)
    const [logged] = warn.mock.calls[0] as unknown as [{ csp: Record<string, unknown> }]
    expect(logged.csp).toMatchObject({
      documentURL: 'http://lobby.test/',
      blockedURL: 'https://evil.example/x.js',
      directive: 'script-src-elem',
    })
    expect(JSON.stringify(warn.mock.calls)).not.toContain('secret')
  })

  it('accepts either kind with a charset parameter, or sent as plain JSON', async () => {
    expect((await send('application/csp-report; charset=utf-8', JSON.stringify(legacy))).statusCode).toBe(204)
    expect((await send('application/json', JSON.stringify(reporting))).statusCode).toBe(204)
  })

  it('refuses garbage with 400 and logs nothing', async () => {
    const warn = vi.spyOn(server.app.log, 'warn')
    const cases: [string, string][] = [
      ['application/csp-report', '{not json'],
      ['application/reports+json', '[{"type":'],
      ['application/csp-report', '{"hello":"world"}'],
      ['application/reports+json', '[]'],
      ['application/reports+json', JSON.stringify([{ type: 'csp-violation', body: { lineNumber: 'x' } }])],
      ['application/csp-report', JSON.stringify({ 'csp-report': 'inline' })],
      ['text/plain', 'csp-report'],
    ]
    for (const [type, payload] of cases) {
      const res = await send(type, payload)
      expect(res.statusCode, `${type} ${payload}`).toBe(400)
      expect(res.json<{ code: string }>().code).toBe('400')
    }
    expect(warn).not.toHaveBeenCalled()
  })

  it('refuses a body over the cap with 413', async () => {
    const warn = vi.spyOn(server.app.log, 'warn')
    const big = { 'csp-report': { ...legacy['csp-report'], 'script-sample': 'x'.repeat(CSP_REPORT_BODY_LIMIT) } }
    for (const type of ['application/csp-report', 'application/reports+json', 'application/json']) {
      const res = await send(type, JSON.stringify(big))
      expect(res.statusCode, type).toBe(413)
    }
    expect(warn).not.toHaveBeenCalled()
  })

  it('adds the report types to that endpoint only', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: GAME_LIST_URL,
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify(usdDesktop),
    })
    expect(res.statusCode).toBe(400)
  })
})
