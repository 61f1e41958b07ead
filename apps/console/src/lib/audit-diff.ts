/** One field of an audit entry's target, before and after the change. */
export interface AuditDiffRow {
  field: string
  /** The value as text; undefined when the field was absent on that side. */
  before: string | undefined
  after: string | undefined
  changed: boolean
}

type Snapshot = Readonly<Record<string, unknown>> | null

/** A value as an operator reads it: text as it is, anything else as JSON. */
export function valueText(value: unknown): string {
  if (typeof value === 'string') return value
  if (value === undefined) return ''
  return JSON.stringify(value, null, 2) ?? String(value)
}

/**
 * The fields of `before` and `after` side by side, in the order they first appear (before's first), each marked
 * `changed` when the two sides differ (a field only one side has counts as changed).
 */
export function auditDiff(before: Snapshot, after: Snapshot): AuditDiffRow[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
  return fields.map((field) => {
    const had = before !== null && Object.hasOwn(before, field)
    const has = after !== null && Object.hasOwn(after, field)
    const changed = had !== has || JSON.stringify(before?.[field]) !== JSON.stringify(after?.[field])
    return {
      field,
      before: had ? valueText(before[field]) : undefined,
      after: has ? valueText(after[field]) : undefined,
      changed,
    }
  })
}
