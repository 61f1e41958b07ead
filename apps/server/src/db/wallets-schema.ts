import type { Generated } from 'kysely'

/** Row types of migration 0008-wallets; `Database` in schema.ts extends `WalletsDatabase`. */

export interface ProviderOperationsTable {
  gp_id: string
  /** 0: the provider takes no transfers (launches answer `forward_game.status` 957). */
  transfers_enabled: Generated<number>
  /** Maintenance interval (ISO 8601 UTC); in maintenance while start_at <= now < end_at. */
  maintain_start_at: string | null
  maintain_end_at: string | null
}

export interface MemberWalletTable {
  member_id: number
  gp_id: string
  balance: number
  updated_at: string
}

export interface LedgerEntryTable {
  id: Generated<number>
  member_id: number
  /** `main`, or the provider's gp_id. */
  wallet: string
  /** Signed change, in the currency's smallest unit. */
  amount: number
  balance_after: number
  kind: LedgerKind
  /** What the change belongs to: a session, a round, a pull, a dev credit. */
  ref: string
  created_at: string
}

export type LedgerKind =
  | 'opening'
  | 'credit'
  | 'transfer_in'
  | 'transfer_out'
  | 'bet'
  | 'payout'
  | 'refund'
  | 'deposit'
  | 'red_envelope'
  | 'roulette'
  | 'withdrawal'
  | 'withdraw_return'
  | 'agent_in'
  | 'agent_out'
  | 'commission'
  | 'recommend_reward'

export interface GameSessionTable {
  /** Public id (`game_session_id`). */
  id: string
  /** SHA-256 of the launch token the game page carries. */
  token_hash: string
  /** SHA-256 of the member token that launched it (0016); revoking that token closes the session. */
  member_token_hash: string | null
  member_id: number
  gp_id: string
  game_code: string
  kind: string
  lobby_url: string
  status: 'open' | 'closed'
  opened_at: string
  closed_at: string | null
  /** When the session time limit stops it (0033; ISO 8601 UTC); null: no session limit applies. */
  stop_at: string | null
  /** When `stop_at` was last worked out (0033): a session limit changed since is worked out again. */
  stop_checked_at: string | null
}

export interface HouseRoundTable {
  id: Generated<number>
  session_id: string
  /** The page's round id: a repeat of the same round is answered from here and moves nothing. */
  round: string
  member_id: number
  gp_id: string
  stake: number
  payout: number | null
  status: 'open' | 'settled'
  detail: string
  created_at: string
  settled_at: string | null
}

export interface BalancePullTable {
  id: Generated<number>
  member_id: number
  idem_key: string | null
  scope: string
  /** The JSON answer, replayed for a repeated key. */
  answer: string
  created_at: string
}

export interface WalletsDatabase {
  provider_operations: ProviderOperationsTable
  member_wallets: MemberWalletTable
  ledger_entries: LedgerEntryTable
  game_sessions: GameSessionTable
  house_rounds: HouseRoundTable
  balance_pulls: BalancePullTable
}

export const WALLETS_TABLES = [
  'provider_operations',
  'member_wallets',
  'ledger_entries',
  'game_sessions',
  'house_rounds',
  'balance_pulls',
] as const satisfies readonly (keyof WalletsDatabase)[]
