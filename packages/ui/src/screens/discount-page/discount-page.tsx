import * as Tabs from '@radix-ui/react-tabs'
import { cva } from 'class-variance-authority'
import { useId, type ComponentProps, type MouseEvent, type ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import type { Layout } from '../../lib/theme.ts'
import { useText } from '../../text/text-provider.tsx'
import { RichText } from '../../primitives/rich-text/rich-text.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { StatusMessage } from '../../primitives/status-message/status-message.tsx'
import {
  BackButton,
  LoadingNotice,
  PageError,
  PageHeader,
  pageVariants,
} from '../../components/page-shell/page-parts.tsx'

export interface DiscountPromotion {
  /** Promotion id; its detail page is `hrefFor(id)`. */
  id: number
  /** Heading of the card and the detail view. */
  title: string
  /** One or two plain-text sentences for the card. */
  summary: string
  /** Picture URL, shown at 16:9 (cropped to fill). Decorative: the title names the promotion. */
  imageUrl: string
  /** When it runs, already formatted by the caller, e.g. `1 Nov – 30 Nov 2026` or `From 1 Nov 2026`. */
  period: string
  /** Its category's id; `null` shows it under every tab. */
  categoryId: number | null
}

export interface DiscountCategory {
  /** Category id, matched against `DiscountPromotion.categoryId`. */
  id: number
  /** Tab text, already translated. */
  label: string
}

/** The active category tab: every promotion, or one category's id. */
export type DiscountCategoryValue = number | 'all'

export type DiscountPageStatus = 'loading' | 'ready' | 'error'

export interface DiscountPageProps extends Omit<ComponentProps<'section'>, 'onSelect'> {
  /** `desktop`: three cards a row; `mobile`: one card a row, smaller type. */
  layout: Layout
  /** `loading` shows skeletons, `error` a message (and retry), `ready` the list or the detail. */
  status: DiscountPageStatus
  /** Error text, already translated; defaults to `pages.discount.error`. */
  errorMessage?: string
  /** Called when a person asks to retry after an error. Without it no retry button is shown. */
  onRetry?: () => void
  /** Every promotion, in display order; the page filters them by `category`. */
  promotions: readonly DiscountPromotion[]
  /** Category tabs after `All`, in display order. None, no tabs. */
  categories: readonly DiscountCategory[]
  /** The active category tab (controlled). */
  category: DiscountCategoryValue
  /** Called with the tab a person picks. */
  onCategoryChange: (category: DiscountCategoryValue) => void
  /** The promotion of `/discount/{id}`: shows its detail view instead of the list. */
  selectedId?: number
  /** Body of the selected promotion as HTML ALREADY SANITISED by the caller. Without it the summary is shown. */
  detailHtml?: string
  /** The address of a promotion's detail page; each card's title links to it, and the link covers the card. */
  hrefFor: (id: number) => string
  /** Called when a person follows a card. Call `event.preventDefault()` to route on the client. */
  onSelect: (id: number, event: MouseEvent<HTMLAnchorElement>) => void
  /** Called from the detail view's back button. Without it no back button is shown. */
  onBack?: () => void
}

/** The promotions a tab shows: all of them under `all`, else that category's and those of no category. */
export function promotionsInCategory(
  promotions: readonly DiscountPromotion[],
  category: DiscountCategoryValue,
): readonly DiscountPromotion[] {
  if (category === 'all') return promotions
  return promotions.filter((promotion) => promotion.categoryId === null || promotion.categoryId === category)
}

/** Intrinsic sizes at 16:9, so the image box is reserved before the picture loads. */
const CARD_IMAGE = { width: 640, height: 360 } as const
const DETAIL_IMAGE = { width: 1280, height: 720 } as const

const gridVariants = cva('grid', {
  variants: { layout: { desktop: 'grid-cols-3 gap-5', mobile: 'grid-cols-1 gap-3' } },
})

/** The card; its title's link stretches over it, so the whole card is the click target. */
const cardVariants = cva(
  [
    'relative flex h-full flex-col overflow-hidden border bg-card text-card-foreground shadow-sm',
    'transition-[border-color,box-shadow,transform]',
    'hover:-translate-y-0.5 hover:border-primary/60 hover:shadow-md motion-reduce:hover:translate-y-0',
    'has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring',
    'has-[a:focus-visible]:ring-offset-2 has-[a:focus-visible]:ring-offset-background',
  ],
  { variants: { layout: { desktop: 'rounded-xl', mobile: 'rounded-lg' } } },
)

const cardBodyVariants = cva('flex flex-1 flex-col', {
  variants: { layout: { desktop: 'gap-2 p-4', mobile: 'gap-1.5 p-3' } },
})

const tabVariants = cva(
  [
    'inline-flex max-w-48 shrink-0 items-center rounded-full border bg-card font-medium text-muted-foreground',
    'transition-colors outline-none hover:text-foreground',
    'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
    'data-[state=active]:border-primary data-[state=active]:bg-primary data-[state=active]:text-primary-foreground',
  ],
  { variants: { layout: { desktop: 'h-9 px-4 text-sm', mobile: 'h-8 px-3 text-[0.8125rem]' } } },
)

const SLOT = 'discount-page'

/**
 * The promotions page (`/discount`) and a promotion's detail (`/discount/{id}`).
 * Presentational: the caller owns `status`, `category` and `selectedId`, and
 * routes on `onSelect` (a card is a real link to `hrefFor(id)`) and `onBack`.
 */
export function DiscountPage({
  layout,
  status,
  errorMessage,
  onRetry,
  promotions,
  categories,
  category,
  onCategoryChange,
  selectedId,
  detailHtml,
  hrefFor,
  onSelect,
  onBack,
  className,
  ...props
}: DiscountPageProps) {
  const { t } = useText()
  const titleId = useId()
  const detail = selectedId !== undefined
  const selected = detail ? promotions.find((promotion) => promotion.id === selectedId) : undefined
  const state =
    status !== 'ready'
      ? status
      : detail
        ? selected
          ? 'detail'
          : 'not-found'
        : promotions.length === 0
          ? 'empty'
          : 'ready'

  let content: ReactNode
  if (status === 'loading') {
    content = detail ? <DetailSkeleton layout={layout} /> : <CardSkeletons layout={layout} />
  } else if (status === 'error') {
    content = (
      <PageError
        slot={SLOT}
        layout={layout}
        title={t('pages.discount.error_title')}
        body={errorMessage ?? t('pages.discount.error')}
        onRetry={onRetry}
      />
    )
  } else if (detail) {
    content = selected ? (
      <PromotionDetail promotion={selected} detailHtml={detailHtml} layout={layout} />
    ) : (
      <StatusMessage
        slot={SLOT}
        layout={layout}
        tone="empty"
        title={t('pages.discount.not_found_title')}
        body={t('pages.discount.not_found')}
      />
    )
  } else if (promotions.length === 0) {
    content = (
      <StatusMessage
        slot={SLOT}
        layout={layout}
        tone="empty"
        title={t('pages.discount.empty_title')}
        body={t('pages.discount.empty')}
      />
    )
  } else {
    const list = (
      <PromotionList
        promotions={promotionsInCategory(promotions, category)}
        layout={layout}
        hrefFor={hrefFor}
        onSelect={onSelect}
      />
    )
    content =
      categories.length === 0 ? (
        list
      ) : (
        <Tabs.Root
          data-slot={`${SLOT}-categories`}
          value={String(category)}
          onValueChange={(next) => onCategoryChange(next === 'all' ? 'all' : Number(next))}
          activationMode="automatic"
          className={cn('flex flex-col', layout === 'desktop' ? 'gap-5' : 'gap-3')}
        >
          <Tabs.List
            data-slot={`${SLOT}-category-list`}
            aria-label={t('pages.discount.categories')}
            className="-m-1 scrollbar-none flex gap-2 overflow-x-auto p-1"
          >
            <Tabs.Trigger value="all" data-slot={`${SLOT}-category`} className={tabVariants({ layout })}>
              {t('pages.discount.all')}
            </Tabs.Trigger>
            {categories.map((item) => (
              <Tabs.Trigger
                key={item.id}
                value={String(item.id)}
                data-slot={`${SLOT}-category`}
                title={item.label}
                className={tabVariants({ layout })}
              >
                <span className="truncate">{item.label}</span>
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {['all', ...categories.map((item) => String(item.id))].map((value) => (
            <Tabs.Content
              key={value}
              value={value}
              data-slot={`${SLOT}-panel`}
              className="rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-4 focus-visible:ring-offset-background"
            >
              {list}
            </Tabs.Content>
          ))}
        </Tabs.Root>
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
      <PageHeader slot={SLOT} layout={layout} titleId={titleId} title={t('pages.discount.title')} />
      {detail && onBack ? (
        <BackButton slot={SLOT} layout={layout} label={t('pages.discount.back')} onBack={onBack} />
      ) : null}
      {content}
    </section>
  )
}

interface PromotionListProps {
  promotions: readonly DiscountPromotion[]
  layout: Layout
  hrefFor: (id: number) => string
  onSelect: (id: number, event: MouseEvent<HTMLAnchorElement>) => void
}

function PromotionList({ promotions, layout, hrefFor, onSelect }: PromotionListProps) {
  const { t } = useText()
  if (promotions.length === 0) {
    return (
      <StatusMessage
        slot={SLOT}
        layout={layout}
        tone="empty"
        title={t('pages.discount.empty_title')}
        body={t('pages.discount.empty_category')}
      />
    )
  }
  return (
    <ul data-slot={`${SLOT}-list`} className={gridVariants({ layout })}>
      {promotions.map((promotion) => (
        <li key={promotion.id} data-slot={`${SLOT}-item`} className="min-w-0">
          <PromotionCard promotion={promotion} layout={layout} href={hrefFor(promotion.id)} onSelect={onSelect} />
        </li>
      ))}
    </ul>
  )
}

interface PromotionCardProps {
  promotion: DiscountPromotion
  layout: Layout
  href: string
  onSelect: (id: number, event: MouseEvent<HTMLAnchorElement>) => void
}

function PromotionCard({ promotion, layout, href, onSelect }: PromotionCardProps) {
  const titleId = useId()
  const periodId = useId()
  return (
    <article
      data-slot={`${SLOT}-card`}
      data-layout={layout}
      aria-labelledby={titleId}
      className={cardVariants({ layout })}
    >
      <img
        data-slot={`${SLOT}-card-image`}
        src={promotion.imageUrl}
        alt=""
        width={CARD_IMAGE.width}
        height={CARD_IMAGE.height}
        loading="lazy"
        decoding="async"
        className="aspect-video h-auto w-full bg-muted object-cover"
      />
      <div data-slot={`${SLOT}-card-body`} className={cardBodyVariants({ layout })}>
        <h2
          id={titleId}
          data-slot={`${SLOT}-card-title`}
          className={cn(
            'line-clamp-2 leading-snug font-semibold break-words',
            layout === 'desktop' ? 'text-base' : 'text-[0.9375rem]',
          )}
        >
          <a
            href={href}
            data-slot={`${SLOT}-card-link`}
            aria-describedby={periodId}
            onClick={(event) => onSelect(promotion.id, event)}
            className="outline-none after:absolute after:inset-0"
          >
            {promotion.title}
          </a>
        </h2>
        <Period id={periodId} period={promotion.period} />
        <p data-slot={`${SLOT}-card-summary`} className="line-clamp-3 text-sm break-words text-muted-foreground">
          {promotion.summary}
        </p>
      </div>
    </article>
  )
}

/** The period with a calendar icon; screen readers hear what the date range is. */
function Period({ id, period }: { id?: string; period: string }) {
  const { t } = useText()
  return (
    <p
      id={id}
      data-slot={`${SLOT}-period`}
      className="flex items-center gap-1.5 text-xs font-medium text-primary tabular-nums"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="size-3.5 shrink-0"
      >
        <rect x="3" y="5" width="18" height="16" rx="2" />
        <path d="M16 3v4M8 3v4M3 10h18" />
      </svg>
      <span className="sr-only">{t('pages.discount.period', { period })}</span>
      <span aria-hidden="true" className="min-w-0 break-words">
        {period}
      </span>
    </p>
  )
}

function PromotionDetail({
  promotion,
  detailHtml,
  layout,
}: {
  promotion: DiscountPromotion
  detailHtml: string | undefined
  layout: Layout
}) {
  const titleId = useId()
  return (
    <article
      data-slot={`${SLOT}-detail`}
      data-layout={layout}
      aria-labelledby={titleId}
      className={cn(
        'flex w-full flex-col overflow-hidden border bg-card text-card-foreground shadow-sm',
        layout === 'desktop' ? 'max-w-3xl rounded-xl' : 'rounded-lg',
      )}
    >
      {/* The detail's picture is the page's main content, so it loads at once (cards load lazily). */}
      <img
        data-slot={`${SLOT}-detail-image`}
        src={promotion.imageUrl}
        alt=""
        width={DETAIL_IMAGE.width}
        height={DETAIL_IMAGE.height}
        decoding="async"
        className="aspect-video h-auto w-full bg-muted object-cover"
      />
      <div className={cn('flex flex-col', layout === 'desktop' ? 'gap-3 p-6' : 'gap-2 p-4')}>
        <h2
          id={titleId}
          data-slot={`${SLOT}-detail-title`}
          className={cn('font-bold break-words', layout === 'desktop' ? 'text-xl' : 'text-lg')}
        >
          {promotion.title}
        </h2>
        <Period period={promotion.period} />
        {detailHtml !== undefined ? (
          <RichText data-slot={`${SLOT}-detail-body`} className="mt-2" sanitizedHtml={detailHtml} />
        ) : (
          <p data-slot={`${SLOT}-detail-body`} className="mt-2 text-sm leading-relaxed break-words">
            {promotion.summary}
          </p>
        )}
      </div>
    </article>
  )
}

function CardSkeletons({ layout }: { layout: Layout }) {
  const { t } = useText()
  return (
    <div data-slot={`${SLOT}-loading`} className={gridVariants({ layout })}>
      <LoadingNotice label={t('pages.discount.loading')} />
      {Array.from({ length: layout === 'desktop' ? 6 : 3 }, (_, index) => (
        <div
          key={index}
          data-slot={`${SLOT}-skeleton`}
          aria-hidden="true"
          className={cn(cardVariants({ layout }), 'pointer-events-none shadow-none')}
        >
          <Skeleton className="aspect-video w-full rounded-none" />
          <div className={cardBodyVariants({ layout })}>
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/3" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-5/6" />
          </div>
        </div>
      ))}
    </div>
  )
}

function DetailSkeleton({ layout }: { layout: Layout }) {
  const { t } = useText()
  return (
    <div
      data-slot={`${SLOT}-loading`}
      className={cn(
        'flex w-full flex-col overflow-hidden border bg-card',
        layout === 'desktop' ? 'max-w-3xl rounded-xl' : 'rounded-lg',
      )}
    >
      <LoadingNotice label={t('pages.discount.loading')} />
      <Skeleton className="aspect-video w-full rounded-none" />
      <div aria-hidden="true" className={cn('flex flex-col gap-3', layout === 'desktop' ? 'p-6' : 'p-4')}>
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-3.5 w-1/4" />
        <Skeleton className="mt-2 h-3.5 w-full" />
        <Skeleton className="h-3.5 w-full" />
        <Skeleton className="h-3.5 w-4/5" />
      </div>
    </div>
  )
}
