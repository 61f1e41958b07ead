import { describe, expect, it } from 'vitest'
import {
  hasDoubleSpaces,
  isAlphanumericDash,
  isChineseName,
  isEmail,
  isHostname,
  isInteger,
  isIpList,
  isIpOrHost,
  isIpv4,
  isIpv6,
  isNumeric,
  isOneWordName,
  isUrl,
  MESSAGE_BOX_DEFAULT_ERROR,
  messageBoxInputError,
} from '../src/index.ts'

describe('URL (spec section 5)', () => {
  it.each([
    ['https://example.com', true],
    ['http://example.com/path?q=1#top', true],
    ['HTTPS://Sub.Example.co.uk:8443/a', true],
    ['http://127.0.0.1:8080', true],
    ['http://[::1]:3000/x', true],
    ['http://localhost', true],
    ['ftp://example.com', false],
    ['javascript:alert(1)', false],
    ['//example.com', false],
    ['example.com', false],
    ['https://', false],
    ['https://user:pw@example.com', false],
    ['https://exa mple.com', false],
    ['https://example.com:0', false],
    ['https://example.com:65536', false],
    ['https://example.com:65535', true],
    ['https://-bad.com', false],
    ['http://[zz::1]', false],
    ['http://a:1:2', false],
  ])('%s -> %s', (value, ok) => {
    expect(isUrl(value)).toBe(ok)
  })
})

describe('IPv4, IPv6, host (spec section 5)', () => {
  it.each([
    ['0.0.0.0', true],
    ['255.255.255.255', true],
    ['192.168.1.10', true],
    ['256.1.1.1', false],
    ['1.2.3', false],
    ['1.2.3.4.5', false],
    ['01.2.3.4', false],
    ['1.2.3.a', false],
  ])('IPv4 %s -> %s', (value, ok) => {
    expect(isIpv4(value)).toBe(ok)
  })

  it.each([
    ['::', true],
    ['::1', true],
    ['fe80::1', true],
    ['2001:db8:85a3:0:0:8a2e:370:7334', true],
    ['2001:DB8::8A2E:370:7334', true],
    ['::ffff:192.168.0.1', true],
    ['1:2:3:4:5:6:1.2.3.4', true],
    ['1:2:3:4:5:6:7::', true],
    ['1:2:3:4:5:6:7:8:9', false],
    ['1:2:3:4::5:6:7:8', false],
    ['::1:2:3:4:5:6:1.2.3.4', false],
    ['1:2:3:4:5:6:7', false],
    ['1::2::3', false],
    ['12345::', false],
    ['g::1', false],
    [':1::', false],
    ['1.2.3.4::', false],
    ['::1.2.3.256', false],
    ['1:2:3:4:5:6:7:1.2.3.4', false],
  ])('IPv6 %s -> %s', (value, ok) => {
    expect(isIpv6(value)).toBe(ok)
  })

  it.each([
    ['example.com', true],
    ['localhost', true],
    ['a-b.c-d.io', true],
    ['-ab.com', false],
    ['ab-.com', false],
    ['a..b', false],
    ['a_b.com', false],
    ['1.2.3.999', false],
    ['', false],
    [`${'a'.repeat(64)}.com`, false],
    [`${'a'.repeat(63)}.com`, true],
  ])('host %s -> %s', (value, ok) => {
    expect(isHostname(value)).toBe(ok)
  })

  it.each([
    ['10.0.0.1', true],
    ['::1', true],
    ['api.example.com', true],
    ['10.0.0.256', false],
    ['bad host', false],
  ])('IP/host/IPv6 %s -> %s', (value, ok) => {
    expect(isIpOrHost(value)).toBe(ok)
  })

  it.each([
    ['10.0.0.1', true],
    ['10.0.0.1,10.0.0.2', true],
    ['10.0.0.1, 10.0.0.2\n::1', true],
    ['10.0.0.1,,10.0.0.2', true],
    ['', false],
    [' , ', false],
    ['10.0.0.1,example.com', false],
    ['10.0.0.1;10.0.0.2', false],
  ])('IP list %j -> %s', (value, ok) => {
    expect(isIpList(value)).toBe(ok)
  })
})

