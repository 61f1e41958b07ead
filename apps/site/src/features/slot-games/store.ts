import type { GameLabel, SlotGame } from '@lobby/api'
import { proxy } from 'valtio'

/** One provider's game screen (`/slotgame`). */
export const slotGamesStore = proxy({
  key: null as string | null,
  status: 'idle' as 'idle' | 'loading' | 'ready' | 'error',
  error: null as string | null,
  games: [] as SlotGame[],
  labels: [] as GameLabel[],
  label: 'all' as 'all' | number,
  search: '',
})
