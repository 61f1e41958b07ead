import { useId } from 'react'
import { useLayout } from '../../lib/layout.ts'
import { useText } from '../../text/text-provider.tsx'
import { Card } from '../../primitives/card/card.tsx'
import { RichText } from '../../primitives/rich-text/rich-text.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import type { FaqEntry } from './faq-page.tsx'

/** The questions beside the answer on desktop; one column on a phone. */
export const faqColumnsClass =
  'grid grid-cols-1 items-start gap-4 desktop:grid-cols-[minmax(15rem,20rem)_minmax(0,1fr)] desktop:gap-6'

/** The panel around the answer (and, on desktop, the questions). */
export const faqPanelClass = 'rounded-xl border bg-card text-card-foreground shadow-sm'

/** A question's answer: its group, the question and the sanitised answer (skeleton lines until it arrives). */
export function Answer({ entry, detailHtml }: { entry: FaqEntry; detailHtml: string | undefined }) {
  const { t } = useText()
  const titleId = useId()
  return (
    <Card
      asChild
      variant="elevated"
      padding="none"
      gap="none"
      className="gap-1.5 rounded-xl p-4 desktop:gap-2 desktop:p-6"
    >
      <article data-slot="faq-page-answer" aria-labelledby={titleId} aria-busy={detailHtml === undefined || undefined}>
        <p data-slot="faq-page-answer-group" className="text-xs font-medium break-words text-primary">
          {entry.groupTitle}
        </p>
        <h2 id={titleId} className="text-lg font-bold break-words desktop:text-xl">
          {entry.title}
        </h2>
        {detailHtml !== undefined ? (
          <RichText className="mt-2" sanitizedHtml={detailHtml} />
        ) : (
          <div data-slot="faq-page-answer-loading" className="mt-2 flex flex-col gap-2.5">
            <span role="status" className="sr-only">
              {t('pages.faq.answer_loading')}
            </span>
            <Skeleton className="h-3.5 w-full" />
            <Skeleton className="h-3.5 w-full" />
            <Skeleton className="h-3.5 w-3/4" />
          </div>
        )}
      </article>
    </Card>
  )
}

/** Desktop, before a question is picked. */
export function Prompt() {
  const { t } = useText()
  return (
    <div
      data-slot="faq-page-prompt"
      className="flex min-h-64 flex-col items-center justify-center gap-2 rounded-xl border border-dashed px-5 py-8 text-center desktop:px-8 desktop:py-12"
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

/** The page's placeholder while it loads: the list (and the answer beside it on desktop), or the answer alone. */
export function FaqLoading({ answerOnly }: { answerOnly: boolean }) {
  const desktop = useLayout() === 'desktop'
  const list = (
    <div
      aria-hidden="true"
      className="flex flex-col gap-3 desktop:rounded-xl desktop:border desktop:bg-card desktop:p-3 desktop:text-card-foreground"
    >
      <Skeleton className="h-10 w-full rounded-lg" />
      {[0, 1].map((group) => (
        <div key={group} className="flex flex-col gap-2 pt-2">
          <Skeleton className="h-3 w-1/3" />
          <Skeleton className="h-12 w-full desktop:h-8" />
          <Skeleton className="h-12 w-full desktop:h-8 desktop:w-5/6" />
          <Skeleton className="h-12 w-full desktop:h-8" />
        </div>
      ))}
    </div>
  )
  const answer = (
    <div aria-hidden="true" className="flex flex-col gap-3 rounded-xl border bg-card p-6 text-card-foreground">
      <Skeleton className="h-3 w-1/4" />
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="mt-2 h-3.5 w-full" />
      <Skeleton className="h-3.5 w-full" />
      <Skeleton className="h-3.5 w-4/5" />
    </div>
  )
  return (
    <div data-slot="faq-page-loading" className={faqColumnsClass}>
      {answerOnly ? (
        answer
      ) : desktop ? (
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
