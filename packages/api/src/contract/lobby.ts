import { z } from 'zod/mini'
import { defineEndpoint } from './endpoint.ts'
import { currencySchema, siteIdSchema, supportDeviceSchema } from './games.ts'

/**
 * Lobby and game calls a visitor makes (spec section 7): game lists per
 * provider, labels, hot and tagged games, crash menu, sport quick-bet,
 * iframe check and demo play. Member calls (favourites, last playing) come
 * with login.
 */

const flag = z.union([z.literal(0), z.literal(1)])
export const gpIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_]{1,32}$/, 'a provider id'))
export const gtIdSchema = z.int().check(z.minimum(1), z.maximum(99))

/** Slot game entry (spec section 3), also used for every other category's games. */
export const slotGameSchema = z.object({
  /** Numeric id, stable across restarts. */
  id: z.int(),
  /** String id used by favourites and last-playing. */
  game_id: z.string(),
  game_name: z.string(),
  game_code: z.string(),
  gp_id: z.string(),
  gt_id: z.int(),
  /** Category used to launch it (`game_type` of /demo/play and /member/game/play1). */
  game_type: z.int(),
  house: z.int(),
  icon: z.string(),
  is_hot: flag,
  is_new: flag,
  /** Favourited by the member; always 0 for visitors. */
  member_favorite: flag,
  /** Same for crash games. */
  is_favorite: flag,
  /** Playable in demo mode without login. */
  is_demo: flag,
})
export type SlotGame = z.infer<typeof slotGameSchema>

/** A game offered for demo play, with a launch URL that opens a fresh demo session. */
export const demoGameSchema = z.extend(slotGameSchema, { game_url: z.string() })
export type DemoGame = z.infer<typeof demoGameSchema>

export const GAME_TAGS = ['hot', 'new'] as const
export const gameTagSchema = z.enum(GAME_TAGS)

/** Label of a provider's game screen (spec section 3): id 1 hot, id 2 new. */
export const gameLabelSchema = z.object({
  id: z.int(),
  tag: gameTagSchema,
  game_list: z.array(slotGameSchema),
})
export type GameLabel = z.infer<typeof gameLabelSchema>

/** `POST /v2/game_label`: a provider's labels (hot, new) and `main`, all its games in order. */
export const gameLabel = defineEndpoint({
  path: '/v2/game_label',
  method: 'POST',
  write: false,
  request: z.object({
    site_id: siteIdSchema,
    currency: currencySchema,
    device: supportDeviceSchema,
    gp_id: gpIdSchema,
    game_type_id: gtIdSchema,
    house: z._default(z.int().check(z.minimum(0), z.maximum(1)), 0),
  }),
  response: z.object({ list: z.array(gameLabelSchema), main: z.array(slotGameSchema) }),
})

/** `POST /arks/web/member-games/hot-games`: hot games of a category (at most 24), for visitors too. */
export const hotGames = defineEndpoint({
  path: '/arks/web/member-games/hot-games',
  method: 'POST',
  write: false,
  request: z.object({ site_id: siteIdSchema, currency: currencySchema, gt_id: gtIdSchema }),
  response: z.object({ list: z.array(slotGameSchema) }),
})

/** `POST /v2/get_tag_game_list`: games of a category carrying a tag (at most 60). */
export const tagGameList = defineEndpoint({
  path: '/v2/get_tag_game_list',
  method: 'POST',
  write: false,
  request: z.object({
    site_id: siteIdSchema,
    currency: currencySchema,
    support_device: supportDeviceSchema,
    tag: gameTagSchema,
    gt_id: gtIdSchema,
  }),
  response: z.object({ info: z.array(slotGameSchema) }),
})

export const templateGameGroupSchema = z.object({
  gt_id: z.int(),
  gt_name: z.string(),
  game_list: z.array(slotGameSchema),
})

