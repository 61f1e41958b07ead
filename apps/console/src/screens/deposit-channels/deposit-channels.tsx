import type { AdminDepositChannel } from '@lobby/api'
import { Button, cn, Money, ToneBadge } from '@lobby/ui'
import type { ReactNode } from 'react'
import { CreateButton, ListScreen, listStateTexts, onePage } from '../../components/list-screen.tsx'
import { NoticeBanner, type ScreenNotice } from '../../components/notice-banner.tsx'
import { bodyCell, headersOf, TableFrame, TableHead } from '../../components/table-frame.tsx'
import { copy } from '../../copy.ts'
import type { ListStatus } from '../../lib/list.ts'
import { ChannelEditor, type ChannelDraft, type ChannelFieldErrors } from './channel-editor.tsx'

export interface DepositChannelsProps {
  status: ListStatus
  errorMessage?: string
  /** The currencies the site offers, in its order: one group each, a channel-less one too. */
  currencies: readonly string[]
  /** The site's channels, enabled or not. */
  rows: readonly AdminDepositChannel[]
  onRetry: () => void
  /** The role holds `deposits.manage`: New channel, Edit and Turn on / off are offered. */
  canManage: boolean
  notice: ScreenNotice | null
  onCreate: () => void
  onEdit: (channel: AdminDepositChannel) => void
  /** Turn a channel on (`true`) or off. */
  onSwitch: (channel: AdminDepositChannel, enabled: boolean) => void
  /** The channel whose on / off is being sent: every row's buttons wait. */
  switching: number | null
  /** The channel being changed, `new` for a new one; the editor is open while there is one. */
  editing: AdminDepositChannel | 'new' | null
  saving: boolean
  saveError?: string
  fieldErrors?: ChannelFieldErrors
  onSave: (draft: ChannelDraft) => void
  onEditCancel: () => void
  portalContainer?: HTMLElement | null
  /** The desk's section links, above the list. */
  nav?: ReactNode
}

const words = copy.depositChannels
const NO_FIELD_ERRORS: ChannelFieldErrors = {}

/** The groups shown: the site's currencies in its order, then any other currency a channel is kept in. */
function groupsOf(currencies: readonly string[], rows: readonly AdminDepositChannel[]) {
  const others = [...new Set(rows.map((row) => row.currency))].filter((c) => !currencies.includes(c)).sort()
  return [...currencies, ...others].map((currency) => ({
    currency,
    offered: currencies.includes(currency),
    rows: rows.filter((row) => row.currency === currency).sort((a, b) => a.sort - b.sort || a.id - b.id),
  }))
}

function ChannelTable({
  currency,
  rows,
  canManage,
  busy,
  onEdit,
  onSwitch,
}: {
  currency: string
  rows: readonly AdminDepositChannel[]
  canManage: boolean
  busy: boolean
  onEdit: (channel: AdminDepositChannel) => void
  onSwitch: (channel: AdminDepositChannel, enabled: boolean) => void
}) {
  return (
    <TableFrame label={words.caption(currency)}>
      <table data-slot="deposit-channel-table" className="w-full border-collapse">
        <caption className="sr-only">{words.caption(currency)}</caption>
        <TableHead headers={headersOf(words.columns, canManage)} />
        <tbody className="divide-y">
          {rows.map((row) => {
            const guard = (action: () => void) => () => {
              if (!busy) action()
            }
            return (
              <tr
                key={row.id}
                data-slot="deposit-channel-row"
                data-enabled={row.enabled}
                className={cn('hover:bg-muted/50', row.enabled === 0 && 'text-muted-foreground')}
              >
                <th scope="row" className={cn(bodyCell, 'min-w-40 text-start font-medium break-words')}>
                  {row.name}
                </th>
                <td className={bodyCell}>{words.kinds[row.kind]}</td>
                <td className={cn(bodyCell, 'whitespace-nowrap')}>
                  <Money amount={row.min_amount} currency={row.currency} />
                </td>
                <td className={cn(bodyCell, 'whitespace-nowrap')}>
                  <Money amount={row.max_amount} currency={row.currency} />
                </td>
                <td className={cn(bodyCell, 'tabular-nums')}>{row.sort}</td>
                <td className={bodyCell}>
                  <ToneBadge
                    tone={row.enabled === 1 ? 'success' : 'neutral'}
                    label={row.enabled === 1 ? words.on : words.off}
                  />
                </td>
                {canManage ? (
                  <td className={bodyCell}>
                    <div className="flex flex-col items-stretch gap-2 desktop:flex-row desktop:items-center">
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={words.editChannel(row.name)}
                        aria-disabled={busy || undefined}
                        onClick={guard(() => onEdit(row))}
                      >
                        {words.edit}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={row.enabled === 1 ? words.turnOffChannel(row.name) : words.turnOnChannel(row.name)}
                        aria-disabled={busy || undefined}
                        onClick={guard(() => onSwitch(row, row.enabled !== 1))}
                      >
                        {row.enabled === 1 ? words.turnOff : words.turnOn}
                      </Button>
                    </div>
                  </td>
                ) : null}
              </tr>
            )
          })}
        </tbody>
      </table>
    </TableFrame>
  )
}

