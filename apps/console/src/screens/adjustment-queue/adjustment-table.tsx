import type { AdminAdjustment, AdjustmentStatus } from '@lobby/api'
import { cn, Money, ToneBadge } from '@lobby/ui'
import { DecisionButtons } from '../../components/decision-buttons.tsx'
import { bodyCell, headCell, TableFrame } from '../../components/table-frame.tsx'
import { copy } from '../../copy.ts'
import type { FormatInstant } from '../../lib/format.ts'

const text = copy.adjustments
const columns = text.columns

const TONES: Record<AdjustmentStatus, 'pending' | 'success' | 'failure'> = {
  pending: 'pending',
  applied: 'success',
  rejected: 'failure',
}

export interface AdjustmentTableProps {
  rows: readonly AdminAdjustment[]
  /** The role holds `adjustments.approve`: pending rows of other operators get Approve and Reject. */
  canDecide: boolean
  /** The signed-in operator: their own pending requests say another operator decides (four eyes). */
  self: string
  /** The adjustment a decision is being sent for: every decision button waits. */
  deciding: number | null
  onApprove: (adjustment: AdminAdjustment) => void
  onReject: (adjustment: AdminAdjustment) => void
  formatTime: FormatInstant
}

/** The queue's rows: number, member, signed amount, reason, status, who asked and when, who decided, actions. */
export function AdjustmentTable({
  rows,
  canDecide,
  self,
  deciding,
  onApprove,
  onReject,
  formatTime,
}: AdjustmentTableProps) {
  return (
    <TableFrame label={text.caption}>
      <table data-slot="adjustment-table" className="w-full border-collapse">
        <caption className="sr-only">{text.caption}</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className={headCell}>
              {columns.id}
            </th>
            <th scope="col" className={headCell}>
              {columns.member}
            </th>
            <th scope="col" className={cn(headCell, 'text-end')}>
              {columns.amount}
            </th>
            <th scope="col" className={headCell}>
              {columns.reason}
            </th>
            <th scope="col" className={headCell}>
              {columns.status}
            </th>
            <th scope="col" className={headCell}>
              {columns.requested}
            </th>
            <th scope="col" className={headCell}>
              {columns.decided}
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
            const busy = deciding === row.id
            const decidedBy =
              row.status === 'applied' && row.decided_by === '' ? text.atOnce : row.decided_by || text.nobody
            return (
              <tr
                key={row.id}
                data-slot="adjustment-row"
                data-status={row.status}
                aria-busy={busy || undefined}
                className="hover:bg-muted/50"
              >
                <th scope="row" className={cn(bodyCell, 'text-start font-medium tabular-nums')}>
                  {row.id}
                </th>
                <td className={bodyCell}>
                  <span className="block">{row.member_account}</span>
                  <span className="block text-xs text-muted-foreground">{row.site_id}</span>
                </td>
                <td className={cn(bodyCell, 'text-end')}>
                  <Money amount={row.amount} currency={row.currency} signDisplay="always" tone="signed" />
                </td>
                <td className={cn(bodyCell, 'max-w-64 break-words')}>
                  <span className="block">{row.reason}</span>
                  {row.decision_reason ? (
                    <span className="block text-xs text-muted-foreground">{row.decision_reason}</span>
                  ) : null}
                </td>
                <td className={bodyCell}>
                  <ToneBadge data-status={row.status} tone={TONES[row.status]} label={text.statuses[row.status]} />
                </td>
                <td className={cn(bodyCell, 'min-w-28')}>
                  <time dateTime={row.created_at} className="block">
                    {formatTime(row.created_at)}
                  </time>
                  <span className="block text-xs text-muted-foreground">{text.by(row.requested_by)}</span>
                </td>
                <td className={bodyCell}>{decidedBy}</td>
                {canDecide ? (
                  <td className={bodyCell}>
                    {row.status === 'pending' ? (
                      <DecisionButtons
                        approveName={text.approveOne(row.id)}
                        rejectName={text.rejectOne(row.id)}
                        words={text}
                        waiting={deciding !== null}
                        busy={busy}
                        onApprove={() => onApprove(row)}
                        onReject={() => onReject(row)}
                        own={row.requested_by === self}
                        ownNote={text.yours}
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
