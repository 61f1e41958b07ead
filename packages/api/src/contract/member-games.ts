import { z } from 'zod/mini'
import { bulletinDeviceSchema, bulletinSchema, bulletinSettingSchema } from './content.ts'
import { defineEndpoint } from './endpoint.ts'
import { currencySchema, siteIdSchema, supportDeviceSchema } from './games.ts'
import { slotGameSchema } from './lobby.ts'

/**
 * The member parts of the lobby (spec sections 3, 4, 6 and 7): favourites,
 * last played games and member bulletins. Every call here is a "member" call:
 * without a live token it answers HTTP 401 before the body is read
 * (docs/contract.md, "Members and auth").
 *
 * The public game calls (`/v2/game_label`, hot games, tag and template game
 * lists, the crash menu) stay open to visitors; with a live token their games
 * carry the member's `member_favorite` (and `is_favorite` for crash games).
 */

const flagSchema = z.union([z.literal(0), z.literal(1)])
const emptyBodySchema = z.optional(z.object({}))

/** A game's string id, as `SlotGame.game_id` carries it. */
export const gameIdSchema = z.string().check(z.minLength(1), z.maxLength(64))

/** Entries one `/favorite/store` may carry. */
export const FAVORITE_STORE_MAX = 100

/** Last played games kept per member (newest first); older ones drop off. */
export const LAST_PLAYED_LIMIT = 30

// ---------------------------------------------------------------------------
// Favourites

/** `status` of a favourite change: 1 adds the game, 0 removes it. */
export const FAVORITE_STATUS = { remove: 0, add: 1 } as const

export const favoriteChangeSchema = z.object({ game_id: gameIdSchema, status: flagSchema })
export type FavoriteChange = z.infer<typeof favoriteChangeSchema>

/**
 * `POST /arks/web/member-games/favorite/store` (member, write). Applies the
 * changes in order, all in one transaction: adding a favourite twice keeps one
 * (its first position), removing one that is not there does nothing. An
 * unknown `game_id` answers 400 naming it (`data.2.game_id`) and writes
 * nothing. Answers the member's favourite game ids afterwards, newest first.
 */
export const favoriteStore = defineEndpoint({
  path: '/arks/web/member-games/favorite/store',
  method: 'POST',
  write: true,
  request: z.object({
    data: z.array(favoriteChangeSchema).check(z.minLength(1), z.maxLength(FAVORITE_STORE_MAX)),
  }),
  response: z.object({ list: z.array(z.string()) }),
})

/** Request of the member's game lists: the lobby's currency and device, like the public game lists. */
export const memberGameListRequestSchema = z.object({
  site_id: siteIdSchema,
  currency: currencySchema,
  support_device: supportDeviceSchema,
})

/**
 * `POST /arks/web/member-games/favorite` (member, read): the games of the
 * lobby's `my_favorite` tab, most recently favourited first, each with
 * `member_favorite` 1. Only games offered in the currency on the device are
 * listed; the others stay favourites and come back where they are offered.
 * 102 unknown site, 103 currency not offered.
 */
export const favoriteGames = defineEndpoint({
  path: '/arks/web/member-games/favorite',
  method: 'POST',
  write: false,
  request: memberGameListRequestSchema,
  response: z.object({ list: z.array(slotGameSchema) }),
})

// ---------------------------------------------------------------------------
// Last played

/**
 * `POST /arks/web/member-games/last-playing-game` (member, read, empty body):
 * the ids of the games the member last played, newest first, at most
 * `LAST_PLAYED_LIMIT`. Playing a game again moves it to the front.
 */
export const lastPlayingGame = defineEndpoint({
  path: '/arks/web/member-games/last-playing-game',
  method: 'POST',
  write: false,
  request: emptyBodySchema,
  response: z.object({ list: z.array(z.string()) }),
})

/**
 * `POST /arks/web/member-games/last-playing-game/games` (member, read): the
 * same games as `SlotGame`s for the lobby's `last_play` tab, in the same
 * order, limited to those offered in the currency on the device, with the
 * member's `member_favorite`. 102 unknown site, 103 currency not offered.
 */
