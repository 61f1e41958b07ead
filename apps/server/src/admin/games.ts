import type { AdminGame, AdminProvider } from '@lobby/api/contract'
import { isProviderOpenMode, type ProviderOpenMode } from '@lobby/domain'
import { sql } from 'kysely'
import type { Db } from '../db/connection.ts'
import { BadRequest } from '../http/errors.ts'
import { isoNow } from '../members/secrets.ts'
import { inMaintenance, providerOperations, setProviderOperations } from '../wallet/providers.ts'
import { appendAudit } from './audit.ts'
import type { Actor } from './operators.ts'

/**
 * The games desk (issue 24): providers (on or off, transfers, this site's
 * open mode, the maintenance window) and games (on or off, the hot and new
 * labels). The one write path for the console and the dev hook
 * (`/api/dev/wallet/provider`, which changes as `dev-hook`); each write is
 * audited with before and after in its transaction. The kept public answers
 * made of the tables a write changed (the game list reads `providers`) are
 * dropped by the write itself (http/answer-cache.ts); the launch and the
 * transfer read the maintenance window on every call and answer 203 inside
 * it (spec section 8), and the member's wallet list marks the provider.
 */

interface Window {
  start_at: string
  end_at: string
}

/** The stored open modes of a site (`env_config.provider_open_modes`), only the valid ones. */
function openModesOf(envConfig: string): Record<string, ProviderOpenMode> {
  let env: unknown
  try {
    env = JSON.parse(envConfig)
  } catch {
    return {}
  }
  const modes = typeof env === 'object' && env !== null ? (env as Record<string, unknown>).provider_open_modes : {}
  if (typeof modes !== 'object' || modes === null || Array.isArray(modes)) return {}
  return Object.fromEntries(
    Object.entries(modes).filter((entry): entry is [string, ProviderOpenMode] => isProviderOpenMode(entry[1])),
  )
}

async function siteEnv(db: Db, siteId: string | undefined): Promise<string> {
  if (siteId === undefined) return '{}'
  const row = await db.selectFrom('site_settings').select('env_config').where('site_id', '=', siteId).executeTakeFirst()
  if (!row) throw new BadRequest('site_id', 'server.admin.site_not_found')
  return row.env_config
}

/** Every provider (one when `gpId` is given), by category and order, with this site's open modes (none without a site). */
export async function listProviders(db: Db, siteId: string | undefined, gpId?: string): Promise<AdminProvider[]> {
  const modes = openModesOf(await siteEnv(db, siteId))
  let query = db
    .selectFrom('providers')
    .innerJoin('game_types', 'game_types.gt_id', 'providers.gt_id')
    .leftJoin('provider_operations', 'provider_operations.gp_id', 'providers.gp_id')
    .select([
      'providers.gp_id',
      'providers.gt_id',
      'game_types.gt_name',
      'providers.display_name',
      'providers.gp_gt_name',
      'providers.active',
      'provider_operations.transfers_enabled',
      'provider_operations.maintain_start_at',
      'provider_operations.maintain_end_at',
      (eb) =>
        eb
          .selectFrom('games')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('games.gp_id', '=', 'providers.gp_id')
          .as('games_count'),
      (eb) =>
        eb
          .selectFrom('games')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('games.gp_id', '=', 'providers.gp_id')
          .where('games.enabled', '=', 1)
          .as('enabled_games_count'),
    ])
  if (gpId !== undefined) query = query.where('providers.gp_id', '=', gpId)
  const rows = await query
    .orderBy('game_types.sort')
    .orderBy('providers.gt_id')
    .orderBy('providers.sort')
    .orderBy('providers.gp_id')
    .execute()
  const currencies = await db
    .selectFrom('provider_currencies')
    .select(['gp_id', 'currency'])
    .orderBy('currency')
    .execute()
  const now = isoNow()
  return rows.map((row) => {
    const maintain =
      row.maintain_start_at && row.maintain_end_at
        ? { start_at: row.maintain_start_at, end_at: row.maintain_end_at }
        : null
    return {
      gp_id: row.gp_id,
      gt_id: row.gt_id,
      gt_name: row.gt_name,
      name: row.display_name,
      gp_gt_name: row.gp_gt_name,
      enabled: row.active === 1 ? 1 : 0,
      transfers_enabled: row.transfers_enabled === 0 ? 0 : 1,
      open_mode: modes[row.gp_id] ?? null,
      maintain_start_at: maintain?.start_at ?? null,
      maintain_end_at: maintain?.end_at ?? null,
      in_maintenance: inMaintenance({ transfersEnabled: true, maintain }, now) ? 1 : 0,
      currencies: currencies.filter((c) => c.gp_id === row.gp_id).map((c) => c.currency),
      games_count: Number(row.games_count ?? 0),
      enabled_games_count: Number(row.enabled_games_count ?? 0),
    }
  })
}

