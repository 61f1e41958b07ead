import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { Db } from '../db/connection.ts'
import { envelope, sendBadRequest } from '../http/envelope.ts'
import { findMember } from '../members/store.ts'
import { emitMemberEvent } from '../realtime/member-events.ts'
import { auditLedger, balances } from '../wallet/ledger.ts'
import { creditMain } from '../wallet/play.ts'
import { DEV_HOOK_ACCOUNT } from '../admin/operators.ts'
import { saveProvider } from '../admin/games.ts'
import { transact } from '../db/transact.ts'
import type { WalletServices } from '../wallet/services.ts'
import { auditTransfers, reconcileTransfers } from '../wallet/transfers.ts'
import { parseBody } from './parse.ts'

const iso = z.iso.datetime({ offset: false })
const providerBody = z.object({
  gp_id: z.string().regex(/^[A-Za-z0-9_]{1,32}$/, 'a provider id'),
  transfers_enabled: z.boolean().optional(),
  /** null ends a maintenance. */
  maintenance: z
    .object({ start_at: iso, end_at: iso })
    .refine((m) => m.start_at < m.end_at, { message: 'end_at after start_at', path: ['end_at'] })
    .nullable()
    .optional(),
  /**
   * The provider's next transfers fail, time out, or find it down (unreachable: no answer, and its
   * status by reference cannot be asked either, so the transfer stays pending); null clears.
   * `times` omitted: until cleared.
   */
  fault: z
    .object({ mode: z.enum(['fail', 'timeout', 'down']), times: z.number().int().min(1).max(1000).optional() })
    .nullable()
    .optional(),
})

const memberRef = { site_id: z.string().min(1).max(64), member_account: z.string().min(1).max(64) }
const creditBody = z.object({ ...memberRef, amount: z.number().int().min(1).max(1_000_000_000_000) })
const auditQuery = z.object({ site_id: z.string().min(1).max(64).optional(), member_account: z.string().optional() })

/**
 * Wallet hooks for tests and QA: put a provider into maintenance, turn its
 * transfers off, make it fail or time out; credit a member's main wallet
 * (through the ledger, with `member.cash`); audit the ledger against the balances
 * and our provider transfers against the house's; reconcile pending transfers now.
 */
export function registerWalletDevRoutes(app: FastifyInstance, db: Db, wallet: WalletServices): void {
  // Faults set here apply on every process on this database (dev_records), counted down together.
  wallet.gateway.shareFaults(db)
  app.post('/api/dev/wallet/provider', async (request, reply) => {
    const body = parseBody(providerBody, request.body, reply)
    if (!body) return reply
    const provider = await db.selectFrom('providers').select('gp_id').where('gp_id', '=', body.gp_id).executeTakeFirst()
    if (!provider) return sendBadRequest(reply, 'gp_id', 'unknown provider')
    // The console's code path (admin/games.ts), changed and audited as `dev-hook`.
    if (body.transfers_enabled !== undefined || body.maintenance !== undefined) {
      const actor = { account: DEV_HOOK_ACCOUNT, role: 'dev', ip: request.ip }
      await transact(db, (trx) =>
        saveProvider(trx, actor, {
          gp_id: body.gp_id,
          transfers_enabled: body.transfers_enabled,
          maintenance: body.maintenance,
        }),
      )
    }
    if (body.fault !== undefined) {
      await wallet.gateway.setSharedFault(
        body.gp_id,
        body.fault && { mode: body.fault.mode, times: body.fault.times ?? null },
      )
    }
    return envelope('100', 'ok', { gp_id: body.gp_id })
  })

  /** Settles the transfers left pending now (the timer's work, without waiting for it). */
  app.post('/api/dev/wallet/reconcile', async () =>
    envelope('100', 'ok', await reconcileTransfers(wallet, undefined, { waitForLeases: true })),
  )

  app.delete('/api/dev/wallet/faults', async () => {
    await wallet.gateway.clearSharedFaults()
    return envelope('100', 'ok')
  })

  app.post('/api/dev/wallet/credit', async (request, reply) => {
    const body = parseBody(creditBody, request.body, reply)
    if (!body) return reply
    const member = await findMember(db, body.site_id, body.member_account)
    if (!member) return reply.code(404).send(envelope('404', 'member not found'))
    await creditMain(db, member.id, body.amount, 'dev-credit')
    const after = await balances(db, member.id)
    emitMemberEvent(request.server.server, member.id, 'member.cash', after)
    return envelope('100', 'ok', after)
  })

  app.get('/api/dev/wallet/audit', async (request, reply) => {
    const query = parseBody(auditQuery, request.query, reply)
    if (!query) return reply
    let ids: number[] | undefined
    if (query.site_id && query.member_account) {
      const member = await findMember(db, query.site_id, query.member_account)
      if (!member) return reply.code(404).send(envelope('404', 'member not found'))
      ids = [member.id]
    }
    // The ledger against the balances, and our transfers against the house provider's records.
    return envelope('100', 'ok', { ...(await auditLedger(db, ids)), transfers: await auditTransfers(db, ids) })
  })
}
