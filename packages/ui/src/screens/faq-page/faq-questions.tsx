import { groupFaqEntries } from '@lobby/domain'
import { cva } from 'class-variance-authority'
import { useId, type MouseEvent } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { StatusMessage } from '../../primitives/status-message/status-message.tsx'
import type { FaqEntry } from './faq-page.tsx'
import { ExpandIcon, SearchIcon } from '../../primitives/icon/icon.tsx'

const questionVariants = cva([
  'flex min-h-12 w-full items-center gap-2 rounded-lg px-3 py-2.5 text-left text-[0.9375rem] break-words',
  'text-foreground transition-colors desktop:min-h-10 desktop:py-2 desktop:text-sm',
  'outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring',
  'aria-[current=page]:bg-primary aria-[current=page]:font-medium aria-[current=page]:text-primary-foreground',
])

/** A group's questions: a card of rows on a phone, a plain list inside the desktop panel. */
const groupListClass = [
  'flex flex-col divide-y rounded-xl border bg-card p-1 text-card-foreground shadow-sm',
  'desktop:gap-0.5 desktop:divide-y-0 desktop:rounded-none desktop:border-0 desktop:bg-transparent',
  'desktop:p-0 desktop:shadow-none',
].join(' ')

interface QuestionsProps {
  entries: readonly FaqEntry[]
  search: string
  onSearchChange: (value: string) => void
  selectedId: number | undefined
  hrefFor: (id: number) => string
  onSelect: (id: number, event: MouseEvent<HTMLAnchorElement>) => void
}

/** The search box and the grouped questions it filters (a panel of its own on desktop). */
export function Questions({ entries, search, onSearchChange, selectedId, hrefFor, onSelect }: QuestionsProps) {
  const { t } = useText()
  const searchId = useId()
  const groupId = useId()
  const searching = search.trim() !== ''
  const groups = groupFaqEntries(entries, search)
  const count = groups.reduce((sum, group) => sum + group.entries.length, 0)

  return (
    <div
      data-slot="faq-page-questions"
      className="flex min-w-0 flex-col gap-4 desktop:rounded-xl desktop:border desktop:bg-card desktop:p-3 desktop:text-card-foreground desktop:shadow-sm"
    >
      <div role="search" data-slot="faq-page-search" className="relative">
        <label htmlFor={searchId} className="sr-only">
          {t('pages.faq.search_label')}
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <input
          id={searchId}
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
      <p role="status" className="sr-only">
        {searching ? t('pages.faq.results', { count }) : ''}
      </p>
      {groups.length === 0 ? (
        <StatusMessage
          // The narrow column of the desktop layout too: always the compact message.
          size="compact"
          tone="empty"
          title={t('pages.faq.no_results_title')}
          body={t('pages.faq.no_results', { query: search.trim() })}
          action={
            <Button variant="outline" size="sm" onClick={() => onSearchChange('')}>
              {t('pages.faq.clear_search')}
            </Button>
          }
        />
      ) : (
        <nav
          data-slot="faq-page-nav"
          aria-label={t('pages.faq.questions')}
          className="flex flex-col gap-5 desktop:gap-4"
        >
          {groups.map((group, index) => (
            <div key={group.key} data-slot="faq-page-group" className="flex flex-col gap-1">
              <h2
                id={`${groupId}-${index}`}
                className="px-3 text-xs font-semibold tracking-wide break-words text-muted-foreground uppercase"
              >
                {group.title}
              </h2>
              <ul aria-labelledby={`${groupId}-${index}`} className={groupListClass}>
                {group.entries.map((entry) => (
                  <li key={entry.id} data-slot="faq-page-item">
                    <a
                      href={hrefFor(entry.id)}
                      data-slot="faq-page-question"
                      aria-current={entry.id === selectedId ? 'page' : undefined}
                      onClick={(event) => onSelect(entry.id, event)}
                      className={questionVariants()}
                    >
                      <span className="min-w-0 flex-1">{entry.title}</span>
                      <ExpandIcon className="size-4 shrink-0 opacity-60 desktop:hidden" />
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
