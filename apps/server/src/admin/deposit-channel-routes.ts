import { adminDepositChannelSave, adminDepositChannels } from '@lobby/api/contract'
import type { FastifyInstance } from 'fastify'
import { registerEndpoint, type RouteOptions } from '../http/route.ts'
import { listDepositChannels, saveDepositChannel } from './deposit-channels.ts'
import { actorOf, forOperator, registerOperatorCalls } from './operators.ts'

/** Finance's deposit channels (contract/admin-finance.ts; service in admin/deposit-channels.ts). */
export function registerDepositChannelAdminRoutes(app: FastifyInstance, options: RouteOptions): void {
  registerOperatorCalls(app, options, 'deposits.read', (scope) => {
    registerEndpoint(
      scope,
      adminDepositChannels,
      forOperator(async (input, ctx) => listDepositChannels(ctx.db, input.site_id, input.currency)),
      options,
    )
  })

  registerOperatorCalls(app, options, 'deposits.manage', (scope) => {
    registerEndpoint(
      scope,
      adminDepositChannelSave,
      forOperator(async (input, ctx, session) => saveDepositChannel(ctx.db, actorOf(session, ctx.request), input)),
      options,
    )
  })
}
