import {
  AGENT_CODE,
  agentDownline,
  agentDownlineTree,
  agentLevelRename,
  agentOperation,
  agentPromotion,
  agentSettle,
  agentSettlements,
  agentTransfer,
  applyForAgent,
  applyForAgentCheck,
  bonusSettingCheck,
} from '@lobby/api/contract'
import { commissionTiers, promotionLinks, siteDayRange } from '@lobby/domain'
import type { FastifyInstance } from 'fastify'
import { afterAnswer } from '../activities/routes.ts'
import type { Db } from '../db/connection.ts'
import { BadRequest, BusinessError, businessError } from '../http/errors.ts'
import { prepareFirst, registerEndpoint, type RouteOptions } from '../http/route.ts'
import { refuseWithdrawPassword } from '../member-centre/withdraw-password.ts'
import { isoNow } from '../members/secrets.ts'
import type { Member } from '../members/store.ts'
import { forMember, registerMemberCalls } from '../members/tokens.ts'
import { programmeOpen } from '../recommend/rewards.ts'
import { openInviteCode, originOf } from '../recommend/routes.ts'
import { emitMemberEvent } from '../realtime/member-events.ts'
import { InsufficientFunds, MAIN_WALLET, adjust, balances } from '../wallet/ledger.ts'
import { downlineLevels, downlinePage, treeChildren } from './downline.ts'
import { operationRows } from './reports.ts'
import { settle, settlementList } from './settlement.ts'
import { verbatim } from '../http/messages.ts'

const notAgent = () => businessError(AGENT_CODE.notAgent, 'server.agent.not_agent')
const isActiveAgent = (member: Member) => member.is_agent === 1 && member.agent_active === 1

async function hasPendingApplication(db: Db, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('agent_applications')
    .select('id')
    .where('member_id', '=', memberId)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  return row !== undefined
}

