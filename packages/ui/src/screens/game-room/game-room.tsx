import * as Tabs from '@radix-ui/react-tabs'
import { cva } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { GameGrid, splitGameGridProps, type GameGridPassThroughProps } from '../../components/game-grid/game-grid.tsx'
import type { Provider } from '../../components/provider-grid/provider-grid.tsx'
import { ProviderLogo } from '../../components/provider-logo/provider-logo.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'

export interface GameRoomProps
  extends
    GameGridPassThroughProps,
    Omit<ComponentProps<'div'>, keyof GameGridPassThroughProps | 'defaultValue' | 'dir'> {
  /** Providers of the room's game type, in display order. */
  providers: readonly Provider[]
  /** Id of the provider whose games are shown (controlled). */
  providerId: string
  /** Called with the id of the provider a person picks (click or arrow keys). */
  onProviderChange: (id: string) => void
  /** Show skeleton providers while the list loads. */
  providersLoading?: boolean
}

const providerVariants = cva([
  'flex h-12 w-full items-center gap-3 rounded-lg border border-transparent px-3 text-left text-sm font-medium',
  'text-muted-foreground transition-colors outline-none hover:bg-muted hover:text-foreground',
  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
  'data-[state=active]:border-primary/40 data-[state=active]:bg-primary/10 data-[state=active]:text-foreground',
])

/**
 * The desktop game room (`/gameRoom`): the game type's providers on the left,
 * the chosen provider's searchable GameGrid on the right. Controlled: the
 * caller owns `providerId` and `search` and passes that provider's games.
 */
export function GameRoom({
  providers,
  providerId,
  onProviderChange,
  providersLoading = false,
  className,
  ...rest
}: GameRoomProps) {
  const { t } = useText()
  const [gridProps, props] = splitGameGridProps(rest)
  const maxHeight = gridProps.maxHeight ?? 'calc(100dvh - 8rem)'
  const active = providers.find((provider) => provider.id === providerId)
  const shell = cn('grid w-full grid-cols-[15rem_minmax(0,1fr)] items-start gap-6', className)

  if (providersLoading || providers.length === 0) {
    return (
      <div
        data-slot="game-room"
        data-state={providersLoading ? 'loading' : 'empty'}
        aria-busy={providersLoading || undefined}
        className={shell}
        {...props}
      >
        <div data-slot="game-room-providers" className="flex flex-col gap-1.5 rounded-xl border bg-card p-2">
          {providersLoading ? (
            <>
              <span className="sr-only" role="status">
                {t('games.providers_loading')}
              </span>
              {Array.from({ length: 8 }, (_, index) => (
                <Skeleton key={index} data-slot="game-room-skeleton" className="h-12 w-full rounded-lg" />
              ))}
            </>
          ) : (
            <p data-slot="game-room-empty" className="px-3 py-6 text-center text-sm text-muted-foreground">
              {t('games.no_providers')}
            </p>
          )}
        </div>
        <GameGrid
          games={[]}
          status={providersLoading ? 'loading' : 'ready'}
          onPlay={gridProps.onPlay}
          maxHeight={maxHeight}
        />
      </div>
    )
  }

  return (
    <Tabs.Root
      data-slot="game-room"
      orientation="vertical"
      activationMode="automatic"
      value={providerId}
      onValueChange={onProviderChange}
      className={shell}
      {...props}
    >
      <Tabs.List
        data-slot="game-room-providers"
        aria-label={t('games.providers')}
        className="sticky top-4 flex max-h-[calc(100dvh-2rem)] flex-col gap-1 overflow-y-auto rounded-xl border bg-card p-2 shadow-sm"
      >
        {providers.map((provider) => (
          <Tabs.Trigger
            key={provider.id}
            value={provider.id}
            data-slot="game-room-provider"
            title={provider.name}
            className={providerVariants()}
          >
            <span data-slot="game-room-provider-logo" className="flex h-7 w-16 shrink-0 items-center">
              <ProviderLogo
                light={provider.iconLight}
                dark={provider.iconDark}
                width={64}
                height={28}
                className="h-7 w-16 object-contain object-left"
              />
            </span>
            <span data-slot="game-room-provider-name" className="min-w-0 flex-1 truncate">
              {provider.name}
            </span>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {providers.map((provider) => (
        <Tabs.Content
          key={provider.id}
          value={provider.id}
          data-slot="game-room-panel"
          className="min-w-0 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-4 focus-visible:ring-offset-background"
        >
          <GameGrid
            {...gridProps}
            maxHeight={maxHeight}
            label={active ? t('games.provider_games', { provider: active.name }) : undefined}
          />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}
