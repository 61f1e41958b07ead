import type { AdminAgentApplication } from '@lobby/api'
import { Button, cn, ToneBadge } from '@lobby/ui'
import { bodyCell, headCell, TableFrame } from '../../components/table-frame.tsx'
import { copy } from '../../copy.ts'
import type { FormatInstant } from '../../lib/format.ts'

export interface ApplicationTableProps {
  rows: readonly AdminAgentApplication[]
  /** Show Approve and Reject on pending rows (the role holds `agents.manage`). */
  canDecide: boolean
  /** The application a decision is being sent for: its buttons wait. */
  deciding: number | null
  onApprove: (application: AdminAgentApplication) => void
  onReject: (application: AdminAgentApplication) => void
  formatTime: FormatInstant
}

const columns = copy.agents.columns
const TONE = { pending: 'pending', approved: 'success', rejected: 'failure' } as const

/** The applications: member, site, their reason, status, when, who decided and, for a decider, the actions. */
export function ApplicationTable({
  rows,
  canDecide,
  deciding,
  onApprove,
  onReject,
  formatTime,
}: ApplicationTableProps) {
  return (
    <TableFrame label={copy.agents.caption}>
      <table data-slot="agent-application-table" className="w-full border-collapse">
        <caption className="sr-only">{copy.agents.caption}</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className={headCell}>
              {columns.member}
            </th>
            <th scope="col" className={headCell}>
              {columns.site}
            </th>
            <th scope="col" className={headCell}>
              {columns.reason}
            </th>
            <th scope="col" className={headCell}>
              {columns.status}
            </th>
            <th scope="col" className={headCell}>
              {columns.applied}
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
            return (
              <tr
                key={row.id}
                data-slot="agent-application-row"
                data-status={row.status}
                aria-busy={busy || undefined}
                className="hover:bg-muted/50"
              >
                <th scope="row" className={cn(bodyCell, 'text-start font-medium whitespace-nowrap')}>
                  {row.member_account}
                </th>
                <td className={cn(bodyCell, 'text-muted-foreground')}>{row.site_id}</td>
                <td className={cn(bodyCell, 'max-w-72 break-words')}>
                  {row.reason || <span className="text-muted-foreground">{copy.agents.noReason}</span>}
                </td>
                <td className={bodyCell}>
                  <ToneBadge
                    data-status={row.status}
                    tone={TONE[row.status]}
                    label={copy.agents.statuses[row.status]}
                  />
                </td>
                <td className={cn(bodyCell, 'min-w-28')}>
                  <time dateTime={row.created_at}>{formatTime(row.created_at)}</time>
                </td>
                <td className={cn(bodyCell, 'max-w-60 break-words')}>
                  {row.decided_by ? copy.agents.decidedBy(row.decided_by, row.decision_reason) : copy.agents.nobody}
                </td>
                {canDecide ? (
                  <td className={bodyCell}>
                    {row.status === 'pending' ? (
                      <div className="flex flex-col items-stretch gap-2 desktop:flex-row desktop:items-center">
                        <Button
                          size="sm"
                          aria-label={copy.agents.approveMember(row.member_account)}
                          aria-disabled={deciding !== null || undefined}
                          onClick={() => {
                            if (deciding === null) onApprove(row)
                          }}
                        >
                          {copy.agents.approve}
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={copy.agents.rejectMember(row.member_account)}
                          aria-disabled={deciding !== null || undefined}
                          onClick={() => {
                            if (deciding === null) onReject(row)
                          }}
                        >
                          {copy.agents.reject}
                        </Button>
                        {busy ? (
                          <span role="status" className="text-xs whitespace-nowrap text-muted-foreground">
                            {copy.agents.deciding}
                          </span>
                        ) : null}
                      </div>
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
