import { describe, expect, it } from 'vitest'
import { PUBLIC_CHANNEL, isPrivateChannel, isPublicChannel } from '../src/contract.ts'

describe('public channels (spec section 7)', () => {
  it('names the public channels', () => {
    expect(PUBLIC_CHANNEL.webApi('USD')).toBe('web_api.USD')
    expect(PUBLIC_CHANNEL.webMember).toBe('web_member')
    expect(PUBLIC_CHANNEL.template('site02')).toBe('site02_template')
    expect(PUBLIC_CHANNEL.bobMobileTemplate).toBe('bob_mobile_template')
  })

  it('tells public from private channels', () => {
    for (const c of [
      'web_api.USD',
      'web_member',
      'site02_template',
      'suncity_template',
      'apsport_template',
      'bob_mobile_template',
    ]) {
      expect(isPublicChannel(c), c).toBe(true)
      expect(isPrivateChannel(c), c).toBe(false)
    }
    for (const c of ['member.42', 'member.USD', 'presence-USD']) {
      expect(isPublicChannel(c), c).toBe(false)
      expect(isPrivateChannel(c), c).toBe(true)
    }
    expect(isPublicChannel('web_api.usd')).toBe(false)
    expect(isPublicChannel('other_template')).toBe(false)
  })
})
