import { favoriteGames, favoriteStore, lastPlayingGame, lastPlayingGames } from '@lobby/api/contract'
import type { FastifyInstance } from 'fastify'
import { gamesQuery, toSlotGame } from '../games/slot-games.ts'
import { registerEndpoint, type RouteOptions } from '../http/route.ts'
import { refuseSiteCurrency } from '../http/site-guards.ts'
import { forMember, registerMemberCalls } from '../members/tokens.ts'
import { favoriteIds, storeFavorites } from './favorites.ts'
import { lastPlayedIds } from './plays.ts'

/**
 * Favourites and last played games (member calls: 401 without a live token,
 * before the body is read). Member bulletins live in `content/member-bulletins.ts`.
 */
export function registerMemberGameRoutes(app: FastifyInstance, options: RouteOptions): void {
  registerMemberCalls(app, options, (scope) => {
    registerEndpoint(
      scope,
      favoriteStore,
      forMember(async (input, { db }, { member }) => {
        await storeFavorites(db, member.id, input.data)
        return { list: await favoriteIds(db, member.id) }
      }),
      options,
    )

    registerEndpoint(
      scope,
      favoriteGames,
      forMember(async (input, { db }, { member }) => {
        const refusal = await refuseSiteCurrency(db, input.site_id, input.currency)
        if (refusal) return refusal
        const rows = await gamesQuery(db, input.currency, input.support_device)
          .innerJoin('member_favorites', 'member_favorites.game_id', 'games.game_id')
          .where('member_favorites.member_id', '=', member.id)
          .orderBy('member_favorites.id', 'desc')
          .execute()
        // Every game listed is a favourite.
        const favorites = new Set(rows.map((row) => row.game_id))
        return { list: rows.map((row) => toSlotGame(row, favorites)) }
      }),
      options,
    )

    registerEndpoint(
      scope,
      lastPlayingGame,
      forMember(async (_input, { db }, { member }) => ({ list: await lastPlayedIds(db, member.id) })),
      options,
    )

    registerEndpoint(
      scope,
      lastPlayingGames,
      forMember(async (input, { db }, { member }) => {
        const refusal = await refuseSiteCurrency(db, input.site_id, input.currency)
        if (refusal) return refusal
        const favorites = new Set(await favoriteIds(db, member.id))
        const rows = await gamesQuery(db, input.currency, input.support_device)
          .innerJoin('member_game_plays', 'member_game_plays.game_id', 'games.game_id')
          .where('member_game_plays.member_id', '=', member.id)
          .orderBy('member_game_plays.id', 'desc')
          .execute()
        return { list: rows.map((row) => toSlotGame(row, favorites)) }
      }),
      options,
    )
  })
}
