import { useId } from 'react'
import { cn } from '../../lib/cn.ts'
import { useLayout } from '../../lib/layout.ts'
import { useText } from '../../text/text-provider.tsx'
import { GameCategoryNav } from '../../components/game-category-nav/game-category-nav.tsx'
import { StatusPanel } from '../../primitives/status-panel/status-panel.tsx'
import { GAME_HALL_COLUMNS, gridClasses, LoadingCards, PopularCard, ProviderCard } from './game-hall-cards.tsx'
import type { GameHallScreenProps } from './game-hall-types.ts'

export { GAME_HALL_COLUMNS } from './game-hall-cards.tsx'
export type { GameHallProvider, GameHallScreenProps, GameHallStatus, GameHallTarget } from './game-hall-types.ts'

/**
 * One category's game hall (`/gameHall/{gt_id}`): the category nav, the
 * category's heading, a large card per provider (and a first Popular card for
 * the slot category), then an optional hot-games slot. Presentational: the
 * caller owns `categoryId` and `status`, builds each card's `href` and answers
 * `onSelect`, `onCategoryChange` and `onRetry`.
 */
export function GameHallScreen({
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
  // Two rows of skeleton cards and the eager first row follow the layout (four or two cards a row).
  const layout = useLayout()
  const titleId = useId()
  const title = categories.find((item) => item.id === categoryId)?.label
  const empty = status === 'ready' && providers.length === 0 && !popular
  const state = empty ? 'empty' : status

  return (
    <section
      data-slot="game-hall-screen"
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
      >
        <div data-slot="game-hall-screen-content" className="flex flex-col gap-5 desktop:gap-8">
          <div data-slot="game-hall-screen-main" className="flex flex-col gap-3 desktop:gap-4">
            {title ? (
              <header data-slot="game-hall-screen-header" className="flex min-w-0 items-baseline justify-between gap-3">
                <h1
                  id={titleId}
                  data-slot="game-hall-screen-title"
                  title={title}
                  className="min-w-0 truncate text-lg font-bold tracking-tight text-foreground desktop:text-2xl"
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
              <StatusPanel
                status={state}
                placeholder={<LoadingCards layout={layout} />}
                loadingLabel={t('hall.loading')}
                errorTitle={t('hall.error_title')}
                errorBody={errorMessage ?? t('hall.error')}
                onRetry={onRetry}
                emptyTitle={t('hall.empty_title')}
                emptyBody={t('hall.empty')}
              >
                <ul data-slot="game-hall-screen-list" className={gridClasses}>
                  {popular ? (
                    <li data-slot="game-hall-screen-item" className="min-w-0">
                      <PopularCard popular={popular} href={hrefFor('popular')} onSelect={onSelect} />
                    </li>
                  ) : null}
                  {providers.map((provider, index) => (
                    <li key={provider.id} data-slot="game-hall-screen-item" className="min-w-0">
                      <ProviderCard
                        provider={provider}
                        href={hrefFor(provider)}
                        // The first row is above the fold of a page without a banner; the rest wait until scrolled to.
                        eager={index + (popular ? 1 : 0) < GAME_HALL_COLUMNS[layout]}
                        onSelect={onSelect}
                      />
                    </li>
                  ))}
                </ul>
              </StatusPanel>
            </section>
          </div>
          {hotGames != null ? (
            // Not a landmark of its own: the slot (e.g. a GameGrid) is usually one already, named like the heading.
            <div data-slot="game-hall-screen-hot" className="flex flex-col gap-3 desktop:gap-4">
              <h2
                data-slot="game-hall-screen-hot-title"
                className="text-base font-bold tracking-tight text-foreground desktop:text-xl"
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
