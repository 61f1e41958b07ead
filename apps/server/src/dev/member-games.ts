import { devBulletinSettingSchema, devMemberBulletinSchema, devPlayedSchema } from '@lobby/api/contract'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/connection.ts'
import { envelope, sendBadRequest } from '../http/envelope.ts'
import { BUSINESS, BusinessError } from '../http/errors.ts'
import { saveBulletinSetting } from '../admin/bulletins.ts'
import { DEV_HOOK_ACCOUNT } from '../admin/operators.ts'
import { lastPlayedIds, recordPlay } from '../member-games/plays.ts'
import { findMember } from '../members/store.ts'
import { parseBody } from './parse.ts'
import { transact } from '../db/transact.ts'

const BULLETIN_COLUMNS = [
  'id',
  'display_device',
  'display_content',
  'content',
  'updated_at',
  'target',
  'display_location',
] as const

/** An ISO time later than `previous` even when the clock has not moved on since. */
function laterThan(previous: string): string {
  const now = Date.now()
  const before = Date.parse(previous)
  return new Date(Number.isNaN(before) || now > before ? now : before + 1).toISOString()
}

/**
 * Member lobby hooks for tests and QA: record a play (what `/member/game/play1`
 * will do), add or update bulletins with an audience and a location, and set
 * the site's bulletin display_frequency.
 */
export function registerMemberGameDevRoutes(app: FastifyInstance, db: Db): void {
  app.post('/api/dev/members/played', async (request, reply) => {
    const body = parseBody(devPlayedSchema, request.body, reply)
    if (!body) return reply
    const member = await findMember(db, body.site_id, body.member_account)
    if (!member) return reply.code(404).send(envelope('404', 'member not found'))
    const game = await db.selectFrom('games').select('game_id').where('game_id', '=', body.game_id).executeTakeFirst()
    if (!game) return sendBadRequest(reply, 'game_id', 'unknown game')
    const list = await transact(db, async (trx) => {
      await recordPlay(trx, member.id, body.game_id)
      return lastPlayedIds(trx, member.id)
    })
    return envelope('100', 'ok', { list })
  })

  // The console's code path (admin/bulletins.ts `saveBulletinSetting`), audited as `dev-hook`.
  app.post('/api/dev/bulletin-setting', async (request, reply) => {
    const body = parseBody(devBulletinSettingSchema, request.body, reply)
    if (!body) return reply
    const actor = { account: DEV_HOOK_ACCOUNT, role: 'dev', ip: request.ip }
    const saved = await transact(db, (trx) => saveBulletinSetting(trx, actor, body))
    if (saved instanceof BusinessError) return envelope(BUSINESS.siteNotFound.code, BUSINESS.siteNotFound.message)
    return envelope('100', 'ok', saved)
  })

  app.post('/api/dev/member-bulletins', async (request, reply) => {
    const body = parseBody(devMemberBulletinSchema, request.body, reply)
    if (!body) return reply
    const site = await db.selectFrom('sites').select('site_id').where('site_id', '=', body.site_id).executeTakeFirst()
    if (!site) return envelope(BUSINESS.siteNotFound.code, BUSINESS.siteNotFound.message)
    const fields = {
      ...(body.target !== undefined ? { target: body.target } : {}),
      ...(body.display_location !== undefined ? { display_location: body.display_location } : {}),
      ...(body.display_device !== undefined ? { display_device: body.display_device } : {}),
      ...(body.display_content !== undefined ? { display_content: body.display_content } : {}),
      ...(body.content !== undefined ? { content: body.content } : {}),
    }

    if (body.id !== undefined) {
      const existing = await db
        .selectFrom('bulletins')
        .select('updated_at')
        .where('id', '=', body.id)
        .where('site_id', '=', body.site_id)
        .executeTakeFirst()
      if (!existing) return reply.code(404).send(envelope('404', 'bulletin not found'))
      const row = await db
        .updateTable('bulletins')
        .set({ ...fields, updated_at: laterThan(existing.updated_at) })
        .where('id', '=', body.id)
        .returning(BULLETIN_COLUMNS)
        .executeTakeFirstOrThrow()
      return envelope('100', 'ok', row)
    }

    if (body.display_content === undefined)
      return sendBadRequest(reply, 'display_content', 'required unless id is given')
    const now = new Date()
    const row = await db
      .insertInto('bulletins')
      .values({
        site_id: body.site_id,
        display_device: 0,
        content: '',
        target: 'members',
        display_location: 2,
        ...fields,
        display_content: body.display_content,
        start_at: new Date(now.getTime() - 1000).toISOString(),
        end_at: null,
        updated_at: now.toISOString(),
      })
      .returning(BULLETIN_COLUMNS)
      .executeTakeFirstOrThrow()
    return envelope('100', 'ok', row)
  })
}
