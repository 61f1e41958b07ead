import { isSafeLinkUrl } from './frame.ts'

/** What a banner carries that decides its click (spec section 3). */
export interface BannerLink {
  url: string
  /** 0 external URL, 1 internal or proxy page, 2 game link. */
  link_type: 0 | 1 | 2
  /** 1 opens in a named window. */
  link_method: 0 | 1
  game_link_parameter: { currency: string; gt_id: number; gp_id: string; game_type: number; game_code: string } | null
}

/**
 * The share of a banner's width, on each side, that its words keep clear of:
 * the carousel's previous/next buttons sit in that margin at every width
 * (ui BannerCarousel), so artwork that keeps its text in the middle
 * `1 - 2 * BANNER_TEXT_INSET` is never covered (issue 21).
 */
export const BANNER_TEXT_INSET = 0.16

/** Name of the window a `link_method` 1 banner opens in, so repeated clicks reuse it. */
export const BANNER_WINDOW_NAME = 'bannerWindow'

export type BannerAction =
  | { kind: 'none'; reason: 'demo-mode' | 'no-url' | 'other-currency' | 'unsafe-url' }
  /** Navigate inside the site (internal page; `/proxy` pages open their window through the router). */
  | { kind: 'route'; path: string }
  /** Open a URL in a new tab, or in the named window when `target` is set. */
  | { kind: 'open'; url: string; target: '_blank' | typeof BANNER_WINDOW_NAME }
  /** Launch the linked game (real play rules apply: login required). */
  | { kind: 'game'; gtId: number; gpId: string; gameType: number; gameCode: string }

/**
 * The banner click rules of spec section 5: demo mode blocks banner actions;
 * a banner without url does nothing; a game link for another currency than
 * the site's is ignored; `link_method` 1 opens a named window; dangerous URLs
 * are never followed.
 */
export function bannerAction(banner: BannerLink, context: { siteCurrency: string; demoMode: boolean }): BannerAction {
  if (context.demoMode) return { kind: 'none', reason: 'demo-mode' }
  if (banner.link_type === 2) {
    const game = banner.game_link_parameter
    if (!game) return { kind: 'none', reason: 'no-url' }
    if (game.currency !== context.siteCurrency) return { kind: 'none', reason: 'other-currency' }
    return { kind: 'game', gtId: game.gt_id, gpId: game.gp_id, gameType: game.game_type, gameCode: game.game_code }
  }
  const url = banner.url.trim()
  if (url === '') return { kind: 'none', reason: 'no-url' }
  if (!isSafeLinkUrl(url)) return { kind: 'none', reason: 'unsafe-url' }
  const target = banner.link_method === 1 ? BANNER_WINDOW_NAME : '_blank'
  if (banner.link_type === 1 && url.startsWith('/') && banner.link_method !== 1) return { kind: 'route', path: url }
  return { kind: 'open', url, target }
}
