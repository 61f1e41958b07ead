import { expect } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { issueMemberToken } from '../src/members/tokens.ts'
import { DEMO_MEMBER_PASSWORD } from '../src/seed/members.ts'
import { send } from './member-session.ts'

/** A member of the wallet suites: its id, account and a live bearer token. */
export interface Player {
  id: number
  account: string
  token: string
}

/** A fresh member with `cash` in the main wallet and a live token (no login: argon2 is slow). */
export async function newPlayer(server: LobbyServer, account: string, cash = 0): Promise<Player> {
  const res = await send<{ id: number }>(server, '/api/dev/members', { account, password: DEMO_MEMBER_PASSWORD, cash })
  expect(res.code).toBe('100')
  return { id: res.data.id, account, token: await issueMemberToken(server.db, res.data.id, 'udid-x') }
}

/** Each provider's first game (by code) and its category: what a play1 body names. */
export async function firstGames(
  server: LobbyServer,
  providers: readonly string[],
): Promise<Map<string, { code: string; gt: number }>> {
  const rows = await server.db
    .selectFrom('games')
    .innerJoin('providers', 'providers.gp_id', 'games.gp_id')
    .select(['games.gp_id', 'providers.gt_id', (eb) => eb.fn.min<string>('games.game_code').as('code')])
    .where('games.gp_id', 'in', [...providers])
    .groupBy(['games.gp_id', 'providers.gt_id'])
    .execute()
  return new Map(rows.map((row) => [row.gp_id, { code: row.code, gt: row.gt_id }]))
}
