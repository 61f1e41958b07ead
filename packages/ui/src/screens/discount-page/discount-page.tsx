import { promotionsInCategory } from '@lobby/domain'
import type { ComponentProps, MouseEvent } from 'react'
import { useText } from '../../text/text-provider.tsx'
import { ContentPage } from '../../components/page-shell/content-page.tsx'
import { ContentCardSkeletons } from '../../components/page-shell/content-card.tsx'
import { StatusMessage } from '../../primitives/status-message/status-message.tsx'
import { StatusPanel } from '../../primitives/status-panel/status-panel.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/tabs/tabs.tsx'
import { DetailSkeleton, PromotionDetail, PromotionList } from './discount-parts.tsx'

export { promotionsInCategory }

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

export interface DiscountPageProps extends Omit<ComponentProps<'section'>, 'onSelect' | 'title'> {
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

/**
 * The promotions page (`/discount`) and a promotion's detail (`/discount/{id}`):
 * three cards a row on desktop, one on a phone. Presentational: the caller owns
 * `status`, `category` and `selectedId`, and routes on `onSelect` (a card is a
 * real link to `hrefFor(id)`) and `onBack`.
 */
export function DiscountPage({
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
  ...props
}: DiscountPageProps) {
  const { t } = useText()
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

  const list = (
    <PromotionList promotions={promotionsInCategory(promotions, category)} hrefFor={hrefFor} onSelect={onSelect} />
  )

  return (
    <ContentPage
      slot="discount-page"
      title={t('pages.discount.title')}
      state={state}
      busy={status === 'loading'}
      back={detail && onBack ? { label: t('pages.discount.back'), onBack } : undefined}
      {...props}
    >
      <StatusPanel
        status={status === 'ready' && !detail && promotions.length === 0 ? 'empty' : status}
        loadingLabel={t('pages.discount.loading')}
        placeholder={
          detail ? (
            <DetailSkeleton />
          ) : (
            <ContentCardSkeletons lines={['h-4 w-3/4', 'h-3 w-1/3', 'h-3 w-full', 'h-3 w-5/6']} />
          )
        }
        errorTitle={t('pages.discount.error_title')}
        errorBody={errorMessage ?? t('pages.discount.error')}
        onRetry={onRetry}
        emptyTitle={t('pages.discount.empty_title')}
        emptyBody={t('pages.discount.empty')}
      >
        {detail ? (
          selected ? (
            <PromotionDetail promotion={selected} detailHtml={detailHtml} />
          ) : (
            <StatusMessage
              tone="empty"
              title={t('pages.discount.not_found_title')}
              body={t('pages.discount.not_found')}
            />
          )
        ) : categories.length === 0 ? (
          list
        ) : (
          <Tabs
            value={String(category)}
            onValueChange={(next) => onCategoryChange(next === 'all' ? 'all' : Number(next))}
            activationMode="automatic"
            className="gap-3 desktop:gap-5"
          >
            <TabsList variant="pill" aria-label={t('pages.discount.categories')}>
              <TabsTrigger value="all" className="max-w-48">
                {t('pages.discount.all')}
              </TabsTrigger>
              {categories.map((item) => (
                <TabsTrigger key={item.id} value={String(item.id)} title={item.label} className="max-w-48">
                  <span className="truncate">{item.label}</span>
                </TabsTrigger>
              ))}
            </TabsList>
            {['all', ...categories.map((item) => String(item.id))].map((value) => (
              <TabsContent
                key={value}
                value={value}
                className="rounded-xl focus-visible:ring-offset-4 focus-visible:ring-offset-background"
              >
                {list}
              </TabsContent>
            ))}
          </Tabs>
        )}
      </StatusPanel>
    </ContentPage>
  )
}
