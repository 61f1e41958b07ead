import type { AdminOperatorRow } from '@lobby/api'
import { Button, cn, ToneBadge, type BadgeTone } from '@lobby/ui'
import { bodyCell, headersOf, TableFrame, TableHead } from '../../components/table-frame.tsx'
import { copy } from '../../copy.ts'
import type { FormatInstant } from '../../lib/format.ts'
import type { OperatorAction } from './types.ts'

export interface OperatorTableProps {
  rows: readonly AdminOperatorRow[]
  /** The signed-in operator: its own row offers no action (another owner changes it). */
  self: string
  /** Show the row actions (the role holds `operators.manage`). */
  canManage: boolean
  /** Something is being sent: the row buttons wait. */
  busy: boolean
  onAction: (action: OperatorAction, row: AdminOperatorRow) => void
  formatTime: FormatInstant
}

type RowState = 'enabled' | 'disabled' | 'locked'
const tones: Record<RowState, BadgeTone> = { enabled: 'success', disabled: 'neutral', locked: 'pending' }
const columns = copy.operators.columns

const stateOf = (row: AdminOperatorRow): RowState =>
  row.enabled === 0 ? 'disabled' : row.locked_until !== null ? 'locked' : 'enabled'

/** The actions a row offers, in order: what makes sense for its state. */
function actionsOf(row: AdminOperatorRow): OperatorAction[] {
  const state = stateOf(row)
  return [
    'role',
    state === 'disabled' ? 'enable' : 'disable',
    ...(state === 'locked' ? (['unlock'] as const) : []),
    'totp',
    'password',
  ]
}

/** Every operator: account, role, state (enabled, disabled, locked until), second factor, last sign-in, actions. */
export function OperatorTable({ rows, self, canManage, busy, onAction, formatTime }: OperatorTableProps) {
  const headers = headersOf(columns, canManage)
  return (
    <TableFrame label={copy.operators.caption}>
      <table data-slot="operator-table" className="w-full border-collapse">
        <caption className="sr-only">{copy.operators.caption}</caption>
        <TableHead headers={headers} />
        <tbody className="divide-y">
          {rows.map((row) => {
            const state = stateOf(row)
            const own = row.account === self
            return (
              <tr key={row.account} data-slot="operator-row" data-state={state} className="hover:bg-muted/50">
                <th scope="row" className={cn(bodyCell, 'min-w-32 text-start font-medium break-all')}>
                  {row.account}
                  {own ? <span className="ms-2 text-xs text-muted-foreground">({copy.operators.you})</span> : null}
                </th>
                <td className={bodyCell}>{copy.roles[row.role]}</td>
                <td className={bodyCell}>
                  <ToneBadge
                    tone={tones[state]}
                    label={
                      state === 'locked'
                        ? copy.operators.states.locked(formatTime(row.locked_until!))
                        : copy.operators.states[state]
                    }
                  />
                </td>
                <td className={bodyCell}>{row.totp_set ? copy.operators.totpSet : copy.operators.totpMissing}</td>
                <td className={cn(bodyCell, 'min-w-28')}>
                  {row.last_sign_in_at === null ? (
                    <span className="text-muted-foreground">{copy.operators.never}</span>
                  ) : (
                    <time dateTime={row.last_sign_in_at}>{formatTime(row.last_sign_in_at)}</time>
                  )}
                </td>
                {canManage ? (
                  <td className={bodyCell}>
                    {own ? (
                      <span className="text-xs text-muted-foreground">{copy.operators.ownRowHint}</span>
                    ) : (
                      <div className="flex flex-wrap gap-2">
                        {actionsOf(row).map((action) => (
                          <Button
                            key={action}
                            size="sm"
                            variant={action === 'disable' ? 'destructive' : 'outline'}
                            aria-label={copy.operators.actionFor(copy.operators.actions[action], row.account)}
                            aria-disabled={busy || undefined}
                            onClick={() => {
                              if (!busy) onAction(action, row)
                            }}
                          >
                            {copy.operators.actions[action]}
                          </Button>
                        ))}
                      </div>
                    )}
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
