import type { AuditEntry } from '@lobby/api'
import { cn } from '@lobby/ui'
import { copy } from '../../copy.ts'
import { auditDiff } from '../../lib/audit-diff.ts'

/**
 * An audit entry's target before and after the change, field by field side by side; a changed field is tinted and
 * says "changed" (colour is never the only cue). A created target has no before, a removed one no after.
 */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  if (entry.before === null && entry.after === null) {
    return <p className="text-sm text-muted-foreground">{copy.audit.noData}</p>
  }
  const rows = auditDiff(entry.before, entry.after)
  return (
    <div data-slot="audit-changes" className="flex flex-col gap-2">
      {entry.before === null ? <p className="text-sm text-muted-foreground">{copy.audit.created}</p> : null}
      {entry.after === null ? <p className="text-sm text-muted-foreground">{copy.audit.removed}</p> : null}
      <table className="w-full table-fixed border-collapse overflow-hidden rounded-lg border text-sm">
        <caption className="sr-only">{copy.audit.diffCaption(entry.id)}</caption>
        <colgroup>
          <col className="w-48" />
          <col />
          <col />
        </colgroup>
        <thead>
          <tr className="border-b bg-muted text-xs text-muted-foreground">
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {copy.audit.field}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {copy.audit.before}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {copy.audit.after}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => (
            <tr
              key={row.field}
              data-slot="audit-change"
              data-state={row.changed ? 'changed' : 'same'}
              className={cn(row.changed && 'bg-warning/10')}
            >
              <th scope="row" className="px-3 py-2 text-start align-top font-medium break-words">
                {row.field}
                {row.changed ? ' ' : null}
                {row.changed ? (
                  <span className="ml-1 rounded-full border border-warning/50 px-1.5 text-xs font-normal">
                    {copy.audit.changed}
                  </span>
                ) : null}
              </th>
              <td className="px-3 py-2 align-top">
                <Value text={row.before} />
              </td>
              <td className="px-3 py-2 align-top">
                <Value text={row.after} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function Value({ text }: { text: string | undefined }) {
  if (text === undefined || text === '') {
    return (
      <span className="text-muted-foreground italic">
        {text === undefined ? copy.audit.absent : copy.audit.emptyText}
      </span>
    )
  }
  return <pre className="font-mono text-xs break-all whitespace-pre-wrap">{text}</pre>
}
