import { useEffect, type ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { session } from '../../app/session.ts'
import { holds } from '../../lib/console-screens.ts'
import { GameCatalogue } from '../../screens/game-catalogue/index.ts'
import { GameProviders } from '../../screens/game-providers/index.ts'
import {
  filterGames,
  forbidGames,
  loadGames,
  loadProviders,
  pageGames,
  saveProviderDraft,
  startEditing,
  stopEditing,
  switchGame,
} from './actions.ts'
import { GAMES_PAGE_SIZE, games, providers } from './store.ts'

/** The providers, wired to the admin calls; Edit for a role holding `games.manage`. */
export function ProvidersContainer({ nav }: { nav?: ReactNode }) {
  const state = useSnapshot(providers)
  const permissions = useSnapshot(session).operator?.permissions ?? []
  const mayRead = holds(permissions, 'games.read')
  useEffect(() => {
    if (mayRead) void loadProviders()
    else forbidGames()
  }, [mayRead])
  return (
    <GameProviders
      status={state.status}
      errorMessage={state.errorMessage}
      rows={state.rows}
      onRetry={() => void loadProviders()}
      canManage={holds(permissions, 'games.manage')}
      editing={state.editing}
      saving={state.saving}
      saveError={state.saveError}
      fieldErrors={state.fieldErrors}
      notice={state.notice}
      onEdit={startEditing}
      onSave={(draft) => void saveProviderDraft(draft)}
      onCancel={stopEditing}
      nav={nav}
    />
  )
}

/** The games, wired to the admin calls; the switches turn for a role holding `games.manage`. */
export function GamesContainer({ nav }: { nav?: ReactNode }) {
  const state = useSnapshot(games)
  const known = useSnapshot(providers)
  const permissions = useSnapshot(session).operator?.permissions ?? []
  const mayRead = holds(permissions, 'games.read')
  useEffect(() => {
    if (mayRead) {
      void loadGames()
      // The provider filter's choices.
      if (known.rows.length === 0) void loadProviders()
    } else forbidGames()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per permission change
  }, [mayRead])
  return (
    <GameCatalogue
      status={state.status}
      errorMessage={state.errorMessage}
      rows={state.rows}
      total={state.total}
      page={state.page}
      pageSize={GAMES_PAGE_SIZE}
      providers={known.rows}
      filter={state.filter}
      onFilter={(filter) => void filterGames(filter)}
      onPage={(page) => void pageGames(page)}
      onRetry={() => void loadGames()}
      canManage={holds(permissions, 'games.manage')}
      saving={state.saving}
      notice={state.notice}
      onSwitch={(game, field, on) => void switchGame(game, field, on)}
      nav={nav}
    />
  )
}
