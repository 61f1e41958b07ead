import { describe, expect, it } from 'vitest'
import { footerLinkTarget, MEMBER_CENTRE_MENU, menuPath, menuPlace, RG_MEMBER_PATH } from '../src/index.ts'

describe('the footer responsible gaming link', () => {
  it.each([
    ['/faq/2', true, RG_MEMBER_PATH],
    ['/faq/2?from=footer', true, RG_MEMBER_PATH],
    ['/faq/2', false, '/faq/2'],
    ['/faq/1', true, '/faq/1'],
    ['/faq/21', true, '/faq/21'],
    ['https://licence.example.com/lobby', true, 'https://licence.example.com/lobby'],
  ])('%s for a member: %s goes to %s', (url, signedIn, target) => {
    expect(footerLinkTarget(url, signedIn)).toBe(target)
  })

  it("the member's target is the member centre's own page", () => {
    const place = menuPlace(MEMBER_CENTRE_MENU, RG_MEMBER_PATH.split('/').slice(2))
    expect(place).toEqual({ group: 'ResponsibleGaming', page: 'ResponsibleGaming' })
    expect(menuPath(place!)).toBe(RG_MEMBER_PATH)
  })
})
