import {
  BANK_ACCOUNT_CODE,
  bankAccountDestroy,
  bankAccountList,
  bankAccountStore,
  depositChannels,
  depositStore,
  dwRecordList,
  FUND_CODE,
  profileEdit,
  transactionList,
  walletTransfer,
  withdrawCancel,
  withdrawInfo,
  withdrawPasswordSet,
  withdrawStore,
} from '@lobby/api/contract'
import { BANK_ACCOUNT_MAX } from '@lobby/domain'
import type { FastifyInstance } from 'fastify'
import { afterAnswer } from '../activities/routes.ts'
import { BusinessError, businessError } from '../http/errors.ts'
import { prepareFirst, registerEndpoint, type RouteOptions } from '../http/route.ts'
import { toProfile } from '../members/account.ts'
import { registerCommittingWrite } from '../members/committing.ts'
import { findMember } from '../members/store.ts'
import { forMember, registerMemberCalls } from '../members/tokens.ts'
import { emitMemberEvent } from '../realtime/member-events.ts'
import { balances, mainBalance } from '../wallet/ledger.ts'
import type { WalletServices } from '../wallet/services.ts'
import {
  bankAccountView,
  bindAccount,
  boundAccounts,
  checkBindInput,
  needsDepositVerification,
  unbindAccount,
} from './bank-accounts.ts'
import { banksOf } from './banks.ts'
import { openChannels, openOrder } from './deposit-orders.ts'
import { withdrawLimits } from './limits.ts'
import { editProfile, prepareWithdrawPassword, storeWithdrawPassword } from './profile.ts'
import { dwRecordPage, transactionPage } from './records.ts'
import { transferBetweenWallets } from './wallet-transfer.ts'
import { refuseWithdrawPassword } from './withdraw-password.ts'
import {
  decideWithdrawal,
  pendingWithdrawal,
  refuseWithdrawal,
  requestWithdrawal,
  todayCount,
  withdrawalRecord,
} from './withdrawals.ts'

/**
 * The member centre's calls (contract/member-centre.ts): member calls, writes
 * in one transaction each. The calls behind the withdraw password check it in
 * a `prepareFirst` step, before their transaction opens: a wrong one stays
 * counted by the shared lockout although the refusal rolls the call back,
 * and argon2 never runs while a transaction holds the connection.
 */
