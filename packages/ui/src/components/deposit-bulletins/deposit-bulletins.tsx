import { cva } from 'class-variance-authority'
import { useId, type ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { RichText } from '../../primitives/rich-text/rich-text.tsx'

/** One member bulletin of the deposit page (`display_location` 3). */
export interface DepositBulletinEntry {
  id: number
  title: string
  /** HTML ALREADY SANITISED by the caller (the site runs DOMPurify on server content). */
  html: string
}

export interface DepositBulletinsProps extends Omit<ComponentProps<'section'>, 'children'> {
  entries: readonly DepositBulletinEntry[]
}

export const depositBulletinsVariants = cva(
  'flex w-full flex-col gap-2 rounded-2xl border border-primary/30 bg-primary/5 p-4 text-foreground desktop:gap-3 desktop:p-5',
)

/**
 * The deposit page's bulletins (spec section 7: `/arks/web/bulletin/member`
 * with `display_location` 3), shown on the page above the deposit form.
 * Nothing at all when there are none.
 */
export function DepositBulletins({ entries, className, ...props }: DepositBulletinsProps) {
  const { t } = useText()
  const titleId = useId()
  if (entries.length === 0) return null
  return (
    <section
      data-slot="deposit-bulletins"
      aria-labelledby={titleId}
      className={cn(depositBulletinsVariants(), className)}
      {...props}
    >
      <h2 id={titleId} className="text-sm font-semibold desktop:text-base">
        {t('deposit_notice.title')}
      </h2>
      {entries.map((entry) => (
        <article
          key={entry.id}
          data-slot="deposit-bulletins-item"
          aria-labelledby={`${titleId}-${entry.id}`}
          className="flex flex-col gap-1 rounded-xl bg-card p-3"
        >
          <h3 id={`${titleId}-${entry.id}`} className="text-sm font-semibold break-words">
            {entry.title}
          </h3>
          <RichText sanitizedHtml={entry.html} />
        </article>
      ))}
    </section>
  )
}
