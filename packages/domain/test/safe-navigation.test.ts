import { describe, expect, it } from 'vitest'
import { navigationTarget, type NavigationPolicy } from '../src/index.ts'

const site: NavigationPolicy = { origin: 'https://lobby.example', allowExternal: false }
const open: NavigationPolicy = { ...site, allowExternal: true }
const service: NavigationPolicy = { ...site, allowedHosts: ['chat.support.example'] }

describe('safe navigation (spec section 5)', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'JAVASCRIPT:alert(1)',
    '  javascript:alert(1)',
    '\u0000javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    'jav\u00a0ascript:alert(1)',
    'javascript\u200b:alert(1)',
    '%6A%61%76%61%73%63%72%69%70%74:alert(1)',
    '%256A%2561vascript:alert(1)',
    'javascript%3Aalert(1)',
    '&#106;avascript:alert(1)',
    '&#106avascript:alert(1)',
    '&#0000106avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '&#X6a&#X61vascript:alert(1)',
    'javascript&colon;alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:text/html,<script>alert(1)</script>',
    ' data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    'VbScRiPt:msgbox(1)',
    'livescript:alert(1)',
  ])('refuses the dangerous protocol in %j, even where another site is permitted', (url) => {
    expect(navigationTarget(url, open)).toEqual({ kind: 'refused', reason: 'dangerous_protocol' })
    expect(navigationTarget(url, site)).toEqual({ kind: 'refused', reason: 'dangerous_protocol' })
  })

  it.each([
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/\\/evil.example',
    ' //evil.example',
  ])('refuses the protocol-relative trick %j', (url) => {
    expect(navigationTarget(url, open)).toEqual({ kind: 'refused', reason: 'protocol_relative' })
  })

  it.each([
    ['/gameHall/2', '/gameHall/2'],
    ['/games?gp=GPAX#top', '/games?gp=GPAX#top'],
    ['faq/1', '/faq/1'],
    ['/a/../b', '/b'],
    ['/../../etc', '/etc'],
    ['?tab=all', '/?tab=all'],
    ['#news', '/#news'],
    ['https://lobby.example/discount', '/discount'],
    ['HTTPS://LOBBY.EXAMPLE:443/discount?x=1', '/discount?x=1'],
  ])('keeps %j on this site as %j', (url, path) => {
    expect(navigationTarget(url, site)).toEqual({ kind: 'internal', path })
  })

  it('opens another site only where it is permitted, or its host is', () => {
    expect(navigationTarget('https://partner.example/offer', site)).toEqual({
      kind: 'refused',
      reason: 'external_not_permitted',
    })
    expect(navigationTarget('https://partner.example/offer', open)).toEqual({
      kind: 'external',
      url: 'https://partner.example/offer',
    })
    expect(navigationTarget('http://partner.example', open)).toEqual({
      kind: 'external',
      url: 'http://partner.example/',
    })
    expect(navigationTarget('https://chat.support.example/room?id=1', service)).toEqual({
      kind: 'external',
      url: 'https://chat.support.example/room?id=1',
    })
    expect(navigationTarget('https://chat.support.example.evil.example/', service)).toEqual({
      kind: 'refused',
      reason: 'external_not_permitted',
    })
    // Another port of the site's host is another site.
    expect(navigationTarget('https://lobby.example:8443/', site)).toEqual({
      kind: 'refused',
      reason: 'external_not_permitted',
    })
  })

  it('opens mail and phone links only where other sites are permitted', () => {
    expect(navigationTarget('mailto:help@lobby.example', open)).toEqual({
      kind: 'external',
      url: 'mailto:help@lobby.example',
    })
    expect(navigationTarget('tel:+886212345678', site)).toEqual({ kind: 'refused', reason: 'external_not_permitted' })
  })

  it.each([
    ['ftp://files.example/x', 'unknown_protocol'],
    ['file:///etc/passwd', 'unknown_protocol'],
    ['intent://scan/#Intent;scheme=zxing;end', 'unknown_protocol'],
    ['https://user:secret@lobby.example/', 'credentials'],
    ['https://lobby.example@evil.example/', 'credentials'],
    ['https://', 'malformed'],
    ['https:/evil.example', 'malformed'],
    ['https:evil.example', 'malformed'],
    ['/path\u0000with-null', 'malformed'],
    ['', 'empty'],
    ['   ', 'empty'],
  ] as const)('refuses %j (%s)', (url, reason) => {
    expect(navigationTarget(url, open)).toEqual({ kind: 'refused', reason })
  })

  it('refuses what is not a string', () => {
    expect(navigationTarget(undefined, open)).toEqual({ kind: 'refused', reason: 'empty' })
    expect(navigationTarget(42, open)).toEqual({ kind: 'refused', reason: 'empty' })
  })
})