export interface ProviderChange {
  /** The site whose open mode is read and changed; none: the open mode is neither read nor changed. */
  site_id?: string | undefined
  gp_id: string
  enabled?: boolean | undefined
  transfers_enabled?: boolean | undefined
  open_mode?: ProviderOpenMode | null | undefined
  maintenance?: Window | null | undefined
}

const providerState = (p: AdminProvider) => ({
  enabled: p.enabled,
  transfers_enabled: p.transfers_enabled,
  open_mode: p.open_mode,
  maintain_start_at: p.maintain_start_at,
  maintain_end_at: p.maintain_end_at,
})

export interface SavedProvider {
  provider: AdminProvider
  /** The site's open modes changed: the caller pushes `customer_service_link_change` once committed. */
  openModeChanged: boolean
}

/**
 * Closes the open game sessions of a provider, or of one of its games: their launch tokens bet no more (the wallet
 * refuses a closed session's calls), so a game taken off also stops the rounds already running in it. Answers how
 * many closed.
 */
async function closeGameSessions(trx: Db, gpId: string, gameCode?: string): Promise<number> {
  let update = trx
    .updateTable('game_sessions')
    .set({ status: sql.lit('closed'), closed_at: isoNow() })
    .where('gp_id', '=', gpId)
    .where('status', '=', sql.lit('open'))
  if (gameCode !== undefined) update = update.where('game_code', '=', gameCode)
  const result = await update.executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/**
 * Changes a provider as `actor`, in `trx`: what is given, nothing else; the
 * audit entry with the provider before and after (none when nothing
 * changed). An unknown `gp_id` or `site_id` is a 400 naming it.
 */
export async function saveProvider(trx: Db, actor: Actor, change: ProviderChange): Promise<SavedProvider> {
  const [before] = await listProviders(trx, change.site_id, change.gp_id)
  if (!before) throw new BadRequest('gp_id', 'server.admin.unknown_provider')
  let sessionsClosed = 0
  if (change.enabled !== undefined && (before.enabled === 1) !== change.enabled) {
    await trx
      .updateTable('providers')
      .set({ active: change.enabled ? 1 : 0 })
      .where('gp_id', '=', change.gp_id)
      .execute()
    if (!change.enabled) sessionsClosed = await closeGameSessions(trx, change.gp_id)
  }
  const current = await providerOperations(trx, change.gp_id)
  const transfersChange =
    change.transfers_enabled !== undefined && change.transfers_enabled !== current.transfersEnabled
  const maintenanceChange =
    change.maintenance !== undefined &&
    ((change.maintenance?.start_at ?? null) !== before.maintain_start_at ||
      (change.maintenance?.end_at ?? null) !== before.maintain_end_at)
  if (transfersChange || maintenanceChange) {
    await setProviderOperations(trx, change.gp_id, {
      ...(change.transfers_enabled !== undefined ? { transfersEnabled: change.transfers_enabled } : {}),
      ...(change.maintenance !== undefined ? { maintain: change.maintenance } : {}),
    })
  }
  const siteId = change.site_id
  const openModeChanged =
    siteId !== undefined && change.open_mode !== undefined && change.open_mode !== before.open_mode
  if (openModeChanged) {
    const env = JSON.parse(await siteEnv(trx, siteId)) as Record<string, unknown>
    const modes = openModesOf(JSON.stringify(env))
    if (change.open_mode === null || change.open_mode === undefined) delete modes[change.gp_id]
    else modes[change.gp_id] = change.open_mode
    await trx
      .updateTable('site_settings')
      .set({ env_config: JSON.stringify({ ...env, provider_open_modes: modes }) })
      .where('site_id', '=', siteId)
      .execute()
  }
  const [after] = await listProviders(trx, change.site_id, change.gp_id)
  if (!after) throw new Error('the provider is gone')
  if (JSON.stringify(providerState(before)) !== JSON.stringify(providerState(after))) {
    await appendAudit(trx, actor, {
      action: 'provider.change',
      targetKind: 'provider',
      targetId: change.gp_id,
      before: providerState(before),
      after: {
        ...providerState(after),
        ...(openModeChanged ? { site_id: change.site_id } : {}),
        ...(sessionsClosed > 0 ? { sessions_closed: sessionsClosed } : {}),
      },
    })
  }
  return { provider: after, openModeChanged }
}

// ---------------------------------------------------------------------------
// Games

export interface GameFilter {
  gp_id?: string | undefined
  query: string
  enabled?: boolean | undefined
  label?: 'hot' | 'new' | undefined
  page: number
  page_size: number
}

function gamesOf(db: Db, filter: Omit<GameFilter, 'page' | 'page_size'>) {
  let query = db.selectFrom('games').innerJoin('providers', 'providers.gp_id', 'games.gp_id')
  if (filter.gp_id !== undefined) query = query.where('games.gp_id', '=', filter.gp_id)
  if (filter.enabled !== undefined) query = query.where('games.enabled', '=', filter.enabled ? 1 : 0)
  if (filter.label !== undefined) query = query.where(filter.label === 'hot' ? 'games.is_hot' : 'games.is_new', '=', 1)
  const text = filter.query.toLowerCase().replace(/[%_\\]/g, '')
  if (text !== '') {
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['games.name']), 'like', `%${text}%`),
        eb(eb.fn('lower', ['games.game_code']), 'like', `%${text}%`),
        eb(eb.fn('lower', ['games.game_id']), 'like', `%${text}%`),
      ]),
    )
  }
  return query
}