/** `POST /v2/get_template_game_list`: the home page's featured games, up to 12 per category (hot first). */
export const templateGameList = defineEndpoint({
  path: '/v2/get_template_game_list',
  method: 'POST',
  write: false,
  request: z.object({ site_id: siteIdSchema, currency: currencySchema, support_device: supportDeviceSchema }),
  response: z.object({ info: z.array(templateGameGroupSchema) }),
})

/** `POST /arks/web/game-providers/custom-game-menus/crash`: the crash games menu (customized providers). */
export const crashGameMenu = defineEndpoint({
  path: '/arks/web/game-providers/custom-game-menus/crash',
  method: 'POST',
  write: false,
  request: z.object({ currency: currencySchema, site_id: siteIdSchema }),
  response: z.object({
    list: z.array(
      z.object({
        gp_id: z.string(),
        game_name: z.string(),
        icon_light: z.string(),
        icon_dark: z.string(),
        game_list: z.array(slotGameSchema),
      }),
    ),
  }),
})

/** `POST /arks/web/game-providers/sport-quickbet-url`: the house sport board's quick-bet page. */
export const sportQuickbetUrl = defineEndpoint({
  path: '/arks/web/game-providers/sport-quickbet-url',
  method: 'POST',
  write: false,
  request: z.object({
    currency: currencySchema,
    support_device: supportDeviceSchema,
    domain: z.string().check(z.minLength(1), z.maxLength(255)),
    site_id: siteIdSchema,
  }),
  response: z.object({ detail: z.object({ url: z.string(), gp_id: z.string() }) }),
})

/**
 * `POST /check_iframe`: whether the page may frame `url`. True only for
 * http(s) URLs of this site (same host, or relative) and house game pages.
 */
export const checkIframe = defineEndpoint({
  path: '/check_iframe',
  method: 'POST',
  write: false,
  request: z.object({ url: z.string().check(z.minLength(1), z.maxLength(2048)) }),
  response: z.object({ url: z.string(), is_iframe: z.boolean() }),
})

// ---------- demo play ----------

/**
 * `POST /demo/play`: a URL of a house demo page with a fresh demo session.
 * Demo credits are not money and never touch a wallet.
 */
export const demoPlay = defineEndpoint({
  path: '/demo/play',
  method: 'POST',
  write: false,
  request: z.object({
    site_id: siteIdSchema,
    currency: currencySchema,
    device: supportDeviceSchema,
    gp_id: gpIdSchema,
    game_type: gtIdSchema,
    game_code: z.string().check(z.minLength(1), z.maxLength(64)),
    house: z._default(z.int().check(z.minimum(0), z.maximum(1)), 0),
  }),
  response: z.object({ game_url: z.string(), demo_credits: z.int() }),
})

/** `POST /demo/gp_games`: a demo provider's games, each with a launch URL. */
export const demoGpGames = defineEndpoint({
  path: '/demo/gp_games',
  method: 'POST',
  write: false,
  request: z.object({
    site_id: siteIdSchema,
    currency: currencySchema,
    device: supportDeviceSchema,
    gp_id: gpIdSchema,
    game_type_id: gtIdSchema,
    house: z._default(z.int().check(z.minimum(0), z.maximum(1)), 0),
  }),
  response: z.array(demoGameSchema),
})

export const demoProviderSchema = z.object({
  gp_id: z.string(),
  game_name: z.string(),
  game_type: z.int(),
  house: z.int(),
  icon_light: z.string(),
  icon_dark: z.string(),
  /** Launch URL of the provider's first demo game. */
  game_url: z.string(),
})

/** `POST /demo/gt_games`: categories that have demo providers, with those providers. */
export const demoGtGames = defineEndpoint({
  path: '/demo/gt_games',
  method: 'POST',
  write: false,
  request: z.object({
    site_id: siteIdSchema,
    support_device: supportDeviceSchema,
    currency: currencySchema,
    template: z.string().check(z.minLength(1), z.maxLength(32)),
  }),
  response: z.array(z.object({ gt_id: z.int(), gt_name: z.string(), gp_list: z.array(demoProviderSchema) })),
})
