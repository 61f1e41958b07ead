import { BULLETIN_LOCATION, memberBulletin, memberBulletinHide } from '@lobby/api/contract'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/connection.ts'
import { registerEndpoint, type RouteOptions } from '../http/route.ts'
import { refuseUnknownSite } from '../http/site-guards.ts'
import { isoNow } from '../members/secrets.ts'
import { forMember, registerMemberCalls } from '../members/tokens.ts'
import { bulletinQuery, bulletinSetting, toBulletin } from './routes.ts'

interface Shown {
  siteId: string
  device: 0 | 1 | 2
  location: 2 | 3
  memberId: number
}

/**
 * The member bulletins shown now: active, for members (`members` or `all`),
 * on the device, at the location (or every location), and not hidden by
 * this member since their last update. Newest `updated_at` first.
 */
function shownBulletins(db: Db, { siteId, device, location, memberId }: Shown) {
  const now = isoNow()
  return bulletinQuery(db, siteId, device, 'members')
    .leftJoin('member_bulletin_hides as hide', (join) =>
      join.onRef('hide.bulletin_id', '=', 'bulletins.id').on('hide.member_id', '=', memberId),
    )
    .where('bulletins.display_location', 'in', [BULLETIN_LOCATION.everywhere, location])
    .where('bulletins.start_at', '<=', now)
    .where((eb) => eb.or([eb('bulletins.end_at', 'is', null), eb('bulletins.end_at', '>', now)]))
    .where((eb) =>
      eb.or([eb('hide.bulletin_id', 'is', null), eb('hide.bulletin_updated_at', '<', eb.ref('bulletins.updated_at'))]),
    )
    .orderBy('bulletins.updated_at', 'desc')
    .orderBy('bulletins.id', 'desc')
}

/**
 * `/arks/web/bulletin/member` and `/arks/web/bulletin/member/hide` (member
 * calls: 401 without a live token). Hiding records each shown bulletin's
 * `updated_at`; an operator update makes it newer, and the bulletin shows again.
 */
export function registerMemberBulletinRoutes(app: FastifyInstance, options: RouteOptions): void {
  registerMemberCalls(app, options, (scope) => {
    registerEndpoint(
      scope,
      memberBulletin,
      forMember(async (input, { db }, { member }) => {
        const refusal = await refuseUnknownSite(db, input.site_id)
        if (refusal) return refusal
        const rows = await shownBulletins(db, {
          siteId: input.site_id,
          device: input.display_device,
          location: input.display_location,
          memberId: member.id,
        }).execute()
        return { list: rows.map(toBulletin), setting: await bulletinSetting(db, input.site_id) }
      }),
      options,
    )

    registerEndpoint(
      scope,
      memberBulletinHide,
      forMember(async (input, { db }, { member }) => {
        const refusal = await refuseUnknownSite(db, input.site_id)
        if (refusal) return refusal
        const rows = await shownBulletins(db, {
          siteId: input.site_id,
          device: input.display_device,
          location: input.display_location,
          memberId: member.id,
        }).execute()
        const now = isoNow()
        for (const row of rows) {
          await db
            .insertInto('member_bulletin_hides')
            .values({ member_id: member.id, bulletin_id: row.id, bulletin_updated_at: row.updated_at, hidden_at: now })
            .onConflict((oc) =>
              oc
                .columns(['member_id', 'bulletin_id'])
                .doUpdateSet({ bulletin_updated_at: row.updated_at, hidden_at: now }),
            )
            .execute()
        }
        return { hidden: rows.map((row) => row.id) }
      }),
      options,
    )
  })
}
