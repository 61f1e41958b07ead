import { cva } from 'class-variance-authority'
import { useId, type ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { useLayout } from '../../lib/layout.ts'
import type { Layout } from '../../lib/theme.ts'
import { useText } from '../../text/text-provider.tsx'
import { ProviderLogo } from '../provider-logo/provider-logo.tsx'
import { TileSkeletons } from '../tile-skeletons/tile-skeletons.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { StatusPanel } from '../../primitives/status-panel/status-panel.tsx'

export interface Provider {
  /** Provider id, e.g. `GPR8`. */
  id: string
  /** Display name; the tile's accessible name. */
  name: string
  /** Logo URL for the light theme. */
  iconLight: string
  /** Logo URL for the dark theme. */
  iconDark: string
  /** Optional badge. */
  tag?: 'hot' | 'new'
}

export type ProviderGridStatus = 'loading' | 'error' | 'ready'

export interface ProviderGridProps extends Omit<ComponentProps<'section'>, 'onSelect'> {
  /** Providers in display order. Ignored unless `status` is `ready`. */
  providers: readonly Provider[]
  /** `loading` shows skeleton tiles, `error` a message and retry, `ready` the tiles (or the empty state). */
  status: ProviderGridStatus
  /** Error text, already translated; defaults to `lobby.error`. */
  errorMessage?: string
  /** Called when a person asks to retry after an error. Without it no retry button is shown. */
  onRetry?: () => void
  /** Called with the id of the provider a person picks. */
  onSelect: (id: string) => void
}

/** Tiles per row: six on desktop, three compact tiles on mobile. */
export const PROVIDER_GRID_COLUMNS = { desktop: 6, mobile: 3 } as const satisfies Record<Layout, number>

/** Intrinsic logo size (5:2), so the image box is reserved before it loads. */
const LOGO_WIDTH = 160
const LOGO_HEIGHT = 64

const gridClasses = 'grid grid-cols-3 gap-2.5 desktop:grid-cols-6 desktop:gap-4'

const tileClasses = [
  'group relative flex h-full w-full flex-col items-center overflow-hidden border bg-card text-card-foreground',
  'shadow-sm transition-[border-color,box-shadow,transform] outline-none',
  'hover:-translate-y-0.5 hover:border-primary/60 hover:shadow-md motion-reduce:hover:translate-y-0',
  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
  'gap-2 rounded-lg px-2 pt-3.5 pb-2 desktop:gap-3 desktop:rounded-xl desktop:px-3 desktop:pt-5 desktop:pb-3',
]

const tagVariants = cva(
  'absolute top-0 right-0 rounded-bl-lg px-2 py-0.5 text-[0.625rem] font-bold tracking-wide uppercase',
  {
    variants: {
      tag: {
        hot: 'bg-destructive text-destructive-foreground',
        new: 'bg-accent text-accent-foreground',
      },
    },
  },
)

/**
 * A grid of game-provider tiles with loading, error, empty and ready states.
 * Presentational: it never fetches; the caller passes `status` and handles
 * `onRetry` and `onSelect`.
 */
export function ProviderGrid({
  providers,
  status,
  errorMessage,
  onRetry,
  onSelect,
  className,
  ...props
}: ProviderGridProps) {
  const { t } = useText()
  // Two rows of skeletons: six or three tiles a row.
  const layout = useLayout()
  const empty = status === 'ready' && providers.length === 0
  const state = empty ? 'empty' : status

  return (
    <section
      data-slot="provider-grid"
      data-state={state}
      aria-label={t('lobby.providers')}
      aria-busy={status === 'loading' || undefined}
      className={cn('w-full', className)}
      {...props}
    >
      <StatusPanel
        status={state}
        placeholder={<LoadingTiles layout={layout} />}
        loadingLabel={t('lobby.providers_loading')}
        errorTitle={t('lobby.error_title')}
        errorBody={errorMessage ?? t('lobby.error')}
        onRetry={onRetry}
        emptyTitle={t('lobby.empty_title')}
        emptyBody={t('lobby.empty')}
      >
        <ul data-slot="provider-grid-list" className={gridClasses}>
          {providers.map((provider) => (
            <li key={provider.id} data-slot="provider-grid-item" className="min-w-0">
              <ProviderTile
                provider={provider}
                tagLabel={provider.tag ? t(`lobby.tag_${provider.tag}`) : undefined}
                onSelect={onSelect}
              />
            </li>
          ))}
        </ul>
      </StatusPanel>
    </section>
  )
}

interface ProviderTileProps {
  provider: Provider
  tagLabel: string | undefined
  onSelect: (id: string) => void
}

function ProviderTile({ provider, tagLabel, onSelect }: ProviderTileProps) {
  const tagId = useId()
  // Lazy, all of them: on the lobby the banner is the only eager image (issue 3).
  const loading = 'lazy'
  const logoClass = 'aspect-[5/2] h-auto w-full max-w-40 object-contain'
  return (
    <button
      type="button"
      data-slot="provider-grid-tile"
      aria-describedby={provider.tag ? tagId : undefined}
      onClick={() => onSelect(provider.id)}
      className={cn(tileClasses)}
    >
      <span data-slot="provider-grid-logo" className="flex w-full items-center justify-center">
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
      <span
        data-slot="provider-grid-name"
        className={cn(
          'line-clamp-2 min-h-[2.75em] w-full text-center text-xs font-medium break-words',
          'desktop:text-sm',
        )}
      >
        {provider.name}
      </span>
      {provider.tag ? (
        <span
          id={tagId}
          data-slot="provider-grid-tag"
          data-variant={provider.tag}
          aria-hidden="true"
          className={tagVariants({ tag: provider.tag })}
        >
          {tagLabel}
        </span>
      ) : null}
    </button>
  )
}

function LoadingTiles({ layout }: { layout: Layout }) {
  return (
    <TileSkeletons columns={PROVIDER_GRID_COLUMNS[layout]} gridClassName={gridClasses} tileClassName={tileClasses}>
      <Skeleton className="aspect-[5/2] w-full max-w-40" />
      <Skeleton className="my-1 h-3.5 w-2/3 desktop:my-1.5" />
    </TileSkeletons>
  )
}
