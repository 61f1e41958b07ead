import { cva } from 'class-variance-authority'
import { useText } from '../../text/text-provider.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { StatusPanel } from '../../primitives/status-panel/status-panel.tsx'

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
}

/** One announcement's card (tighter on a phone). */
export const announcementItemVariants = cva(
  'rounded-lg border border-border bg-card p-3 text-card-foreground desktop:p-4',
)

/**
 * The member centre's InfoCenter/Announcement page: the operator's announcements
 * (those of the marquee meant for members), newest state from the caller.
 * Pure: the container loads them and formats the dates.
 */
export function AnnouncementList({ status, items, onRetry }: AnnouncementListProps) {
  const { t } = useText()
  return (
    <StatusPanel
      status={status === 'idle' ? (items.length === 0 ? 'empty' : 'ready') : status}
      loadingLabel={t('announcement_list.loading')}
      placeholder={
        <div aria-hidden="true" className="flex flex-col gap-3">
          {[0, 1, 2].map((row) => (
            <div key={row} className={announcementItemVariants()}>
              <Skeleton className="h-3 w-32" />
              <Skeleton className="mt-2 h-4 w-full" />
              <Skeleton className="mt-1.5 h-4 w-3/4" />
            </div>
          ))}
        </div>
      }
      errorTitle={t('announcement_list.error_title')}
      errorBody={t('announcement_list.error')}
      onRetry={onRetry}
      emptyTitle={t('announcement_list.empty_title')}
      emptyBody={t('announcement_list.empty')}
    >
      <ul data-slot="announcement-list" className="flex flex-col gap-3">
        {items.map((item) => (
          <li key={item.id} data-slot="announcement-item" className={announcementItemVariants()}>
            <p data-slot="announcement-date" className="text-xs text-muted-foreground tabular-nums">
              {item.date}
            </p>
            <p data-slot="announcement-content" className="mt-1 text-sm break-words whitespace-pre-line">
              {item.content}
            </p>
          </li>
        ))}
      </ul>
    </StatusPanel>
  )
}
