import { rgCancelLimit, rgRealityCheck, rgSession, rgSetLimit, rgSettings, rgStatement } from '@lobby/api/contract'
import type { FastifyInstance } from 'fastify'
import { registerEndpoint, type RouteOptions } from '../http/route.ts'
import { forMember, registerMemberCalls } from '../members/tokens.ts'
import { cancelLimit, openSessionFigures, setLimit, setRealityCheck, settingsOf } from './settings.ts'
import { statementOf } from './statement.ts'

/**
 * The member's responsible-gambling calls (contract/responsible-gambling.ts): settings, limits, the reality check,
 * the statement and the open session's figures. Exclusions are in exclusion-routes.ts. Every call acts on the
 * token's member only (nothing in a body names a member); writes run in one transaction each, and each call reads
 * the clock once and hands it down.
 */
export function registerResponsibleGamblingRoutes(app: FastifyInstance, options: RouteOptions): void {
  registerMemberCalls(app, options, (scope) => {
    registerEndpoint(
      scope,
      rgSettings,
      forMember(async (_input, { db }, { member }) => settingsOf(db, member, Date.now())),
      options,
    )

    registerEndpoint(
      scope,
      rgSetLimit,
      forMember(async (input, { db }, { member }) => {
        const now = Date.now()
        await setLimit(db, member.id, input, now)
        return settingsOf(db, member, now)
      }),
      options,
    )

    registerEndpoint(
      scope,
      rgCancelLimit,
      forMember(async (input, { db }, { member }) => {
        const now = Date.now()
        return (await cancelLimit(db, member.id, input, now)) ?? settingsOf(db, member, now)
      }),
      options,
    )

    registerEndpoint(
      scope,
      rgRealityCheck,
      forMember(async (input, { db }, { member }) => {
        const now = Date.now()
        await setRealityCheck(db, member.id, input.minutes, now)
        return settingsOf(db, member, now)
      }),
      options,
    )

    registerEndpoint(
      scope,
      rgSession,
      forMember(async (_input, { db }, { member }) => openSessionFigures(db, member.id)),
      options,
    )

    registerEndpoint(
      scope,
      rgStatement,
      forMember(async (input, { db }, { member }) => ({
        currency: member.currency,
        months: await statementOf(db, member.id, input.months, Date.now()),
      })),
      options,
    )
  })
}
