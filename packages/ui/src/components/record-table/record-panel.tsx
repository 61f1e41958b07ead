import { useId, type ComponentProps, type ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import { cardVariants } from '../../primitives/card/card.tsx'

/** A member-centre panel's surface: the flat card, panel padding, small gaps (mobile first). */
export const recordPanelVariants = () => cardVariants({ variant: 'flat', padding: 'panel', gap: 'sm' })

export interface RecordPanelProps extends Omit<ComponentProps<'section'>, 'title'> {
  /** The panel's heading, already translated; it names the section. */
  title: string
  children: ReactNode
}

/**
 * The frame of a record screen in the member centre (deposits and withdrawals, transactions): a section named by
 * its heading, padded to the page's layout. The screen gives its own `data-slot` and the filters and table inside.
 */
export function RecordPanel({ title, children, className, ...props }: RecordPanelProps) {
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className={cn(recordPanelVariants(), className)} {...props}>
      <h2 id={titleId} className="text-base font-semibold desktop:text-lg">
        {title}
      </h2>
      {children}
    </section>
  )
}
