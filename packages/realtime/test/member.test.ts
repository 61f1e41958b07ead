import { createHash } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  isDuplicateLogin,
  isPrivateChannel,
  memberChannel,
  memberIdOfChannel,
  tokenFingerprint,
  type MemberLoginPayload,
} from '../src/index.ts'

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex')

describe('member channels (spec section 7)', () => {
  it('names member.{member_id} and reads the id back', () => {
    expect(memberChannel(42)).toBe('member.42')
    expect(isPrivateChannel(memberChannel(42))).toBe(true)
    expect(memberIdOfChannel('member.42')).toBe(42)
    expect(memberIdOfChannel(memberChannel(9_007_199_254_740_991))).toBe(9_007_199_254_740_991)
  })

  it.each(['member.USD', 'member.0', 'member.042', 'member.-1', 'member.4.2', 'member.', 'member.42 ', 'web_member'])(
    'reads no member id from %j',
    (channel) => {
      expect(memberIdOfChannel(channel)).toBeNull()
    },
  )
})

describe('tokenFingerprint', () => {
  it('is the lower-case hex SHA-256 of the token, as the server stores it', async () => {
    for (const token of ['abc', 'Zx8_-tokenLikeTheServerIssues', '令牌']) {
      expect(await tokenFingerprint(token)).toBe(sha256(token))
    }
  })

  describe('without WebCrypto (an http page)', () => {
    afterEach(() => {
      vi.unstubAllGlobals()
    })

    it('gives null', async () => {
      vi.stubGlobal('crypto', undefined)
      expect(await tokenFingerprint('abc')).toBeNull()
    })

    it('never calls a login a duplicate, since it cannot tell', async () => {
      vi.stubGlobal('crypto', undefined)
      const event = { channel: 'member.7', member_id: 7, fingerprint: sha256('other') }
      expect(await isDuplicateLogin(event, { token: 'mine', memberId: 7 })).toBe(false)
    })
  })
})

describe('isDuplicateLogin (spec section 5: only if its token differs from the stored one)', () => {
  const mine = 'token-of-this-page'
  const event = (fingerprint: string, memberId = 7): MemberLoginPayload => ({
    channel: memberChannel(memberId),
    member_id: memberId,
    fingerprint,
  })

  it.each([
    {
      name: 'another session’s token',
      event: event(sha256('elsewhere')),
      stored: { token: mine, memberId: 7 },
      duplicate: true,
    },
    {
      name: 'this page’s own token',
      event: event(sha256(mine)),
      stored: { token: mine, memberId: 7 },
      duplicate: false,
    },
    {
      name: 'this page’s own token, fingerprint in capitals',
      event: event(sha256(mine).toUpperCase()),
      stored: { token: mine, memberId: 7 },
      duplicate: false,
    },
    {
      name: 'no stored token (logged out)',
      event: event(sha256('elsewhere')),
      stored: { token: null, memberId: 7 },
      duplicate: false,
    },
    {
      name: 'no stored member id',
      event: event(sha256('elsewhere')),
      stored: { token: mine, memberId: null },
      duplicate: false,
    },
    {
      name: 'another member’s event',
      event: event(sha256('elsewhere'), 8),
      stored: { token: mine, memberId: 7 },
      duplicate: false,
    },
    {
      name: 'an event whose channel and member id disagree',
      event: { ...event(sha256('elsewhere')), channel: memberChannel(8) },
      stored: { token: mine, memberId: 7 },
      duplicate: false,
    },
  ])('$name: $duplicate', async ({ event, stored, duplicate }) => {
    expect(await isDuplicateLogin(event, stored)).toBe(duplicate)
  })
})
