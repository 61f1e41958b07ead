import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button, buttonVariants } from '../button/button.tsx'
import { NextIcon, PreviousIcon } from '../icon/icon.tsx'

/** The page count of `total` rows, `pageSize` a page; at least 1. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)))
}

/**
 * The pages a numbered pager shows: the first, the last, `siblings` either side of `page`, and `'ellipsis'` for
 * each run left out (a run of one page is shown instead, so the row keeps its length).
 */
export function paginationRange(page: number, pageCount: number, siblings = 1): (number | 'ellipsis')[] {
  const count = Math.max(1, pageCount)
  const current = Math.min(Math.max(1, page), count)
  // first, last, current, the siblings and two ellipses
  if (count <= 5 + siblings * 2) return Array.from({ length: count }, (_, index) => index + 1)
  let start = Math.max(2, current - siblings)
  let end = Math.min(count - 1, current + siblings)
  if (start <= 3) start = 2
  if (end >= count - 2) end = count - 1
  // keep the row the same length wherever the current page is
  const inner = siblings * 2 + 3
  if (start === 2) end = Math.max(end, inner)
  if (end === count - 1) start = Math.min(start, count - inner + 1)
  const range: (number | 'ellipsis')[] = [1]
  if (start > 2) range.push('ellipsis')
  for (let value = start; value <= end; value++) range.push(value)
  if (end < count - 1) range.push('ellipsis')
  range.push(count)
  return range
}

interface PageCount {
  /** The number of pages; or give `total` and `pageSize`. */
  pageCount?: number
  /** Rows in every page, with `pageSize`, when `pageCount` is not given. */
  total?: number
  /** Rows a page. */
  pageSize?: number
}

export type PaginationProps = Omit<ComponentProps<'nav'>, 'children' | 'aria-label'> &
  PageCount & {
    /** The pager's name, e.g. "Record pages". */
    'aria-label': string
    /** The page shown, from 1. */
    page: number
    /** Called with the page to show. */
    onPage: (page: number) => void
    /**
     * `compact`: previous, "Page 2 of 7", next (the record lists). `numbered`: previous, page buttons, next.
     * `icons`: `compact` with chevron icon buttons (named by the labels) and a short status, e.g. "2 / 7" (a dialog's
     * footer: the bulletin).
     */
    variant?: 'compact' | 'numbered' | 'icons'
    /** Pages either side of the current one in the `numbered` variant. */
    siblings?: number
    /** The previous button's text; "Previous page" by default. */
    previousLabel?: string
    /** The next button's text; "Next page" by default. */
    nextLabel?: string
    /** "Page 2 of 7" by default: the compact status and the page buttons' names. */
    pageLabel?: (page: number, pageCount: number) => string
  }

const pagerButton = buttonVariants({ variant: 'outline', size: 'sm' })

/**
 * Previous / next pages for a list; `numbered` adds a button per page.
 *
 * Pagination: previous / next buttons around the page shown, for a list the caller pages.
 *
 * Contract
 * - MUST be a `<nav>` with a name (`aria-label`, e.g. "Record pages"): a page may hold several.
 * - MUST give every button an accessible name: "Previous page", "Next page" (or the caller's labels) and, in the
 *   `numbered` variant, each page "Page 3 of 7" with `aria-current="page"` on the page shown.
 * - MUST disable previous on the first page and next on the last, and MUST NOT call `onPage` with a page outside
 *   1…pageCount or with the page already shown. It holds no state: the caller owns `page` and fetches.
 * - The `compact` and `icons` variants announce the page it moved to ("Page 2 of 7", `aria-live="polite"`).
 * - MUST keep its own `data-slot` (`pagination`, `pagination-previous`, `pagination-next`, `pagination-status`,
 *   `pagination-item`, `pagination-ellipsis`); a caller MUST NOT pass `data-slot` and hides or places the pager
 *   with `className` (`justify-between desktop:justify-end`).
 * - `pageCount` is given, or `total` rows and `pageSize`; it is at least 1.
 */
export function Pagination({
  page,
  pageCount,
  total,
  pageSize,
  onPage,
  variant = 'compact',
  siblings = 1,
  previousLabel,
  nextLabel,
  pageLabel,
  className,
  ...props
}: PaginationProps) {
  const { t } = useText()
  const pages = pageCount === undefined ? pageCountOf(total ?? 0, pageSize ?? 1) : Math.max(1, pageCount)
  const current = Math.min(Math.max(1, page), pages)
  const labelOf = pageLabel ?? ((value: number, count: number) => t('fund.page', { page: value, pages: count }))
  const icons = variant === 'icons'
  const go = (next: number) => {
    if (next >= 1 && next <= pages && next !== current) onPage(next)
  }
  return (
    <nav
      data-slot="pagination"
      data-variant={variant}
      className={cn('flex items-center justify-center', icons ? 'gap-1' : 'gap-2', className)}
      {...props}
    >
      {icons ? (
        <Button
          variant="ghost"
          size="icon"
          data-slot="pagination-previous"
          aria-label={previousLabel ?? t('fund.prev_page')}
          disabled={current <= 1}
          onClick={() => go(current - 1)}
        >
          <PreviousIcon strokeWidth={2.25} />
        </Button>
      ) : (
        <button
          type="button"
          data-slot="pagination-previous"
          className={pagerButton}
          disabled={current <= 1}
          onClick={() => go(current - 1)}
        >
          {previousLabel ?? t('fund.prev_page')}
        </button>
      )}
      {variant !== 'numbered' ? (
        <span
          data-slot="pagination-status"
          aria-live="polite"
          className={cn('text-center text-sm text-muted-foreground tabular-nums', icons ? 'min-w-12' : 'min-w-24')}
        >
          {labelOf(current, pages)}
        </span>
      ) : (
        <ul data-slot="pagination-items" className="flex items-center gap-1">
          {paginationRange(current, pages, siblings).map((value, index) =>
            value === 'ellipsis' ? (
              <li
                key={`ellipsis-${index}`}
                data-slot="pagination-ellipsis"
                aria-hidden="true"
                className="flex size-8 items-center justify-center text-sm text-muted-foreground"
              >
                …
              </li>
            ) : (
              <li key={value}>
                <button
                  type="button"
                  data-slot="pagination-item"
                  aria-label={labelOf(value, pages)}
                  aria-current={value === current ? 'page' : undefined}
                  className={cn(
                    buttonVariants({ variant: value === current ? 'primary' : 'ghost', size: 'sm' }),
                    'min-w-8 px-2 tabular-nums',
                  )}
                  onClick={() => go(value)}
                >
                  {value}
                </button>
              </li>
            ),
          )}
        </ul>
      )}
      {icons ? (
        <Button
          variant="ghost"
          size="icon"
          data-slot="pagination-next"
          aria-label={nextLabel ?? t('fund.next_page')}
          disabled={current >= pages}
          onClick={() => go(current + 1)}
        >
          <NextIcon strokeWidth={2.25} />
        </Button>
      ) : (
        <button
          type="button"
          data-slot="pagination-next"
          className={pagerButton}
          disabled={current >= pages}
          onClick={() => go(current + 1)}
        >
          {nextLabel ?? t('fund.next_page')}
        </button>
      )}
    </nav>
  )
}