/** The agent centre's calls (contract/agent-centre.ts). */
export function registerAgentCentreRoutes(app: FastifyInstance, options: RouteOptions): void {
  registerMemberCalls(app, options, (scope) => {
    registerEndpoint(
      scope,
      agentLevelRename,
      forMember(async (_input, { db }, { member }) => ({
        detail: await db
          .selectFrom('agent_level_names')
          .select(['level', 'name'])
          .where('site_id', '=', member.site_id)
          .orderBy('level')
          .execute(),
      })),
      options,
    )

    registerEndpoint(
      scope,
      bonusSettingCheck,
      forMember(async (input, { db }) => ({
        is_friend: (await programmeOpen(db, input.site_id, input.member_currency)) ? (1 as const) : (0 as const),
      })),
      options,
    )

    registerEndpoint(
      scope,
      applyForAgentCheck,
      forMember(async (input, { db }, { member }) => {
        if (input.agent_id !== member.id) throw new BadRequest('agent_id', 'server.agent.own_id')
        if (member.wallet_status !== 1 || member.status !== 'active') {
          return businessError(AGENT_CODE.closed, 'server.agent.closed')
        }
        if (!isActiveAgent(member)) {
          const pending = await hasPendingApplication(db, member.id)
          if (pending) return businessError(AGENT_CODE.pending, 'server.agent.pending')
        }
        return {
          is_agent: member.is_agent === 1 ? (1 as const) : (0 as const),
          agent_active: member.agent_active === 1 ? (1 as const) : (0 as const),
        }
      }),
      options,
    )

    registerEndpoint(
      scope,
      applyForAgent,
      forMember(async (input, { db }, { member }) => {
        if (member.wallet_status !== 1 || isActiveAgent(member)) {
          return businessError(AGENT_CODE.closed, 'server.agent.closed')
        }
        // One pending application per member: checked here, and a partial unique index behind it.
        const pending = await hasPendingApplication(db, member.id)
        if (pending) return businessError(AGENT_CODE.pending, 'server.agent.pending')
        await db
          .insertInto('agent_applications')
          .values({ member_id: member.id, reason: input.reason.trim(), status: 'pending', created_at: isoNow() })
          .execute()
        return { status: 'pending' as const }
      }),
      options,
    )

    registerEndpoint(
      scope,
      agentDownline,
      forMember(async (input, { db }, { member }) =>
        isActiveAgent(member) ? downlinePage(db, member.id, input) : notAgent(),
      ),
      options,
    )

    registerEndpoint(
      scope,
      agentDownlineTree,
      forMember(async (input, { db }, { member }) => {
        if (!isActiveAgent(member)) return notAgent()
        const nodes = await treeChildren(db, member.id, input.parent_id)
        return nodes ? { nodes } : businessError(AGENT_CODE.notDownline, 'server.agent.not_downline')
      }),
      options,
    )

    registerEndpoint(
      scope,
      agentPromotion,
      forMember(async (_input, { db, request }, { member }) => {
        if (!isActiveAgent(member)) return notAgent()
        const code = await openInviteCode(db, member)
        return { agent_id: member.id, invite_code: code, ...promotionLinks(originOf(request), member.id, code) }
      }),
      options,
    )

    registerEndpoint(
      scope,
      agentOperation,
      forMember(async (input, { db }, { member }) => {
        if (!isActiveAgent(member)) return notAgent()
        const range = siteDayRange(input.start_date, input.end_date)
        if (!range.ok) throw new BadRequest(range.field, verbatim('fund.err_date_range'))
        return operationRows(db, await downlineLevels(db, member.id), range.from, range.to)
      }),
      options,
    )

    // The withdraw password is checked before the transaction opens, so a wrong one stays counted (shared lockout).
    registerEndpoint(
      scope,
      agentTransfer,
      prepareFirst(
        agentTransfer,
        forMember(async (input, { db }, { member }) => {
          if (!isActiveAgent(member)) return notAgent()
          return (
            (await refuseWithdrawPassword(db, member.id, input.withdraw_password, {
              wrong: AGENT_CODE.withdrawPasswordWrong,
              unset: AGENT_CODE.withdrawPasswordWrong,
            })) ?? null
          )
        }),
        (input, ctx) =>
          forMember(async (_input, { db, reply, request }, { member }) => {
            if (!isActiveAgent(member)) return notAgent()
            const levels = await downlineLevels(db, member.id)
            const target = levels.has(input.member_id)
              ? await db
                  .selectFrom('members')
                  .select(['id', 'currency'])
                  .where('id', '=', input.member_id)
                  .executeTakeFirst()
              : undefined
            if (!target || target.currency !== member.currency) {
              return businessError(AGENT_CODE.notDownline, 'server.agent.not_downline')
            }
            const ref = `agent:${member.id}:${input.member_id}:${Date.now().toString(36)}`
            let balance: number
            try {
              balance = await adjust(db, member.id, MAIN_WALLET, -input.amount, 'agent_out', ref)
            } catch (error) {
              if (error instanceof InsufficientFunds)
                return businessError(AGENT_CODE.insufficient, 'server.agent.insufficient')
              throw error
            }
            await adjust(db, input.member_id, MAIN_WALLET, input.amount, 'agent_in', ref)
            afterAnswer(reply, async () => {
              const server = request.server.server
              emitMemberEvent(server, member.id, 'member.cash', await balances(options.db, member.id))
              emitMemberEvent(server, input.member_id, 'member.cash', await balances(options.db, input.member_id))
            })
            return { balance, member_id: input.member_id, amount: input.amount }
          })(input, ctx),
      ),
      options,
    )

    registerEndpoint(
      scope,
      agentSettlements,
      forMember(async (_input, { db }, { member }) =>
        isActiveAgent(member)
          ? { list: await settlementList(db, member), tiers: commissionTiers(member.currency) }
          : notAgent(),
      ),
      options,
    )

    registerEndpoint(
      scope,
      agentSettle,
      forMember(async (input, { db, reply, request }, { member }) => {
        if (!isActiveAgent(member)) return notAgent()
        const done = await settle(db, member, input.period)
        if (done instanceof BusinessError) return done
        if (done.balance !== null) {
          afterAnswer(reply, async () =>
            emitMemberEvent(request.server.server, member.id, 'member.cash', await balances(options.db, member.id)),
          )
        }
        return { settlement: done.settlement, balance: done.balance ?? (await balances(db, member.id)).cash }
      }),
      options,
    )
  })
}
