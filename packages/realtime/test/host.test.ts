import { describe, expect, it } from 'vitest'
import { realtimeHost } from '../src/host.ts'

const site = { sslUrl: 'https://ws.brand.example:8443/path', url: 'http://ws.brand.example:8080' }

describe('realtimeHost (spec section 7)', () => {
  it('is the base URL in development, whatever the site says', () => {
    expect(realtimeHost({ dev: true, protocol: 'https:', ...site })).toBeUndefined()
  })

  it('is the SSL URL on https and the plain URL on http, as an origin', () => {
    expect(realtimeHost({ dev: false, protocol: 'https:', ...site })).toBe('https://ws.brand.example:8443')
    expect(realtimeHost({ dev: false, protocol: 'http:', ...site })).toBe('http://ws.brand.example:8080')
  })

  it('falls back to the base when the site gives none, a blank one, or no http(s) address', () => {
    for (const sslUrl of [undefined, '', '   ', 'ws.brand.example', 'javascript:alert(1)', 'ftp://x.example']) {
      expect(realtimeHost({ dev: false, protocol: 'https:', sslUrl, url: site.url }), String(sslUrl)).toBeUndefined()
    }
  })

  it('never connects an https page to a plain address (mixed content)', () => {
    expect(realtimeHost({ dev: false, protocol: 'https:', sslUrl: 'http://ws.brand.example', url: '' })).toBeUndefined()
  })
})
