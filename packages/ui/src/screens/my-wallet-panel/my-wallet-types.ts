/** The main wallet's id on either side of a transfer. */
export const MAIN_WALLET = 'main'

/** One provider wallet, as `my_cash` lists it. */
export interface MyWalletEntry {
  gp_id: string
  gp_name: string
  /** An integer in the currency's minor unit. */
  balance: number
  /** 1 while the provider is in maintenance: it cannot be chosen for a transfer. */
  maintenance: 0 | 1
}

/** `POST /member/wallet/transfer`: one side is `main`, the other a provider's `gp_id`. */
export interface WalletTransferRequest {
  from: string
  to: string
  /** An integer in the currency's minor unit, at least 1 and at most the source's balance. */
  amount: number
}
