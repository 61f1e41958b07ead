import * as Tabs from '@radix-ui/react-tabs'
import { useId, type ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { GameGrid, splitGameGridProps, type GameGridPassThroughProps } from '../../components/game-grid/game-grid.tsx'

/** A server label over a provider's games (spec: Label id, tag, game_list). */
export interface GameLabel {
  id: number
  tag: 'hot' | 'new'
  /** Ids of the games carrying the label. */
  gameIds: readonly string[]
}

/** The active label tab: every game, or one label's id. */
export type GameLabelValue = 'all' | number

export interface SlotGameScreenProps
  extends GameGridPassThroughProps, Omit<ComponentProps<'section'>, keyof GameGridPassThroughProps> {
  /** The provider whose games these are. */
  provider: {
    /** Display name; the page's heading. */
    name: string
    /** Logo URL, shown beside the name. Decorative. */
    logoUrl?: string
  }
  /** `slot`: label tabs and small tiles; `crash` (`isCrashGame`): no label tabs, larger tiles. */
  variant?: 'slot' | 'crash'
  /** The provider's labels, in display order. No labels, no tabs. */
  labels?: readonly GameLabel[]
  /** The active label tab (controlled); the caller filters `games` by it. */
  label?: GameLabelValue
  /** Called with the label tab a person picks. */
  onLabelChange?: (label: GameLabelValue) => void
}

const tabClasses = [
  'inline-flex h-8 shrink-0 items-center rounded-full border bg-card px-3 text-[0.8125rem] font-medium text-muted-foreground',
  'transition-colors outline-none hover:text-foreground desktop:h-9 desktop:px-4 desktop:text-sm',
  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
  'data-[state=active]:border-primary data-[state=active]:bg-primary data-[state=active]:text-primary-foreground',
]

/**
 * A provider's games page (`/slotgame`): provider heading, label tabs (All,
 * Hot, New from the server's labels), then the searchable, virtualised
 * GameGrid. Controlled: the caller owns `label` and `search` and passes the
 * games they select (see `filterGames`).
 */
export function SlotGameScreen({
  provider,
  variant = 'slot',
  labels = [],
  label = 'all',
  onLabelChange,
  className,
  ...rest
}: SlotGameScreenProps) {
  const { t } = useText()
  const [gridProps, props] = splitGameGridProps(rest)
  const fill = gridProps.fill ?? false
  const titleId = useId()
  const showTabs = variant === 'slot' && labels.length > 0
  const grid = (
    <GameGrid {...gridProps} variant={variant} label={t('games.provider_games', { provider: provider.name })} />
  )

  return (
    <section
      data-slot="slot-game-screen"
      data-variant={variant}
      aria-labelledby={titleId}
      className={cn('flex w-full flex-col gap-3 desktop:gap-5', fill && 'min-h-0 flex-1', className)}
      {...props}
    >
      <header data-slot="slot-game-screen-header" className="flex min-w-0 items-center gap-3 desktop:gap-4">
        {provider.logoUrl ? (
          <img
            data-slot="slot-game-screen-logo"
            src={provider.logoUrl}
            alt=""
            width={64}
            height={64}
            className="size-10 shrink-0 rounded-lg object-contain desktop:size-14 desktop:rounded-xl"
          />
        ) : null}
        <div className="flex min-w-0 flex-col">
          <h1
            id={titleId}
            data-slot="slot-game-screen-title"
            title={provider.name}
            className="truncate text-lg font-bold tracking-tight text-foreground desktop:text-2xl"
          >
            {provider.name}
          </h1>
          {variant === 'crash' ? (
            <p data-slot="slot-game-screen-kind" className="text-sm text-muted-foreground">
              {t('games.crash')}
            </p>
          ) : null}
        </div>
      </header>

      {showTabs ? (
        <Tabs.Root
          data-slot="slot-game-screen-labels"
          value={String(label)}
          onValueChange={(next) => onLabelChange?.(next === 'all' ? 'all' : Number(next))}
          activationMode="automatic"
          className={cn('flex flex-col gap-4', fill && 'min-h-0 flex-1')}
        >
          <Tabs.List
            data-slot="slot-game-screen-label-list"
            aria-label={t('games.labels')}
            className="-m-1 scrollbar-none flex gap-2 overflow-x-auto p-1"
          >
            <Tabs.Trigger value="all" data-slot="slot-game-screen-label" className={cn(tabClasses)}>
              {t('games.label_all')}
            </Tabs.Trigger>
            {labels.map((item) => (
              <Tabs.Trigger
                key={item.id}
                value={String(item.id)}
                data-slot="slot-game-screen-label"
                data-variant={item.tag}
                className={cn(tabClasses)}
              >
                {t(`games.label_${item.tag}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {['all', ...labels.map((item) => String(item.id))].map((value) => (
            <Tabs.Content
              key={value}
              value={value}
              data-slot="slot-game-screen-panel"
              className={cn(
                'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-4 focus-visible:ring-offset-background',
                fill && 'min-h-0 flex-1 data-[state=active]:flex data-[state=active]:flex-col',
              )}
            >
              {grid}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      ) : (
        grid
      )}
    </section>
  )
}