/**
 * Finance's deposit channels, a group per currency the site offers: each channel's name, kind, the least and the
 * most one order may be (as money in the currency), its order and whether members see it; for a role holding
 * `deposits.manage`, New channel, Edit (the editor dialog) and Turn on / Turn off.
 *
 * Contract
 * - MUST NOT fetch or save: the caller owns every call and whether the editor is open.
 * - MUST offer New, Edit and Turn on / off only when `canManage`; while a save or a switch is out the buttons wait.
 * - Loading, empty, error (with Try again) and forbidden replace the groups; an outcome is announced.
 */
export function DepositChannels({
  status,
  errorMessage = '',
  currencies,
  rows,
  onRetry,
  canManage,
  notice,
  onCreate,
  onEdit,
  onSwitch,
  switching,
  editing,
  saving,
  saveError = '',
  fieldErrors = NO_FIELD_ERRORS,
  onSave,
  onEditCancel,
  portalContainer,
  nav,
}: DepositChannelsProps) {
  const busy = saving || switching !== null
  return (
    <ListScreen
      slot="deposit-channels"
      {...listStateTexts(words, canManage)}
      status={status}
      rowCount={rows.length}
      count={words.count(rows.length)}
      actions={<CreateButton canManage={canManage} busy={busy} label={words.create} onCreate={onCreate} />}
      controls={
        <>
          {nav}
          {canManage ? null : <p className="text-sm text-muted-foreground">{words.readOnly}</p>}
          <NoticeBanner notice={notice} />
        </>
      }
      errorBody={errorMessage}
      onRetry={onRetry}
      pages={onePage(words.pages, rows.length)}
      dialogs={
        <ChannelEditor
          key={`editor:${editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}`}
          editing={editing}
          currencies={currencies}
          saving={saving}
          error={saveError}
          fieldErrors={fieldErrors}
          onSave={onSave}
          onCancel={onEditCancel}
          portalContainer={portalContainer}
        />
      }
    >
      <div className="flex flex-col gap-6">
        {groupsOf(currencies, rows).map((group) => (
          <section
            key={group.currency}
            data-slot="deposit-channel-group"
            aria-labelledby={`deposit-channels-${group.currency}`}
            className="flex flex-col gap-2"
          >
            <h2 id={`deposit-channels-${group.currency}`} className="text-base font-semibold text-foreground">
              {words.currencyHeading(group.currency)}
            </h2>
            {group.offered ? null : <p className="text-sm text-muted-foreground">{words.notOffered}</p>}
            {group.rows.length === 0 ? (
              <p className="text-sm text-muted-foreground">{words.noChannelIn(group.currency)}</p>
            ) : (
              <ChannelTable
                currency={group.currency}
                rows={group.rows}
                canManage={canManage}
                busy={busy}
                onEdit={onEdit}
                onSwitch={onSwitch}
              />
            )}
          </section>
        ))}
      </div>
    </ListScreen>
  )
}
