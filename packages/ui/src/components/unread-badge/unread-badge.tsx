import { badgeText } from '@lobby/domain'
import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'

export const unreadBadgeVariants = cva(
  'inline-flex shrink-0 items-center justify-center rounded-full bg-destructive font-semibold text-destructive-foreground tabular-nums',
  {
    variants: {
      size: {
        /** On an icon: the header's letter button. */
        sm: 'h-4 min-w-4 px-1 text-[0.625rem] leading-none',
        /** Beside a heading. */
        md: 'h-5 min-w-5 px-1.5 text-xs leading-none',
      },
    },
    defaultVariants: { size: 'md' },
  },
)

export type UnreadBadgeProps = Omit<ComponentProps<'span'>, 'children'> &
  VariantProps<typeof unreadBadgeVariants> & {
    /** Unread letters; shown up to 99, then `99+` (`badgeText`). Nothing at all for 0. */
    count: number
  }

/** The count of unread letters in a small pill, named in full for assistive technology ("150 unread"). */
export function UnreadBadge({ count, size = 'md', className, ...props }: UnreadBadgeProps) {
  const { t } = useText()
  const text = badgeText(count)
  if (!text) return null
  return (
    <span
      data-slot="unread-badge"
      data-size={size}
      role="img"
      aria-label={t('letter.unread_count', { count: Math.floor(count) })}
      className={cn(unreadBadgeVariants({ size }), className)}
      {...props}
    >
      <span aria-hidden="true">{text}</span>
    </span>
  )
}
