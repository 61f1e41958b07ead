import {
  crashGameMenu,
  demoGpGames,
  demoGtGames,
  failureText,
  FAVORITE_STATUS,
  favoriteStore,
  templateGameList,
} from '@lobby/api'
import { DEVICE, isDemoProviderId } from '@lobby/domain'
import { api } from '../../app/api.ts'
import { openDemoGame } from '../../app/demo-gate.ts'
import { requireLogin } from '../../app/login-gate.ts'
import { session } from '../../app/session.ts'
import { siteConfig } from '../../app/site-config.ts'
import { lobbyGamesStore } from './store.ts'

type Device = 'desktop' | 'mobile'

const deviceCode = (device: Device) => (device === 'desktop' ? DEVICE.desktop : DEVICE.mobile)

/**
 * The home lobby's games for the site currency and the layout: the template's
 * sections (`/v2/get_template_game_list`), the crash menu and the categories
 * with demo providers (`/demo/gt_games`). The sections decide the state; the
 * crash menu and the demo providers are extras the lobby shows when they load.
 */
export async function loadLobbyGames(device: Device, { force = false } = {}): Promise<void> {
  const currency = session.getCurrency()
  const key = `${currency}|${device}`
  if (!force && lobbyGamesStore.key === key && lobbyGamesStore.status !== 'error') return
  lobbyGamesStore.key = key
  lobbyGamesStore.status = 'loading'
  lobbyGamesStore.error = null
  const site_id = siteConfig.siteId
  const template = device === 'desktop' ? siteConfig.desktopTemplate : siteConfig.mobileTemplate
  const [sections, crash, demo] = await Promise.allSettled([
    api.call(templateGameList, { site_id, currency, support_device: deviceCode(device) }),
    api.call(crashGameMenu, { site_id, currency }),
    api.call(demoGtGames, { site_id, currency, support_device: deviceCode(device), template }),
  ])
  // A newer load (another currency or layout) owns the store now.
  if (lobbyGamesStore.key !== key) return
  lobbyGamesStore.crash = crash.status === 'fulfilled' ? crash.value.list : []
  lobbyGamesStore.demoCategories = demo.status === 'fulfilled' ? demo.value : []
  if (sections.status === 'fulfilled') {
    lobbyGamesStore.sections = sections.value.info
    lobbyGamesStore.status = 'ready'
  } else {
    lobbyGamesStore.sections = []
    lobbyGamesStore.status = 'error'
    lobbyGamesStore.error = failureText(sections.reason)
  }
}

/** The demo providers of a category a visitor may try (spec section 9). */
export function demoProvidersOf(gtId: number) {
  const category = lobbyGamesStore.demoCategories.find((c) => c.gt_id === gtId)
  return (category?.gp_list ?? []).filter((p) => isDemoProviderId(p.gp_id))
}

/** "Try for free" on a demo provider: the demo list modal opens and lists its games (`/demo/gp_games`). */
export async function openDemoList(gtId: number, gpId: string, device: Device): Promise<void> {
  const provider = demoProvidersOf(gtId).find((p) => p.gp_id === gpId)
  if (!provider) return
  const list = lobbyGamesStore.demoList
  list.open = true
  list.provider = { gpId, name: provider.game_name, gtId, house: provider.house === 1 ? 1 : 0 }
  list.status = 'loading'
  list.games = []
  try {
    const games = await api.call(demoGpGames, {
      site_id: siteConfig.siteId,
      currency: session.getCurrency(),
      device: deviceCode(device),
      gp_id: gpId,
      game_type_id: gtId,
      house: list.provider.house,
    })
    if (list.provider?.gpId !== gpId) return
    list.games = games
    list.status = 'ready'
  } catch {
    if (list.provider?.gpId !== gpId) return
    list.status = 'error'
  }
}

export function retryDemoList(device: Device): void {
  const provider = lobbyGamesStore.demoList.provider
  if (provider) void openDemoList(provider.gtId, provider.gpId, device)
}

export function closeDemoList(): void {
  lobbyGamesStore.demoList.open = false
}

/** A game picked in the demo list: the list closes and the game opens in the demo modal, as everywhere else. */
export function playFromDemoList(gameId: string, device: Device): void {
  const game = lobbyGamesStore.demoList.games.find((g) => g.game_id === gameId)
  if (!game) return
  closeDemoList()
  void openDemoGame(game, device)
}

/** The game of a section (crash entries first, then the template's), by section and game id. */
export function sectionGame(sectionId: string, gameId: string) {
  const games = sectionId.startsWith('crash-')
    ? lobbyGamesStore.crash.find((c) => `crash-${c.gp_id}` === sectionId)?.game_list
    : lobbyGamesStore.sections.find((s) => `gt-${s.gt_id}` === sectionId)?.game_list
  return games?.find((g) => g.game_id === gameId)
}

/** A section's favourite toggle: the tile changes at once, back if the server refuses (members only). */
export async function toggleSectionFavourite(sectionId: string, gameId: string, next: boolean): Promise<void> {
  if (!requireLogin('favourite')) return
  const game = sectionGame(sectionId, gameId)
  if (!game) return
  const flag = next ? 1 : 0
  const before = { member_favorite: game.member_favorite, is_favorite: game.is_favorite }
  game.member_favorite = flag
  // Crash games carry the member's favourite as `is_favorite` (spec section 3).
  if (sectionId.startsWith('crash-')) game.is_favorite = flag
  try {
    await api.call(favoriteStore, {
      data: [{ game_id: gameId, status: next ? FAVORITE_STATUS.add : FAVORITE_STATUS.remove }],
    })
  } catch {
    Object.assign(game, before)
  }
}
