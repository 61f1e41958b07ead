import { useDeferredValue, type ComponentProps, type MouseEvent } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { GameGrid, type GameGridVariant, type GameTile } from '../../components/game-grid/game-grid.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { StatusPanel } from '../../primitives/status-panel/status-panel.tsx'

/** One row of the home lobby: a template section (a category's featured games) or a crash menu entry. */
export interface LobbySection {
  /** Section id, passed back in every callback. */
  id: string
  /** Heading, already translated. */
  title: string
  /** `crash`: the crash menu's larger tiles; `slot` (default) for the rest. */
  variant?: GameGridVariant
  /** Games in display order; a tile with `demo: true` gets a Demo button. */
  games: readonly GameTile[]
  /** The page with all of the section's games (category hall, crash page). No link without it. */
  moreHref?: string
  /** Demo providers of the section a visitor may try (spec section 9), each opening their demo list. */
  demoProviders?: readonly { id: string; name: string }[]
}

export type LobbySectionsStatus = 'loading' | 'error' | 'ready'

export interface LobbySectionsProps extends Omit<ComponentProps<'section'>, 'onPlay'> {
  /** Sections in display order. Ignored unless `status` is `ready`; sections without games are not shown. */
  sections: readonly LobbySection[]
  /** `loading` shows a skeleton section, `error` a message and retry, `ready` the sections (or the empty note). */
  status: LobbySectionsStatus
  /** Error text, already translated; defaults to `lobby_games.error`. */
  errorMessage?: string
  /** Called when a person asks to retry after an error. Without it no retry button is shown. */
  onRetry?: () => void
  /** A game's tile was opened (real play: the caller asks a visitor to log in). */
  onPlay: (sectionId: string, gameId: string) => void
  /** A game's Demo button (tiles with `demo: true`). Without it no Demo button is shown. */
  onDemo?: (sectionId: string, gameId: string) => void
  /** A game's favourite toggle. Without it no toggle is shown. */
  onToggleFavorite?: (sectionId: string, gameId: string, next: boolean) => void
  /** "Try for free" on one of a section's demo providers. Without it no such button is shown. */
  onTryDemo?: (sectionId: string, providerId: string) => void
  /** A section's "See all" link; call `event.preventDefault()` to route in-app. */
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void
}

/** Sections rendered with the answer that brings them; the rest follow in a background render. */
const EAGER_SECTIONS = 2

const linkClass =
  'inline-flex min-h-6 items-center rounded-md text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring'

/**
 * The home lobby's games (`/v2/get_template_game_list` sections and the crash
 * menu): each section a heading, its "See all" link, its demo providers'
 * "Try for free" buttons and its tiles, playable for real or in demo.
 * Presentational: the caller loads the sections and answers every callback.
 */
export function LobbySections({
  sections,
  status,
  errorMessage,
  onRetry,
  onPlay,
  onDemo,
  onToggleFavorite,
  onTryDemo,
  onNavigate,
  className,
  ...props
}: LobbySectionsProps) {
  const { t } = useText()
  const shown = sections.filter((section) => section.games.length > 0)
  const state = status === 'ready' && shown.length === 0 ? 'empty' : status
  // When the sections arrive (or more of them), the first two render at once and the rest in a background render
  // that React slices and gives the thread back between: the lobby's answer was one long task on a phone (issue 23).
  // Mounted with its sections (the server's first view, its hydration, a return to the lobby), it renders the first
  // two and then the rest in a background render too: the server's markup carries only what the first screen shows.
  const rendered = Math.max(EAGER_SECTIONS, useDeferredValue(shown.length, EAGER_SECTIONS))

  return (
    <section
      data-slot="lobby-sections"
      data-state={state}
      aria-label={t('lobby_games.sections')}
      aria-busy={status === 'loading' || undefined}
      className={cn('flex w-full min-w-0 flex-col gap-5 desktop:gap-8', className)}
      {...props}
    >
      <StatusPanel
        status={state}
        placeholder={
          <div data-slot="lobby-sections-loading" className="flex flex-col gap-3">
            <Skeleton className="h-5 w-32 desktop:h-7 desktop:w-48" />
            <GameGrid games={[]} status="loading" onPlay={() => {}} label={t('lobby_games.loading')} />
          </div>
        }
        loadingLabel={t('lobby_games.loading')}
        errorTitle={t('lobby_games.error_title')}
        errorBody={errorMessage ?? t('lobby_games.error')}
        onRetry={onRetry}
        emptyTitle={t('lobby_games.empty_title')}
        emptyBody={t('lobby_games.empty')}
      >
        {shown.slice(0, rendered).map((section, index) => (
          <SectionRow
            key={section.id}
            section={section}
            first={index === 0}
            onPlay={onPlay}
            onDemo={onDemo}
            onToggleFavorite={onToggleFavorite}
            onTryDemo={onTryDemo}
            onNavigate={onNavigate}
          />
        ))}
      </StatusPanel>
    </section>
  )
}

function SectionRow({
  section,
  onPlay,
  onDemo,
  onToggleFavorite,
  onTryDemo,
  onNavigate,
  first,
}: Pick<LobbySectionsProps, 'onPlay' | 'onDemo' | 'onToggleFavorite' | 'onTryDemo' | 'onNavigate'> & {
  section: LobbySection
  /** The first section: only its first row's pictures load at once. */
  first: boolean
}) {
  const { t } = useText()
  const demoProviders = onTryDemo ? (section.demoProviders ?? []) : []
  // Only tiles marked `demo: true` carry the Demo button.
  const games = section.games.map((game) => ({ ...game, demo: game.demo === true }))

  return (
    <div
      data-slot="lobby-sections-section"
      data-variant={section.variant ?? 'slot'}
      className="flex min-w-0 flex-col gap-3"
    >
      <header
        data-slot="lobby-sections-header"
        className="flex flex-wrap items-center justify-between gap-2 desktop:gap-3"
      >
        <h2 className="min-w-0 text-base font-bold tracking-tight text-foreground desktop:text-xl">{section.title}</h2>
        <div className="flex flex-wrap items-center gap-2">
          {demoProviders.map((provider) => (
            <Button key={provider.id} variant="outline" size="sm" onClick={() => onTryDemo?.(section.id, provider.id)}>
              {t('lobby_games.try_demo', { provider: provider.name })}
            </Button>
          ))}
          {section.moreHref ? (
            <a
              href={section.moreHref}
              data-slot="lobby-sections-more"
              aria-label={t('lobby_games.see_all_named', { section: section.title })}
              onClick={(event) => onNavigate?.(section.moreHref!, event)}
              className={linkClass}
            >
              {t('lobby_games.see_all')}
            </a>
          ) : null}
        </div>
      </header>
      <GameGrid
        games={games}
        status="ready"
        onPlay={(id) => onPlay(section.id, id)}
        onDemo={onDemo ? (id) => onDemo(section.id, id) : undefined}
        onToggleFavorite={onToggleFavorite ? (id, next) => onToggleFavorite(section.id, id, next) : undefined}
        variant={section.variant ?? 'slot'}
        // A section is a few rows: it grows with them and the page scrolls, not the section.
        maxHeight="none"
        label={section.title}
        eagerFirstRow={first}
      />
    </div>
  )
}
