import { adminDashboard, adminDeposits } from '@lobby/api/contract'
import type { FastifyInstance } from 'fastify'
import { registerEndpoint, type RouteOptions } from '../http/route.ts'
import { presenceCounts } from '../realtime/socket.ts'
import { dashboardFigures } from './dashboard.ts'
import { listDeposits } from './deposits.ts'
import { forOperator, registerOperatorCalls } from './operators.ts'

/**
 * The dashboard area's console calls (docs/contract.md "Dashboard" and
 * "Deposit orders"): both reads, nothing audited. The figures are for the
 * clock's now; who is online comes from the realtime presence (shared by
 * every process when they share Redis).
 */
export function registerDashboardAdminRoutes(app: FastifyInstance, options: RouteOptions): void {
  registerOperatorCalls(app, options, 'dashboard.read', (scope) => {
    registerEndpoint(
      scope,
      adminDashboard,
      forOperator(async (input, ctx) =>
        dashboardFigures(ctx.db, {
          now: Date.now(),
          site_id: input.site_id,
          online: await presenceCounts(ctx.request.server.server),
        }),
      ),
      options,
    )
  })

  registerOperatorCalls(app, options, 'deposits.read', (scope) => {
    registerEndpoint(
      scope,
      adminDeposits,
      forOperator(async (input, ctx) => listDeposits(ctx.db, input)),
      options,
    )
  })
}