const GAME_COLUMNS = [
  'games.game_id',
  'games.gp_id',
  'providers.display_name',
  'games.gt_id',
  'games.name',
  'games.game_code',
  'games.icon',
  'games.enabled',
  'games.is_hot',
  'games.is_new',
  'games.sort',
] as const

type GameRow = {
  game_id: string
  gp_id: string
  display_name: string
  gt_id: number
  name: string
  game_code: string
  icon: string
  enabled: number
  is_hot: number
  is_new: number
  sort: number
}

const flag = (value: number) => (value === 1 ? 1 : 0) as 0 | 1

const gameView = (row: GameRow): AdminGame => ({
  game_id: row.game_id,
  gp_id: row.gp_id,
  provider_name: row.display_name,
  gt_id: row.gt_id,
  name: row.name,
  game_code: row.game_code,
  icon: row.icon,
  enabled: flag(row.enabled),
  is_hot: flag(row.is_hot),
  is_new: flag(row.is_new),
  sort: row.sort,
})

async function knownProvider(db: Db, gpId: string): Promise<boolean> {
  return (await db.selectFrom('providers').select('gp_id').where('gp_id', '=', gpId).executeTakeFirst()) !== undefined
}

/** Games by provider then order, filtered. An unknown `gp_id` is a 400 naming it. */
export async function listGames(db: Db, filter: GameFilter): Promise<{ list: AdminGame[]; total_count: number }> {
  if (filter.gp_id !== undefined && !(await knownProvider(db, filter.gp_id))) {
    throw new BadRequest('gp_id', 'server.admin.unknown_provider')
  }
  const total = await gamesOf(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  const rows = await gamesOf(db, filter)
    .select(GAME_COLUMNS)
    .orderBy('providers.sort')
    .orderBy('games.gp_id')
    .orderBy('games.sort')
    .orderBy('games.id')
    .limit(filter.page_size)
    .offset((filter.page - 1) * filter.page_size)
    .execute()
  return { list: rows.map(gameView), total_count: Number(total.n) }
}

export interface GameChange {
  game_id: string
  enabled?: boolean | undefined
  is_hot?: boolean | undefined
  is_new?: boolean | undefined
}

async function gameById(db: Db, gameId: string): Promise<AdminGame | undefined> {
  const row = await db
    .selectFrom('games')
    .innerJoin('providers', 'providers.gp_id', 'games.gp_id')
    .select(GAME_COLUMNS)
    .where('games.game_id', '=', gameId)
    .executeTakeFirst()
  return row && gameView(row)
}

const gameState = (g: AdminGame) => ({ enabled: g.enabled, is_hot: g.is_hot, is_new: g.is_new })

/**
 * Turns a game on or off and sets its labels as `actor`; audited when something changed. Off also closes the game's
 * open sessions (`closeGameSessions`). 400 `game_id` unknown.
 */
export async function saveGame(trx: Db, actor: Actor, change: GameChange): Promise<AdminGame> {
  const before = await gameById(trx, change.game_id)
  if (!before) throw new BadRequest('game_id', 'server.admin.unknown_game')
  const set = {
    ...(change.enabled !== undefined ? { enabled: change.enabled ? (1 as const) : (0 as const) } : {}),
    ...(change.is_hot !== undefined ? { is_hot: change.is_hot ? (1 as const) : (0 as const) } : {}),
    ...(change.is_new !== undefined ? { is_new: change.is_new ? (1 as const) : (0 as const) } : {}),
  }
  const changed = Object.entries(set).some(([key, value]) => gameState(before)[key as keyof typeof set] !== value)
  if (!changed) return before
  await trx.updateTable('games').set(set).where('game_id', '=', change.game_id).execute()
  const turnedOff = before.enabled === 1 && set.enabled === 0
  const sessionsClosed = turnedOff ? await closeGameSessions(trx, before.gp_id, before.game_code) : 0
  const after = (await gameById(trx, change.game_id))!
  await appendAudit(trx, actor, {
    action: 'game.change',
    targetKind: 'game',
    targetId: change.game_id,
    before: { gp_id: before.gp_id, ...gameState(before) },
    after: {
      gp_id: after.gp_id,
      ...gameState(after),
      ...(sessionsClosed > 0 ? { sessions_closed: sessionsClosed } : {}),
    },
  })
  return after
}
