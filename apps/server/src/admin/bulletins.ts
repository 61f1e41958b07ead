import type { AdminBulletin } from '@lobby/api/contract'
import { ADMIN_CODE } from '@lobby/api/contract'
import { bulletinSetting } from '../content/routes.ts'
import type { Selectable } from 'kysely'
import type { Db } from '../db/connection.ts'
import type { BulletinTable } from '../db/schema.ts'
import { BUSINESS, businessError, type BusinessError } from '../http/errors.ts'
import { isoNow } from '../members/secrets.ts'
import { appendAudit } from './audit.ts'
import type { Actor } from './operators.ts'

/**
 * Bulletins as the content desk keeps them (issue 24): the list, publish or
 * change one, end one. The one write path for the console and the dev hook
 * (`/api/dev/bulletins`); each write is audited in its transaction. The
 * body is stored as the operator wrote it: the site sanitises it (DOMPurify)
 * before any component sees it, as it does for every operator HTML. The kept
 * public answers that read `bulletins` are dropped by the write itself
 * (http/answer-cache.ts), so a visitor's next load shows the change.
 */

type BulletinRow = Selectable<BulletinTable>

export function bulletinView(row: BulletinRow): AdminBulletin {
  return {
    id: Number(row.id),
    site_id: row.site_id,
    display_device: row.display_device as 0 | 1 | 2,
    display_content: row.display_content,
    content: row.content,
    target: row.target,
    display_location: row.display_location as 0 | 2 | 3,
    start_at: row.start_at,
    end_at: row.end_at,
    updated_at: row.updated_at,
  }
}

const state = (b: AdminBulletin) => {
  const { id: _id, updated_at: _updated, ...rest } = b
  return rest
}

export async function listBulletins(
  db: Db,
  input: { site_id: string; page: number; page_size: number },
): Promise<{ list: AdminBulletin[]; total_count: number; display_frequency: 0 | 1 }> {
  const query = db.selectFrom('bulletins').where('site_id', '=', input.site_id)
  const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  const rows = await query
    .selectAll()
    .orderBy('id', 'desc')
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size)
    .execute()
  const { display_frequency } = await bulletinSetting(db, input.site_id)
  return { list: rows.map(bulletinView), total_count: Number(total.n), display_frequency }
}

/**
 * Sets the site's bulletin `display_frequency` as `actor` (1: the bulletins show at every visit; 0: a member who
 * closed them does not see them again until one changes); audited. The one write path for the console and the
 * dev hook (`/api/dev/bulletin-setting`). 102 no such site.
 */
export async function saveBulletinSetting(
  db: Db,
  actor: Actor,
  input: { site_id: string; display_frequency: 0 | 1 },
): Promise<{ display_frequency: 0 | 1 } | BusinessError> {
  const row = await db
    .selectFrom('site_settings')
    .select('bulletin_display_frequency')
    .where('site_id', '=', input.site_id)
    .executeTakeFirst()
  if (!row) return businessError(BUSINESS.siteNotFound.code, BUSINESS.siteNotFound.message)
  await db
    .updateTable('site_settings')
    .set({ bulletin_display_frequency: input.display_frequency })
    .where('site_id', '=', input.site_id)
    .execute()
  await appendAudit(db, actor, {
    action: 'bulletin.setting',
    targetKind: 'site',
    targetId: input.site_id,
    before: { display_frequency: Number(row.bulletin_display_frequency) },
    after: { display_frequency: input.display_frequency },
  })
  return { display_frequency: input.display_frequency }
}

export interface BulletinInput {
  id?: number | undefined
  site_id: string
  display_device: 0 | 1 | 2
  display_content: string
  content: string
  target: 'visitors' | 'members' | 'all'
  display_location: 0 | 2 | 3
  start_at?: string | undefined
  end_at: string | null
}

const notFound = () => businessError(ADMIN_CODE.bulletinNotFound, 'server.admin.bulletin_not_found')

/** Publishes (no `id`) or changes a bulletin as `actor`; audited with before and after. */
export async function saveBulletin(db: Db, actor: Actor, input: BulletinInput): Promise<AdminBulletin | BusinessError> {
  const now = isoNow()
  const values = {
    site_id: input.site_id,
    display_device: input.display_device,
    display_content: input.display_content,
    content: input.content,
    target: input.target,
    display_location: input.display_location,
    end_at: input.end_at,
    updated_at: now,
  }
  if (input.id === undefined) {
    const row = await db
      .insertInto('bulletins')
      .values({ ...values, start_at: input.start_at ?? now })
      .returningAll()
      .executeTakeFirstOrThrow()
    const saved = bulletinView(row)
    await appendAudit(db, actor, {
      action: 'bulletin.publish',
      targetKind: 'bulletin',
      targetId: String(saved.id),
      before: null,
      after: state(saved),
    })
    return saved
  }
  const before = await db.selectFrom('bulletins').selectAll().where('id', '=', input.id).executeTakeFirst()
  if (!before || before.site_id !== input.site_id) return notFound()
  const row = await db
    .updateTable('bulletins')
    .set({ ...values, start_at: input.start_at ?? before.start_at })
    .where('id', '=', input.id)
    .returningAll()
    .executeTakeFirstOrThrow()
  const saved = bulletinView(row)
  await appendAudit(db, actor, {
    action: 'bulletin.change',
    targetKind: 'bulletin',
    targetId: String(saved.id),
    before: state(bulletinView(before)),
    after: state(saved),
  })
  return saved
}

/** Ends a bulletin now (kept in the list); one that ended already keeps its end. */
export async function endBulletin(db: Db, actor: Actor, id: number): Promise<AdminBulletin | BusinessError> {
  const before = await db.selectFrom('bulletins').selectAll().where('id', '=', id).executeTakeFirst()
  if (!before) return notFound()
  const now = isoNow()
  if (before.end_at !== null && before.end_at <= now) return bulletinView(before)
  const row = await db
    .updateTable('bulletins')
    .set({ end_at: now, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
  const saved = bulletinView(row)
  await appendAudit(db, actor, {
    action: 'bulletin.end',
    targetKind: 'bulletin',
    targetId: String(id),
    before: { end_at: before.end_at },
    after: { end_at: saved.end_at },
  })
  return saved
}
