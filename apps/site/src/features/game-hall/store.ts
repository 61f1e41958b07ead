import type { SlotGame } from '@lobby/api'
import { proxy } from 'valtio'

/** The hot games shown under a category's hall (`/gameHall/{gt_id}`). */
export const gameHallStore = proxy({
  key: null as string | null,
  status: 'idle' as 'idle' | 'loading' | 'ready' | 'error',
  hotGames: [] as SlotGame[],
})
