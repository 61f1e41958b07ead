import { useId, type MouseEvent } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { cardGridClass, ContentCard, contentCardTitleClass } from '../../components/page-shell/content-card.tsx'
import { Card } from '../../primitives/card/card.tsx'
import { RichText } from '../../primitives/rich-text/rich-text.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { StatusMessage } from '../../primitives/status-message/status-message.tsx'
import type { DiscountPromotion } from './discount-page.tsx'
import { CalendarIcon } from '../../primitives/icon/icon.tsx'

/** Intrinsic size at 16:9, so the detail's image box is reserved before the picture loads. */
const DETAIL_IMAGE = { width: 1280, height: 720 } as const

/** The detail's frame: full width on a phone, at most 48rem on desktop. */
const detailFrame = 'w-full overflow-hidden rounded-lg desktop:max-w-3xl desktop:rounded-xl'

interface PromotionListProps {
  promotions: readonly DiscountPromotion[]
  hrefFor: (id: number) => string
  onSelect: (id: number, event: MouseEvent<HTMLAnchorElement>) => void
}

/** The cards of one tab, or a quiet note when the tab has none. */
export function PromotionList({ promotions, hrefFor, onSelect }: PromotionListProps) {
  const { t } = useText()
  if (promotions.length === 0) {
    return (
      <StatusMessage tone="empty" title={t('pages.discount.empty_title')} body={t('pages.discount.empty_category')} />
    )
  }
  return (
    <ul data-slot="discount-page-list" className={cardGridClass}>
      {promotions.map((promotion) => (
        <li key={promotion.id} data-slot="discount-page-item" className="min-w-0">
          <PromotionCard promotion={promotion} href={hrefFor(promotion.id)} onSelect={onSelect} />
        </li>
      ))}
    </ul>
  )
}

function PromotionCard({
  promotion,
  href,
  onSelect,
}: {
  promotion: DiscountPromotion
  href: string
  onSelect: (id: number, event: MouseEvent<HTMLAnchorElement>) => void
}) {
  const titleId = useId()
  const periodId = useId()
  return (
    <ContentCard imageUrl={promotion.imageUrl} labelledBy={titleId} linked>
      <h2 id={titleId} className={cn('line-clamp-2', contentCardTitleClass)}>
        <a
          href={href}
          aria-describedby={periodId}
          onClick={(event) => onSelect(promotion.id, event)}
          className="outline-none after:absolute after:inset-0"
        >
          {promotion.title}
        </a>
      </h2>
      <Period id={periodId} period={promotion.period} />
      <p data-slot="discount-page-summary" className="line-clamp-3 text-sm break-words text-muted-foreground">
        {promotion.summary}
      </p>
    </ContentCard>
  )
}

/** The period with a calendar icon; screen readers hear what the date range is. */
function Period({ id, period }: { id?: string; period: string }) {
  const { t } = useText()
  return (
    <p
      id={id}
      data-slot="discount-page-period"
      className="flex items-center gap-1.5 text-xs font-medium text-primary tabular-nums"
    >
      <CalendarIcon className="size-3.5 shrink-0" />
      <span className="sr-only">{t('pages.discount.period', { period })}</span>
      <span aria-hidden="true" className="min-w-0 break-words">
        {period}
      </span>
    </p>
  )
}

/** One promotion: its picture, title, period and terms (the summary until the terms arrive). */
export function PromotionDetail({
  promotion,
  detailHtml,
}: {
  promotion: DiscountPromotion
  detailHtml: string | undefined
}) {
  const titleId = useId()
  return (
    <Card asChild variant="elevated" padding="none" gap="none" className={detailFrame}>
      <article data-slot="discount-page-detail" aria-labelledby={titleId}>
        {/* The detail's picture is the page's main content, so it loads at once (cards load lazily). */}
        <img
          src={promotion.imageUrl}
          alt=""
          width={DETAIL_IMAGE.width}
          height={DETAIL_IMAGE.height}
          decoding="async"
          className="aspect-video h-auto w-full bg-muted object-cover"
        />
        <div className="flex flex-col gap-2 p-4 desktop:gap-3 desktop:p-6">
          <h2 id={titleId} className="text-lg font-bold break-words desktop:text-xl">
            {promotion.title}
          </h2>
          <Period period={promotion.period} />
          {detailHtml !== undefined ? (
            <RichText className="mt-2" sanitizedHtml={detailHtml} />
          ) : (
            <p data-slot="discount-page-detail-body" className="mt-2 text-sm leading-relaxed break-words">
              {promotion.summary}
            </p>
          )}
        </div>
      </article>
    </Card>
  )
}

/** The detail's placeholder while the page loads. */
export function DetailSkeleton() {
  return (
    <Card aria-hidden="true" padding="none" gap="none" className={detailFrame}>
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="flex flex-col gap-3 p-4 desktop:p-6">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-3.5 w-1/4" />
        <Skeleton className="mt-2 h-3.5 w-full" />
        <Skeleton className="h-3.5 w-full" />
        <Skeleton className="h-3.5 w-4/5" />
      </div>
    </Card>
  )
}
