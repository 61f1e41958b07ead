import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { DEV_HOOK_ACCOUNT } from '../admin/operators.ts'
import { pushSiteDetails, setDemoMode } from '../admin/site-settings.ts'
import type { Db } from '../db/connection.ts'
import { transact } from '../db/transact.ts'
import { envelope } from '../http/envelope.ts'
import { BUSINESS, BusinessError } from '../http/errors.ts'
import { findMember } from '../members/store.ts'
import type { RealtimeServer } from '../realtime/socket.ts'
import { parseBody } from './parse.ts'

const siteId = z.string().min(1).max(64).default('lobby-demo')

/** `POST /api/dev/site-demo`: turns the site's demo mode (`env_config.is_demo`, spec section 5) on or off. */
const siteDemoSchema = z.object({ site_id: siteId, is_demo: z.boolean() })

/** `GET /api/dev/members/logins?account=`: a member's login records, newest first. */
const loginsQuerySchema = z.object({ site_id: siteId, account: z.string().min(1).max(64) })

const siteNotFound = () => envelope(BUSINESS.siteNotFound.code, BUSINESS.siteNotFound.message)

/**
 * Dev hooks of the session flows (issue 21): the operator's demo-mode switch
 * (open pages refetch the site details on `customer_service_link_change`, as
 * for the other env_config changes) and the login records the server wrote.
 */
export function registerSessionFlowDevRoutes(app: FastifyInstance, db: Db, io: RealtimeServer): void {
  app.post('/api/dev/site-demo', async (request, reply) => {
    const body = parseBody(siteDemoSchema, request.body, reply)
    if (!body) return reply
    // The console's service (admin/site-settings.ts), audited as the dev hook; the pages are told once committed.
    const actor = { account: DEV_HOOK_ACCOUNT, role: 'dev', ip: request.ip }
    const done = await transact(db, (trx) => setDemoMode(trx, actor, body.site_id, body.is_demo))
    if (done instanceof BusinessError) return siteNotFound()
    await pushSiteDetails(io, db, body.site_id)
    return envelope('100', 'ok', { is_demo: body.is_demo })
  })

  app.get('/api/dev/members/logins', async (request, reply) => {
    const query = parseBody(loginsQuerySchema, request.query, reply)
    if (!query) return reply
    const member = await findMember(db, query.site_id, query.account)
    if (!member) return reply.code(404).send(envelope('404', 'member not found'))
    const list = await db
      .selectFrom('member_logins')
      .select([
        'kind',
        'ip',
        'host',
        'device',
        'system_group',
        'udid',
        'login_type',
        'cdn',
        'system',
        'browser',
        'system_version',
        'created_at',
      ])
      .where('member_id', '=', member.id)
      .orderBy('id', 'desc')
      .execute()
    return envelope('100', 'ok', { list })
  })
}
