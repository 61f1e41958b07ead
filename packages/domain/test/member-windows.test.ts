import { describe, expect, it } from 'vitest'
import { MEMBER_WINDOW_SIZE, memberWindowFor, memberWindowPage } from '../src/index.ts'

describe('member windows (spec section 2)', () => {
  it.each([
    ['/user', '/user'],
    ['/user/Info', '/user'],
    ['/user/MyWallet?tab=1', '/user'],
    ['/proxy?page=Register', '/proxy'],
    ['/fastPayment', '/fastPayment'],
    ['/fastPayment#x', '/fastPayment'],
    ['/users', undefined],
    ['/Deposit', undefined],
    ['/', undefined],
    ['/gameHall/2', undefined],
  ])('%s belongs to %s', (target, page) => {
    expect(memberWindowPage(target)).toBe(page)
  })

  it('opens a member page in its own 1500x800 popup on desktop, named after the page', () => {
    expect(MEMBER_WINDOW_SIZE).toEqual({ width: 1500, height: 800 })
    expect(memberWindowFor('/user/Info', 'desktop')).toEqual({
      kind: 'popup',
      url: '/user/Info',
      name: 'user',
      features: 'width=1500,height=800',
    })
    expect(memberWindowFor('/proxy?page=Register', 'desktop')).toMatchObject({ kind: 'popup', name: 'proxy' })
    expect(memberWindowFor('/fastPayment', 'desktop')).toMatchObject({ kind: 'popup', name: 'fastPayment' })
  })

  it('opens everything in the same tab on mobile, and other pages in the same tab on desktop', () => {
    expect(memberWindowFor('/user/Info', 'mobile')).toEqual({ kind: 'tab', url: '/user/Info' })
    expect(memberWindowFor('/proxy', 'mobile')).toEqual({ kind: 'tab', url: '/proxy' })
    expect(memberWindowFor('/Deposit', 'desktop')).toEqual({ kind: 'tab', url: '/Deposit' })
  })
})
