import { devAgentDecisionSchema, devRoundSchema } from '@lobby/api/contract'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/connection.ts'
import { envelope, sendBadRequest } from '../http/envelope.ts'
import { DEV_HOOK_ACCOUNT } from '../admin/operators.ts'
import { decideApplication, pendingApplicationOf } from '../admin/agents.ts'
import { findMember } from '../members/store.ts'
import { emitMemberEvent } from '../realtime/member-events.ts'
import { InsufficientFunds, MAIN_WALLET, adjust, balances } from '../wallet/ledger.ts'
import { parseBody } from './parse.ts'
import { transact } from '../db/transact.ts'

/**
 * The operator's side of the agent centre: deciding a member's pending application through the console's
 * code path (admin/agents.ts), audited as `dev-hook` (approve makes the member an active agent). Answers as
 * it always did: 404 no such member, 409 no pending application, 100 `{status}`.
 */
export function registerAgentCentreDevRoutes(app: FastifyInstance, db: Db): void {
  app.post('/api/dev/agent-applications/decide', async (request, reply) => {
    const body = parseBody(devAgentDecisionSchema, request.body, reply)
    if (!body) return reply
    const member = await findMember(db, body.site_id, body.member_account)
    if (!member) return reply.code(404).send(envelope('404', 'member not found'))
    const actor = { account: DEV_HOOK_ACCOUNT, role: 'dev', ip: request.ip }
    const decided = await transact(db, async (trx) => {
      const id = await pendingApplicationOf(trx, member.id)
      if (id === undefined) return undefined
      const done = await decideApplication(trx, actor, { id, decision: body.decision, reason: '' })
      return 'application' in done ? done : undefined
    })
    if (!decided) return reply.code(409).send(envelope('409', 'no pending application'))
    const status = decided.application.status
    if (status === 'approved') {
      emitMemberEvent(request.server.server, member.id, 'profile.updated', { fields: ['is_agent', 'agent_active'] })
    }
    return envelope('100', 'ok', { status })
  })

  // A provider's settled round, dated: the stake and the payout through the ledger in one transaction.
  app.post('/api/dev/rounds', async (request, reply) => {
    const body = parseBody(devRoundSchema, request.body, reply)
    if (!body) return reply
    const member = await findMember(db, body.site_id, body.member_account)
    if (!member) return reply.code(404).send(envelope('404', 'member not found'))
    const ref = `round:${member.id}:${Date.now().toString(36)}:${Math.random().toString(36).slice(2, 8)}`
    try {
      await transact(db, async (trx) => {
        await adjust(trx, member.id, MAIN_WALLET, -body.stake, 'bet', ref)
        if (body.payout > 0) await adjust(trx, member.id, MAIN_WALLET, body.payout, 'payout', ref)
        if (body.at) {
          await trx.updateTable('ledger_entries').set({ created_at: body.at }).where('ref', '=', ref).execute()
        }
      })
    } catch (error) {
      if (error instanceof InsufficientFunds) return sendBadRequest(reply, 'stake', 'more than the main wallet holds')
      throw error
    }
    const cash = await balances(db, member.id)
    emitMemberEvent(request.server.server, member.id, 'member.cash', cash)
    return envelope('100', 'ok', { ref, cash: cash.cash })
  })
}
