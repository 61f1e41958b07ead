import type { Db } from '../db/connection.ts'
import { siteEnvConfig } from '../content/routes.ts'
import { businessError, type BusinessError } from '../http/errors.ts'

/** The answer to a real game or a registration on a demo site. */
export const DEMO_SITE_CODE = '960'

/**
 * A site in demo mode (`env_config.is_demo`, spec section 5) is a showcase:
 * the site blocks real play and registration, and the server refuses them too,
 * so a script that skips the page gets no further. The env_config is read as
 * the site details answer it (`siteEnvConfig`): the server and the page agree.
 */
export async function refuseOnDemoSite(db: Db, siteId: string): Promise<BusinessError | null> {
  const row = await db.selectFrom('site_settings').select('env_config').where('site_id', '=', siteId).executeTakeFirst()
  if (!row) return null
  const demo = siteEnvConfig(row.env_config).is_demo
  return demo ? businessError(DEMO_SITE_CODE, 'server.site.demo_mode') : null
}
