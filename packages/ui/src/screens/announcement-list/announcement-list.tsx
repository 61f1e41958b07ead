import { cva } from 'class-variance-authority'
import type { Layout } from '../../lib/theme.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { StatusMessage } from '../../primitives/status-message/status-message.tsx'

export interface AnnouncementView {
  /** Announcement id. */
  id: number | string
  /** When it was published, already formatted for display in the site's time zone. */
  date: string
  /** The operator's text, plain (line breaks kept). */
  content: string
}

export interface AnnouncementListProps {
  /** `loading` shows placeholders, `error` a retry; `idle` the announcements (or the empty state). */
  status: 'idle' | 'loading' | 'error'
  /** The announcements the member may see, in the operator's order. */
  items: readonly AnnouncementView[]
  /** Asks for the list again after an error. */
  onRetry: () => void
  layout?: Layout
}

export const announcementItemVariants = cva('rounded-lg border border-border bg-card text-card-foreground', {
  variants: { layout: { desktop: 'p-4', mobile: 'p-3' } },
})

/**
 * The member centre's InfoCenter/Announcement page: the operator's announcements
 * (those of the marquee meant for members), newest state from the caller.
 * Pure: the container loads them and formats the dates.
 */
export function AnnouncementList({ status, items, onRetry, layout = 'desktop' }: AnnouncementListProps) {
  const { t } = useText()
  if (status === 'loading') {
    return (
      <div data-slot="announcement-list-loading" aria-busy="true" className="flex flex-col gap-3">
        <span role="status" className="sr-only">
          {t('announcement_list.loading')}
        </span>
        {[0, 1, 2].map((row) => (
          <div key={row} className={announcementItemVariants({ layout })}>
            <Skeleton className="h-3 w-32" />
            <Skeleton className="mt-2 h-4 w-full" />
            <Skeleton className="mt-1.5 h-4 w-3/4" />
          </div>
        ))}
      </div>
    )
  }
  if (status === 'error') {
    return (
      <StatusMessage
        slot="announcement-list"
        layout={layout}
        tone="error"
        title={t('announcement_list.error_title')}
        body={t('announcement_list.error')}
        action={
          <Button data-slot="announcement-list-retry" size={layout === 'mobile' ? 'sm' : 'md'} onClick={onRetry}>
            {t('common.retry')}
          </Button>
        }
      />
    )
  }
  if (items.length === 0) {
    return (
      <StatusMessage
        slot="announcement-list"
        layout={layout}
        tone="empty"
        title={t('announcement_list.empty_title')}
        body={t('announcement_list.empty')}
      />
    )
  }
  return (
    <ul data-slot="announcement-list" data-layout={layout} className="flex flex-col gap-3">
      {items.map((item) => (
        <li key={item.id} data-slot="announcement-item" className={announcementItemVariants({ layout })}>
          <p data-slot="announcement-date" className="text-xs text-muted-foreground tabular-nums">
            {item.date}
          </p>
          <p data-slot="announcement-content" className="mt-1 text-sm break-words whitespace-pre-line">
            {item.content}
          </p>
        </li>
      ))}
    </ul>
  )
}
