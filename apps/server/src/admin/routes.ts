import {
  ADMIN_CODE,
  adminAudit,
  adminBulletinEnd,
  adminBulletinSave,
  adminBulletinSetting,
  adminBulletins,
  adminLogin,
  adminLogout,
  adminMe,
  adminMemberDetail,
  adminMemberForceLogout,
  adminMembers,
  adminMemberWallet,
  adminWithdrawalDecide,
  adminWithdrawals,
} from '@lobby/api/contract'
import { OPERATOR_LOCKOUT_FAILURES } from '@lobby/domain'
import type { FastifyInstance } from 'fastify'
import { dbKind } from '../db/connection.ts'
import { businessError, type BusinessError } from '../http/errors.ts'
import { registerEndpoint, type RouteOptions } from '../http/route.ts'
import { registerCommittingWrite } from '../members/committing.ts'
import { LoginThrottle, loginThrottleLimits } from '../members/login-throttle.ts'
import { verifyDecoy, verifyPassword } from '../members/passwords.ts'
import { isoNow } from '../members/secrets.ts'
import { throttleAddress } from '../members/sliding-window.ts'
import { revocationScope } from '../members/revocation.ts'
import { emitMemberEvent } from '../realtime/member-events.ts'
import { appendAudit, searchAudit } from './audit.ts'
import { endBulletin, listBulletins, saveBulletin, saveBulletinSetting } from './bulletins.ts'
import { forceLogout, memberDetail, searchMembers, setWalletFrozen } from './members.ts'
import {
  actorOf,
  endOperatorSession,
  findOperator,
  forOperator,
  operatorView,
  lockIfSpent,
  operatorAddressFailures,
  operatorAddressKey,
  reserveOperatorAttempt,
  type OperatorRow,
  registerOperatorCalls,
  startOperatorSession,
} from './operators.ts'
import { registerAgentAdminRoutes } from './agent-routes.ts'
import { registerCampaignAdminRoutes } from './campaign-routes.ts'
import { registerContentAdminRoutes } from './content-routes.ts'
import { registerDashboardAdminRoutes } from './dashboard-routes.ts'
import { registerDepositChannelAdminRoutes } from './deposit-channel-routes.ts'
import { registerGameAdminRoutes } from './game-routes.ts'
import { registerMemberAdminRoutes } from './member-routes.ts'
import { registerOperatorAdminRoutes } from './operator-routes.ts'
import { registerSettingsAdminRoutes } from './settings-routes.ts'
import { acceptTotp } from './totp.ts'
import { decideAsOperator, listWithdrawals, pushBalance } from './withdrawals.ts'

/** What the login's first step found, for its second (in the transaction). */
interface CheckedLogin {
  /** The enabled operator of that account, if any. */
  operatorId: number | undefined
  passwordOk: boolean
  /** The hash the password was checked against: the second step refuses if it changed meanwhile. */
  verifiedHash?: string
}

export interface AdminRouteOptions {
  /**
   * Whether every operator needs a second factor to sign in: always in
   * production (config/env.ts `operatorTotpRequired`). Off, an
   * operator with a TOTP secret is still asked for it; one without signs in
   * with the password (the demo operators).
   */
  requireTotp: boolean
}

/**
 * The operator console's API (`/api/admin/*`, docs/contract.md "Operators").
 * The login commits what its refusals count (failures, the lock); every other
 * call is mounted behind `registerOperatorCalls` with the permission it needs.
 */
