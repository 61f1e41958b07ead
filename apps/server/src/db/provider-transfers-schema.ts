/** Row types of migration 0015-provider-transfers; `Database` in schema.ts extends `ProviderTransfersDatabase`. */

/** `in`: main wallet to the provider's; `out`: the provider's wallet back to main. */
export type TransferDirection = 'in' | 'out'

/** Our side of every provider transfer: written before the provider is called, settled after. */
export interface ProviderTransferTable {
  /** The reference sent to the provider, unique: what its status is asked by. */
  reference: string
  member_id: number
  gp_id: string
  direction: TransferDirection
  /** Taken from the source wallet when the row was written (in transit until settled). */
  amount: number
  /** The ledger reference of the operation (`play:…`, `leave:…`, `pull:…`, `wallet:…`). */
  ledger_ref: string
  /** pending: the provider's answer is not known yet; settled: applied; failed: refunded. */
  status: 'pending' | 'settled' | 'failed'
  created_at: string
  settled_at: string | null
}

/** The house provider's own record of the transfers it was asked for, by reference. */
export interface HouseTransferTable {
  reference: string
  member_id: number
  gp_id: string
  direction: TransferDirection
  amount: number
  /** applied: the transfer happened at the house; refused: a status query voided the reference first. */
  status: 'applied' | 'refused'
  created_at: string
}

export interface ProviderTransfersDatabase {
  provider_transfers: ProviderTransferTable
  house_transfers: HouseTransferTable
}

export const PROVIDER_TRANSFERS_TABLES = [
  'provider_transfers',
  'house_transfers',
] as const satisfies readonly (keyof ProviderTransfersDatabase)[]
