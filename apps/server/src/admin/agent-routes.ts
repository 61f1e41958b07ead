import {
  adminAgentApplicationDecide,
  adminAgentApplications,
  adminAgents,
  adminAgentSettlements,
  adminAgentTree,
} from '@lobby/api/contract'
import type { FastifyInstance } from 'fastify'
import { registerEndpoint, type RouteOptions } from '../http/route.ts'
import { emitMemberEvent } from '../realtime/member-events.ts'
import { agentSettlementsOf, agentTree, decideApplication, listAgents, listApplications } from './agents.ts'
import { actorOf, forOperator, registerOperatorCalls } from './operators.ts'

/** The agent desk's console calls (contract/admin-agents.ts; service in admin/agents.ts). */
export function registerAgentAdminRoutes(app: FastifyInstance, options: RouteOptions): void {
  registerOperatorCalls(app, options, 'agents.read', (scope) => {
    registerEndpoint(
      scope,
      adminAgentApplications,
      forOperator(async (input, ctx) => listApplications(ctx.db, input)),
      options,
    )
    registerEndpoint(
      scope,
      adminAgents,
      forOperator(async (input, ctx) => listAgents(ctx.db, input)),
      options,
    )
    registerEndpoint(
      scope,
      adminAgentTree,
      forOperator(async (input, ctx) => agentTree(ctx.db, input)),
      options,
    )
    registerEndpoint(
      scope,
      adminAgentSettlements,
      forOperator(async (input, ctx) => agentSettlementsOf(ctx.db, input)),
      options,
    )
  })

  registerOperatorCalls(app, options, 'agents.manage', (scope) => {
    registerEndpoint(
      scope,
      adminAgentApplicationDecide,
      forOperator(async (input, ctx, session) => {
        const done = await decideApplication(ctx.db, actorOf(session, ctx.request), input)
        if (!('application' in done)) return done
        if (done.application.status === 'approved') {
          // The applicant's pages read the member again: the agent centre opens (what the dev hook pushed).
          const memberId = done.member_id
          ctx.afterCommit(() =>
            emitMemberEvent(ctx.request.server.server, memberId, 'profile.updated', {
              fields: ['is_agent', 'agent_active'],
            }),
          )
        }
        return done.application
      }),
      options,
    )
  })
}
