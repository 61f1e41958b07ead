import { Button, cn, ToneBadge } from '@lobby/ui'
import type { ReactNode } from 'react'
import { ListScreen } from '../../components/list-screen.tsx'
import { NoticeBanner, type ScreenNotice } from '../../components/notice-banner.tsx'
import { bodyCell, headCell, TableFrame } from '../../components/table-frame.tsx'
import { copy } from '../../copy.ts'
import { formatInstant, type FormatInstant } from '../../lib/format.ts'
import type { ListStatus } from '../../lib/list.ts'
import { ProviderDialog, type ProviderDraft, type ProviderFieldErrors, type ProviderRow } from './provider-dialog.tsx'

export interface GameProvidersProps {
  status: ListStatus
  errorMessage?: string
  rows: readonly ProviderRow[]
  onRetry: () => void
  /** The role holds `games.manage`: each row gets Edit. */
  canManage: boolean
  /** The provider whose dialog is open, or null. */
  editing: ProviderRow | null
  saving: boolean
  saveError?: string
  fieldErrors?: ProviderFieldErrors
  notice: ScreenNotice | null
  onEdit: (provider: ProviderRow) => void
  onSave: (draft: ProviderDraft) => void
  onCancel: () => void
  formatTime?: FormatInstant
  portalContainer?: HTMLElement | null
  nav?: ReactNode
}

const columns = copy.games.providerColumns
const onOff = (flag: 0 | 1) => (
  <ToneBadge tone={flag === 1 ? 'success' : 'neutral'} label={flag === 1 ? copy.games.on : copy.games.off} />
)

function ProviderTable({
  rows,
  canManage,
  onEdit,
  formatTime,
}: Pick<GameProvidersProps, 'rows' | 'canManage' | 'onEdit'> & { formatTime: FormatInstant }) {
  return (
    <TableFrame label={copy.games.providersCaption}>
      <table data-slot="provider-table" className="w-full border-collapse">
        <caption className="sr-only">{copy.games.providersCaption}</caption>
        <thead>
          <tr className="border-b">
            {(['provider', 'category', 'state', 'transfers', 'openMode', 'maintenance', 'games'] as const).map(
              (key) => (
                <th key={key} scope="col" className={headCell}>
                  {columns[key]}
                </th>
              ),
            )}
            {canManage ? (
              <th scope="col" className={headCell}>
                {columns.actions}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => (
            <tr
              key={row.gp_id}
              data-slot="provider-row"
              data-maintenance={row.in_maintenance === 1 || undefined}
              className="hover:bg-muted/50"
            >
              <th scope="row" className={cn(bodyCell, 'text-start font-medium')}>
                <span className="block whitespace-nowrap">{row.name}</span>
                <span className="block text-xs text-muted-foreground">{row.gp_id}</span>
              </th>
              <td className={bodyCell}>{row.gt_name}</td>
              <td className={bodyCell}>{onOff(row.enabled)}</td>
              <td className={bodyCell}>{onOff(row.transfers_enabled)}</td>
              <td className={bodyCell}>{copy.games.openModes[row.open_mode ?? 'auto']}</td>
              <td className={cn(bodyCell, 'min-w-40')}>
                {row.maintain_start_at && row.maintain_end_at ? (
                  <span className="flex flex-col gap-1">
                    {row.in_maintenance === 1 ? <ToneBadge tone="failure" label={copy.games.inMaintenance} /> : null}
                    <span>{copy.games.window(formatTime(row.maintain_start_at), formatTime(row.maintain_end_at))}</span>
                  </span>
                ) : (
                  <span className="text-muted-foreground">{copy.games.noMaintenance}</span>
                )}
              </td>
              <td className={cn(bodyCell, 'whitespace-nowrap tabular-nums')}>
                {copy.games.gamesOn(row.enabled_games_count, row.games_count)}
              </td>
              {canManage ? (
                <td className={bodyCell}>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={copy.games.editProvider(row.name)}
                    onClick={() => onEdit(row)}
                  >
                    {copy.games.edit}
                  </Button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  )
}

/**
 * The game providers: on the site, transfers, open mode, maintenance window and games on, with Edit (a dialog) for
 * a role holding `games.manage`; a reader sees the same without Edit.
 *
 * Contract
 * - MUST NOT fetch or save: editing, saving and retries are the caller's, as is the open dialog.
 * - Loading, empty, error (with Try again) and forbidden replace the table; a save's outcome is announced.
 */
export function GameProviders({
  status,
  errorMessage = '',
  rows,
  onRetry,
  canManage,
  editing,
  saving,
  saveError = '',
  fieldErrors = {},
  notice,
  onEdit,
  onSave,
  onCancel,
  formatTime = formatInstant,
  portalContainer,
  nav,
}: GameProvidersProps) {
  return (
    <ListScreen
      slot="game-providers"
      title={copy.games.providersTitle}
      description={copy.games.providersDescription}
      status={status}
      rowCount={rows.length}
      count={copy.games.providerCount(rows.length)}
      controls={
        <>
          {nav}
          {canManage ? null : <p className="text-sm text-muted-foreground">{copy.games.readOnly}</p>}
          <NoticeBanner notice={notice} />
        </>
      }
      forbiddenWhat={copy.games.forbiddenWhat}
      loadingLabel={copy.games.providersLoading}
      errorTitle={copy.games.providersErrorTitle}
      errorBody={errorMessage}
      onRetry={onRetry}
      emptyTitle={copy.games.providersEmptyTitle}
      emptyBody={copy.games.providersEmptyBody}
      pages={{
        label: copy.games.providerPages,
        page: 1,
        total: rows.length,
        pageSize: Math.max(rows.length, 1),
        onPage: () => undefined,
      }}
      dialogs={
        <ProviderDialog
          key={editing?.gp_id ?? 'closed'}
          editing={editing}
          saving={saving}
          error={saveError}
          fieldErrors={fieldErrors}
          onSave={onSave}
          onCancel={onCancel}
          portalContainer={portalContainer}
        />
      }
    >
      <ProviderTable rows={rows} canManage={canManage} onEdit={onEdit} formatTime={formatTime} />
    </ListScreen>
  )
}
