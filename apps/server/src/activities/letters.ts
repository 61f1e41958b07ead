import type { Letter } from '@lobby/api/contract'
import { sql, type SelectQueryBuilder } from 'kysely'
import type { Db } from '../db/connection.ts'
import type { Database } from '../db/schema.ts'
import { isoNow } from '../members/secrets.ts'

/**
 * Letters: personal messages from the operator, one row per receiver. A
 * letter is listed until the member deletes it; reading it marks it read.
 */

export interface LetterPage {
  list: Letter[]
  total_count: number
  unread_count: number
}

/** The member's letters written for every language or for `language`, not deleted. */
function inbox(db: Db, memberId: number, language: string) {
  return db
    .selectFrom('letters')
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb('language', 'is', null), eb('language', '=', language)]))
}

export async function letterPage(
  db: Db,
  memberId: number,
  query: { language: string; page: number; count: number; sort_order: 'asc' | 'desc' },
): Promise<LetterPage> {
  const rows = await inbox(db, memberId, query.language)
    .select(['id', 'title', 'content', 'created_at', 'is_read'])
    .orderBy('id', query.sort_order)
    .limit(query.count)
    .offset((query.page - 1) * query.count)
    .execute()
  const counts = await inbox(db, memberId, query.language)
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('is_read', '=', 0).then(1).else(0).end()).as('unread'),
    ])
    .executeTakeFirstOrThrow()
  return {
    list: rows.map((row) => ({ ...row, is_read: row.is_read === 1 ? 1 : 0 })),
    total_count: Number(counts.total),
    unread_count: Number(counts.unread ?? 0),
  }
}

/** Marks the member's letter read; false when it is not theirs or is deleted. Reading twice changes nothing. */
export async function readLetter(db: Db, memberId: number, id: number): Promise<boolean> {
  const letter = await db
    .selectFrom('letters')
    .select(['id', 'is_read'])
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  if (!letter) return false
  if (letter.is_read === 0) {
    await db.updateTable('letters').set({ is_read: 1, read_at: isoNow() }).where('id', '=', id).execute()
  }
  return true
}

/** Deletes the member's letter; false when it is not theirs or already deleted. */
export async function deleteLetter(db: Db, memberId: number, id: number): Promise<boolean> {
  const result = await db
    .updateTable('letters')
    .set({ deleted_at: isoNow() })
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** A query of the members a letter goes to: it selects their `id`. */
export type Receivers = SelectQueryBuilder<Database, 'members', { id: number }>

/**
 * Writes one letter per member `receivers` selects (a copy of the operator's send `send_id`, if any) as one
 * `insert … select`: the member ids never pass through the server, so a letter to a whole site is one statement.
 * Answers each receiver's letter id.
 */
export async function sendLetters(
  db: Db,
  siteId: string,
  receivers: Receivers,
  letter: { title: string; content: string; language: string | null; send_id?: number | null },
): Promise<{ memberId: number; id: number }[]> {
  // Typed casts: PostgreSQL cannot infer a bare parameter's type in a select list.
  const text = (value: string | null) => sql<string>`cast(${value} as text)`
  const rows = await db
    .insertInto('letters')
    .columns(['site_id', 'member_id', 'language', 'title', 'content', 'send_id', 'created_at'])
    .expression(
      db
        .selectFrom(receivers.as('r'))
        .select([
          text(siteId).as('site_id'),
          'r.id as member_id',
          text(letter.language).as('language'),
          text(letter.title).as('title'),
          text(letter.content).as('content'),
          sql<number>`cast(${letter.send_id ?? null} as integer)`.as('send_id'),
          text(isoNow()).as('created_at'),
        ]),
    )
    .returning(['id', 'member_id'])
    .execute()
  return rows.map((row) => ({ memberId: Number(row.member_id), id: Number(row.id) }))
}
