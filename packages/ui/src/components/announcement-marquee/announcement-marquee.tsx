import { cva } from 'class-variance-authority'
import type { ComponentProps, CSSProperties } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { AnnouncementIcon } from '../../primitives/icon/icon.tsx'

export interface AnnouncementItem {
  /** Announcement id. */
  id: number | string
  /** Plain text of the announcement (not HTML). */
  content: string
}

export interface AnnouncementMarqueeProps extends ComponentProps<'section'> {
  /** Announcements in display order (the caller sorts and filters by login state). */
  items: readonly AnnouncementItem[]
  /** Opens the bulletin history; without it no button is shown. */
  onOpen?: () => void
  /** Scroll speed in pixels per second, roughly; the duration follows the text length. */
  speed?: number
}

const barVariants = cva([
  'flex h-9 w-full items-center gap-2 overflow-hidden rounded-lg border bg-card pr-1 pl-2.5 text-[0.8125rem]',
  'text-card-foreground shadow-sm desktop:h-11 desktop:gap-3 desktop:rounded-xl desktop:pr-1.5 desktop:pl-3 desktop:text-sm',
  // Reduced motion shows a static list: the bar grows to hold it (on desktop too, whose height comes later in the sheet).
  'motion-reduce:h-auto motion-reduce:py-1.5 desktop:motion-reduce:h-auto',
])

/** An average glyph is about this many pixels wide at the marquee's size; used to derive the duration. */
const CHAR_WIDTH = 8

/**
 * A scrolling line of announcements (CSS animation). It pauses while hovered;
 * under `prefers-reduced-motion` it does not move and shows a static list.
 * Screen readers always read the static list, never the moving copy.
 * Empty: the same bar with a quiet note, so the layout does not shift.
 * Smaller on the mobile layout.
 */
export function AnnouncementMarquee({
  items,
  onOpen,
  speed = 60,
  className,
  style,
  ...props
}: AnnouncementMarqueeProps) {
  const { t } = useText()
  const characters = items.reduce((sum, item) => sum + item.content.length + 8, 0)
  const duration = Math.max(12, Math.round((characters * CHAR_WIDTH) / speed))

  return (
    <section
      data-slot="announcement-marquee"
      data-state={items.length === 0 ? 'empty' : 'ready'}
      aria-label={t('announcement.label')}
      className={cn(barVariants(), className)}
      style={{ ...style, '--marquee-duration': `${duration}s` } as CSSProperties}
      {...props}
    >
      <span data-slot="announcement-marquee-icon" aria-hidden="true" className="shrink-0 text-primary">
        <AnnouncementIcon className="size-4 desktop:size-5" />
      </span>

      {items.length === 0 ? (
        <p data-slot="announcement-marquee-empty" className="min-w-0 flex-1 truncate text-muted-foreground">
          {t('announcement.empty')}
        </p>
      ) : (
        <div
          data-slot="announcement-marquee-viewport"
          className="group/marquee relative min-w-0 flex-1 overflow-hidden mask-x-from-95% mask-x-to-100% motion-reduce:mask-none"
        >
          <ul
            data-slot="announcement-marquee-list"
            className="sr-only motion-reduce:not-sr-only motion-reduce:flex motion-reduce:flex-col motion-reduce:gap-0.5"
          >
            {items.map((item) => (
              <li key={item.id} className="motion-reduce:truncate">
                {item.content}
              </li>
            ))}
          </ul>
          <div
            data-slot="announcement-marquee-track"
            aria-hidden="true"
            className="flex w-max animate-marquee group-hover/marquee:[animation-play-state:paused] motion-reduce:hidden"
          >
            {[0, 1].map((copy) => (
              <div key={copy} className="flex shrink-0">
                {items.map((item) => (
                  <span key={item.id} className="flex shrink-0 items-center pr-16 whitespace-nowrap">
                    {item.content}
                  </span>
                ))}
              </div>
            ))}
          </div>
        </div>
      )}

      {onOpen ? (
        <button
          type="button"
          data-slot="announcement-marquee-open"
          onClick={onOpen}
          className={cn(
            'shrink-0 rounded-lg font-medium text-primary transition-colors hover:bg-muted',
            'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
            'h-7 px-2 text-xs desktop:h-8 desktop:px-3 desktop:text-sm',
          )}
        >
          {t('announcement.more')}
        </button>
      ) : null}
    </section>
  )
}
