import { devRegistrationConfigSchema, devSmsQuerySchema } from '@lobby/api/contract'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/connection.ts'
import { envelope } from '../http/envelope.ts'
import { DEV_HOOK_ACCOUNT } from '../admin/operators.ts'
import { updateRegistrationLimits } from '../admin/site-settings.ts'
import { BUSINESS, BusinessError } from '../http/errors.ts'
import { RegisterLookups } from '../members/lookup-limits.ts'
import { normalised } from '../members/registration-checks.ts'
import { SmsCodeLog, type RegistrationRouteHooks } from '../members/sms.ts'
import { parseBody } from './parse.ts'
import { transact } from '../db/transact.ts'

/**
 * Registration hooks for tests and QA: read the last SMS code sent to a
 * phone (nobody has the phone), and put a site's SMS out of service or
 * change its registration limits. Returns the SMS log the SMS routes record
 * into.
 */
export function registerRegistrationDevRoutes(app: FastifyInstance, db: Db): Required<RegistrationRouteHooks> {
  const smsCodes = new SmsCodeLog()
  // Settable: a limit set here is in the database, so every process on it applies it.
  const registerLookups = new RegisterLookups({ settable: true })

  /** `GET /api/dev/sms?phone=`: the last code sent to that phone since the server started. */
  app.get('/api/dev/sms', async (request, reply) => {
    const query = parseBody(devSmsQuerySchema, request.query, reply)
    if (!query) return reply
    const sent = await smsCodes.last(db, normalised('member_phone', query.phone))
    if (!sent) return reply.code(404).send(envelope('404', 'no code sent to this phone'))
    return envelope('100', 'ok', sent)
  })

  /**
   * `POST /api/dev/registration/config`: limits (0 turns one off) and SMS state of a site, and its
   * per-address lookup limits of `/register/verification` and `/register/sms` (996, 997).
   */
  app.post('/api/dev/registration/config', async (request, reply) => {
    const body = parseBody(devRegistrationConfigSchema, request.body, reply)
    if (!body) return reply
    const { site_id, lookups_per_ip_per_minute, lookups_per_ip_per_hour, ...changes } = body
    const site = await db.selectFrom('sites').select('site_id').where('site_id', '=', site_id).executeTakeFirst()
    if (!site) return envelope(BUSINESS.siteNotFound.code, BUSINESS.siteNotFound.message)
    const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined))
    // The console's service (admin/site-settings.ts), audited as the dev hook.
    const actor = { account: DEV_HOOK_ACCOUNT, role: 'dev', ip: request.ip }
    const config = await transact(db, (trx) => updateRegistrationLimits(trx, actor, site_id, defined))
    if (config instanceof BusinessError) return envelope(config.code, config.message)
    // The lookup limits have their own row (lookup_limit_settings, members/lookup-limits.ts), not in the config
    // row; every process applies them, and the counts start afresh.
    const lookups = await registerLookups.setLimits(db, site_id, {
      ...(lookups_per_ip_per_minute === undefined ? {} : { per_minute: lookups_per_ip_per_minute }),
      ...(lookups_per_ip_per_hour === undefined ? {} : { per_hour: lookups_per_ip_per_hour }),
    })
    return envelope('100', 'ok', {
      site_id,
      ...config,
      lookups_per_ip_per_minute: lookups.per_minute,
      lookups_per_ip_per_hour: lookups.per_hour,
    })
  })

  return { smsCodes, registerLookups }
}
