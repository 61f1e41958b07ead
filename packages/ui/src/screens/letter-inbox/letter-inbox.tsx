import { DEFAULT_DATE_TIME_ZONE, LETTER_PAGE_SIZE, letterPageCount } from '@lobby/domain'
import { cva } from 'class-variance-authority'
import { useId, type ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { formatDateTime } from '../../lib/format-date-time.ts'
import { Pagination } from '../../primitives/pagination/pagination.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { StatusPanel } from '../../primitives/status-panel/status-panel.tsx'
import { UnreadBadge } from '../../components/unread-badge/unread-badge.tsx'
import { LetterView } from './letter-view.tsx'

/** One letter, as the letter list gives it (spec section 3). */
export interface Letter {
  id: number
  title: string
  /** Plain text; line breaks are kept, markup is shown as text. */
  content: string
  /** ISO 8601; shown in America/Caracas. */
  created_at: string
  /** 1 once read. */
  is_read: 0 | 1
}

export interface LetterInboxProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** `loading`: skeleton rows; `error`: the message and retry; `ready`: the letters. */
  status: 'loading' | 'error' | 'ready'
  /** The letters of `page`, newest first. */
  letters: readonly Letter[]
  /** Unread letters in all pages; the badge by the heading. */
  unreadCount: number
  /** Letters in all pages; the pager shows when there are more than `pageSize`. */
  totalCount: number
  /** The page shown, from 1. */
  page: number
  /** Letters a page (`LETTER_PAGE_SIZE`). */
  pageSize?: number
  /** Called from previous / next with the page to load. */
  onPageChange: (page: number) => void
  /** Called when a letter is opened from the list; opening an unread letter is how it gets read. */
  onOpen: (id: number) => void
  /** Called once the delete of the letter shown is confirmed. */
  onDelete: (id: number) => void
  /** `error`: called from the retry button. */
  onRetry: () => void
  /** The letter shown in full, among `letters`; `null` (or one not in `letters`) shows the list. */
  selectedId?: number | null
  /** Called from the back button of the letter shown. */
  onBack: () => void
}

/** The inbox: the full width of the screen on mobile, a roomier panel (for a dialog) on desktop. */
export const letterInboxVariants = cva(
  'flex min-h-0 w-full flex-col gap-3 bg-card px-3 py-4 text-card-foreground desktop:gap-4 desktop:px-5 desktop:py-5',
)

const rowVariants = cva([
  'flex w-full items-start gap-3 text-left transition-colors outline-none',
  'hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
  'px-3 py-3 desktop:px-4',
])

/**
 * The member's letters (spec sections 3 and 9): a page of the list with the
 * unread ones in bold, one letter in full (its text as plain text, never
 * HTML) with a delete that asks first, previous / next pages, and the
 * loading, empty and error states. Props in, callbacks out: the caller
 * fetches, marks read on `onOpen`, deletes and pages.
 */
export function LetterInbox({
  status,
  letters,
  unreadCount,
  totalCount,
  page,
  pageSize = LETTER_PAGE_SIZE,
  onPageChange,
  onOpen,
  onDelete,
  onRetry,
  selectedId = null,
  onBack,
  className,
  ...props
}: LetterInboxProps) {
  const { t } = useText()
  const titleId = useId()
  const selected = status === 'ready' ? letters.find((letter) => letter.id === selectedId) : undefined
  const pages = letterPageCount(totalCount, pageSize)

  return (
    <section
      data-slot="letter-inbox"
      data-state={selected ? 'reading' : status}
      aria-labelledby={titleId}
      className={cn(letterInboxVariants(), className)}
      {...props}
    >
      <header data-slot="letter-inbox-header" className="flex items-center gap-2">
        <h2 id={titleId} className="text-base font-semibold desktop:text-lg">
          {t('letter.title')}
        </h2>
        <UnreadBadge count={unreadCount} />
      </header>

      <StatusPanel
        status={
          status === 'loading' ? 'loading' : status === 'error' ? 'error' : letters.length === 0 ? 'empty' : 'ready'
        }
        loadingLabel={t('letter.loading')}
        placeholder={<LetterSkeleton />}
        errorTitle={t('letter.error_title')}
        errorBody={t('letter.error')}
        onRetry={onRetry}
        retryLabel={t('letter.retry')}
        emptyTitle={t('letter.empty_title')}
        emptyBody={t('letter.empty')}
      >
        {selected ? (
          <LetterView key={selected.id} letter={selected} onBack={onBack} onDelete={onDelete} />
        ) : (
          <>
            <ul
              data-slot="letter-inbox-list"
              aria-label={t('letter.list')}
              className="flex min-h-0 flex-col divide-y overflow-y-auto desktop:rounded-xl desktop:border"
            >
              {letters.map((letter) => (
                <li key={letter.id} data-slot="letter-inbox-item" data-read={letter.is_read === 1}>
                  <LetterRow letter={letter} onOpen={onOpen} />
                </li>
              ))}
            </ul>
            {totalCount > pageSize ? (
              <Pagination
                aria-label={t('letter.pages')}
                page={page}
                pageCount={pages}
                onPage={onPageChange}
                previousLabel={t('letter.prev_page')}
                nextLabel={t('letter.next_page')}
                pageLabel={(value, count) => t('letter.page', { page: value, pages: count })}
              />
            ) : null}
          </>
        )}
      </StatusPanel>
    </section>
  )
}

/** Rows of placeholders while the letters load (StatusPanel announces the loading). */
function LetterSkeleton() {
  return (
    <div data-slot="letter-inbox-loading" className="flex flex-col divide-y rounded-xl border">
      {Array.from({ length: 5 }, (_, row) => (
        <div key={row} className={cn(rowVariants(), 'hover:bg-transparent')}>
          <Skeleton className="mt-1.5 size-2 shrink-0 rounded-full" />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3.5 w-full" />
          </div>
          <Skeleton className="h-3.5 w-20" />
        </div>
      ))}
    </div>
  )
}

function LetterRow({ letter, onOpen }: { letter: Letter; onOpen: (id: number) => void }) {
  const { t, locale } = useText()
  const unread = letter.is_read === 0
  return (
    <button type="button" data-slot="letter-inbox-open" className={rowVariants()} onClick={() => onOpen(letter.id)}>
      <span
        aria-hidden="true"
        data-slot="letter-inbox-dot"
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-destructive' : 'bg-transparent')}
      />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span
          data-slot="letter-inbox-item-title"
          className={cn('truncate text-sm', unread ? 'font-bold text-foreground' : 'font-normal text-muted-foreground')}
        >
          {unread ? <span className="sr-only">{t('letter.unread')}: </span> : null}
          {letter.title}
        </span>
        <span data-slot="letter-inbox-item-preview" className="truncate text-xs text-muted-foreground">
          {letter.content.replace(/\s+/g, ' ')}
        </span>
      </span>
      <time
        dateTime={letter.created_at}
        className="max-w-24 shrink-0 text-right text-xs text-muted-foreground tabular-nums desktop:max-w-none desktop:text-left"
      >
        {formatDateTime(letter.created_at, DEFAULT_DATE_TIME_ZONE, locale)}
      </time>
    </button>
  )
}
