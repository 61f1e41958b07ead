import { FUND_CODE } from '@lobby/api/contract'
import { BUSINESS, businessError, type BusinessError } from '../http/errors.ts'
import { reachedRefusal } from '../responsible-gambling/play.ts'
import { FORWARD_CODE } from '../wallet/play.ts'
import { InsufficientFunds, MAIN_WALLET, balances, mainBalance, providerBalance } from '../wallet/ledger.ts'
import { inMaintenance, providerOperations } from '../wallet/providers.ts'
import { newTransferReference, runTransfer, type TransferContext, type TransferDone } from '../wallet/transfers.ts'

/**
 * MyWallet's transfer between the main wallet and one provider's. Like a
 * game launch, a provider transfer with a reference (wallet/transfers.ts):
 * the amount leaves its wallet with a guarded debit (a balance spent
 * meanwhile is refused, 103, nothing written) and is recorded pending; the
 * provider is called outside any transaction; the transfer is settled
 * after, or refunded when the provider did not apply it. Run it in the
 * member's queue. Money into a provider wallet is refused (171, 172) while
 * the member's loss or wager limit is reached (issue 25); money back to the
 * main wallet never is.
 */
export async function transferBetweenWallets(
  ctx: TransferContext,
  member: { id: number; currency: string; wallet_status: number },
  input: { from: string; to: string; amount: number },
  now = Date.now(),
): Promise<{ cash: number; total: number; gp_id: string; balance: number } | BusinessError> {
  const { db } = ctx
  const gpId = input.from === MAIN_WALLET ? input.to : input.from
  const provider = await db
    .selectFrom('providers')
    .innerJoin('provider_currencies', 'provider_currencies.gp_id', 'providers.gp_id')
    .select(['providers.gp_id', 'providers.active'])
    .where('providers.gp_id', '=', gpId)
    .where('provider_currencies.currency', '=', member.currency)
    .executeTakeFirst()
  if (!provider || provider.active !== 1) {
    return businessError(BUSINESS.providerNotFound.code, BUSINESS.providerNotFound.message)
  }
  const ops = await providerOperations(db, gpId)
  if (inMaintenance(ops) && ops.maintain) {
    return businessError('203', 'server.play.maintenance', { gp_id: gpId, maintain: ops.maintain })
  }
  if (member.wallet_status !== 1) return businessError(FUND_CODE.frozen, 'server.wallet.frozen')
  if (input.from === MAIN_WALLET) {
    const refused = await reachedRefusal(db, member.id, now)
    if (refused) return refused
  }
  const held =
    input.from === MAIN_WALLET ? await mainBalance(db, member.id) : await providerBalance(db, member.id, gpId)
  if (held < input.amount) return businessError(FUND_CODE.insufficient, 'server.transfer.insufficient')
  if (!ops.transfersEnabled) return businessError(FORWARD_CODE.transferFailed, 'server.transfer.disabled')
  let done: TransferDone | null
  try {
    ;({ done } = await runTransfer(ctx, {
      memberId: member.id,
      gpId,
      direction: input.from === MAIN_WALLET ? 'in' : 'out',
      ledgerRef: `wallet:${newTransferReference().slice(1, 17)}`,
      amount: async () => input.amount,
    }))
  } catch (error) {
    if (error instanceof InsufficientFunds) return businessError(FUND_CODE.insufficient, 'server.transfer.insufficient')
    throw error
  }
  if (done && done.state !== 'settled') {
    return businessError(
      FORWARD_CODE.transferFailed,
      done.outcome === 'failed' ? 'server.transfer.failed' : 'server.transfer.timed_out',
    )
  }
  const after = await balances(db, member.id)
  return { ...after, gp_id: gpId, balance: await providerBalance(db, member.id, gpId) }
}
