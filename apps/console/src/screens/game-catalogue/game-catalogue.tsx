import type { AdminGame } from '@lobby/api'
import { Button, Checkbox, cn, Field, Select, TextInput } from '@lobby/ui'
import { useState, type FormEvent, type ReactNode } from 'react'
import { ListScreen } from '../../components/list-screen.tsx'
import { NoticeBanner, type ScreenNotice } from '../../components/notice-banner.tsx'
import { bodyCell, headCell, TableFrame } from '../../components/table-frame.tsx'
import { copy } from '../../copy.ts'
import type { ListStatus } from '../../lib/list.ts'

/** What the games list shows. */
export interface GameFilter {
  /** A provider's id; empty for every provider. */
  provider: string
  query: string
  state: 'all' | 'on' | 'off'
  label: 'all' | 'hot' | 'new'
}

/** One switch of one game. */
export type GameSwitch = 'enabled' | 'is_hot' | 'is_new'

export interface GameCatalogueProps {
  status: ListStatus
  errorMessage?: string
  rows: readonly AdminGame[]
  total: number
  page: number
  pageSize: number
  /** The providers the filter offers (id and name). */
  providers: readonly { gp_id: string; name: string }[]
  filter: GameFilter
  onFilter: (filter: GameFilter) => void
  onPage: (page: number) => void
  onRetry: () => void
  /** The role holds `games.manage`: the switches can be turned. */
  canManage: boolean
  /** The game a change is being sent for: its switches wait. */
  saving: string | null
  notice: ScreenNotice | null
  onSwitch: (game: AdminGame, field: GameSwitch, on: boolean) => void
  nav?: ReactNode
}

function GameFilters({ filter, providers, onFilter }: Pick<GameCatalogueProps, 'filter' | 'providers' | 'onFilter'>) {
  const [draft, setDraft] = useState(filter)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onFilter({ ...draft, query: draft.query.trim() })
  }
  return (
    <form
      role="search"
      aria-label={copy.games.filters}
      noValidate
      onSubmit={submit}
      className="grid grid-cols-2 items-end gap-3 desktop:grid-cols-[14rem_14rem_10rem_10rem_auto] desktop:justify-start"
    >
      <Field label={copy.games.provider}>
        <Select
          name="provider"
          value={draft.provider}
          onChange={(event) => setDraft({ ...draft, provider: event.target.value })}
        >
          <option value="">{copy.games.anyProvider}</option>
          {providers.map((p) => (
            <option key={p.gp_id} value={p.gp_id}>
              {p.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={copy.games.search}>
        <TextInput
          name="query"
          type="search"
          autoComplete="off"
          spellCheck={false}
          placeholder={copy.games.searchPlaceholder}
          maxLength={64}
          value={draft.query}
          onChange={(event) => setDraft({ ...draft, query: event.target.value })}
        />
      </Field>
      <Field label={copy.games.state}>
        <Select
          name="state"
          value={draft.state}
          onChange={(event) => setDraft({ ...draft, state: event.target.value as GameFilter['state'] })}
        >
          {(['all', 'on', 'off'] as const).map((value) => (
            <option key={value} value={value}>
              {copy.games.states[value]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={copy.games.label}>
        <Select
          name="label"
          value={draft.label}
          onChange={(event) => setDraft({ ...draft, label: event.target.value as GameFilter['label'] })}
        >
          {(['all', 'hot', 'new'] as const).map((value) => (
            <option key={value} value={value}>
              {copy.games.labels[value]}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" className="col-span-2 desktop:col-span-1">
        {copy.games.apply}
      </Button>
    </form>
  )
}

const columns = copy.games.gameColumns
const SWITCHES: readonly { field: GameSwitch; label: (name: string) => string }[] = [
  { field: 'enabled', label: copy.games.toggleEnabled },
  { field: 'is_hot', label: copy.games.toggleHot },
  { field: 'is_new', label: copy.games.toggleNew },
]

function GameTable({
  rows,
  canManage,
  saving,
  onSwitch,
}: Pick<GameCatalogueProps, 'rows' | 'canManage' | 'saving' | 'onSwitch'>) {
  return (
    <TableFrame label={copy.games.gamesCaption}>
      <table data-slot="game-table" className="w-full border-collapse">
        <caption className="sr-only">{copy.games.gamesCaption}</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className={headCell}>
              {columns.game}
            </th>
            <th scope="col" className={headCell}>
              {columns.code}
            </th>
            <th scope="col" className={headCell}>
              {columns.provider}
            </th>
            <th scope="col" className={cn(headCell, 'text-center')}>
              {columns.enabled}
            </th>
            <th scope="col" className={cn(headCell, 'text-center')}>
              {columns.hot}
            </th>
            <th scope="col" className={cn(headCell, 'text-center')}>
              {columns.new}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => (
            <tr
              key={row.game_id}
              data-slot="game-row"
              data-enabled={row.enabled}
              aria-busy={saving === row.game_id || undefined}
              className={cn('hover:bg-muted/50', row.enabled === 0 && 'text-muted-foreground')}
            >
              <th scope="row" className={cn(bodyCell, 'text-start font-medium')}>
                {row.name}
              </th>
              <td className={cn(bodyCell, 'font-mono text-xs')}>{row.game_code}</td>
              <td className={bodyCell}>{row.provider_name}</td>
              {SWITCHES.map(({ field, label }) => (
                <td key={field} className={cn(bodyCell, 'text-center')}>
                  <Checkbox
                    role="switch"
                    aria-label={label(row.name)}
                    checked={row[field] === 1}
                    disabled={!canManage}
                    aria-disabled={(canManage && saving !== null) || undefined}
                    onChange={(event) => {
                      if (saving === null) onSwitch(row, field, event.target.checked)
                    }}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  )
}

/**
 * The games: filters (provider, name or code, state, label), each game's switches (on the site, hot, new) for a
 * role holding `games.manage` (a reader sees them turned off for change), and pages.
 *
 * Contract
 * - MUST NOT fetch or save: filters, pages and switches are the caller's; while a change is out every switch waits.
 * - Loading, empty, error (with Try again) and forbidden replace the table; a change's outcome is announced.
 */
export function GameCatalogue({
  status,
  errorMessage = '',
  rows,
  total,
  page,
  pageSize,
  providers,
  filter,
  onFilter,
  onPage,
  onRetry,
  canManage,
  saving,
  notice,
  onSwitch,
  nav,
}: GameCatalogueProps) {
  return (
    <ListScreen
      slot="game-catalogue"
      title={copy.games.gamesTitle}
      description={copy.games.gamesDescription}
      status={status}
      rowCount={rows.length}
      count={copy.games.gameCount(total)}
      controls={
        <>
          {nav}
          <GameFilters filter={filter} providers={providers} onFilter={onFilter} />
          {canManage ? null : <p className="text-sm text-muted-foreground">{copy.games.readOnly}</p>}
          <NoticeBanner notice={notice} />
        </>
      }
      forbiddenWhat={copy.games.forbiddenWhat}
      loadingLabel={copy.games.gamesLoading}
      errorTitle={copy.games.gamesErrorTitle}
      errorBody={errorMessage}
      onRetry={onRetry}
      emptyTitle={copy.games.gamesEmptyTitle}
      emptyBody={copy.games.gamesEmptyBody}
      pages={{ label: copy.games.gamePages, page, total, pageSize, onPage }}
    >
      <GameTable rows={rows} canManage={canManage} saving={saving} onSwitch={onSwitch} />
    </ListScreen>
  )
}
