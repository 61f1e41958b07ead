import { checkAgentDomain, memberInfo, registerValidMessage } from '@lobby/api/contract'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/connection.ts'
import { registerEndpoint, type RouteOptions } from '../http/route.ts'
import { forSite } from '../http/site-guards.ts'
import { RegisterLookups } from './lookup-limits.ts'
import { REGISTER_CODE, refuse } from './register-codes.ts'
import { checkIntroducer, findAgent } from './registration-checks.ts'

/** How agent domains are stored: lower case, without port or trailing dot. */
export function normaliseHost(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '')
}

async function agentOfDomain(db: Db, siteId: string, host: string) {
  return db
    .selectFrom('agent_domains')
    .innerJoin('members', 'members.id', 'agent_domains.agent_id')
    .select(['members.id', 'members.currency', 'members.status', 'members.agent_active'])
    .where('agent_domains.site_id', '=', siteId)
    .where('agent_domains.host', '=', normaliseHost(host))
    .executeTakeFirst()
}

/**
 * The introducer checks the registration page runs before the form (spec
 * sections 2, 4 and 6): is the code or agent of the link valid, which
 * currency does the agent register in, does this host belong to an agent.
 */
export function registerIntroducerRoutes(
  app: FastifyInstance,
  options: RouteOptions,
  lookups: RegisterLookups = new RegisterLookups(),
): void {
  // Whether an agent id or invite code exists is a lookup like /register/verification's:
  // asked in bulk it lists the site's agents and codes, so it shares their per-address count (996, 997).
  registerEndpoint(
    app,
    registerValidMessage,
    forSite(async (input, { db, request }) => {
      const limited = await lookups.take(db, input.site_id, request.ip)
      if (limited) return limited
      const result = await checkIntroducer(db, input.site_id, {
        agent: input.agent_id === undefined ? '' : String(input.agent_id),
        code: input.recommend_code ?? '',
      })
      return 'agentId' in result ? { is_valid: true, code: null } : { is_valid: false, code: result.code }
    }),
    options,
  )

  registerEndpoint(
    app,
    memberInfo,
    async (input, { db, request }) => {
      const limited = await lookups.take(db, input.site_id ?? '', request.ip)
      if (limited) return limited
      const agent = await findAgent(db, Number(input.id), input.site_id)
      return agent ? { currency: agent.currency } : refuse(REGISTER_CODE.agentNotFound)
    },
    options,
  )

  registerEndpoint(
    app,
    checkAgentDomain,
    forSite(async (input, { db }) => {
      const agent = await agentOfDomain(db, input.site_id, input.host)
      if (!agent || agent.status !== 'active' || agent.agent_active !== 1) {
        return { is_valid: false, currency: '', agent_id: null }
      }
      return { is_valid: true, currency: agent.currency, agent_id: agent.id }
    }),
    options,
  )
}
