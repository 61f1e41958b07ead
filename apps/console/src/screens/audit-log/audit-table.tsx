import type { AuditEntry } from '@lobby/api'
import { OPERATOR_ROLES, type OperatorRole } from '@lobby/domain'
import { Button, cn } from '@lobby/ui'
import { Fragment, useState } from 'react'
import { bodyCell, headCell, TableFrame } from '../../components/table-frame.tsx'
import { copy } from '../../copy.ts'
import type { FormatInstant } from '../../lib/format.ts'
import { AuditChanges } from './audit-changes.tsx'

const columns = copy.audit.columns
const COLUMN_COUNT = 7

const roleText = (role: string) =>
  (OPERATOR_ROLES as readonly string[]).includes(role) ? copy.roles[role as OperatorRole] : role

/** The audit entries, newest first; each row opens to show its changes (`AuditChanges`) under it. */
export function AuditTable({
  rows,
  formatTime,
  initiallyOpen = [],
}: {
  rows: readonly AuditEntry[]
  formatTime: FormatInstant
  /** Entries shown open at first (a story's state). */
  initiallyOpen?: readonly number[]
}) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(initiallyOpen))
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current)
      if (!next.delete(id)) next.add(id)
      return next
    })
  return (
    <TableFrame label={copy.audit.caption}>
      <table data-slot="audit-table" className="w-full border-collapse">
        <caption className="sr-only">{copy.audit.caption}</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className={headCell}>
              {columns.when}
            </th>
            <th scope="col" className={headCell}>
              {columns.operator}
            </th>
            <th scope="col" className={headCell}>
              {columns.role}
            </th>
            <th scope="col" className={headCell}>
              {columns.action}
            </th>
            <th scope="col" className={headCell}>
              {columns.target}
            </th>
            <th scope="col" className={headCell}>
              {columns.address}
            </th>
            <th scope="col" className={headCell}>
              {columns.details}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((entry) => {
            const expanded = open.has(entry.id)
            const detailsId = `audit-entry-${entry.id}-changes`
            return (
              <Fragment key={entry.id}>
                <tr
                  data-slot="audit-row"
                  data-state={expanded ? 'open' : 'closed'}
                  className="border-t hover:bg-muted/50"
                >
                  <th scope="row" className={cn(bodyCell, 'text-start font-normal whitespace-nowrap')}>
                    <time dateTime={entry.created_at}>{formatTime(entry.created_at)}</time>
                  </th>
                  <td className={cn(bodyCell, 'font-medium')}>{entry.operator}</td>
                  <td className={bodyCell}>{roleText(entry.role)}</td>
                  <td className={cn(bodyCell, 'font-mono text-xs')}>{entry.action}</td>
                  <td className={bodyCell}>
                    <span className="text-muted-foreground">{entry.target_kind}</span>{' '}
                    <span className="tabular-nums">{entry.target_id}</span>
                  </td>
                  <td className={cn(bodyCell, 'font-mono text-xs')}>{entry.ip}</td>
                  <td className={bodyCell}>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-expanded={expanded}
                      aria-controls={expanded ? detailsId : undefined}
                      aria-label={expanded ? copy.audit.hideDetails(entry.id) : copy.audit.showDetails(entry.id)}
                      onClick={() => toggle(entry.id)}
                    >
                      {copy.audit.details}
                    </Button>
                  </td>
                </tr>
                {expanded ? (
                  <tr data-slot="audit-row-details" className="bg-background">
                    <td id={detailsId} colSpan={COLUMN_COUNT} className="px-3 pt-1 pb-4">
                      <AuditChanges entry={entry} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            )
          })}
        </tbody>
      </table>
    </TableFrame>
  )
}
