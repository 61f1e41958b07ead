import type { AdminWithdrawal } from '@lobby/api'
import { statusTone } from '@lobby/domain'
import { cn, Money, ToneBadge } from '@lobby/ui'
import { DecisionButtons } from '../../components/decision-buttons.tsx'
import { bodyCell, headCell, TableFrame } from '../../components/table-frame.tsx'
import { copy } from '../../copy.ts'
import type { FormatInstant } from '../../lib/format.ts'

export interface WithdrawalTableProps {
  rows: readonly AdminWithdrawal[]
  /** Show Approve and Reject on pending rows (the role holds `withdrawals.decide`). */
  canDecide: boolean
  /** The order a decision is being sent for: its buttons wait. */
  deciding: string | null
  onApprove: (withdrawal: AdminWithdrawal) => void
  onReject: (withdrawal: AdminWithdrawal) => void
  formatTime: FormatInstant
}

const columns = copy.withdrawals.columns

/** The queue's rows: order, member, site, amount, status, created, decided by and, for a decider, the actions. */
export function WithdrawalTable({ rows, canDecide, deciding, onApprove, onReject, formatTime }: WithdrawalTableProps) {
  return (
    <TableFrame label={copy.withdrawals.caption}>
      <table data-slot="withdrawal-table" className="w-full border-collapse">
        <caption className="sr-only">{copy.withdrawals.caption}</caption>
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
              {columns.status}
            </th>
            <th scope="col" className={headCell}>
              {columns.created}
            </th>
            <th scope="col" className={headCell}>
              {columns.decidedBy}
            </th>
            {canDecide ? (
              <th scope="col" className={headCell}>
                {columns.actions}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => {
            const busy = deciding === row.order_number
            return (
              <tr
                key={row.order_number}
                data-slot="withdrawal-row"
                data-status={row.status}
                aria-busy={busy || undefined}
                className="hover:bg-muted/50"
              >
                <th scope="row" className={cn(bodyCell, 'text-start font-medium whitespace-nowrap tabular-nums')}>
                  {row.order_number}
                </th>
                <td className={bodyCell}>{row.member_account}</td>
                <td className={cn(bodyCell, 'text-muted-foreground desktop:whitespace-nowrap')}>{row.site_id}</td>
                <td className={cn(bodyCell, 'text-end')}>
                  <Money amount={row.amount} currency={row.currency} />
                </td>
                <td className={bodyCell}>
                  <ToneBadge
                    data-status={row.status}
                    tone={statusTone(row.status)}
                    label={copy.withdrawals.statuses[row.status]}
                  />
                </td>
                <td className={cn(bodyCell, 'min-w-28')}>
                  <time dateTime={row.created_at}>{formatTime(row.created_at)}</time>
                </td>
                <td className={bodyCell}>{row.decided_by || copy.withdrawals.nobody}</td>
                {canDecide ? (
                  <td className={bodyCell}>
                    {row.status === 'pending' ? (
                      <DecisionButtons
                        approveName={copy.withdrawals.approveOrder(row.order_number)}
                        rejectName={copy.withdrawals.rejectOrder(row.order_number)}
                        words={copy.withdrawals}
                        waiting={deciding !== null}
                        busy={busy}
                        onApprove={() => onApprove(row)}
                        onReject={() => onReject(row)}
                      />
                    ) : null}
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