export function registerMemberCentreRoutes(
  app: FastifyInstance,
  options: RouteOptions,
  wallet: WalletServices,
  payments: { payPage?: string | undefined } = {},
): void {
  const cashEvent = (app: FastifyInstance, memberId: number) => async () =>
    emitMemberEvent(app.server, memberId, 'member.cash', await balances(options.db, memberId))

  registerMemberCalls(app, options, (scope) => {
    // Committing: a wrong SMS code for a new phone counts against the code even though the edit is refused.
    registerCommittingWrite(
      scope,
      profileEdit,
      forMember(async (input, { db, reply, request }, { member }) => {
        const fields = await editProfile(db, member, input)
        if (fields instanceof BusinessError) return fields
        if (fields.length > 0) {
          afterAnswer(reply, () => emitMemberEvent(request.server.server, member.id, 'profile.updated', { fields }))
        }
        const fresh = await findMember(db, member.site_id, member.account)
        return toProfile(fresh ?? member)
      }),
      options,
    )

    registerEndpoint(
      scope,
      withdrawPasswordSet,
      prepareFirst(
        withdrawPasswordSet,
        forMember(async (input, { db }, { member }) => prepareWithdrawPassword(db, member, input)),
        (input, ctx, next) =>
          forMember(async (_input, { db }, { member }) => {
            const refusal = await storeWithdrawPassword(db, member.id, next)
            return refusal ?? { is_withdraw_password: 1 as const }
          })(input, ctx),
      ),
      options,
    )

    registerEndpoint(
      scope,
      bankAccountList,
      forMember(async (_input, { db }, { member }) => ({
        banks: [...banksOf(member.currency)],
        accounts: (await boundAccounts(db, member.id)).map((row) => bankAccountView(row, member.currency)),
        max: BANK_ACCOUNT_MAX,
        is_withdraw_password: member.withdraw_password_hash === null ? (0 as const) : (1 as const),
      })),
      options,
    )

    // Binding goes behind the withdraw password: a stolen session must not bind its own account and cash out.
    registerEndpoint(
      scope,
      bankAccountStore,
      prepareFirst(
        bankAccountStore,
        forMember(async (input, { db }, { member }) => {
          checkBindInput(member.currency, input)
          return (
            (await refuseWithdrawPassword(db, member.id, input.withdraw_password, {
              wrong: BANK_ACCOUNT_CODE.withdrawPasswordWrong,
              unset: BANK_ACCOUNT_CODE.withdrawPasswordUnset,
            })) ?? null
          )
        }),
        (input, ctx) =>
          forMember(async (_input, { db }, { member }) => {
            const row = await bindAccount(db, member, input)
            return row instanceof BusinessError ? row : bankAccountView(row, member.currency)
          })(input, ctx),
      ),
      options,
    )

    registerEndpoint(
      scope,
      bankAccountDestroy,
      forMember(
        async (input, { db }, { member }) => (await unbindAccount(db, member.id, input.id)) ?? { id: input.id },
      ),
      options,
    )

    registerEndpoint(
      scope,
      depositChannels,
      forMember(async (_input, { db }, { member }) => ({
        channels: (await openChannels(db, member.site_id, member.currency)).map(({ sort: _sort, ...c }) => c),
        need_bank_account_deposit_verified: (await needsDepositVerification(db, member)) ? (1 as const) : (0 as const),
      })),
      options,
    )

    registerEndpoint(
      scope,
      depositStore,
      forMember(async (input, { db }, { member }) => openOrder(db, member, input, Date.now(), payments.payPage)),
      options,
    )

    registerEndpoint(
      scope,
      withdrawInfo,
      forMember(async (_input, { db }, { member }) => ({
        ...withdrawLimits(member.currency),
        today_count: await todayCount(db, member.id),
        is_withdraw_password: member.withdraw_password_hash === null ? (0 as const) : (1 as const),
        accounts: (await boundAccounts(db, member.id)).map((row) => bankAccountView(row, member.currency)),
        pending: await pendingWithdrawal(db, member.id, member.currency),
        balance: await mainBalance(db, member.id),
      })),
      options,
    )

    registerEndpoint(
      scope,
      withdrawStore,
      prepareFirst(
        withdrawStore,
        forMember(
          async (input, { db }, { member }) =>
            refuseWithdrawal(member, input) ??
            (await refuseWithdrawPassword(db, member.id, input.withdraw_password, {
              wrong: FUND_CODE.withdrawPasswordWrong,
              unset: FUND_CODE.withdrawPasswordUnset,
            })) ??
            null,
        ),
        (input, ctx) =>
          forMember(async (_input, { db, reply, request }, { member }) => {
            const asked = await requestWithdrawal(db, member, input)
            if (asked instanceof BusinessError) return asked
            afterAnswer(reply, cashEvent(request.server, member.id))
            return asked
          })(input, ctx),
      ),
      options,
    )

    registerEndpoint(
      scope,
      withdrawCancel,
      forMember(async (input, { db, reply, request }, { member }) => {
        const done = await decideWithdrawal(db, input.order_number, 'cancelled', '', member.id)
        if (!done || done.balance === null) return businessError(FUND_CODE.notPending, 'server.fund.not_pending')
        const record = await withdrawalRecord(db, input.order_number, member.currency)
        if (!record) return businessError(FUND_CODE.notPending, 'server.fund.not_pending')
        afterAnswer(reply, cashEvent(request.server, member.id))
        return { record, balance: done.balance }
      }),
      options,
    )

    registerEndpoint(
      scope,
      transactionList,
      forMember(async (input, { db }, { member }) => transactionPage(db, member.id, input)),
      options,
    )

    registerEndpoint(
      scope,
      dwRecordList,
      forMember(async (input, { db }, { member }) => dwRecordPage(db, member, input)),
      options,
    )

    // A money call that commits step by step (the provider's call runs outside any transaction): mounted as a read.
    registerEndpoint(
      scope,
      { ...walletTransfer, write: false },
      forMember(async (input, { reply, request }, { member }) => {
        const moved = await wallet.queue.run(member.id, () => transferBetweenWallets(wallet, member, input))
        if (moved instanceof BusinessError) return moved
        afterAnswer(reply, () =>
          emitMemberEvent(request.server.server, member.id, 'member.cash', { cash: moved.cash, total: moved.total }),
        )
        return moved
      }),
      options,
    )
  })
}