describe('character classes and numbers (spec section 5)', () => {
  it.each([
    ['abc_DEF-123', true],
    ['abc.def', false],
    ['abc def', false],
    ['', false],
  ])('alphanumeric/underscore/hyphen %j -> %s', (value, ok) => {
    expect(isAlphanumericDash(value)).toBe(ok)
  })

  it.each([
    ['0', true],
    ['-12', true],
    ['+7', true],
    ['1.0', false],
    ['1e3', false],
    ['', false],
    ['１２', false],
  ])('integer %j -> %s', (value, ok) => {
    expect(isInteger(value)).toBe(ok)
  })

  it.each([
    ['12', true],
    ['-3.5', true],
    ['0.25', true],
    ['.5', false],
    ['1.', false],
    ['1,5', false],
    ['abc', false],
  ])('numeric %j -> %s', (value, ok) => {
    expect(isNumeric(value)).toBe(ok)
  })
})

describe('e-mail (spec section 5)', () => {
  it.each([
    ['a@b.co', true],
    ['first.last+tag@mail.example.com', true],
    ['a@b', false],
    ['a@b.c', false],
    ['@b.co', false],
    ['a@@b.co', false],
    ['a b@c.co', false],
    ['a..b@c.co', false],
    ['a@-b.co', false],
    [`${'a'.repeat(65)}@b.co`, false],
    [`${'a'.repeat(64)}@b.co`, true],
  ])('%s -> %s', (value, ok) => {
    expect(isEmail(value)).toBe(ok)
  })
})

describe('name helpers (spec section 5)', () => {
  it.each([
    ['Nguyen Van A', false],
    ['Nguyen  Van A', true],
    ['Nguyen \tA', true],
  ])('double spaces in %j -> %s', (value, found) => {
    expect(hasDoubleSpaces(value)).toBe(found)
  })

  it.each([
    ['Nguyen', true],
    [' Nguyen ', true],
    ['Nguyen Van', false],
    ['', false],
  ])('one word %j -> %s', (value, one) => {
    expect(isOneWordName(value)).toBe(one)
  })

  it.each([
    ['张三', true],
    ['欧阳娜娜', true],
    ['买买提·艾力', true],
    ['张 三', false],
    ['Zhang San', false],
    ['张三1', false],
    ['·张三', false],
    ['张三·', false],
    ['', false],
  ])('Chinese name %j -> %s', (value, ok) => {
    expect(isChineseName(value)).toBe(ok)
  })
})

describe('message-box input (spec section 5)', () => {
  it('accepts anything without a rule', () => {
    expect(messageBoxInputError('', {})).toBeUndefined()
  })

  it.each<[string, Parameters<typeof messageBoxInputError>[1], string | undefined]>([
    ['123', { pattern: /^\d+$/ }, undefined],
    ['12a', { pattern: /^\d+$/ }, 'Illegal input'],
    ['12a', { pattern: /^\d+$/, message: 'Digits only' }, 'Digits only'],
    ['ok', { validator: () => true }, undefined],
    ['no', { validator: () => false }, 'Illegal input'],
    ['no', { validator: () => false, message: 'Nope' }, 'Nope'],
    ['no', { validator: () => 'Own reason', message: 'Nope' }, 'Own reason'],
    ['no', { validator: () => '' }, 'Illegal input'],
    ['12a', { pattern: /^\d+$/, validator: () => 'Own reason' }, 'Illegal input'],
    ['123', { pattern: /^\d+$/, validator: (v) => v.length > 3 || 'Too short' }, 'Too short'],
  ])('%j with a rule -> %s', (value, rule, expected) => {
    expect(messageBoxInputError(value, rule)).toBe(expected)
  })

  it('a global pattern gives the same answer every time', () => {
    const rule = { pattern: /\d/g }
    expect([1, 2, 3].map(() => messageBoxInputError('5', rule))).toEqual([undefined, undefined, undefined])
  })

  it('defaults to Illegal input', () => {
    expect(MESSAGE_BOX_DEFAULT_ERROR).toBe('Illegal input')
  })
})