export function registerAdminRoutes(app: FastifyInstance, options: RouteOptions, admin: AdminRouteOptions): void {
  const throttle = new LoginThrottle(loginThrottleLimits(), undefined, 'operator-login')
  const addressFailures = operatorAddressFailures()

  registerCommittingWrite(
    app,
    adminLogin,
    {
      // Outside the transaction: the address throttle, the attempt's reservation, and argon2 (tens of
      // milliseconds) on the plain connection.
      prepare: async (input, ctx): Promise<CheckedLogin | BusinessError> => {
        const throttled = await throttle.refusal(ctx.db, ctx.request.ip)
        if (throttled) {
          void ctx.reply.header('retry-after', String(throttled.retryAfterSeconds))
          throw throttled
        }
        const operator = await findOperator(ctx.db, input.account)
        // An address shut out of this account is refused before anything is counted for the account: guessing
        // from one machine never spends the allowance of the operator's own. The attempt is then counted before
        // any hash is checked (a guarded update, committed at once): a burst of parallel sign-ins gets the
        // allowance left, not one try per request. A locked, shut-out, disabled or unknown account is answered
        // as a wrong password after a decoy check: no oracle, no enumeration.
        const reserved =
          operator !== undefined &&
          operator.disabled === 0 &&
          !(await addressFailures.isLimited(ctx.db, operatorAddressKey(operator.id, ctx.request.ip))) &&
          (await reserveOperatorAttempt(ctx.db, operator.id))
        if (!operator || !reserved) {
          await verifyDecoy(input.password)
          await throttle.recordFailure(ctx.db, ctx.request.ip)
          return { operatorId: undefined, passwordOk: false }
        }
        const passwordOk = await verifyPassword(operator.password_hash, input.password)
        if (!passwordOk) await throttle.recordFailure(ctx.db, ctx.request.ip)
        return { operatorId: operator.id, passwordOk, verifiedHash: operator.password_hash }
      },
      // In one transaction that commits what a refusal counted.
      handle: async (input, ctx, prepared) => {
        const { db, request } = ctx
        const actorAt = (account: string, role: string) => ({ account, role, ip: request.ip })
        let operator: OperatorRow | undefined
        if (prepared.operatorId !== undefined) {
          const row = db.selectFrom('operators').selectAll().where('id', '=', prepared.operatorId)
          // On PostgreSQL the row is held until commit: parallel sign-ins of one account run one after another.
          operator = await (dbKind(db) === 'postgres' ? row.forUpdate() : row).executeTakeFirst()
        }
        /**
         * A failed attempt (it was counted for the account when reserved): counted for the address too; the one
         * that fills the address's window shuts it out, the one that spends the account's allowance locks it.
         */
        const fail = async (code: string, wording: 'server.admin.bad_login' | 'server.admin.bad_totp') => {
          if (!operator) return businessError(ADMIN_CODE.badLogin, 'server.admin.bad_login')
          const key = operatorAddressKey(operator.id, request.ip)
          await addressFailures.record(db, key)
          if (await addressFailures.isLimited(db, key)) {
            await appendAudit(db, actorAt(operator.account, operator.role), {
              action: 'operator.address_shut_out',
              targetKind: 'operator',
              targetId: operator.account,
              before: null,
              after: { address: throttleAddress(request.ip), failures: OPERATOR_LOCKOUT_FAILURES },
            })
          }
          const locked = await lockIfSpent(db, operator.id)
          if (locked) {
            await appendAudit(db, actorAt(operator.account, operator.role), {
              action: 'operator.locked',
              targetKind: 'operator',
              targetId: operator.account,
              before: null,
              after: { locked_until: locked },
            })
          }
          return businessError(code, wording)
        }
        if (!operator || !prepared.passwordOk) return fail(ADMIN_CODE.badLogin, 'server.admin.bad_login')
        // The hash checked outside is still the stored one, and the account is still usable.
        if (operator.disabled === 1 || operator.password_hash !== prepared.verifiedHash) {
          return businessError(ADMIN_CODE.badLogin, 'server.admin.bad_login')
        }
        if (operator.totp_secret === null) {
          if (admin.requireTotp) return businessError(ADMIN_CODE.totpNotSetUp, 'server.admin.totp_not_set_up')
        } else {
          if (input.totp === undefined) {
            return businessError(ADMIN_CODE.totpRequired, 'server.admin.totp_required', { totp_required: true })
          }
          const step = acceptTotp(operator.totp_secret, input.totp, Number(operator.totp_last_step))
          if (step === undefined) return fail(ADMIN_CODE.badTotp, 'server.admin.bad_totp')
          // Guarded: the same code cannot open two sessions, even at the same instant.
          const used = await db
            .updateTable('operators')
            .set({ totp_last_step: step })
            .where('id', '=', operator.id)
            .where('totp_last_step', '<', step)
            .executeTakeFirst()
          if (Number(used.numUpdatedRows) !== 1) return fail(ADMIN_CODE.badTotp, 'server.admin.bad_totp')
        }
        const session = await startOperatorSession(db, operator, request.ip)
        await appendAudit(db, actorAt(operator.account, operator.role), {
          action: 'operator.login',
          targetKind: 'operator',
          targetId: operator.account,
          before: null,
          after: { session_expires_at: session.expiresAt },
        })
        ctx.issueToken(session.token)
        return operatorView(operator, session.expiresAt)
      },
    },
    options,
  )

  registerOperatorCalls(app, options, 'any', (scope) => {
    registerEndpoint(
      scope,
      adminMe,
      forOperator(async (_input, _ctx, session) => operatorView(session.operator, session.expiresAt)),
      options,
    )
    registerEndpoint(
      scope,
      adminLogout,
      forOperator(async (_input, ctx, session) => {
        await endOperatorSession(ctx.db, session.tokenHash)
        await appendAudit(ctx.db, actorOf(session, ctx.request), {
          action: 'operator.logout',
          targetKind: 'operator',
          targetId: session.operator.account,
          before: null,
          after: { ended_at: isoNow() },
        })
        return null
      }),
      options,
    )
  })

  registerOperatorCalls(app, options, 'withdrawals.read', (scope) => {
    registerEndpoint(
      scope,
      adminWithdrawals,
      forOperator(async (input, ctx) => listWithdrawals(ctx.db, input)),
      options,
    )
  })

  registerOperatorCalls(app, options, 'withdrawals.decide', (scope) => {
    registerEndpoint(
      scope,
      adminWithdrawalDecide,
      forOperator(async (input, ctx, session) => {
        const done = await decideAsOperator(ctx.db, actorOf(session, ctx.request), input)
        if (!('order_number' in done)) return done
        if (done.balance !== null) {
          const memberId = done.member_id
          ctx.afterCommit(
            () => void pushBalance(ctx.request.server.server, options.db, memberId).catch(() => undefined),
          )
        }
        return {
          order_number: done.order_number,
          status: done.status,
          member_account: done.member_account,
          balance: done.balance,
        }
      }),
      options,
    )
  })

  registerOperatorCalls(app, options, 'members.read', (scope) => {
    registerEndpoint(
      scope,
      adminMembers,
      forOperator(async (input, ctx) => searchMembers(ctx.db, input)),
      options,
    )
    registerEndpoint(
      scope,
      adminMemberDetail,
      forOperator(async (input, ctx) => memberDetail(ctx.db, input)),
      options,
    )
  })

  registerOperatorCalls(app, options, 'members.manage', (scope) => {
    registerEndpoint(
      scope,
      adminMemberForceLogout,
      forOperator(async (input, ctx, session) =>
        forceLogout(revocationScope(ctx), actorOf(session, ctx.request), input),
      ),
      options,
    )
    registerEndpoint(
      scope,
      adminMemberWallet,
      forOperator(async (input, ctx, session) => {
        const done = await setWalletFrozen(ctx.db, actorOf(session, ctx.request), input)
        if (!('wallet_status' in done)) return done
        if (done.changed) {
          // The member's pages read the wallet's state again (the same push a profile change sends).
          ctx.afterCommit(() =>
            emitMemberEvent(ctx.request.server.server, done.member_id, 'profile.updated', {
              fields: ['wallet_status'],
            }),
          )
        }
        return { wallet_status: done.wallet_status }
      }),
      options,
    )
  })

  registerOperatorCalls(app, options, 'content.read', (scope) => {
    registerEndpoint(
      scope,
      adminBulletins,
      forOperator(async (input, ctx) => listBulletins(ctx.db, input)),
      options,
    )
  })

  registerOperatorCalls(app, options, 'content.manage', (scope) => {
    registerEndpoint(
      scope,
      adminBulletinSave,
      forOperator(async (input, ctx, session) => saveBulletin(ctx.db, actorOf(session, ctx.request), input)),
      options,
    )
    registerEndpoint(
      scope,
      adminBulletinSetting,
      forOperator(async (input, ctx, session) => saveBulletinSetting(ctx.db, actorOf(session, ctx.request), input)),
      options,
    )
    registerEndpoint(
      scope,
      adminBulletinEnd,
      forOperator(async (input, ctx, session) => endBulletin(ctx.db, actorOf(session, ctx.request), input.id)),
      options,
    )
  })

  registerOperatorCalls(app, options, 'audit.read', (scope) => {
    registerEndpoint(
      scope,
      adminAudit,
      forOperator(async (input, ctx) => searchAudit(ctx.db, input)),
      options,
    )
  })

  // The other areas of the console, each in its own module.
  registerMemberAdminRoutes(app, options)
  registerDashboardAdminRoutes(app, options)
  registerDepositChannelAdminRoutes(app, options)
  registerContentAdminRoutes(app, options)
  registerCampaignAdminRoutes(app, options)
  registerOperatorAdminRoutes(app, options)
  registerSettingsAdminRoutes(app, options)
  registerAgentAdminRoutes(app, options)
  registerGameAdminRoutes(app, options)
}
