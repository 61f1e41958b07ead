import { hotGames } from '@lobby/api'
import { api } from '../../app/api.ts'
import { session } from '../../app/session.ts'
import { siteConfig } from '../../app/site-config.ts'
import { gameHallStore } from './store.ts'

/** Hot games of a category (`/arks/web/member-games/hot-games`). */
export async function loadHotGames(gtId: number): Promise<void> {
  const key = `${gtId}|${session.getCurrency()}`
  if (gameHallStore.key === key && gameHallStore.status === 'ready') return
  gameHallStore.key = key
  gameHallStore.status = 'loading'
  try {
    const { list } = await api.call(hotGames, {
      site_id: siteConfig.siteId,
      currency: session.getCurrency(),
      gt_id: gtId,
    })
    if (gameHallStore.key !== key) return
    gameHallStore.hotGames = list
    gameHallStore.status = 'ready'
  } catch {
    if (gameHallStore.key !== key) return
    // The hall still works without its hot row.
    gameHallStore.hotGames = []
    gameHallStore.status = 'error'
  }
}
