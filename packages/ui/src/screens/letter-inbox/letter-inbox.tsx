import { DEFAULT_DATE_TIME_ZONE, LETTER_PAGE_SIZE, letterPageCount } from '@lobby/domain'
import { cva } from 'class-variance-authority'
import { useEffect, useId, useRef, useState, type ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { formatDateTime } from '../../lib/format-date-time.ts'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { StatusPanel } from '../../primitives/status-panel/status-panel.tsx'
import { UnreadBadge } from '../../components/unread-badge/unread-badge.tsx'
import { BackIcon } from '../../primitives/icon/icon.tsx'

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
              <nav
                data-slot="letter-inbox-pager"
                aria-label={t('letter.pages')}
                className="flex items-center justify-center gap-2"
              >
                <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
                  {t('letter.prev_page')}
                </Button>
                <span
                  data-slot="letter-inbox-page"
                  aria-live="polite"
                  className="min-w-24 text-center text-sm text-muted-foreground tabular-nums"
                >
                  {t('letter.page', { page, pages })}
                </span>
                <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
                  {t('letter.next_page')}
                </Button>
              </nav>
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

function LetterView({
  letter,
  onBack,
  onDelete,
}: {
  letter: Letter
  onBack: () => void
  onDelete: (id: number) => void
}) {
  const { t, locale } = useText()
  const titleId = useId()
  const confirmId = useId()
  const [confirming, setConfirming] = useState(false)
  const deleteButton = useRef<HTMLButtonElement>(null)

  return (
    <article data-slot="letter-inbox-letter" aria-labelledby={titleId} className="flex min-h-0 flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <Button variant="ghost" size="sm" className="-ml-2" onClick={onBack}>
          <BackIcon strokeWidth={2.25} />
          {t('letter.back')}
        </Button>
        <Button
          ref={deleteButton}
          variant="outline"
          size="sm"
          aria-expanded={confirming}
          aria-controls={confirming ? confirmId : undefined}
          onClick={() => setConfirming(true)}
        >
          {t('letter.delete')}
        </Button>
      </div>
      {confirming ? (
        <DeleteConfirm
          id={confirmId}
          onCancel={() => {
            setConfirming(false)
            deleteButton.current?.focus()
          }}
          onConfirm={() => onDelete(letter.id)}
        />
      ) : null}
      <header className="flex flex-col gap-1 border-b pb-3">
        <h3 id={titleId} className="text-base font-semibold break-words">
          {letter.title}
        </h3>
        <time
          dateTime={letter.created_at}
          data-slot="letter-inbox-letter-date"
          className="text-xs text-muted-foreground tabular-nums"
        >
          {formatDateTime(letter.created_at, DEFAULT_DATE_TIME_ZONE, locale, { zone: true })}
        </time>
      </header>
      <p data-slot="letter-inbox-letter-content" className="text-sm leading-6 break-words whitespace-pre-line">
        {letter.content}
      </p>
    </article>
  )
}

/** The delete's second step, in place: focus moves to Cancel, the safe choice. */
function DeleteConfirm({ id, onCancel, onConfirm }: { id: string; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useText()
  const questionId = useId()
  const cancel = useRef<HTMLButtonElement>(null)
  useEffect(() => cancel.current?.focus(), [])
  return (
    <div
      id={id}
      role="group"
      aria-labelledby={questionId}
      data-slot="letter-inbox-confirm"
      className="flex flex-col gap-3 rounded-xl border border-destructive/40 bg-destructive/10 p-3 desktop:flex-row desktop:items-center"
    >
      <p id={questionId} className="min-w-0 flex-1 text-sm font-medium text-foreground">
        {t('letter.delete_question')}
      </p>
      <div className="flex gap-2">
        <Button ref={cancel} variant="outline" size="sm" className="flex-1 desktop:flex-none" onClick={onCancel}>
          {t('letter.cancel')}
        </Button>
        <Button variant="destructive" size="sm" className="flex-1 desktop:flex-none" onClick={onConfirm}>
          {t('letter.delete_confirm')}
        </Button>
      </div>
    </div>
  )
}
