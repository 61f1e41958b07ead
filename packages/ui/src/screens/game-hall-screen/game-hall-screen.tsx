import { cva } from 'class-variance-authority'
import { useId, type ComponentProps, type MouseEvent, type ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import type { Layout } from '../../lib/theme.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button, buttonVariants } from '../../primitives/button/button.tsx'
import { GameCategoryNav, type GameCategoryNavItem } from '../../components/game-category-nav/game-category-nav.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { StatusMessage } from '../../primitives/status-message/status-message.tsx'

export interface GameHallProvider {
  /** Provider id, e.g. `GPR8`; passed back by `onSelect`. */
  id: string
  /** Display name; the card's accessible name. */
  name: string
  /** Logo URL for the light theme. */
  iconLight: string
  /** Logo URL for the dark theme. */
  iconDark: string
  /** The provider's house flag, carried into its link (`/slotgame?...&house=`, `/gameRoom?...&house=`). */
  house: 0 | 1
  /** Under maintenance: the card says so; a pick still reaches `onSelect`, so the caller can explain. */
  maintenance?: boolean
}

/** What a card leads to: one provider, or the category's Popular page. */
export type GameHallTarget = GameHallProvider | 'popular'

export type GameHallStatus = 'loading' | 'error' | 'ready'

export interface GameHallScreenProps extends Omit<ComponentProps<'section'>, 'onSelect'> {
  /** `desktop`: four large cards a row; `mobile`: two. */
  layout?: Layout
  /** Categories for the nav, in display order (labels already translated). */
  categories: readonly GameCategoryNavItem[]
  /** The hall's category, `gt_id` of `/gameHall/{gt_id}` (controlled). */
  categoryId: number
  /** Called with the category a person picks; the caller routes to its hall. */
  onCategoryChange: (id: number) => void
  /** `loading`: skeleton cards; `error`: a message and retry; `ready`: the cards (or the empty state). */
  status: GameHallStatus
  /** Error text, already translated; defaults to `hall.error`. */
  errorMessage?: string
  /** Called when a person asks to retry after an error. Without it no retry button is shown. */
  onRetry?: () => void
  /** The category's providers, in display order. Ignored unless `status` is `ready`. */
  providers: readonly GameHallProvider[]
  /**
   * The category's Popular page (spec section 2: the slot link uses the
   * Popular page with house 0 when it is shown): a first card before the
   * providers. `label` is already translated; `count` is its number of games.
   */
  popular?: { label: string; count?: number }
  /** The link of a card: a provider, or `'popular'`. Every card is an `<a href>`, so it opens in a new tab too. */
  hrefFor: (target: GameHallTarget) => string
  /**
   * Called with a provider's id, or `'popular'`, when a person follows a card.
   * Call `event.preventDefault()` to route on the client.
   */
  onSelect: (id: GameHallProvider['id'] | 'popular', event: MouseEvent<HTMLAnchorElement>) => void
  /** A slot under the cards, headed `hall.hot_games`, e.g. a GameGrid of the category's hot games. */
  hotGames?: ReactNode
}

/** Cards a row. */
export const GAME_HALL_COLUMNS = { desktop: 4, mobile: 2 } as const satisfies Record<Layout, number>

/** Intrinsic logo size (5:2, as ProviderGrid), so the image box is reserved before it loads. */
const LOGO_WIDTH = 160
const LOGO_HEIGHT = 64

const gridVariants = cva('grid', {
  variants: {
    layout: {
      desktop: 'grid-cols-4 gap-5',
      mobile: 'grid-cols-2 gap-3',
    },
  },
})

const cardVariants = cva(
  [
    'group relative flex h-full w-full flex-col overflow-hidden border bg-card text-card-foreground shadow-sm',
    'transition-[border-color,box-shadow,transform] outline-none',
    'hover:-translate-y-0.5 hover:border-primary/60 hover:shadow-md motion-reduce:hover:translate-y-0',
    'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
  ],
  {
    variants: {
      layout: { desktop: 'rounded-2xl', mobile: 'rounded-xl' },
    },
  },
)

const artVariants = cva('flex aspect-[2/1] w-full items-center justify-center', {
  variants: {
    variant: {
      provider: 'bg-muted/60',
      popular: 'bg-primary text-primary-foreground',
    },
    layout: { desktop: 'px-8', mobile: 'px-4' },
  },
})

const bodyVariants = cva('flex', {
  variants: {
    layout: {
      desktop: 'items-center justify-between gap-3 p-4',
      mobile: 'flex-col items-stretch gap-2 p-3',
    },
  },
})

/** Two lines of text are always reserved, so cards in a row keep one height and skeletons match them. */
const nameClass = 'flex min-h-10 min-w-0 flex-col justify-center text-sm leading-5'

/**
 * One category's game hall (`/gameHall/{gt_id}`): the category nav, the
 * category's heading, a large card per provider (and a first Popular card for
 * the slot category), then an optional hot-games slot. Presentational: the
 * caller owns `categoryId` and `status`, builds each card's `href` and answers
 * `onSelect`, `onCategoryChange` and `onRetry`.
 */
export function GameHallScreen({
  layout = 'desktop',
  categories,
  categoryId,
  onCategoryChange,
  status,
  errorMessage,
  onRetry,
  providers,
  popular,
  hrefFor,
  onSelect,
  hotGames,
  className,
  ...props
}: GameHallScreenProps) {
  const { t } = useText()
  const titleId = useId()
  const title = categories.find((item) => item.id === categoryId)?.label
  const empty = status === 'ready' && providers.length === 0 && !popular
  const state = empty ? 'empty' : status

  return (
    <section
      data-slot="game-hall-screen"
      data-layout={layout}
      data-state={state}
      aria-labelledby={title ? titleId : undefined}
      className={cn('flex w-full min-w-0 flex-col', className)}
      {...props}
    >
      <GameCategoryNav
        items={categories}
        value={categoryId}
        onValueChange={onCategoryChange}
        loading={status === 'loading' && categories.length === 0}
        layout={layout}
      >
        <div
          data-slot="game-hall-screen-content"
          className={cn('flex flex-col', layout === 'desktop' ? 'gap-8' : 'gap-5')}
        >
          <div
            data-slot="game-hall-screen-main"
            className={cn('flex flex-col', layout === 'desktop' ? 'gap-4' : 'gap-3')}
          >
            {title ? (
              <header data-slot="game-hall-screen-header" className="flex min-w-0 items-baseline justify-between gap-3">
                <h1
                  id={titleId}
                  data-slot="game-hall-screen-title"
                  title={title}
                  className={cn(
                    'min-w-0 truncate font-bold tracking-tight text-foreground',
                    layout === 'desktop' ? 'text-2xl' : 'text-lg',
                  )}
                >
                  {title}
                </h1>
                {status === 'ready' && providers.length > 0 ? (
                  <p data-slot="game-hall-screen-count" className="shrink-0 text-sm text-muted-foreground tabular-nums">
                    {t('hall.provider_count', { count: providers.length })}
                  </p>
                ) : null}
              </header>
            ) : null}
            <section
              data-slot="game-hall-screen-providers"
              aria-label={t('hall.providers')}
              aria-busy={status === 'loading' || undefined}
            >
              {status === 'loading' ? (
                <LoadingCards layout={layout} label={t('hall.loading')} />
              ) : status === 'error' ? (
                <StatusMessage
                  slot="game-hall-screen"
                  layout={layout}
                  tone="error"
                  title={t('hall.error_title')}
                  body={errorMessage ?? t('hall.error')}
                  action={
                    onRetry ? (
                      <Button
                        data-slot="game-hall-screen-retry"
                        size={layout === 'mobile' ? 'sm' : 'md'}
                        onClick={onRetry}
                      >
                        {t('common.retry')}
                      </Button>
                    ) : null
                  }
                />
              ) : empty ? (
                <StatusMessage
                  slot="game-hall-screen"
                  layout={layout}
                  tone="empty"
                  title={t('hall.empty_title')}
                  body={t('hall.empty')}
                />
              ) : (
                <ul data-slot="game-hall-screen-list" className={gridVariants({ layout })}>
                  {popular ? (
                    <li data-slot="game-hall-screen-item" className="min-w-0">
                      <PopularCard popular={popular} layout={layout} href={hrefFor('popular')} onSelect={onSelect} />
                    </li>
                  ) : null}
                  {providers.map((provider, index) => (
                    <li key={provider.id} data-slot="game-hall-screen-item" className="min-w-0">
                      <ProviderCard
                        provider={provider}
                        layout={layout}
                        href={hrefFor(provider)}
                        // The first row is above the fold of a page without a banner; the rest wait until scrolled to.
                        eager={index + (popular ? 1 : 0) < GAME_HALL_COLUMNS[layout]}
                        onSelect={onSelect}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
          {hotGames != null ? (
            // Not a landmark of its own: the slot (e.g. a GameGrid) is usually one already, named like the heading.
            <div
              data-slot="game-hall-screen-hot"
              className={cn('flex flex-col', layout === 'desktop' ? 'gap-4' : 'gap-3')}
            >
              <h2
                data-slot="game-hall-screen-hot-title"
                className={cn(
                  'font-bold tracking-tight text-foreground',
                  layout === 'desktop' ? 'text-xl' : 'text-base',
                )}
              >
                {t('hall.hot_games')}
              </h2>
              {hotGames}
            </div>
          ) : null}
        </div>
      </GameCategoryNav>
    </section>
  )
}

interface CardProps {
  layout: Layout
  href: string
  onSelect: GameHallScreenProps['onSelect']
}

function ProviderCard({
  provider,
  layout,
  href,
  eager,
  onSelect,
}: CardProps & { provider: GameHallProvider; eager: boolean }) {
  const { t } = useText()
  const ctaId = useId()
  const maintenance = provider.maintenance === true
  const logoClass = cn('aspect-[5/2] h-auto w-full max-w-48 object-contain', maintenance && 'grayscale')
  const loading = eager ? 'eager' : 'lazy'
  return (
    <a
      href={href}
      data-slot="game-hall-screen-card"
      data-variant="provider"
      data-state={maintenance ? 'maintenance' : 'ready'}
      data-house={provider.house}
      aria-describedby={maintenance ? ctaId : undefined}
      onClick={(event) => onSelect(provider.id, event)}
      className={cardVariants({ layout })}
    >
      <span data-slot="game-hall-screen-card-art" className={artVariants({ variant: 'provider', layout })}>
        <img
          src={provider.iconLight}
          alt=""
          width={LOGO_WIDTH}
          height={LOGO_HEIGHT}
          loading={loading}
          decoding="async"
          className={cn(logoClass, 'dark:hidden')}
        />
        <img
          src={provider.iconDark}
          alt=""
          width={LOGO_WIDTH}
          height={LOGO_HEIGHT}
          loading={loading}
          decoding="async"
          className={cn(logoClass, 'hidden dark:block')}
        />
      </span>
      <span data-slot="game-hall-screen-card-body" className={bodyVariants({ layout })}>
        <span data-slot="game-hall-screen-card-name" className={nameClass}>
          <span className="line-clamp-2 font-semibold break-words">{provider.name}</span>
        </span>
        <span
          id={ctaId}
          data-slot="game-hall-screen-card-cta"
          aria-hidden="true"
          className={buttonVariants({ variant: maintenance ? 'outline' : 'primary', size: 'sm' })}
        >
          {maintenance ? t('hall.maintenance') : t('hall.enter')}
        </span>
      </span>
    </a>
  )
}

function PopularCard({ popular, layout, href, onSelect }: CardProps & { popular: { label: string; count?: number } }) {
  const { t } = useText()
  return (
    <a
      href={href}
      data-slot="game-hall-screen-card"
      data-variant="popular"
      data-state="ready"
      onClick={(event) => onSelect('popular', event)}
      className={cardVariants({ layout })}
    >
      <span data-slot="game-hall-screen-card-art" className={artVariants({ variant: 'popular', layout })}>
        <FlameIcon className={layout === 'desktop' ? 'size-16' : 'size-12'} />
      </span>
      <span data-slot="game-hall-screen-card-body" className={bodyVariants({ layout })}>
        <span data-slot="game-hall-screen-card-name" className={nameClass}>
          <span className="truncate font-semibold">{popular.label}</span>
          {popular.count !== undefined ? (
            <span data-slot="game-hall-screen-card-count" className="truncate text-xs text-muted-foreground">
              {t('hall.popular_count', { count: popular.count })}
            </span>
          ) : null}
        </span>
        <span
          data-slot="game-hall-screen-card-cta"
          aria-hidden="true"
          className={buttonVariants({ variant: 'primary', size: 'sm' })}
        >
          {t('hall.enter')}
        </span>
      </span>
    </a>
  )
}

function LoadingCards({ layout, label }: { layout: Layout; label: string }) {
  const count = GAME_HALL_COLUMNS[layout] * 2
  return (
    <div data-slot="game-hall-screen-loading" className={gridVariants({ layout })}>
      <span className="sr-only" role="status">
        {label}
      </span>
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          data-slot="game-hall-screen-skeleton"
          aria-hidden="true"
          className={cn(cardVariants({ layout }), 'pointer-events-none shadow-none')}
        >
          <Skeleton className="aspect-[2/1] w-full rounded-none" />
          <span className={bodyVariants({ layout })}>
            <span className={cn(nameClass, 'flex-1')}>
              <Skeleton className="h-4 w-2/3" />
            </span>
            <Skeleton className={cn('h-8', layout === 'desktop' ? 'w-16' : 'w-full')} />
          </span>
        </div>
      ))}
    </div>
  )
}

function FlameIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <path d="M12 21c-3.9 0-6.5-2.6-6.5-6.2 0-3.3 2.2-5.2 3.6-7.4.4 1.7 1.3 2.9 2.4 3.4-.2-3 .9-5.9 3.4-7.8.3 3 1.7 4.6 3.1 6.5 1.1 1.5 1.5 3 1.5 4.9C19.5 18.3 16.2 21 12 21z" />
      <path d="M12 21c-1.7 0-2.8-1.2-2.8-2.8 0-1.8 1.4-2.7 2.2-4 .3 1 .9 1.6 1.5 1.8.1-.9.4-1.6 1-2.3.6 1 1.4 2 1.4 3.4 0 2.3-1.6 3.9-3.3 3.9z" />
    </svg>
  )
}
