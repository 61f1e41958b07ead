import { useId, type ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/tabs/tabs.tsx'
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
        <Tabs
          value={String(label)}
          onValueChange={(next) => onLabelChange?.(next === 'all' ? 'all' : Number(next))}
          activationMode="automatic"
          className={cn(fill && 'min-h-0 flex-1')}
        >
          <TabsList variant="pill" aria-label={t('games.labels')}>
            <TabsTrigger value="all">{t('games.label_all')}</TabsTrigger>
            {labels.map((item) => (
              <TabsTrigger key={item.id} value={String(item.id)} data-variant={item.tag}>
                {t(`games.label_${item.tag}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          {['all', ...labels.map((item) => String(item.id))].map((value) => (
            <TabsContent
              key={value}
              value={value}
              className={cn(
                'focus-visible:ring-offset-4 focus-visible:ring-offset-background',
                fill && 'min-h-0 flex-1 data-[state=active]:flex data-[state=active]:flex-col',
              )}
            >
              {grid}
            </TabsContent>
          ))}
        </Tabs>
      ) : (
        grid
      )}
    </section>
  )
}
