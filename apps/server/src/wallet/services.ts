import { BALANCE_PULL_COOLDOWN_MS } from '@lobby/api/contract'
import { MemberQueue } from './locks.ts'
import { ProviderGateway } from './providers.ts'

/** What the money routes share in one server: the provider gateway, the per-member queue, the pull cooldown. */
export interface WalletServices {
  gateway: ProviderGateway
  queue: MemberQueue
  cooldownMs: number
}

export interface WalletOptions {
  /** Server-side cooldown between two pulls of a member; default the spec's 10 s. */
  pullCooldownMs?: number
  /** How long a provider transfer may take before it counts as timed out; default 5 s. */
  providerTimeoutMs?: number
}

export function createWalletServices(options: WalletOptions = {}): WalletServices {
  return {
    gateway: new ProviderGateway(options.providerTimeoutMs ?? 5_000),
    queue: new MemberQueue(),
    cooldownMs: options.pullCooldownMs ?? BALANCE_PULL_COOLDOWN_MS,
  }
}
