import type { GameLabel, SlotGame } from '@lobby/api'
import { proxy } from 'valtio'

/** What a demo launch needs of a game: any list's game (provider page, lobby section, demo list). */
export type DemoLaunchGame = Pick<SlotGame, 'game_id' | 'game_name' | 'gp_id' | 'game_type' | 'game_code' | 'house'>

/** One provider's game screen (`/slotgame`). */
export const slotGamesStore = proxy({
  key: null as string | null,
  status: 'idle' as 'idle' | 'loading' | 'ready' | 'error',
  error: null as string | null,
  games: [] as SlotGame[],
  labels: [] as GameLabel[],
  label: 'all' as 'all' | number,
  search: '',
  demo: {
    open: false,
    title: '',
    url: undefined as string | undefined,
    error: null as string | null,
    gameId: null as string | null,
    /** The game shown, so a retry launches it again whatever list it came from. */
    game: null as DemoLaunchGame | null,
  },
})
