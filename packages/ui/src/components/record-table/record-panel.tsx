import { useId, type ComponentProps, type ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import { cardVariants } from '../../primitives/card/card.tsx'

/**
 * A member or agent centre panel's surface: the flat card, panel padding (mobile first); `gap` `sm` (3 → 4) for a
 * list, `md` (4 → 5) for a report.
 */
export const recordPanelVariants = ({ gap = 'sm' }: { gap?: 'sm' | 'md' } = {}) =>
  cardVariants({ variant: 'flat', padding: 'panel', gap })

export interface RecordPanelProps extends Omit<ComponentProps<'section'>, 'title'> {
  /** The panel's heading, already translated; it names the section. */
  title: string
  /** A line under the heading, already translated. */
  description?: ReactNode
  /** The space between the parts: `sm` (default) for a list, `md` for a report. */
  gap?: 'sm' | 'md'
  children: ReactNode
}

/**
 * The frame of a record screen in the member and agent centres (deposits and withdrawals, transactions, the
 * downline, friends and rewards, the operation reports): a section named by its heading, padded to the page's
 * layout. The screen gives its own `data-slot` and the filters and table inside.
 */
export function RecordPanel({ title, description, gap, children, className, ...props }: RecordPanelProps) {
  const titleId = useId()
  const heading = (
    <h2 id={titleId} className="text-base font-semibold desktop:text-lg">
      {title}
    </h2>
  )
  return (
    <section aria-labelledby={titleId} className={cn(recordPanelVariants({ gap }), className)} {...props}>
      {description ? (
        <div className="flex flex-col gap-1">
          {heading}
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  )
}
