import { BALANCE_PULL_COOLDOWN_MS } from '@lobby/api/contract'
import type { Db } from '../db/connection.ts'
import { HouseProvider } from '../house/transfers.ts'
import { GAME_STOP_SWEEP_MS, GameStops } from '../responsible-gambling/play-stop.ts'
import { MemberQueue } from './locks.ts'
import { ProviderGateway } from './providers.ts'
import { reconcileTransfers, type Reconciled, type TransferContext, type TransferFaultHook } from './transfers.ts'

/** What the money routes share in one server: the provider gateway, the per-member queue, the pull cooldown. */
export interface WalletServices extends TransferContext {
  gateway: ProviderGateway
  queue: MemberQueue
  cooldownMs: number
  /** The session time limit's stops of open games (responsible-gambling/play-stop.ts): timers and the sweep. */
  gameStops: GameStops
  /**
   * Settles the transfers a crash left pending (start-up), then keeps retrying those still pending on a timer;
   * starts the sweep of games whose session time ran out.
   */
  start(): Promise<Reconciled>
  /** Stops the reconciliation timer, the game-stop sweep and its timers (server close). */
  stop(): void
}

export interface WalletOptions {
  /** Server-side cooldown between two pulls of a member; default the spec's 10 s. */
  pullCooldownMs?: number
  /** How long a provider transfer may take before it counts as timed out; default 5 s. */
  providerTimeoutMs?: number
  /** How often transfers still pending are reconciled after start-up; default 60 s. */
  reconcileIntervalMs?: number
  /** `LOBBY_MEMBER_LEASE_MS`: how long a killed process's per-member lease outlives it (wallet/locks.ts); default 15 s. */
  memberLeaseMs?: number
  /** How often each process sweeps for games whose session time ran out; default 30 s. */
  gameStopSweepMs?: number
  /** Tests only: called just before and just after each provider call (LOBBY_FAULT_CRASH in main.ts). */
  faultHook?: TransferFaultHook
}

export function createWalletServices(db: Db, options: WalletOptions = {}): WalletServices {
  const timeoutMs = options.providerTimeoutMs ?? 5_000
  const intervalMs = options.reconcileIntervalMs ?? 60_000
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> = Promise.resolve()
  const context = {
    db,
    gateway: new ProviderGateway(timeoutMs, new HouseProvider(db)),
    queue: new MemberQueue(db, 'wallet', { leaseMs: options.memberLeaseMs }),
    inFlight: new Set<string>(),
    ...(options.faultHook ? { faultHook: options.faultHook } : {}),
  }
  const services: WalletServices = {
    ...context,
    cooldownMs: options.pullCooldownMs ?? BALANCE_PULL_COOLDOWN_MS,
    gameStops: new GameStops(context, options.gameStopSweepMs ?? GAME_STOP_SWEEP_MS),
    async start() {
      // Before listening: every pending transfer was left by a process that is gone.
      const first = await reconcileTransfers(services, undefined, { waitForLeases: true })
      timer = setInterval(() => {
        // Calls of this process are skipped (inFlight); a margin of twice the timeout leaves another
        // process's calls alone. A provider still unreachable is asked again next time.
        const before = new Date(Date.now() - 2 * timeoutMs).toISOString()
        running = running.then(() => reconcileTransfers(services, before)).catch(() => undefined)
      }, intervalMs)
      timer.unref()
      services.gameStops.start()
      return first
    },
    stop() {
      if (timer) clearInterval(timer)
      timer = undefined
      services.gameStops.stop()
    },
  }
  return services
}
