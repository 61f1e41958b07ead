import { devInfoEncSchema, devIpRulesSchema, devMemberSchema, devMemberUpdateSchema } from '@lobby/api/contract'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { Db } from '../db/connection.ts'
import { envelope, sendBadRequest } from '../http/envelope.ts'
import { BUSINESS } from '../http/errors.ts'
import { mintInfoCode } from '../members/account.ts'
import { CaptchaAnswerLog } from '../members/captcha.ts'
import { createMember, findMember, hashMemberPasswords, normaliseAccount } from '../members/store.ts'
import { isoNow } from '../members/secrets.ts'
import { ownTransactionScope, revokeTokens } from '../members/revocation.ts'
import { emitMemberEvent } from '../realtime/member-events.ts'
import { replaceIpRules, setMemberFlags } from '../admin/member-security.ts'
import { DEV_HOOK_ACCOUNT } from '../admin/operators.ts'
import { parseBody } from './parse.ts'
import { transact } from '../db/transact.ts'

const captchaQuerySchema = z.object({ token: z.string().min(1) })
const memberNotFound = () => envelope('404', 'member not found')

/**
 * Member hooks for tests and QA: create members, change their status and
 * flags, set address rules, mint `/get_info_data` codes, and read a captcha's
 * answer. Returns the captcha answer log the captcha route records into.
 */
export function registerMemberDevRoutes(app: FastifyInstance, db: Db): CaptchaAnswerLog {
  const captchaAnswers = new CaptchaAnswerLog()

  /** `GET /api/dev/captcha?token=`: the answer of a captcha issued since the server started. */
  app.get('/api/dev/captcha', async (request, reply) => {
    const query = parseBody(captchaQuerySchema, request.query, reply)
    if (!query) return reply
    const answer = await captchaAnswers.answer(db, query.token)
    if (answer === undefined) return reply.code(404).send(envelope('404', 'captcha not found'))
    return envelope('100', 'ok', { token: query.token, answer })
  })

  app.post('/api/dev/members', async (request, reply) => {
    const body = parseBody(devMemberSchema, request.body, reply)
    if (!body) return reply
    const site = await db.selectFrom('sites').select('site_id').where('site_id', '=', body.site_id).executeTakeFirst()
    if (!site) return envelope(BUSINESS.siteNotFound.code, BUSINESS.siteNotFound.message)
    if (await findMember(db, body.site_id, body.account)) {
      return reply.code(409).send(envelope('409', 'account exists'))
    }
    const { agent_account, created_at, ...spec } = body
    const agent = agent_account === undefined ? undefined : await findMember(db, body.site_id, agent_account)
    if (
      agent_account !== undefined &&
      (!agent || agent.is_agent !== 1 || agent.agent_active !== 1 || agent.currency !== body.currency)
    ) {
      return sendBadRequest(reply, 'agent_account', 'an active agent of this site and currency')
    }
    // Hashed before the transaction opens, as every route does (argon2 must not hold the connection).
    const hashes = await hashMemberPasswords(spec)
    const id = await transact(db, async (trx) => {
      const memberId = await createMember(trx, spec, undefined, hashes)
      if (created_at !== undefined) {
        await trx.updateTable('members').set({ created_at }).where('id', '=', memberId).execute()
      }
      if (agent) {
        await trx
          .insertInto('member_registrations')
          .values({
            member_id: memberId,
            site_id: body.site_id,
            ip: '127.0.0.1',
            agent_id: agent.id,
            recommend_code: null,
            referrer_id: null,
            created_at: isoNow(),
          })
          .execute()
      }
      return memberId
    })
    return envelope('100', 'ok', { id, account: normaliseAccount(body.account) })
  })

  app.post('/api/dev/members/update', async (request, reply) => {
    const body = parseBody(devMemberUpdateSchema, request.body, reply)
    if (!body) return reply
    const { site_id, account, ...changes } = body
    const member = await findMember(db, site_id, account)
    if (!member) return reply.code(404).send(memberNotFound())
    const { need_bank_account_deposit_verified, need_transfer_verification, double_validation, ...others } = changes
    const flags = { need_bank_account_deposit_verified, need_transfer_verification, double_validation }
    const revocation = ownTransactionScope(request.server.server)
    await transact(db, async (trx) => {
      // The security flags through the console's service (admin/member-security.ts), audited as the dev hook.
      if (Object.values(flags).some((value) => value !== undefined)) {
        const actor = { account: DEV_HOOK_ACCOUNT, role: 'dev', ip: request.ip }
        await setMemberFlags(trx, actor, { site_id, member_account: account, ...flags })
      }
      if (Object.keys(others).length > 0) {
        await trx.updateTable('members').set(others).where('id', '=', member.id).execute()
      }
      if (changes.status !== undefined && changes.status !== 'active') {
        await revokeTokens(revocation.scope(trx), { memberId: member.id })
      }
    })
    revocation.committed()
    const fields = Object.keys(changes)
    if (fields.length > 0) emitMemberEvent(request.server.server, member.id, 'profile.updated', { fields })
    return envelope('100', 'ok', { id: member.id })
  })

  app.post('/api/dev/members/ip-rules', async (request, reply) => {
    const body = parseBody(devIpRulesSchema, request.body, reply)
    if (!body) return reply
    // The console's service (admin/member-security.ts), audited as the dev hook. A pattern that is not an address
    // is its thrown 400 naming `rules.<i>.pattern`, before anything is read or written.
    const actor = { account: DEV_HOOK_ACCOUNT, role: 'dev', ip: request.ip }
    const done = await transact(db, (trx) =>
      replaceIpRules(trx, actor, { site_id: body.site_id, member_account: body.account, rules: body.rules }),
    )
    if (!('rules' in done)) return reply.code(404).send(memberNotFound())
    return envelope('100', 'ok', { id: done.member_id, rules: body.rules })
  })

  app.post('/api/dev/members/info-enc', async (request, reply) => {
    const body = parseBody(devInfoEncSchema, request.body, reply)
    if (!body) return reply
    const member = await findMember(db, body.site_id, body.account)
    if (!member) return reply.code(404).send(memberNotFound())
    return envelope('100', 'ok', await mintInfoCode(db, member.id, body.udid))
  })

  return captchaAnswers
}
