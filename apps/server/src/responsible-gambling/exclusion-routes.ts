import { rgExclude } from '@lobby/api/contract'
import type { FastifyInstance } from 'fastify'
import { registerEndpoint, type RouteOptions } from '../http/route.ts'
import { revocationScope } from '../members/revocation.ts'
import { forMember, registerMemberCalls } from '../members/tokens.ts'
import { checkExclusionDays, takeExclusion } from './exclusions.ts'

/**
 * Time-outs and self-exclusion (contract/responsible-gambling.ts `rgExclude`): `days` must be a length the kind offers
 * (400 naming `days`, nothing written); the exclusion is kept and every session of the member ends at once, this
 * one too (exclusions.ts `takeExclusion`). Answers what refuses login now: this exclusion, or a running one that
 * ends later (the latest end wins).
 */
export function registerExclusionRoutes(app: FastifyInstance, options: RouteOptions): void {
  registerMemberCalls(app, options, (scope) => {
    registerEndpoint(
      scope,
      rgExclude,
      forMember(async (input, ctx, { member }) => {
        checkExclusionDays(input.kind, input.days, 'days')
        const done = await takeExclusion(
          revocationScope(ctx),
          member.id,
          { kind: input.kind, days: input.days, setBy: 'member' },
          Date.now(),
        )
        return done.running
      }),
      options,
    )
  })
}
