import {
  adminAdjustmentDecide,
  adminAdjustmentRequest,
  adminAdjustments,
  adminMemberBankVerify,
  adminMemberCleanCache,
  adminMemberFlags,
  adminMemberIpRules,
  adminMemberResetPassword,
  adminMemberRg,
  adminMemberRgImpose,
  adminMemberStatus,
} from '@lobby/api/contract'
import type { FastifyInstance } from 'fastify'
import { prepareFirst, registerEndpoint, type HandlerContext, type RouteOptions } from '../http/route.ts'
import { revocationScope } from '../members/revocation.ts'
import { emitMemberEvent } from '../realtime/member-events.ts'
import { imposeRg, memberRg } from '../responsible-gambling/admin-responsible-gambling.ts'
import { decideAdjustment, listAdjustments, requestAdjustment, type AdjustmentOutcome } from './adjustments.ts'
import { cleanMemberCache, newTemporaryPassword, resetMemberPassword, setMemberDisabled } from './member-actions.ts'
import { replaceIpRules, setMemberFlags, verifyBankAccounts } from './member-security.ts'
import { actorOf, forOperator, registerOperatorCalls } from './operators.ts'
import { pushBalance } from './withdrawals.ts'

/**
 * The member area's console calls (docs/contract.md "Operators"): support's
 * disable / enable, reset password, clean cache and the member's security
 * (bank-account verification, flags, address rules; `members.manage`), the
 * member's responsible gambling (read with `members.read`, imposed with
 * `members.manage`), and finance's balance adjustments (`adjustments.read` /
 * `.request` / `.approve`). The search and the member's page are in routes.ts.
 */
export function registerMemberAdminRoutes(app: FastifyInstance, options: RouteOptions): void {
  registerOperatorCalls(app, options, 'members.read', (scope) => {
    registerEndpoint(
      scope,
      adminMemberRg,
      forOperator(async (input, ctx) => memberRg(ctx.db, input, Date.now())),
      options,
    )
  })

  registerOperatorCalls(app, options, 'members.manage', (scope) => {
    registerEndpoint(
      scope,
      adminMemberRgImpose,
      forOperator(async (input, ctx, session) =>
        imposeRg(revocationScope(ctx), actorOf(session, ctx.request), input, Date.now()),
      ),
      options,
    )
    registerEndpoint(
      scope,
      adminMemberStatus,
      forOperator(async (input, ctx, session) => {
        const done = await setMemberDisabled(revocationScope(ctx), actorOf(session, ctx.request), input)
        if (!('status' in done)) return done
        if (done.changed) {
          const memberId = done.member_id
          ctx.afterCommit(() =>
            emitMemberEvent(ctx.request.server.server, memberId, 'profile.updated', { fields: ['status'] }),
          )
        }
        return { status: done.status, ended: done.ended }
      }),
      options,
    )
    registerEndpoint(
      scope,
      adminMemberResetPassword,
      prepareFirst(
        adminMemberResetPassword,
        // argon2 outside the transaction; the password is only ever in this call's answer.
        async () => newTemporaryPassword(),
        async (input, ctx, temporary) =>
          forOperator(async (_input: typeof input, c: HandlerContext, session) => {
            const done = await resetMemberPassword(revocationScope(c), actorOf(session, c.request), input, temporary)
            if (!('temporary_password' in done)) return done
            return { temporary_password: done.temporary_password, ended: done.ended }
          })(input, ctx),
      ),
      options,
    )
    registerEndpoint(
      scope,
      adminMemberCleanCache,
      forOperator(async (input, ctx, session) =>
        cleanMemberCache(revocationScope(ctx), actorOf(session, ctx.request), input),
      ),
      options,
    )
    /** Once committed, the member's open pages read their details again (the layout's flags follow). */
    const profileUpdated = (ctx: HandlerContext, memberId: number, fields: string[]) =>
      ctx.afterCommit(() => emitMemberEvent(ctx.request.server.server, memberId, 'profile.updated', { fields }))
    registerEndpoint(
      scope,
      adminMemberBankVerify,
      forOperator(async (input, ctx, session) => {
        const done = await verifyBankAccounts(ctx.db, actorOf(session, ctx.request), input)
        if (!('verified' in done)) return done
        if (done.newly > 0) profileUpdated(ctx, done.member_id, ['need_bank_account_deposit_verified'])
        return { verified: done.verified }
      }),
      options,
    )
    registerEndpoint(
      scope,
      adminMemberFlags,
      forOperator(async (input, ctx, session) => {
        const done = await setMemberFlags(ctx.db, actorOf(session, ctx.request), input)
        if (!('flags' in done)) return done
        if (done.changed.length > 0) profileUpdated(ctx, done.member_id, done.changed)
        return done.flags
      }),
      options,
    )
    registerEndpoint(
      scope,
      adminMemberIpRules,
      forOperator(async (input, ctx, session) => {
        const done = await replaceIpRules(ctx.db, actorOf(session, ctx.request), input)
        return 'rules' in done ? { rules: done.rules } : done
      }),
      options,
    )
  })

  /** The answer of a request or a decision; once committed, the member hears their new balance if money moved. */
  const answer = (ctx: HandlerContext, done: AdjustmentOutcome) => {
    if (done.applied) {
      const memberId = done.member_id
      ctx.afterCommit(() => void pushBalance(ctx.request.server.server, options.db, memberId).catch(() => undefined))
    }
    return done.adjustment
  }

  registerOperatorCalls(app, options, 'adjustments.read', (scope) => {
    registerEndpoint(
      scope,
      adminAdjustments,
      forOperator(async (input, ctx) => listAdjustments(ctx.db, input)),
      options,
    )
  })

  registerOperatorCalls(app, options, 'adjustments.request', (scope) => {
    registerEndpoint(
      scope,
      adminAdjustmentRequest,
      forOperator(async (input, ctx, session) => {
        const done = await requestAdjustment(ctx.db, actorOf(session, ctx.request), input)
        return 'adjustment' in done ? answer(ctx, done) : done
      }),
      options,
    )
  })

  registerOperatorCalls(app, options, 'adjustments.approve', (scope) => {
    registerEndpoint(
      scope,
      adminAdjustmentDecide,
      forOperator(async (input, ctx, session) => {
        const done = await decideAdjustment(ctx.db, actorOf(session, ctx.request), input)
        return 'adjustment' in done ? answer(ctx, done) : done
      }),
      options,
    )
  })
}
