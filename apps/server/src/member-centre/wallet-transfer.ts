import { FUND_CODE } from '@lobby/api/contract'
import type { Db } from '../db/connection.ts'
import { BUSINESS, businessError, type BusinessError } from '../http/errors.ts'
import { FORWARD_CODE } from '../wallet/play.ts'
import { InsufficientFunds, MAIN_WALLET, balances, mainBalance, move, providerBalance } from '../wallet/ledger.ts'
import { inMaintenance, providerOperations, type ProviderGateway } from '../wallet/providers.ts'

/**
 * MyWallet's transfer between the main wallet and one provider's. Like a
 * game launch: the provider's transfer call runs outside any transaction
 * (a slow provider must not hold the database), then one transaction moves
 * the money with guarded debits, so a balance spent meanwhile is refused
 * (103) rather than overdrawn. Run it in the member's queue.
 */
export async function transferBetweenWallets(
  db: Db,
  gateway: ProviderGateway,
  member: { id: number; currency: string; wallet_status: number },
  input: { from: string; to: string; amount: number },
): Promise<{ cash: number; total: number; gp_id: string; balance: number } | BusinessError> {
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
    return businessError('203', 'the provider is in maintenance', { gp_id: gpId, maintain: ops.maintain })
  }
  if (member.wallet_status !== 1) return businessError(FUND_CODE.frozen, 'the wallet is frozen')
  const held =
    input.from === MAIN_WALLET ? await mainBalance(db, member.id) : await providerBalance(db, member.id, gpId)
  if (held < input.amount) return businessError(FUND_CODE.insufficient, 'not enough in that wallet')
  if (!ops.transfersEnabled) return businessError(FORWARD_CODE.transferFailed, 'this provider takes no transfers')
  const outcome = await gateway.transfer(gpId)
  if (outcome !== 'ok') {
    return businessError(
      FORWARD_CODE.transferFailed,
      `the provider's transfer ${outcome === 'timeout' ? 'timed out' : 'failed'}`,
    )
  }
  try {
    await db
      .transaction()
      .execute((trx) => move(trx, member.id, input.from, input.to, input.amount, `wallet:${Date.now().toString(36)}`))
  } catch (error) {
    if (error instanceof InsufficientFunds) return businessError(FUND_CODE.insufficient, 'not enough in that wallet')
    throw error
  }
  const after = await balances(db, member.id)
  return { ...after, gp_id: gpId, balance: await providerBalance(db, member.id, gpId) }
}
