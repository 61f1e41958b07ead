import type { SlotGame } from '@lobby/api'
import { proxy } from 'valtio'

type Status = 'idle' | 'loading' | 'ready' | 'error'

/** A member's favourites and recently played games: the lobby's my_favorite and last_play tabs. */
export const memberGamesStore = proxy({
  favourites: { status: 'idle' as Status, error: null as string | null, games: [] as SlotGame[] },
  lastPlayed: { status: 'idle' as Status, error: null as string | null, games: [] as SlotGame[] },
})
