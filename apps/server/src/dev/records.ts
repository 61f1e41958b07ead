import type { Db } from '../db/connection.ts'

/**
 * The dev hooks' records in the database (`dev_records`, migration 0021), so
 * every server process answers a dev hook about what another one did: the
 * answer of a captcha, the last SMS code of a phone, an injected request or
 * provider fault. Written and read only when dev hooks are on. Logs (captcha
 * answers, SMS codes) keep an hour and at most `DEV_RECORDS_PER_KIND` rows per
 * kind; faults stay until used up or cleared.
 */
export type DevRecordKind = 'captcha' | 'sms' | 'fault' | 'provider-fault'

export const DEV_RECORDS_PER_KIND = 1_000
const LOG_KEPT_MS = 3600 * 1000
const LOG_KINDS: readonly DevRecordKind[] = ['captcha', 'sms']

/**
 * Writes (or replaces) the record `kind`/`key`, as the newest of its kind, and
 * drops the kind's rows past their hour or beyond `limit`. `db` may be the
 * call's transaction: the record then commits with the call.
 */
export async function putDevRecord(
  db: Db,
  kind: DevRecordKind,
  key: string,
  value: string,
  limit = DEV_RECORDS_PER_KIND,
): Promise<void> {
  const now = Date.now()
  if (LOG_KINDS.includes(kind)) {
    await db
      .deleteFrom('dev_records')
      .where('kind', '=', kind)
      .where('created_at', '<', now - LOG_KEPT_MS)
      .execute()
  }
  await db
    .insertInto('dev_records')
    .values({ kind, record_key: key, value, created_at: now })
    .onConflict((oc) => oc.columns(['kind', 'record_key']).doUpdateSet({ value, created_at: now }))
    .execute()
  const beyond = await db
    .selectFrom('dev_records')
    .select(['created_at', 'record_key'])
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .orderBy('record_key', 'desc')
    .offset(limit)
    .limit(1)
    .executeTakeFirst()
  if (beyond) {
    // Everything older than the newest `limit`; of the rows written in the same millisecond, those after it.
    await db
      .deleteFrom('dev_records')
      .where('kind', '=', kind)
      .where((eb) =>
        eb.or([
          eb('created_at', '<', beyond.created_at),
          eb.and([eb('created_at', '=', beyond.created_at), eb('record_key', '<=', beyond.record_key)]),
        ]),
      )
      .execute()
  }
}

/** The record `kind`/`key`, or undefined. */
export async function devRecord(db: Db, kind: DevRecordKind, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('dev_records')
    .select('value')
    .where('kind', '=', kind)
    .where('record_key', '=', key)
    .executeTakeFirst()
  return row?.value
}

/** Drops the record `kind`/`key`, or every record of `kind`. */
export async function deleteDevRecords(db: Db, kind: DevRecordKind, key?: string): Promise<void> {
  let query = db.deleteFrom('dev_records').where('kind', '=', kind)
  if (key !== undefined) query = query.where('record_key', '=', key)
  await query.execute()
}

/**
 * Uses one of the `times` of a fault record (JSON with a `times` field, null:
 * until cleared) and answers the fault as it was before, or undefined when
 * there is none. The countdown is a conditional write on the value read
 * (another process may have used one meanwhile: read again), so N uses are
 * N in total over every process; the last use deletes the record.
 */
export async function useDevFault<T extends { times: number | null }>(
  db: Db,
  kind: DevRecordKind,
  key: string,
): Promise<T | undefined> {
  for (;;) {
    const value = await devRecord(db, kind, key)
    if (value === undefined) return undefined
    const fault = JSON.parse(value) as T
    if (fault.times === null) return fault
    const changed =
      fault.times <= 1
        ? Number(
            (
              await db
                .deleteFrom('dev_records')
                .where('kind', '=', kind)
                .where('record_key', '=', key)
                .where('value', '=', value)
                .executeTakeFirst()
            ).numDeletedRows,
          )
        : Number(
            (
              await db
                .updateTable('dev_records')
                .set({ value: JSON.stringify({ ...fault, times: fault.times - 1 }) })
                .where('kind', '=', kind)
                .where('record_key', '=', key)
                .where('value', '=', value)
                .executeTakeFirst()
            ).numUpdatedRows,
          )
    if (changed === 1) return fault
  }
}
