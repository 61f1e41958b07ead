import { describe, expect, it } from 'vitest'
import {
  BANNER_WINDOW_NAME,
  bannerAction,
  bulletinCloseEffects,
  bulletinsForDevice,
  shouldShowBulletins,
  type BannerLink,
} from '../src/index.ts'

const site = { siteCurrency: 'USD', demoMode: false }
const game = { currency: 'USD', gt_id: 2, gp_id: 'GPR8', game_type: 2, game_code: 'R8' }
const link = (over: Partial<BannerLink>): BannerLink => ({
  url: '',
  link_type: 0,
  link_method: 0,
  game_link_parameter: null,
  ...over,
})

describe('banner click rules (spec section 5)', () => {
  it.each<[string, BannerLink, ReturnType<typeof bannerAction>]>([
    [
      'external URL opens a new tab',
      link({ url: 'https://promo.example/x' }),
      { kind: 'open', url: 'https://promo.example/x', target: '_blank' },
    ],
    [
      'link_method 1 opens the named window',
      link({ url: 'https://promo.example/x', link_method: 1 }),
      { kind: 'open', url: 'https://promo.example/x', target: BANNER_WINDOW_NAME },
    ],
    [
      'internal page routes inside the site',
      link({ url: '/discount/3', link_type: 1 }),
      { kind: 'route', path: '/discount/3' },
    ],
    [
      'internal page with link_method 1 opens the named window',
      link({ url: '/proxy', link_type: 1, link_method: 1 }),
      { kind: 'open', url: '/proxy', target: BANNER_WINDOW_NAME },
    ],
    ['no url does nothing', link({ url: '' }), { kind: 'none', reason: 'no-url' }],
    ['blank url does nothing', link({ url: '   ', link_type: 1 }), { kind: 'none', reason: 'no-url' }],
    [
      'game link launches the game',
      link({ link_type: 2, game_link_parameter: game }),
      { kind: 'game', gtId: 2, gpId: 'GPR8', gameType: 2, gameCode: 'R8' },
    ],
    [
      'game link of another currency is ignored',
      link({ link_type: 2, game_link_parameter: { ...game, currency: 'RMB' } }),
      { kind: 'none', reason: 'other-currency' },
    ],
    ['game link without parameters does nothing', link({ link_type: 2 }), { kind: 'none', reason: 'no-url' }],
    ['javascript: is never followed', link({ url: 'javascript:alert(1)' }), { kind: 'none', reason: 'unsafe-url' }],
    [
      'mixed-case javascript: is never followed',
      link({ url: ' JaVaScRiPt:alert(1)' }),
      { kind: 'none', reason: 'unsafe-url' },
    ],
    [
      'data: is never followed',
      link({ url: 'data:text/html,<script>1</script>' }),
      { kind: 'none', reason: 'unsafe-url' },
    ],
  ])('%s', (_name, banner, expected) => {
    expect(bannerAction(banner, site)).toEqual(expected)
  })

  it('demo mode blocks every banner action', () => {
    for (const banner of [link({ url: 'https://promo.example' }), link({ link_type: 2, game_link_parameter: game })]) {
      expect(bannerAction(banner, { ...site, demoMode: true })).toEqual({ kind: 'none', reason: 'demo-mode' })
    }
  })
})

describe('bulletin display rules (spec section 4)', () => {
  const entries = [
    { id: 1, display_device: 0 as const, updated_at: '2026-01-01T00:00:00.000Z' },
    { id: 2, display_device: 1 as const, updated_at: '2026-01-02T00:00:00.000Z' },
    { id: 3, display_device: 2 as const, updated_at: '2026-01-03T00:00:00.000Z' },
  ]

  it.each([
    ['desktop', [1, 2]],
    ['mobile', [1, 3]],
  ] as const)('%s sees its own bulletins and those for all devices', (device, ids) => {
    expect(bulletinsForDevice(entries, device).map((e) => e.id)).toEqual(ids)
  })

  const jan = (day: number) => Date.parse(`2026-01-0${day}T12:00:00.000Z`)
  it.each([
    ['never closed: shows', entries, { closedAt: null, cancelled: false }, true],
    ['closed after every update: stays closed', entries, { closedAt: jan(4), cancelled: false }, false],
    ['an entry updated after the close: shows again', entries, { closedAt: jan(2), cancelled: false }, true],
    ['cancelled: never shows', entries, { closedAt: null, cancelled: true }, false],
    ['nothing to show: stays closed', [], { closedAt: null, cancelled: false }, false],
  ] as const)('%s', (_name, list, memory, shown) => {
    expect(shouldShowBulletins(list, memory)).toBe(shown)
  })

  it.each([
    [
      { loggedIn: true, displayFrequency: 0 as const },
      { storeCloseTime: true, hideOnServer: true, reload: true },
    ],
    [
      { loggedIn: true, displayFrequency: 1 as const },
      { storeCloseTime: true, hideOnServer: false, reload: false },
    ],
    [
      { loggedIn: false, displayFrequency: 0 as const },
      { storeCloseTime: true, hideOnServer: false, reload: false },
    ],
  ])('closing with %o', (input, effects) => {
    expect(bulletinCloseEffects(input)).toEqual(effects)
  })
})
