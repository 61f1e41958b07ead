import { failureText, FAVORITE_STATUS, favoriteStore, gameLabel, tagGameList } from '@lobby/api'
import { DEVICE } from '@lobby/domain'
import { api } from '../../app/api.ts'
import { openDemoGame } from '../../app/demo-gate.ts'
import { requireLogin } from '../../app/login-gate.ts'
import { playSlotGame } from '../../app/play-gate.ts'
import { session } from '../../app/session.ts'
import { siteConfig } from '../../app/site-config.ts'
import { slotGamesStore } from './store.ts'

export interface ProviderQuery {
  gtId: number
  gpId: string
  house: 0 | 1
  device: 'desktop' | 'mobile'
  /**
   * The Popular page (spec section 2: the slot link with house 0 when the site
   * shows it): the category's hot games across providers instead of one provider's.
   */
  popular?: boolean
}

export async function loadProviderGames(query: ProviderQuery): Promise<void> {
  const key = `${query.popular ? 'popular' : query.gpId}|${query.gtId}|${query.house}|${query.device}|${session.getCurrency()}`
  if (slotGamesStore.key === key && slotGamesStore.status === 'ready') return
  slotGamesStore.key = key
  slotGamesStore.status = 'loading'
  slotGamesStore.error = null
  slotGamesStore.label = 'all'
  slotGamesStore.search = ''
  try {
    const device = query.device === 'desktop' ? DEVICE.desktop : DEVICE.mobile
    const { list, main } = query.popular
      ? await popularGames(query.gtId, device)
      : await api.call(gameLabel, {
          site_id: siteConfig.siteId,
          currency: session.getCurrency(),
          device,
          gp_id: query.gpId,
          game_type_id: query.gtId,
          house: query.house,
        })
    if (slotGamesStore.key !== key) return
    slotGamesStore.games = main
    slotGamesStore.labels = list
    slotGamesStore.status = 'ready'
  } catch (error) {
    if (slotGamesStore.key !== key) return
    slotGamesStore.status = 'error'
    slotGamesStore.error = failureText(error)
  }
}

async function popularGames(gtId: number, device: (typeof DEVICE)['desktop' | 'mobile']) {
  const { info } = await api.call(tagGameList, {
    site_id: siteConfig.siteId,
    currency: session.getCurrency(),
    support_device: device,
    tag: 'hot',
    gt_id: gtId,
  })
  return { list: [], main: info }
}

export function setLabel(label: 'all' | number): void {
  slotGamesStore.label = label
}

export function setSearch(search: string): void {
  slotGamesStore.search = search
}

/** Real play needs a member (spec section 5); a visitor is asked to log in (app/play-gate.ts). */
export function playGame(gameId: string): void {
  const game = slotGamesStore.games.find((g) => g.game_id === gameId)
  if (game) playSlotGame(game)
  else requireLogin('play')
}

/**
 * Favourites belong to members (spec section 6); a visitor is asked to log in.
 * The tile changes at once and changes back if the server refuses.
 */
export async function toggleFavorite(gameId: string, next: boolean): Promise<void> {
  if (!requireLogin('favourite')) return
  const game = slotGamesStore.games.find((g) => g.game_id === gameId)
  if (!game) return
  const before = game.member_favorite
  game.member_favorite = next ? 1 : 0
  try {
    await api.call(favoriteStore, {
      data: [{ game_id: gameId, status: next ? FAVORITE_STATUS.add : FAVORITE_STATUS.remove }],
    })
  } catch {
    game.member_favorite = before
  }
}

/** Demo play of one of the provider page's games (the site's one demo launch, `app/demo-gate.ts`). */
export async function openDemo(gameId: string, device: 'desktop' | 'mobile'): Promise<void> {
  const game = slotGamesStore.games.find((g) => g.game_id === gameId)
  if (game) await openDemoGame(game, device)
}
