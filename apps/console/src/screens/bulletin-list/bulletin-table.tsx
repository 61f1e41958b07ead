import type { AdminBulletin } from '@lobby/api'
import { Button, cn, ToneBadge, type BadgeTone } from '@lobby/ui'
import { bodyCell, headersOf, TableFrame, TableHead } from '../../components/table-frame.tsx'
import { copy } from '../../copy.ts'
import { bulletinState, isEndable, type BulletinState } from '../../lib/bulletins.ts'
import type { FormatInstant } from '../../lib/format.ts'

export interface BulletinTableProps {
  rows: readonly AdminBulletin[]
  /** The instant the states are taken at (ms). */
  now: number
  /** Show Edit and End (the role holds `content.manage`). */
  canManage: boolean
  /** Something is being sent (a save or an end): the row buttons wait. */
  busy: boolean
  onEdit: (bulletin: AdminBulletin) => void
  onEnd: (bulletin: AdminBulletin) => void
  formatTime: FormatInstant
}

const stateTones: Record<BulletinState, BadgeTone> = { live: 'success', scheduled: 'pending', ended: 'neutral' }
const columns = copy.bulletins.columns

/**
 * The site's bulletins: title, device, audience, where members see it, window, state and, for a role that manages
 * content, the actions.
 */
export function BulletinTable({ rows, now, canManage, busy, onEdit, onEnd, formatTime }: BulletinTableProps) {
  const headers = headersOf(columns, canManage)
  return (
    <TableFrame label={copy.bulletins.caption}>
      <table data-slot="bulletin-table" className="w-full border-collapse">
        <caption className="sr-only">{copy.bulletins.caption}</caption>
        <TableHead headers={headers} />
        <tbody className="divide-y">
          {rows.map((row) => {
            const state = bulletinState(row, now)
            const guard = (action: (bulletin: AdminBulletin) => void) => () => {
              if (!busy) action(row)
            }
            return (
              <tr key={row.id} data-slot="bulletin-row" data-state={state} className="hover:bg-muted/50">
                <th scope="row" className={cn(bodyCell, 'min-w-48 text-start font-medium break-words')}>
                  {row.display_content}
                </th>
                <td className={bodyCell}>{copy.bulletins.devices[row.display_device]}</td>
                <td className={bodyCell}>{copy.bulletins.audiences[row.target]}</td>
                <td className={bodyCell}>{copy.bulletins.locations[row.display_location]}</td>
                <td className={cn(bodyCell, 'min-w-28')}>
                  <time dateTime={row.start_at}>{formatTime(row.start_at)}</time>
                </td>
                <td className={cn(bodyCell, 'min-w-28')}>
                  {row.end_at === null ? (
                    <span className="text-muted-foreground">{copy.bulletins.noEnd}</span>
                  ) : (
                    <time dateTime={row.end_at}>{formatTime(row.end_at)}</time>
                  )}
                </td>
                <td className={bodyCell}>
                  <ToneBadge tone={stateTones[state]} label={copy.bulletins.states[state]} />
                </td>
                {canManage ? (
                  <td className={bodyCell}>
                    <div className="flex flex-col items-stretch gap-2 desktop:flex-row desktop:items-center">
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={copy.bulletins.editBulletin(row.display_content)}
                        aria-disabled={busy || undefined}
                        onClick={guard(onEdit)}
                      >
                        {copy.bulletins.edit}
                      </Button>
                      {isEndable(state) ? (
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={copy.bulletins.endBulletin(row.display_content)}
                          aria-disabled={busy || undefined}
                          onClick={guard(onEnd)}
                        >
                          {copy.bulletins.end}
                        </Button>
                      ) : null}
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
