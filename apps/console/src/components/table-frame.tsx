import { useCallback, useState, type ReactNode } from 'react'

/**
 * The box a wide table scrolls sideways in (a tablet held upright). While it scrolls it is a named, focusable
 * region, so the keyboard can scroll it too (axe: scrollable-region-focusable); otherwise it is a plain box.
 */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  const [scrollable, setScrollable] = useState(false)
  const frameRef = useCallback((frame: HTMLDivElement | null) => {
    if (!frame) return
    const measure = () => setScrollable(frame.scrollWidth > frame.clientWidth + 1)
    const observer = new ResizeObserver(measure)
    observer.observe(frame)
    if (frame.firstElementChild) observer.observe(frame.firstElementChild)
    measure()
    return () => observer.disconnect()
  }, [])
  return (
    <div
      ref={frameRef}
      data-slot="table-frame"
      role={scrollable ? 'region' : undefined}
      aria-label={scrollable ? label : undefined}
      tabIndex={scrollable ? 0 : undefined}
      className="overflow-x-auto rounded-xl border bg-card outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {children}
    </div>
  )
}

/** The cell classes of the console's tables (the ui record table's look). */
export const headCell =
  'bg-muted px-2 py-2.5 text-start text-xs font-semibold text-muted-foreground desktop:px-3 desktop:whitespace-nowrap'
export const bodyCell = 'px-2 py-2.5 desktop:px-3 align-middle text-sm text-foreground'

/** A table's header row: a column header per name. */
export function TableHead({ headers }: { headers: readonly string[] }) {
  return (
    <thead>
      <tr className="border-b">
        {headers.map((header) => (
          <th key={header} scope="col" className={headCell}>
            {header}
          </th>
        ))}
      </tr>
    </thead>
  )
}

/** The headers of a table whose last column (the actions) shows only for a role that may change the rows. */
export const headersOf = (columns: Readonly<Record<string, string>>, withActions: boolean): string[] =>
  withActions ? Object.values(columns) : Object.values(columns).slice(0, -1)