export const lastPlayingGames = defineEndpoint({
  path: '/arks/web/member-games/last-playing-game/games',
  method: 'POST',
  write: false,
  request: memberGameListRequestSchema,
  response: z.object({ list: z.array(slotGameSchema) }),
})

// ---------------------------------------------------------------------------
// Member bulletins

/**
 * Where a bulletin is shown (spec section 7): 2 the site's pages, 3 the
 * deposit page. A bulletin may also be stored with 0, every page.
 */
export const BULLETIN_LOCATION = { everywhere: 0, site: 2, deposit: 3 } as const
export const bulletinLocationSchema = z.union([z.literal(BULLETIN_LOCATION.site), z.literal(BULLETIN_LOCATION.deposit)])

/** Who a bulletin is for: `/arks/web/bulletin` shows `visitors` and `all`, `/bulletin/member` `members` and `all`. */
export const BULLETIN_TARGETS = ['visitors', 'members', 'all'] as const
export const bulletinTargetSchema = z.enum(BULLETIN_TARGETS)
export type BulletinTarget = z.infer<typeof bulletinTargetSchema>

export const memberBulletinRequestSchema = z.object({
  site_id: siteIdSchema,
  display_device: bulletinDeviceSchema,
  /** 3 on the deposit page, 2 everywhere else. */
  display_location: bulletinLocationSchema,
})

/**
 * `POST /arks/web/bulletin/member` (member, read; cancelled on 401): the
 * active bulletins for members (target `members` or `all`) on this device
 * and at this location, minus those the member hid and that have not been
 * updated since. Same shape as `/arks/web/bulletin`. 102 unknown site.
 */
export const memberBulletin = defineEndpoint({
  path: '/arks/web/bulletin/member',
  method: 'POST',
  write: false,
  abortOnUnauthorized: true,
  request: memberBulletinRequestSchema,
  response: z.object({ list: z.array(bulletinSchema), setting: bulletinSettingSchema }),
})

/**
 * `POST /arks/web/bulletin/member/hide` (member, write): hides, for this
 * member, the bulletins `/bulletin/member` shows now for the same body. A
 * hidden bulletin shows again once the operator updates it (newer
 * `updated_at`). Answers the ids it hid. 102 unknown site.
 */
export const memberBulletinHide = defineEndpoint({
  path: '/arks/web/bulletin/member/hide',
  method: 'POST',
  write: true,
  request: memberBulletinRequestSchema,
  response: z.object({ hidden: z.array(z.int()) }),
})

// ---------------------------------------------------------------------------
// Dev hooks (only when `LOBBY_DEV_HOOKS` is on)

/** `POST /api/dev/members/played`: records a play as `/member/game/play1` will; answers the last played ids. */
export const devPlayedSchema = z.object({
  site_id: z._default(siteIdSchema, 'lobby-demo'),
  member_account: z.string().check(z.minLength(1), z.maxLength(64)),
  game_id: gameIdSchema,
})

/**
 * `POST /api/dev/member-bulletins`: without `id` adds a bulletin for the
 * `target` audience at `display_location`; with `id` updates that bulletin
 * (the fields given) and makes its `updated_at` newer, so members who hid it
 * see it again.
 */
export const devMemberBulletinSchema = z.object({
  site_id: z._default(siteIdSchema, 'lobby-demo'),
  id: z.optional(z.int().check(z.positive())),
  target: z.optional(bulletinTargetSchema),
  display_location: z.optional(
    z.union([
      z.literal(BULLETIN_LOCATION.everywhere),
      z.literal(BULLETIN_LOCATION.site),
      z.literal(BULLETIN_LOCATION.deposit),
    ]),
  ),
  display_device: z.optional(bulletinDeviceSchema),
  display_content: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  content: z.optional(z.string().check(z.maxLength(50_000))),
})

/**
 * `POST /api/dev/bulletin-setting`: the site's bulletin `display_frequency`
 * (what `/arks/web/bulletin` and `/arks/web/bulletin/member` answer in
 * `setting`). 0: a member who closes the bulletins hides them on the server
 * (spec section 4). Changes the whole site: operator journeys only.
 */
export const devBulletinSettingSchema = z.object({
  site_id: z._default(siteIdSchema, 'lobby-demo'),
  display_frequency: z.union([z.literal(0), z.literal(1)]),
})
