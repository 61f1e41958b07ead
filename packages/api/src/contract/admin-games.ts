import { PROVIDER_OPEN_MODES } from '@lobby/domain'
import { z } from 'zod/mini'
import { instantSchema, pageSchema, pageSizeSchema } from './admin.ts'
import { defineEndpoint } from './endpoint.ts'
import { siteIdSchema } from './games.ts'

/**
 * The operator console's calls (issue 24), games: providers and games (enable, labels, open mode), maintenance
 * windows. Codes 165–169 (none used yet: an unknown provider, game or site is a 400 naming the field).
 * Reads need `games.read` (content, the auditor, the owner), changes `games.manage` (content, the owner).
 * A change drops the kept public answers made of what it changed (http/answer-cache.ts), so the site's next
 * load shows it; an open-mode change also pushes `customer_service_link_change` on `web_member` (the site
 * reads its details again).
 */

const flagSchema = z.union([z.literal(0), z.literal(1)])
const gpIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_]{1,32}$/, 'a provider id'))
const gameIdSchema = z.string().check(z.minLength(1), z.maxLength(64))

export const ADMIN_GAMES_CODE = {} as const

export const providerOpenModeSchema = z.enum(PROVIDER_OPEN_MODES)

export const adminProviderSchema = z.object({
  gp_id: z.string(),
  gt_id: z.int(),
  /** The category's name. */
  gt_name: z.string(),
  /** The name shown to people. */
  name: z.string(),
  gp_gt_name: z.string(),
  /** 1: the provider is on the site (its games are listed and open); 0: off. */
  enabled: flagSchema,
  /** 0: the provider takes no transfers (launches answer `forward_game.status` 957). */
  transfers_enabled: flagSchema,
  /** The window the site opens the provider's games in on this site; null: the site decides (spec section 4). */
  open_mode: z.nullable(providerOpenModeSchema),
  /** The maintenance window (UTC): launches and transfers answer 203 with it while `start_at <= now < end_at`. */
  maintain_start_at: z.nullable(z.string()),
  maintain_end_at: z.nullable(z.string()),
  /** 1: in the maintenance window now. */
  in_maintenance: flagSchema,
  currencies: z.array(z.string()),
  games_count: z.int(),
  enabled_games_count: z.int(),
})
export type AdminProvider = z.infer<typeof adminProviderSchema>

/** `POST /admin/games/providers` (`games.read`): every provider, by category and the site's order, with the site's open modes. */
export const adminProviders = defineEndpoint({
  path: '/admin/games/providers',
  method: 'POST',
  write: false,
  request: z.object({ site_id: z._default(siteIdSchema, 'lobby-demo') }),
  response: z.object({ list: z.array(adminProviderSchema) }),
})

export const maintenanceWindowSchema = z
  .object({ start_at: instantSchema, end_at: instantSchema })
  .check(z.refine((m) => m.start_at < m.end_at, { message: 'end_at after start_at', path: ['end_at'] }))

/**
 * `POST /admin/games/providers/save` (`games.manage`): changes what is given
 * of a provider: `enabled`, `transfers_enabled`, `open_mode` (this site's;
 * null: the site decides), `maintenance` (a window; null ends it). What is
 * left out stays. An unknown `gp_id` or `site_id` is a 400 naming it.
 */
export const adminProviderSave = defineEndpoint({
  path: '/admin/games/providers/save',
  method: 'POST',
  write: true,
  request: z.object({
    site_id: z._default(siteIdSchema, 'lobby-demo'),
    gp_id: gpIdSchema,
    enabled: z.optional(z.boolean()),
    transfers_enabled: z.optional(z.boolean()),
    open_mode: z.optional(z.nullable(providerOpenModeSchema)),
    maintenance: z.optional(z.nullable(maintenanceWindowSchema)),
  }),
  response: adminProviderSchema,
})

export const adminGameSchema = z.object({
  game_id: z.string(),
  gp_id: z.string(),
  provider_name: z.string(),
  gt_id: z.int(),
  name: z.string(),
  game_code: z.string(),
  icon: z.string(),
  /** 0: off the site (in no public list, its launch refused). */
  enabled: flagSchema,
  is_hot: flagSchema,
  is_new: flagSchema,
  sort: z.int(),
})
export type AdminGame = z.infer<typeof adminGameSchema>

/**
 * `POST /admin/games` (`games.read`): games by provider then the site's
 * order, filtered by provider, name or code (`query`, case-insensitive),
 * state and label. An unknown `gp_id` is a 400 naming it.
 */
export const adminGames = defineEndpoint({
  path: '/admin/games',
  method: 'POST',
  write: false,
  request: z.object({
    gp_id: z.optional(gpIdSchema),
    query: z._default(z.string().check(z.trim(), z.maxLength(64)), ''),
    enabled: z.optional(z.boolean()),
    label: z.optional(z.enum(['hot', 'new'])),
    page: pageSchema,
    page_size: pageSizeSchema,
  }),
  response: z.object({ list: z.array(adminGameSchema), total_count: z.int() }),
})

/**
 * `POST /admin/games/save` (`games.manage`): turns a game on or off and sets
 * its labels (hot, new); what is left out stays. An unknown `game_id` is a
 * 400 naming it.
 */
export const adminGameSave = defineEndpoint({
  path: '/admin/games/save',
  method: 'POST',
  write: true,
  request: z.object({
    game_id: gameIdSchema,
    enabled: z.optional(z.boolean()),
    is_hot: z.optional(z.boolean()),
    is_new: z.optional(z.boolean()),
  }),
  response: adminGameSchema,
})
