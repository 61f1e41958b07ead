import { adminGameSave, adminGames, adminProviderSave, adminProviders, isApiError, type AdminGame } from '@lobby/api'
import { api } from '../../app/api.ts'
import { describeFailure, isForbidden } from '../../app/failure.ts'
import { copy } from '../../copy.ts'
import type { GameFilter, GameSwitch } from '../../screens/game-catalogue/index.ts'
import {
  PROVIDER_FIELDS,
  type ProviderDraft,
  type ProviderField,
  type ProviderRow,
} from '../../screens/game-providers/index.ts'
import { GAMES_PAGE_SIZE, games, providers } from './store.ts'

let providerLoads = 0

/** Loads every provider (`adminProviders`). */
export async function loadProviders(): Promise<void> {
  const load = ++providerLoads
  providers.status = 'loading'
  try {
    const answer = await api.call(adminProviders, {})
    if (load !== providerLoads) return
    providers.rows = answer.list
    providers.status = 'ready'
  } catch (error) {
    if (load !== providerLoads) return
    providers.rows = []
    providers.errorMessage = describeFailure(error)
    providers.status = isForbidden(error) ? 'forbidden' : 'error'
  }
}

export function forbidGames(): void {
  providerLoads++
  gameLoads++
  providers.status = 'forbidden'
  providers.rows = []
  games.status = 'forbidden'
  games.rows = []
}

export function startEditing(provider: ProviderRow): void {
  providers.editing = { ...provider, currencies: [...provider.currencies] }
  providers.saveError = ''
  providers.fieldErrors = {}
}

export function stopEditing(): void {
  if (providers.saving) return
  providers.editing = null
  providers.saveError = ''
  providers.fieldErrors = {}
}

const isProviderField = (field: string | undefined): field is ProviderField =>
  (PROVIDER_FIELDS as readonly (string | undefined)[]).includes(field)

/** Saves the dialog's provider (`adminProviderSave`); a 400 naming a field shows under it, the dialog stays open. */
export async function saveProviderDraft(draft: ProviderDraft): Promise<void> {
  if (providers.saving) return
  providers.saving = true
  providers.saveError = ''
  providers.fieldErrors = {}
  providers.notice = null
  try {
    const saved = await api.call(adminProviderSave, draft)
    providers.editing = null
    providers.rows = providers.rows.map((row) => (row.gp_id === saved.gp_id ? saved : row))
    providers.notice = { tone: 'success', text: copy.games.saved(saved.name) }
  } catch (error) {
    if (isApiError(error) && error.kind === 'unauthorized') return
    if (isForbidden(error)) {
      providers.editing = null
      providers.notice = { tone: 'error', text: copy.games.saveForbidden }
    } else if (isApiError(error) && error.kind === 'invalid' && isProviderField(error.field)) {
      providers.fieldErrors = { [error.field]: copy.games.serverRefused(error.fieldReason) }
    } else {
      providers.saveError = copy.games.saveFailed(describeFailure(error))
    }
  } finally {
    providers.saving = false
  }
}

let gameLoads = 0

/** Loads the page of games the filter says (`adminGames`). */
export async function loadGames(): Promise<void> {
  const load = ++gameLoads
  games.status = 'loading'
  const { filter, page } = games
  try {
    const answer = await api.call(adminGames, {
      gp_id: filter.provider || undefined,
      query: filter.query,
      enabled: filter.state === 'all' ? undefined : filter.state === 'on',
      label: filter.label === 'all' ? undefined : filter.label,
      page,
      page_size: GAMES_PAGE_SIZE,
    })
    if (load !== gameLoads) return
    games.rows = answer.list
    games.total = answer.total_count
    games.status = 'ready'
  } catch (error) {
    if (load !== gameLoads) return
    games.rows = []
    games.errorMessage = describeFailure(error)
    games.status = isForbidden(error) ? 'forbidden' : 'error'
  }
}

export function filterGames(filter: GameFilter): Promise<void> {
  games.filter = { ...filter }
  games.page = 1
  games.notice = null
  return loadGames()
}

export function pageGames(page: number): Promise<void> {
  games.page = page
  return loadGames()
}

/** Turns one switch of a game (`adminGameSave`); the row shows the saved game. */
export async function switchGame(game: AdminGame, field: GameSwitch, on: boolean): Promise<void> {
  if (games.saving !== null) return
  games.saving = game.game_id
  games.notice = null
  try {
    const saved = await api.call(adminGameSave, { game_id: game.game_id, [field]: on })
    games.rows = games.rows.map((row) => (row.game_id === saved.game_id ? saved : row))
    games.notice = { tone: 'success', text: copy.games.gameSaved(saved.name) }
  } catch (error) {
    if (isApiError(error) && error.kind === 'unauthorized') return
    games.notice = {
      tone: 'error',
      text: isForbidden(error)
        ? copy.games.saveForbidden
        : copy.games.gameSaveFailed(game.name, describeFailure(error)),
    }
  } finally {
    games.saving = null
  }
}
