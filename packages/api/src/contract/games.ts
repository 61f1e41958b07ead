import { DEVICE, GAME_CATEGORY_IDS, type GameCategoryId } from '@lobby/domain'
import { z } from 'zod/mini'
import { defineEndpoint } from './endpoint.ts'

export const siteIdSchema = z.string().check(z.minLength(1), z.maxLength(64))
export const currencySchema = z.string().check(z.regex(/^[A-Z]{3}$/, 'a three-letter currency code'))
export const supportDeviceSchema = z.union([z.literal(DEVICE.desktop), z.literal(DEVICE.mobile), z.literal(DEVICE.app)])
const flagSchema = z.union([z.literal(0), z.literal(1)])

/** Game provider entry (spec section 3). */
export const gameProviderSchema = z.object({
  gp_id: z.string(),
  gp_gt_name: z.string(),
  game_type: z.int(),
  game_code: z.string(),
  house: z.int(),
  customized: flagSchema,
  icon_light: z.string(),
  icon_dark: z.string(),
  game_name: z.string(),
  ori_gp_id: z.string(),
  android_id: z.string(),
})
export type GameProvider = z.infer<typeof gameProviderSchema>

/** Game type (category) entry with its providers (spec section 3). */
export const gameTypeSchema = z.object({
  // A mini refinement keeps the schema's type, so the guard's narrowing is stated here.
  gt_id: z
    .int()
    .check(
      z.refine((id) => (GAME_CATEGORY_IDS as readonly number[]).includes(id), 'a game category id'),
    ) as z.ZodMiniType<GameCategoryId, number>,
  gt_name: z.string(),
  gt_icon: z.string(),
  gt_icon_active: z.string(),
  gp_list: z.array(gameProviderSchema),
})
export type GameType = z.infer<typeof gameTypeSchema>

/** `POST /v3/game_list`: the lobby catalogue for a currency and device. */
export const gameList = defineEndpoint({
  path: '/v3/game_list',
  method: 'POST',
  write: false,
  request: z.object({
    currency: currencySchema,
    site_id: siteIdSchema,
    support_device: supportDeviceSchema,
    template: z.string().check(z.minLength(1), z.maxLength(32)),
  }),
  response: z.array(gameTypeSchema),
})
