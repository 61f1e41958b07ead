import type { MaintainInterval, PullResult, WalletEntry } from '@lobby/api'
import { initialLaunchState, type LaunchState } from '@lobby/domain'
import { proxy } from 'valtio'

/**
 * Real play and the member's wallets (spec sections 3, 4, 5): the launcher's
 * state (the domain's state machine), the balances shown in the header and the
 * wallet list, the one-key pull, and the dialogs the launch can raise.
 */
export const playStore = proxy({
  launch: { ...initialLaunchState } as LaunchState,
  /** The game's name, for the player's title and the warnings. */
  gameName: '',
  /** Main wallet and every wallet together (minor units); null before the first answer. */
  balance: { cash: null as number | null, total: null as number | null, refreshing: false },
  wallet: {
    open: false,
    status: 'idle' as 'idle' | 'loading' | 'ready' | 'error',
    entries: [] as WalletEntry[],
  },
  pull: {
    running: false,
    /** The provider a single pull (`balance_get_back`) is returning; null for the pull of all. */
    pullingGpId: null as string | null,
    /** ms since epoch of the last pull that ran (the 10 s cooldown counts from it). */
    lastPullAt: null as number | null,
    /** Seconds left of the cooldown, ticked every second while it runs. */
    cooldownSeconds: 0,
    results: null as Record<string, PullResult['status']> | null,
  },
  /** 203 from play (spec section 8): the provider's maintenance interval. */
  maintenance: null as (MaintainInterval & { providerName: string }) | null,
  /** Asked before something that would end the game (logout). */
  forceStop: { open: false, action: 'logout' as 'logout' | 'switch' },
})
