import type { Db } from '../db/connection.ts'
import { isoNow } from '../members/secrets.ts'

/** The operator's timed campaigns: red envelopes and roulettes, each run per site and currency until `end_at`. */
export type CampaignTable = 'red_envelopes' | 'roulettes'

/** Ends, as of `now`, every campaign of `table` still running for the site and currency; answers how many. */
export async function endRunning(
  db: Db,
  table: CampaignTable,
  siteId: string,
  currency: string,
  now = isoNow(),
): Promise<number> {
  const result = await db
    .updateTable(table)
    .set({ end_at: now })
    .where('site_id', '=', siteId)
    .where('currency', '=', currency)
    .where('end_at', '>', now)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}
