import type { Db } from '../db/connection.ts'
import { businessError, type BusinessError } from '../http/errors.ts'

/** The answer to a real game or a registration on a demo site. */
export const DEMO_SITE_CODE = '960'

/**
 * A site in demo mode (`env_config.is_demo`, spec section 5) is a showcase:
 * the site blocks real play and registration, and the server refuses them too,
 * so a script that skips the page gets no further. A stored env_config that
 * cannot be read is not a demo.
 */
export async function refuseOnDemoSite(db: Db, siteId: string): Promise<BusinessError | null> {
  const row = await db.selectFrom('site_settings').select('env_config').where('site_id', '=', siteId).executeTakeFirst()
  if (!row) return null
  let demo = false
  try {
    demo = (JSON.parse(row.env_config) as { is_demo?: unknown } | null)?.is_demo === true
  } catch {
    demo = false
  }
  return demo ? businessError(DEMO_SITE_CODE, 'server.site.demo_mode') : null
}
