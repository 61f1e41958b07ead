import { useId } from 'react'
import { cn } from '../../lib/cn.ts'
import type { Layout } from '../../lib/theme.ts'
import { useText } from '../../text/text-provider.tsx'
import { ProviderLogo } from '../../components/provider-logo/provider-logo.tsx'
import { TileSkeletons } from '../../components/tile-skeletons/tile-skeletons.tsx'
import { buttonVariants } from '../../primitives/button/button.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import type { GameHallProvider, GameHallScreenProps } from './game-hall-types.ts'
import { HotIcon } from '../../primitives/icon/icon.tsx'

/** Cards a row: four large cards on desktop, two on mobile. */
export const GAME_HALL_COLUMNS = { desktop: 4, mobile: 2 } as const satisfies Record<Layout, number>

/** Intrinsic logo size (5:2, as ProviderGrid), so the image box is reserved before it loads. */
const LOGO_WIDTH = 160
const LOGO_HEIGHT = 64

export const gridClasses = 'grid grid-cols-2 gap-3 desktop:grid-cols-4 desktop:gap-5'

const cardClasses = [
  'group relative flex h-full w-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm',
  'transition-[border-color,box-shadow,transform] outline-none desktop:rounded-2xl',
  'hover:-translate-y-0.5 hover:border-primary/60 hover:shadow-md motion-reduce:hover:translate-y-0',
  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
]

const artClasses = {
  provider: 'flex aspect-[2/1] w-full items-center justify-center bg-muted/60 px-4 desktop:px-8',
  popular: 'flex aspect-[2/1] w-full items-center justify-center bg-primary px-4 text-primary-foreground desktop:px-8',
} as const

/** Mobile: name over a full-width button; desktop: name and button side by side. */
const bodyClasses = [
  'flex flex-col items-stretch gap-2 p-3',
  'desktop:flex-row desktop:items-center desktop:justify-between desktop:gap-3 desktop:p-4',
]

/** Two lines of text are always reserved, so cards in a row keep one height and skeletons match them. */
const nameClass = 'flex min-h-10 min-w-0 flex-col justify-center text-sm leading-5'

interface CardProps {
  href: string
  onSelect: GameHallScreenProps['onSelect']
}

export function ProviderCard({
  provider,
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
      className={cn(cardClasses)}
    >
      <span data-slot="game-hall-screen-card-art" className={artClasses.provider}>
        <ProviderLogo
          light={provider.iconLight}
          dark={provider.iconDark}
          width={LOGO_WIDTH}
          height={LOGO_HEIGHT}
          loading={loading}
          decoding="async"
          className={logoClass}
        />
      </span>
      <span data-slot="game-hall-screen-card-body" className={cn(bodyClasses)}>
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

export function PopularCard({ popular, href, onSelect }: CardProps & { popular: { label: string; count?: number } }) {
  const { t } = useText()
  return (
    <a
      href={href}
      data-slot="game-hall-screen-card"
      data-variant="popular"
      data-state="ready"
      onClick={(event) => onSelect('popular', event)}
      className={cn(cardClasses)}
    >
      <span data-slot="game-hall-screen-card-art" className={artClasses.popular}>
        <HotIcon strokeWidth={1.6} className="size-12 desktop:size-16" />
      </span>
      <span data-slot="game-hall-screen-card-body" className={cn(bodyClasses)}>
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

export function LoadingCards({ layout }: { layout: Layout }) {
  return (
    <TileSkeletons columns={GAME_HALL_COLUMNS[layout]} gridClassName={gridClasses} tileClassName={cardClasses}>
      <Skeleton className="aspect-[2/1] w-full rounded-none" />
      <span className={cn(bodyClasses)}>
        <span className={cn(nameClass, 'flex-1')}>
          <Skeleton className="h-4 w-2/3" />
        </span>
        <Skeleton className="h-8 w-full desktop:w-16" />
      </span>
    </TileSkeletons>
  )
}
