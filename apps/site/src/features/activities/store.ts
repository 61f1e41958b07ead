import type { Letter, RedEnvelope, RoulettePrize } from '@lobby/api'
import type { RedEnvelopeState } from '@lobby/ui'
import { proxy } from 'valtio'

/** What the red-envelope modal shows: its own state type. */
export type EnvelopeView = RedEnvelopeState

/**
 * A member's activities (spec sections 3 and 4): the letter inbox, the red
 * envelope and the roulette. Reset when the member logs out.
 */
export const activitiesStore = proxy({
  letters: {
    status: 'idle' as 'idle' | 'loading' | 'error' | 'ready',
    list: [] as Letter[],
    totalCount: 0,
    unreadCount: 0,
    page: 1,
    open: false,
    selectedId: null as number | null,
  },
  envelope: {
    /** The running envelope, as the server last answered; null when there is none. */
    current: null as RedEnvelope | null,
    view: null as EnvelopeView | null,
    open: false,
  },
  roulette: {
    /** The running roulette's prizes in wheel order; null when none runs. */
    id: null as number | null,
    prizes: [] as RoulettePrize[],
    remainingDraws: 0,
    open: false,
    spinning: false,
    quickBet: false,
    /** The server's decided prize; a new nonce starts a new spin. */
    target: null as { prizeId: number; nonce: number } | null,
    /** The award alert: a prize won, or no draws left (2093101) with the server's message. */
    award: null as { kind: 'prize'; prize: RoulettePrize } | { kind: 'no-draws'; message: string } | null,
  },
})

export function resetActivities(): void {
  const { letters, envelope, roulette } = activitiesStore
  Object.assign(letters, {
    status: 'idle',
    list: [],
    totalCount: 0,
    unreadCount: 0,
    page: 1,
    open: false,
    selectedId: null,
  })
  Object.assign(envelope, { current: null, view: null, open: false })
  Object.assign(roulette, {
    id: null,
    prizes: [],
    remainingDraws: 0,
    open: false,
    spinning: false,
    target: null,
    award: null,
  })
}
