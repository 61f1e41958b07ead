import { failureText, favoriteGames, favoriteStore, FAVORITE_STATUS, lastPlayingGames } from '@lobby/api'
import { DEVICE } from '@lobby/domain'
import { api } from '../../app/api.ts'
import { requireLogin } from '../../app/login-gate.ts'
import { session } from '../../app/session.ts'
import { siteConfig } from '../../app/site-config.ts'
import { memberGamesStore } from './store.ts'

type Device = 'desktop' | 'mobile'

const query = (device: Device) => ({
  site_id: siteConfig.siteId,
  currency: session.getCurrency(),
  support_device: device === 'desktop' ? DEVICE.desktop : DEVICE.mobile,
})

/** Fills one tab's slot from its list call (both take the same query and answer `{ list }`). */
async function loadInto(
  slot: (typeof memberGamesStore)['favourites' | 'lastPlayed'],
  endpoint: typeof favoriteGames | typeof lastPlayingGames,
  device: Device,
): Promise<void> {
  slot.status = 'loading'
  slot.error = null
  try {
    slot.games = (await api.call(endpoint, query(device))).list
    slot.status = 'ready'
  } catch (error) {
    slot.status = 'error'
    slot.error = failureText(error)
  }
}

export function loadFavourites(device: Device): Promise<void> {
  return loadInto(memberGamesStore.favourites, favoriteGames, device)
}

export function loadLastPlayed(device: Device): Promise<void> {
  return loadInto(memberGamesStore.lastPlayed, lastPlayingGames, device)
}

/**
 * Adds or removes a favourite (members only; a visitor is asked to log in).
 * The tile changes at once and changes back if the server refuses.
 */
export async function setFavourite(gameId: string, next: boolean): Promise<void> {
  if (!requireLogin('favourite')) return
  const slot = memberGamesStore.favourites
  const before = slot.games
  if (!next) slot.games = slot.games.filter((g) => g.game_id !== gameId)
  try {
    await api.call(favoriteStore, {
      data: [{ game_id: gameId, status: next ? FAVORITE_STATUS.add : FAVORITE_STATUS.remove }],
    })
  } catch {
    slot.games = before
  }
}
