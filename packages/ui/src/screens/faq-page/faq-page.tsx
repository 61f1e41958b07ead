import { cva } from 'class-variance-authority'
import { useId, useState, type ComponentProps, type MouseEvent, type ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import type { Layout } from '../../lib/theme.ts'
import { useText } from '../../text/text-provider.tsx'
import { RichText } from '../../primitives/rich-text/rich-text.tsx'
import { Button } from '../../primitives/button/button.tsx'
import {
  BackButton,
  LoadingNotice,
  PageError,
  PageHeader,
  pageVariants,
} from '../../components/page-shell/page-parts.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { StatusMessage } from '../../primitives/status-message/status-message.tsx'

export interface FaqEntry {
  /** Question id; its page is `hrefFor(id)`. */
  id: number
  /** Key of the question's group; entries of one group are listed together. */
  group: string
  /** Heading of the group, already translated. */
  groupTitle: string
  /** The question. */
  title: string
}

export type FaqPageStatus = 'loading' | 'ready' | 'error'

export interface FaqPageProps extends Omit<ComponentProps<'section'>, 'onSelect'> {
  /** `desktop`: questions on the left, the answer on the right; `mobile`: the list, or the answer with a back button. */
  layout: Layout
  /** `loading` shows skeletons, `error` a message (and retry), `ready` the questions. */
  status: FaqPageStatus
  /** Error text, already translated; defaults to `pages.faq.error`. */
  errorMessage?: string
  /** Called when a person asks to retry after an error. Without it no retry button is shown. */
  onRetry?: () => void
  /** Every question, in display order; groups appear in the order of their first question. */
  entries: readonly FaqEntry[]
  /** The question of `/faq/{id}`, whose answer is shown. */
  selectedId?: number
  /** Answer of the selected question as HTML ALREADY SANITISED by the caller. Without it the answer shows as loading. */
  detailHtml?: string
  /** The address of a question's page; each question is a link to it. */
  hrefFor: (id: number) => string
  /** Called when a person follows a question. Call `event.preventDefault()` to route on the client. */
  onSelect: (id: number, event: MouseEvent<HTMLAnchorElement>) => void
  /** Called from the back button of the mobile answer view. Without it no back button is shown. */
  onBack?: () => void
  /** Text of the search box (controlled). Leave it out and the page keeps the text itself. */
  query?: string
  /** Called as a person types in the search box. */
  onQueryChange?: (query: string) => void
}

/** Whether a question's title matches the search: case-insensitive substring, surrounding spaces ignored. */
export function matchesFaqQuery(title: string, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase()
  return needle === '' || title.toLocaleLowerCase().includes(needle)
}

export interface FaqGroup {
  key: string
  title: string
  entries: readonly FaqEntry[]
}

/** The questions matching `query`, grouped in the order each group first appears. Groups left empty are dropped. */
export function groupFaqEntries(entries: readonly FaqEntry[], query = ''): FaqGroup[] {
  const groups = new Map<string, { key: string; title: string; entries: FaqEntry[] }>()
  for (const entry of entries) {
    if (!matchesFaqQuery(entry.title, query)) continue
    const group = groups.get(entry.group)
    if (group) group.entries.push(entry)
    else groups.set(entry.group, { key: entry.group, title: entry.groupTitle, entries: [entry] })
  }
  return [...groups.values()]
}

const columnsVariants = cva('grid items-start', {
  variants: {
    layout: { desktop: 'grid-cols-[minmax(15rem,20rem)_minmax(0,1fr)] gap-6', mobile: 'grid-cols-1 gap-4' },
  },
})

const questionVariants = cva(
  [
    'flex w-full items-center gap-2 rounded-lg px-3 text-left break-words text-foreground transition-colors',
    'outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring',
    'aria-[current=page]:bg-primary aria-[current=page]:font-medium aria-[current=page]:text-primary-foreground',
  ],
  { variants: { layout: { desktop: 'min-h-10 py-2 text-sm', mobile: 'min-h-12 py-2.5 text-[0.9375rem]' } } },
)

const panelClass = 'rounded-xl border bg-card text-card-foreground shadow-sm'

const SLOT = 'faq-page'

/**
 * The FAQ page (`/faq`) and a question's answer (`/faq/{id}`), with a search
 * box that filters questions by title. Presentational: the caller owns
 * `status` and `selectedId`, and routes on `onSelect` (every question is a real
 * link to `hrefFor(id)`) and `onBack`.
 */
export function FaqPage({
  layout,
  status,
  errorMessage,
  onRetry,
  entries,
  selectedId,
  detailHtml,
  hrefFor,
  onSelect,
  onBack,
  query,
  onQueryChange,
  className,
  ...props
}: FaqPageProps) {
  const { t } = useText()
  const titleId = useId()
  const [ownQuery, setOwnQuery] = useState('')
  const search = query ?? ownQuery
  const setSearch = (value: string) => {
    if (query === undefined) setOwnQuery(value)
    onQueryChange?.(value)
  }
  const detail = selectedId !== undefined
  const selected = detail ? entries.find((entry) => entry.id === selectedId) : undefined
  const state =
    status !== 'ready'
      ? status
      : entries.length === 0
        ? 'empty'
        : detail
          ? selected
            ? 'detail'
            : 'not-found'
          : 'ready'
  // On mobile the answer replaces the list; on desktop both show side by side.
  const answerOnly = layout === 'mobile' && detail

  const answer = selected ? (
    <Answer entry={selected} detailHtml={detailHtml} layout={layout} />
  ) : detail ? (
    <StatusMessage
      slot={SLOT}
      layout={layout}
      tone="empty"
      title={t('pages.faq.not_found_title')}
      body={t('pages.faq.not_found')}
    />
  ) : (
    <Prompt layout={layout} />
  )

  let content: ReactNode
  if (status === 'loading') {
    content = <LoadingView layout={layout} answerOnly={answerOnly} />
  } else if (status === 'error') {
    content = (
      <PageError
        slot={SLOT}
        layout={layout}
        title={t('pages.faq.error_title')}
        body={errorMessage ?? t('pages.faq.error')}
        onRetry={onRetry}
      />
    )
  } else if (entries.length === 0) {
    content = (
      <StatusMessage
        slot={SLOT}
        layout={layout}
        tone="empty"
        title={t('pages.faq.empty_title')}
        body={t('pages.faq.empty')}
      />
    )
  } else if (answerOnly) {
    content = answer
  } else {
    const questions = (
      <Questions
        entries={entries}
        search={search}
        onSearchChange={setSearch}
        selectedId={selectedId}
        layout={layout}
        hrefFor={hrefFor}
        onSelect={onSelect}
      />
    )
    content =
      layout === 'desktop' ? (
        <div data-slot={`${SLOT}-columns`} className={columnsVariants({ layout })}>
          {questions}
          <div data-slot={`${SLOT}-answer-pane`} className="min-w-0">
            {answer}
          </div>
        </div>
      ) : (
        questions
      )
  }

  return (
    <section
      data-slot={SLOT}
      data-layout={layout}
      data-state={state}
      aria-labelledby={titleId}
      aria-busy={status === 'loading' || undefined}
      className={cn(pageVariants({ layout }), className)}
      {...props}
    >
      <PageHeader slot={SLOT} layout={layout} titleId={titleId} title={t('pages.faq.title')} />
      {answerOnly && onBack ? (
        <BackButton slot={SLOT} layout={layout} label={t('pages.faq.back')} onBack={onBack} />
      ) : null}
      {content}
    </section>
  )
}

interface QuestionsProps {
  entries: readonly FaqEntry[]
  search: string
  onSearchChange: (value: string) => void
  selectedId: number | undefined
  layout: Layout
  hrefFor: (id: number) => string
  onSelect: (id: number, event: MouseEvent<HTMLAnchorElement>) => void
}

/** The search box and the grouped questions it filters. */
function Questions({ entries, search, onSearchChange, selectedId, layout, hrefFor, onSelect }: QuestionsProps) {
  const { t } = useText()
  const searchId = useId()
  const groupId = useId()
  const searching = search.trim() !== ''
  const groups = groupFaqEntries(entries, search)
  const count = groups.reduce((sum, group) => sum + group.entries.length, 0)

  return (
    <div
      data-slot={`${SLOT}-questions`}
      className={cn('flex min-w-0 flex-col gap-4', layout === 'desktop' && cn(panelClass, 'p-3'))}
    >
      <div role="search" data-slot={`${SLOT}-search`} className="relative">
        <label htmlFor={searchId} className="sr-only">
          {t('pages.faq.search_label')}
        </label>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <input
          id={searchId}
          data-slot={`${SLOT}-search-input`}
          type="search"
          value={search}
          placeholder={t('pages.faq.search_placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => onSearchChange(event.target.value)}
          className={cn(
            'h-10 w-full rounded-lg border bg-background pr-3 pl-9 text-sm text-foreground',
            'placeholder:text-muted-foreground',
            'outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40',
          )}
        />
      </div>
      <p data-slot={`${SLOT}-results`} role="status" className="sr-only">
        {searching ? t('pages.faq.results', { count }) : ''}
      </p>
      {groups.length === 0 ? (
        <StatusMessage
          slot={SLOT}
          layout="mobile"
          tone="empty"
          title={t('pages.faq.no_results_title')}
          body={t('pages.faq.no_results', { query: search.trim() })}
          action={
            <Button data-slot={`${SLOT}-clear-search`} variant="outline" size="sm" onClick={() => onSearchChange('')}>
              {t('pages.faq.clear_search')}
            </Button>
          }
        />
      ) : (
        <nav
          data-slot={`${SLOT}-nav`}
          aria-label={t('pages.faq.questions')}
          className={cn('flex flex-col', layout === 'desktop' ? 'gap-4' : 'gap-5')}
        >
          {groups.map((group, index) => (
            <div key={group.key} data-slot={`${SLOT}-group`} className="flex flex-col gap-1">
              <h2
                id={`${groupId}-${index}`}
                data-slot={`${SLOT}-group-title`}
                className="px-3 text-xs font-semibold tracking-wide break-words text-muted-foreground uppercase"
              >
                {group.title}
              </h2>
              <ul
                aria-labelledby={`${groupId}-${index}`}
                className={cn('flex flex-col', layout === 'desktop' ? 'gap-0.5' : cn(panelClass, 'divide-y p-1'))}
              >
                {group.entries.map((entry) => (
                  <li key={entry.id} data-slot={`${SLOT}-item`}>
                    <a
                      href={hrefFor(entry.id)}
                      data-slot={`${SLOT}-question`}
                      aria-current={entry.id === selectedId ? 'page' : undefined}
                      onClick={(event) => onSelect(entry.id, event)}
                      className={questionVariants({ layout })}
                    >
                      <span className="min-w-0 flex-1">{entry.title}</span>
                      {layout === 'mobile' ? <ChevronIcon /> : null}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      )}
    </div>
  )
}

function Answer({ entry, detailHtml, layout }: { entry: FaqEntry; detailHtml: string | undefined; layout: Layout }) {
  const { t } = useText()
  const titleId = useId()
  return (
    <article
      data-slot={`${SLOT}-answer`}
      aria-labelledby={titleId}
      aria-busy={detailHtml === undefined || undefined}
      className={cn(panelClass, 'flex flex-col', layout === 'desktop' ? 'gap-2 p-6' : 'gap-1.5 p-4')}
    >
      <p data-slot={`${SLOT}-answer-group`} className="text-xs font-medium break-words text-primary">
        {entry.groupTitle}
      </p>
      <h2
        id={titleId}
        data-slot={`${SLOT}-answer-title`}
        className={cn('font-bold break-words', layout === 'desktop' ? 'text-xl' : 'text-lg')}
      >
        {entry.title}
      </h2>
      {detailHtml !== undefined ? (
        <RichText data-slot={`${SLOT}-answer-body`} className="mt-2" sanitizedHtml={detailHtml} />
      ) : (
        <div data-slot={`${SLOT}-answer-loading`} className="mt-2 flex flex-col gap-2.5">
          <LoadingNotice label={t('pages.faq.answer_loading')} />
          <Skeleton className="h-3.5 w-full" />
          <Skeleton className="h-3.5 w-full" />
          <Skeleton className="h-3.5 w-3/4" />
        </div>
      )}
    </article>
  )
}

/** Desktop, before a question is picked. */
function Prompt({ layout }: { layout: Layout }) {
  const { t } = useText()
  return (
    <div
      data-slot={`${SLOT}-prompt`}
      className={cn(
        'flex min-h-64 flex-col items-center justify-center gap-2 rounded-xl border border-dashed text-center',
        layout === 'desktop' ? 'px-8 py-12' : 'px-5 py-8',
      )}
    >
      <span
        aria-hidden="true"
        className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-xl font-bold text-primary"
      >
        ?
      </span>
      <p className="font-semibold text-foreground">{t('pages.faq.pick_title')}</p>
      <p className="max-w-sm text-sm text-muted-foreground">{t('pages.faq.pick')}</p>
    </div>
  )
}

function LoadingView({ layout, answerOnly }: { layout: Layout; answerOnly: boolean }) {
  const { t } = useText()
  const list = (
    <div
      aria-hidden="true"
      className={cn('flex flex-col gap-3', layout === 'desktop' && cn(panelClass, 'p-3 shadow-none'))}
    >
      <Skeleton className="h-10 w-full rounded-lg" />
      {[0, 1].map((group) => (
        <div key={group} className="flex flex-col gap-2 pt-2">
          <Skeleton className="h-3 w-1/3" />
          <Skeleton className={layout === 'desktop' ? 'h-8 w-full' : 'h-12 w-full'} />
          <Skeleton className={layout === 'desktop' ? 'h-8 w-5/6' : 'h-12 w-full'} />
          <Skeleton className={layout === 'desktop' ? 'h-8 w-full' : 'h-12 w-full'} />
        </div>
      ))}
    </div>
  )
  const answer = (
    <div aria-hidden="true" className={cn(panelClass, 'flex flex-col gap-3 p-6 shadow-none')}>
      <Skeleton className="h-3 w-1/4" />
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="mt-2 h-3.5 w-full" />
      <Skeleton className="h-3.5 w-full" />
      <Skeleton className="h-3.5 w-4/5" />
    </div>
  )
  return (
    <div data-slot={`${SLOT}-loading`} className={columnsVariants({ layout })}>
      <LoadingNotice label={t('pages.faq.loading')} />
      {answerOnly ? (
        answer
      ) : layout === 'desktop' ? (
        <>
          {list}
          {answer}
        </>
      ) : (
        list
      )}
    </div>
  )
}

function ChevronIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-4 shrink-0 opacity-60"
    >
      <path d="m9 18 6-6-6-6" />
    </svg>
  )
}
