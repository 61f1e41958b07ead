import type { AdminBanner } from '@lobby/api'
import { Button, cn } from '@lobby/ui'
import { bodyCell, headersOf, TableFrame, TableHead } from '../../components/table-frame.tsx'
import { copy } from '../../copy.ts'
import type { FormatInstant } from '../../lib/format.ts'

export interface BannerTableProps {
  rows: readonly AdminBanner[]
  /** Show Edit and Remove (the role holds `content.manage`). */
  canManage: boolean
  /** Something is being sent: the row buttons wait. */
  busy: boolean
  onEdit: (banner: AdminBanner) => void
  onRemove: (banner: AdminBanner) => void
  formatTime: FormatInstant
}

const words = copy.content.banners

function linkOf(row: AdminBanner): string {
  if (row.link_type === 2) {
    const game = row.game_link_parameter
    return game ? `${words.linkTypes[2]}: ${game.gp_gt_name || game.gp_id}` : words.linkTypes[2]
  }
  return row.url === '' ? words.noLink : row.url
}

/** The banners: title, carousel, currency, link, order, when it shows and, for a role that manages content, the actions. */
export function BannerTable({ rows, canManage, busy, onEdit, onRemove, formatTime }: BannerTableProps) {
  const headers = headersOf(words.columns, canManage)
  return (
    <TableFrame label={words.caption}>
      <table data-slot="banner-table" className="w-full border-collapse">
        <caption className="sr-only">{words.caption}</caption>
        <TableHead headers={headers} />
        <tbody className="divide-y">
          {rows.map((row) => {
            const guard = (action: (banner: AdminBanner) => void) => () => {
              if (!busy) action(row)
            }
            return (
              <tr key={row.id} data-slot="banner-row" className="hover:bg-muted/50">
                <th scope="row" className={cn(bodyCell, 'min-w-40 text-start font-medium break-words')}>
                  {row.title}
                </th>
                <td className={bodyCell}>{words.devices[row.use_type]}</td>
                <td className={bodyCell}>{row.currency ?? ''}</td>
                <td className={cn(bodyCell, 'max-w-56 break-all')}>
                  <span className="block text-xs text-muted-foreground">{words.linkTypes[row.link_type]}</span>
                  {linkOf(row)}
                </td>
                <td className={cn(bodyCell, 'tabular-nums')}>{row.sort}</td>
                <td className={cn(bodyCell, 'min-w-32')}>
                  {row.start_at === null && row.end_at === null ? (
                    <span className="text-muted-foreground">{words.always}</span>
                  ) : (
                    <>
                      {row.start_at === null ? null : (
                        <span className="block">{words.from(formatTime(row.start_at))}</span>
                      )}
                      {row.end_at === null ? null : (
                        <span className="block">{words.until(formatTime(row.end_at))}</span>
                      )}
                    </>
                  )}
                </td>
                {canManage ? (
                  <td className={bodyCell}>
                    <div className="flex flex-col items-stretch gap-2 desktop:flex-row desktop:items-center">
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={words.editBanner(row.title)}
                        aria-disabled={busy || undefined}
                        onClick={guard(onEdit)}
                      >
                        {copy.content.edit}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={words.removeBanner(row.title)}
                        aria-disabled={busy || undefined}
                        onClick={guard(onRemove)}
                      >
                        {copy.content.remove}
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
