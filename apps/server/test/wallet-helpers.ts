import type { RgLimitKind, RgPeriod } from '@lobby/domain'
import { expect } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { sha256 } from '../src/members/secrets.ts'
import { findMember } from '../src/members/store.ts'
import { issueMemberToken } from '../src/members/tokens.ts'
import { DEMO_MEMBER_PASSWORD } from '../src/seed/members.ts'
import { launchGame } from '../src/wallet/play.ts'
import { SITE } from './helpers.ts'
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

/** A responsible-gambling limit in force now, written as the member centre keeps one (a tightening applies at once). */
export async function limitInForce(
  server: LobbyServer,
  p: Pick<Player, 'id'>,
  kind: RgLimitKind,
  period: RgPeriod,
  amount: number,
): Promise<void> {
  const now = new Date().toISOString()
  await server.db
    .insertInto('rg_limits')
    .values({
      member_id: p.id,
      kind,
      period,
      amount,
      has_pending: 0,
      pending_amount: null,
      pending_at: null,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['member_id', 'kind', 'period']).doUpdateSet({ amount, updated_at: now }))
    .execute()
}

/**
 * Launches `gpId`'s first game (by code) for the member straight through the wallet, as play1 does after its checks
 * (all the main wallet moves into the provider's): the game page's address and its launch token. Throws on a refusal.
 */
export async function launchFirstGame(
  server: LobbyServer,
  p: Player,
  gpId: string,
): Promise<{ url: string; token: string }> {
  const member = await findMember(server.db, SITE, p.account)
  if (!member) throw new Error(`no member ${p.account}`)
  const game = await server.db
    .selectFrom('games')
    .select('game_code')
    .where('gp_id', '=', gpId)
    .orderBy('game_code')
    .executeTakeFirstOrThrow()
  const launch = await launchGame(server.wallet, member, {
    gpId,
    game_code: game.game_code,
    lobby_url: '/close',
    memberTokenHash: sha256(p.token),
  })
  if (!('url' in launch)) throw new Error(`launch refused: ${launch.code} ${launch.message}`)
  return { url: launch.url, token: new URL(launch.url, 'http://x').searchParams.get('token') ?? '' }
}
