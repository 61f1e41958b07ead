import { describe, expect, it } from 'vitest'
import { isFrameAddress } from '../src/frame.ts'

describe('isFrameAddress (an iframe address worth asking the server about)', () => {
  it('takes a path of this site and http(s) URLs with a host', () => {
    for (const url of [
      '/house/sport/quickbet?currency=USD&device=0',
      '/',
      'https://sport.example/quickbet',
      'http://sport.example:8080/q?x=1',
      'HTTPS://Sport.Example/',
    ]) {
      expect(isFrameAddress(url), url).toBe(true)
    }
  })

  it('refuses every other scheme, protocol-relative and confusing addresses', () => {
    for (const url of [
      '',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' /house/sport/quickbet',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example/',
      '/\\evil.example',
      '\\\\evil.example',
      'https://',
      'https://user:pass@evil.example/',
      'https://evil.example/\u0000',
      'https://evil .example/',
      'ftp://files.example/',
      'about:blank',
      'quickbet.html',
    ]) {
      expect(isFrameAddress(url), JSON.stringify(url)).toBe(false)
    }
  })
})
