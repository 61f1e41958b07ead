import {
  adminOperatorCreate,
  adminOperatorEnabled,
  adminOperatorPassword,
  adminOperatorRole,
  adminOperators,
  adminOperatorTotp,
  adminOperatorUnlock,
} from '@lobby/api/contract'
import type { FastifyInstance } from 'fastify'
import { prepareFirst, registerEndpoint, type HandlerContext, type RouteOptions } from '../http/route.ts'
import {
  addOperator,
  changeOperatorRole,
  listOperators,
  prepareOperatorPassword,
  resetOperatorPassword,
  resetOperatorTotp,
  setOperatorEnabled,
  unlockOperator,
} from './operator-accounts.ts'
import { actorOf, forOperator, registerOperatorCalls } from './operators.ts'

/**
 * The operators screen's calls (`/api/admin/operators*`): the owner manages,
 * the auditor reads. The one-time password and secret are only in the answer
 * (the server logs no request or answer body).
 */
export function registerOperatorAdminRoutes(app: FastifyInstance, options: RouteOptions): void {
  registerOperatorCalls(app, options, 'operators.read', (scope) => {
    registerEndpoint(
      scope,
      adminOperators,
      forOperator(async (_input, ctx) => ({ list: await listOperators(ctx.db) })),
      options,
    )
  })

  registerOperatorCalls(app, options, 'operators.manage', (scope) => {
    registerEndpoint(
      scope,
      adminOperatorCreate,
      // argon2 outside the transaction (the role was checked before the call ran); the password is only in the answer.
      prepareFirst(
        adminOperatorCreate,
        async () => prepareOperatorPassword(),
        async (input, ctx, password) =>
          forOperator(async (_input: typeof input, c: HandlerContext, session) =>
            addOperator(c.db, actorOf(session, c.request), input, password),
          )(input, ctx),
      ),
      options,
    )
    registerEndpoint(
      scope,
      adminOperatorRole,
      forOperator(async (input, ctx, session) => {
        const done = await changeOperatorRole(ctx.db, actorOf(session, ctx.request), input.account, input.role)
        return 'operator' in done ? done.operator : done
      }),
      options,
    )
    registerEndpoint(
      scope,
      adminOperatorEnabled,
      forOperator(async (input, ctx, session) => {
        const done = await setOperatorEnabled(ctx.db, actorOf(session, ctx.request), input.account, input.enabled)
        return 'operator' in done ? done.operator : done
      }),
      options,
    )
    registerEndpoint(
      scope,
      adminOperatorUnlock,
      forOperator(async (input, ctx, session) => {
        const done = await unlockOperator(ctx.db, actorOf(session, ctx.request), input.account)
        return 'operator' in done ? done.operator : done
      }),
      options,
    )
    registerEndpoint(
      scope,
      adminOperatorTotp,
      forOperator(async (input, ctx, session) =>
        resetOperatorTotp(ctx.db, actorOf(session, ctx.request), input.account),
      ),
      options,
    )
    registerEndpoint(
      scope,
      adminOperatorPassword,
      prepareFirst(
        adminOperatorPassword,
        async () => prepareOperatorPassword(),
        async (input, ctx, password) =>
          forOperator(async (_input: typeof input, c: HandlerContext, session) =>
            resetOperatorPassword(c.db, actorOf(session, c.request), input.account, password),
          )(input, ctx),
      ),
      options,
    )
  })
}
