import type { AdminDeposit } from '@lobby/api'
import { statusTone } from '@lobby/domain'
import { cn, Money, ToneBadge } from '@lobby/ui'
import { bodyCell, headCell, TableFrame } from '../../components/table-frame.tsx'
import { copy } from '../../copy.ts'
import type { FormatInstant } from '../../lib/format.ts'

const columns = copy.deposits.columns

/** The orders: number, member, site, amount, channel, status, created and paid times. Nothing to act on. */
export function DepositTable({ rows, formatTime }: { rows: readonly AdminDeposit[]; formatTime: FormatInstant }) {
  return (
    <TableFrame label={copy.deposits.caption}>
      <table data-slot="deposit-table" className="w-full border-collapse">
        <caption className="sr-only">{copy.deposits.caption}</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className={headCell}>
              {columns.order}
            </th>
            <th scope="col" className={headCell}>
              {columns.member}
            </th>
            <th scope="col" className={headCell}>
              {columns.site}
            </th>
            <th scope="col" className={cn(headCell, 'text-end')}>
              {columns.amount}
            </th>
            <th scope="col" className={headCell}>
              {columns.channel}
            </th>
            <th scope="col" className={headCell}>
              {columns.status}
            </th>
            <th scope="col" className={headCell}>
              {columns.created}
            </th>
            <th scope="col" className={headCell}>
              {columns.paid}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => (
            <tr key={row.order_number} data-slot="deposit-row" data-status={row.status} className="hover:bg-muted/50">
              <th scope="row" className={cn(bodyCell, 'text-start font-medium break-all tabular-nums')}>
                {row.order_number}
              </th>
              <td className={cn(bodyCell, 'break-all')}>{row.member_account}</td>
              <td className={cn(bodyCell, 'text-muted-foreground desktop:whitespace-nowrap')}>{row.site_id}</td>
              <td className={cn(bodyCell, 'text-end')}>
                <Money amount={row.amount} currency={row.currency} />
              </td>
              <td className={cn(bodyCell, !row.channel && 'text-muted-foreground')}>
                {row.channel || copy.deposits.noChannel}
              </td>
              <td className={bodyCell}>
                <ToneBadge
                  data-status={row.status}
                  tone={statusTone(row.status)}
                  label={copy.deposits.statuses[row.status]}
                />
              </td>
              <td className={cn(bodyCell, 'min-w-28')}>
                <time dateTime={row.created_at}>{formatTime(row.created_at)}</time>
              </td>
              <td className={cn(bodyCell, 'min-w-28')}>
                {row.paid_at ? <time dateTime={row.paid_at}>{formatTime(row.paid_at)}</time> : copy.deposits.notPaid}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  )
}
