import { useState } from 'react'
import { cn } from '../../lib/cn.ts'
import { useLayout } from '../../lib/layout.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { Modal } from '../../primitives/modal/modal.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { StatusPanel } from '../../primitives/status-panel/status-panel.tsx'

export interface DemoGame {
  /** Game id, passed back by `onPlay`. */
  id: string
  /** Display name. */
  name: string
  /** Square icon URL. */
  iconUrl: string
}

export type DemoGameListStatus = 'loading' | 'error' | 'ready'

export interface DemoGameListModalProps {
  /** Whether the modal is shown (controlled). It never closes itself. */
  open: boolean
  /** Called with `false` when a person closes it. */
  onOpenChange: (open: boolean) => void
  /** Demo games in display order. Ignored unless `status` is `ready`. */
  games: readonly DemoGame[]
  /** `loading` shows skeleton tiles, `error` a message and retry, `ready` the games (or the empty note). */
  status: DemoGameListStatus
  /** Called with the id of the game a person picks. */
  onPlay: (id: string) => void
  /** Called when a person asks to retry after an error. Without it no retry button is shown. */
  onRetry?: () => void
  /** Heading; defaults to `demo.list_title`. E.g. the provider's name. */
  title?: string
  /** Element to portal into instead of `document.body`. */
  portalContainer?: HTMLElement | null
  /**
   * Games shown at first and added by each "Show more": a provider may have
   * thousands of demo games, and the modal lists them in pages, not at once.
   */
  pageSize?: number
}

/** Three tiles a row on mobile, five on desktop. */
const gridClasses = 'grid grid-cols-3 gap-3 desktop:grid-cols-5 desktop:gap-4'

/** The demo games of a provider, to play without an account (spec section 5). */
export function DemoGameListModal({
  open,
  onOpenChange,
  games,
  status,
  onPlay,
  onRetry,
  title,
  portalContainer,
  pageSize = 60,
}: DemoGameListModalProps) {
  const { t } = useText()
  // The modal's size (stamped as data-size) and the skeleton count (two rows) follow the layout.
  const layout = useLayout()
  // A new list (another provider) starts again at its first page; a re-render with the same list keeps it.
  const listKey = `${games.length}:${games[0]?.id ?? ''}`
  const [pages, setPages] = useState({ listKey, count: 1 })
  const count = pages.listKey === listKey ? pages.count : 1
  if (pages.listKey !== listKey) setPages({ listKey, count: 1 })
  const shown = games.slice(0, pageSize * count)
  const left = games.length - shown.length
  const empty = status === 'ready' && games.length === 0
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size={layout === 'mobile' ? 'md' : 'lg'}
      portalContainer={portalContainer}
      title={title ?? t('demo.list_title')}
      bodyClassName="p-5"
    >
      <div data-state={empty ? 'empty' : status}>
        <StatusPanel
          status={status}
          loadingLabel={t('demo.list_loading')}
          placeholder={
            <div data-slot="demo-game-list-modal-loading" className={gridClasses}>
              {Array.from({ length: layout === 'desktop' ? 10 : 6 }, (_, index) => (
                <div key={index} className="flex flex-col items-center gap-2">
                  <Skeleton className="aspect-square w-full rounded-xl" />
                  <Skeleton className="h-3.5 w-3/4" />
                </div>
              ))}
            </div>
          }
          errorTitle={t('demo.error_title')}
          errorBody={t('demo.list_error')}
          onRetry={onRetry}
          retryLabel={t('common.retry')}
        >
          {empty ? (
            <p
              data-slot="demo-game-list-modal-empty"
              className="rounded-xl border border-dashed px-6 py-10 text-center text-sm text-muted-foreground"
            >
              {t('demo.list_empty')}
            </p>
          ) : (
            <div className="flex flex-col items-center gap-5">
              <ul data-slot="demo-game-list-modal-list" className={cn(gridClasses, 'w-full')}>
                {shown.map((game) => (
                  <li key={game.id} className="min-w-0">
                    <button
                      type="button"
                      data-slot="demo-game-list-modal-game"
                      aria-label={t('demo.play', { name: game.name })}
                      onClick={() => onPlay(game.id)}
                      className="group flex w-full flex-col items-center gap-2 rounded-xl p-1 text-center outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      <img
                        src={game.iconUrl}
                        alt=""
                        width={120}
                        height={120}
                        loading="lazy"
                        decoding="async"
                        className="aspect-square h-auto w-full rounded-xl object-cover shadow-sm transition-transform group-hover:scale-[1.03] motion-reduce:group-hover:scale-100"
                      />
                      <span className="line-clamp-2 min-h-[2.5em] text-xs leading-tight font-medium break-words sm:text-sm">
                        {game.name}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
              {left > 0 ? (
                <Button variant="outline" onClick={() => setPages({ listKey, count: count + 1 })}>
                  {t('lobby_games.show_more', { count: String(left) })}
                </Button>
              ) : null}
            </div>
          )}
        </StatusPanel>
      </div>
    </Modal>
  )
}
