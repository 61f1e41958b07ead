import type { Settlement } from '@lobby/api'
import { cn, Money, ToneBadge } from '@lobby/ui'
import { bodyCell, headCell, TableFrame } from '../../components/table-frame.tsx'
import { copy } from '../../copy.ts'
import type { FormatInstant } from '../../lib/format.ts'

const columns = copy.agents.settlementColumns

/** The agent centre's settlements of an agent, read only: month, net, active members, rate, commission, state. */
export function SettlementTable({
  list,
  currency,
  formatTime,
}: {
  list: readonly Settlement[]
  currency: string
  formatTime: FormatInstant
}) {
  return (
    <TableFrame label={copy.agents.settlementsCaption}>
      <table data-slot="agent-settlement-table" className="w-full border-collapse">
        <caption className="sr-only">{copy.agents.settlementsCaption}</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className={headCell}>
              {columns.period}
            </th>
            <th scope="col" className={cn(headCell, 'text-end')}>
              {columns.net}
            </th>
            <th scope="col" className={cn(headCell, 'text-end')}>
              {columns.active}
            </th>
            <th scope="col" className={cn(headCell, 'text-end')}>
              {columns.rate}
            </th>
            <th scope="col" className={cn(headCell, 'text-end')}>
              {columns.commission}
            </th>
            <th scope="col" className={headCell}>
              {columns.state}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {list.map((row) => (
            <tr key={row.period} data-slot="agent-settlement-row">
              <th scope="row" className={cn(bodyCell, 'text-start font-medium tabular-nums')}>
                {row.period}
              </th>
              <td className={cn(bodyCell, 'text-end')}>
                <Money amount={row.net} currency={currency} />
              </td>
              <td className={cn(bodyCell, 'text-end tabular-nums')}>{row.active_members}</td>
              <td className={cn(bodyCell, 'text-end tabular-nums')}>{copy.agents.rate(row.rate_bp)}</td>
              <td className={cn(bodyCell, 'text-end')}>
                <Money amount={row.commission} currency={currency} />
              </td>
              <td className={bodyCell}>
                {row.settled === 1 ? (
                  <ToneBadge tone="success" label={copy.agents.settled(formatTime(row.settled_at ?? ''))} />
                ) : row.settleable === 1 ? (
                  <ToneBadge tone="pending" label={copy.agents.settleable} />
                ) : (
                  <ToneBadge tone="neutral" label={copy.agents.periodOpen} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  )
}
