import { groupFaqEntries, matchesFaqQuery, type FaqGroup as DomainFaqGroup } from '@lobby/domain'
import { useState, type ComponentProps, type MouseEvent } from 'react'
import { useLayout } from '../../lib/layout.ts'
import { useText } from '../../text/text-provider.tsx'
import { ContentPage } from '../../components/page-shell/content-page.tsx'
import { StatusMessage } from '../../primitives/status-message/status-message.tsx'
import { StatusPanel } from '../../primitives/status-panel/status-panel.tsx'
import { Answer, faqColumnsClass, FaqLoading, Prompt } from './faq-answer.tsx'
import { Questions } from './faq-questions.tsx'

export { groupFaqEntries, matchesFaqQuery }

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

export type FaqGroup = DomainFaqGroup<FaqEntry>

export type FaqPageStatus = 'loading' | 'ready' | 'error'

export interface FaqPageProps extends Omit<ComponentProps<'section'>, 'onSelect' | 'title'> {
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

/**
 * The FAQ page (`/faq`) and a question's answer (`/faq/{id}`), with a search
 * box that filters questions by title. On desktop the questions sit on the
 * left and the answer on the right; on a phone the list, or the answer with a
 * back button (the markup differs: it reads `useLayout()`). Presentational:
 * the caller owns `status` and `selectedId`, and routes on `onSelect` (every
 * question is a real link to `hrefFor(id)`) and `onBack`.
 */
export function FaqPage({
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
  ...props
}: FaqPageProps) {
  const { t } = useText()
  const desktop = useLayout() === 'desktop'
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
  const answerOnly = !desktop && detail

  const answer = selected ? (
    <Answer entry={selected} detailHtml={detailHtml} />
  ) : detail ? (
    <StatusMessage tone="empty" title={t('pages.faq.not_found_title')} body={t('pages.faq.not_found')} />
  ) : (
    <Prompt />
  )
  const questions = (
    <Questions
      entries={entries}
      search={search}
      onSearchChange={setSearch}
      selectedId={selectedId}
      hrefFor={hrefFor}
      onSelect={onSelect}
    />
  )

  return (
    <ContentPage
      slot="faq-page"
      title={t('pages.faq.title')}
      state={state}
      busy={status === 'loading'}
      back={answerOnly && onBack ? { label: t('pages.faq.back'), onBack } : undefined}
      {...props}
    >
      <StatusPanel
        status={status === 'ready' && entries.length === 0 ? 'empty' : status}
        loadingLabel={t('pages.faq.loading')}
        placeholder={<FaqLoading answerOnly={answerOnly} />}
        errorTitle={t('pages.faq.error_title')}
        errorBody={errorMessage ?? t('pages.faq.error')}
        onRetry={onRetry}
        emptyTitle={t('pages.faq.empty_title')}
        emptyBody={t('pages.faq.empty')}
      >
        {answerOnly ? (
          answer
        ) : desktop ? (
          <div data-slot="faq-page-columns" className={faqColumnsClass}>
            {questions}
            <div data-slot="faq-page-answer-pane" className="min-w-0">
              {answer}
            </div>
          </div>
        ) : (
          questions
        )}
      </StatusPanel>
    </ContentPage>
  )
}
