import { useCallback, useId, useState, type ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import { useLayout } from '../../lib/layout.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { Modal, modalHeaderVariants, modalTitleVariants } from '../../primitives/modal/modal.tsx'
import { QuitIcon } from '../../primitives/icon/icon.tsx'

/**
 * The game page's sandbox: its own scripts, storage and forms, and pop-ups
 * (cashier, rules). It cannot navigate this page; the Quit button leaves.
 */
export const GAME_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups'

export interface GamePlayerProps {
  /** `modal`: over the page in a dialog; `page`: fills the page it is placed in (`/play`, game type 4). */
  mode: 'modal' | 'page'
  /** `modal` only: whether the dialog is shown (controlled). */
  open?: boolean
  /** The game's address; `null` while it is still starting (the URL has not arrived yet). */
  url: string | null
  /** The game's name: the heading, the dialog's name and the iframe's `title`. */
  title: string
  /**
   * Called from the Quit game button (and, in a modal, Esc). The player never
   * closes itself: the caller runs the force-quit step, then closes it.
   */
  onQuit: () => void
  /** `modal` only: element to portal into instead of `document.body`. */
  portalContainer?: HTMLElement | null
  /** The iframe's `sandbox`; defaults to `GAME_FRAME_SANDBOX`. */
  sandbox?: string
  /** Classes for the player's box (layout only), e.g. the page's height. */
  className?: string
}

/** The page's bar is the modal's `header="bar"`: mobile a compact bar, desktop a taller one. */
const barClasses = modalHeaderVariants({ header: 'bar' })

const titleClasses = cn('min-w-0 flex-1', modalTitleVariants({ header: 'bar' }))

/** Mobile: the modal fills the screen; desktop: a large box at most 48rem high. */
const modalClasses = [
  'desktop:h-[calc(100%-2rem)] desktop:max-h-[48rem] desktop:w-[calc(100%-2rem)] desktop:max-w-5xl',
  'desktop:rounded-2xl desktop:border',
]

/**
 * Plays a real-money game in an iframe, in a modal or in the page. Shows a
 * "starting" veil until the URL has arrived and the page has loaded; the
 * Quit game button asks the caller to leave (`onQuit`).
 */
export function GamePlayer({
  mode,
  open = true,
  url,
  title,
  onQuit,
  portalContainer,
  sandbox = GAME_FRAME_SANDBOX,
  className,
}: GamePlayerProps) {
  const { t } = useText()
  const titleId = useId()
  const quit = (
    <Button variant="outline" size={useLayout() === 'desktop' ? 'md' : 'sm'} onClick={onQuit} className="shrink-0">
      <QuitIcon />
      {t('game_play.quit')}
    </Button>
  )
  const stage = <GameStage url={url} title={title} sandbox={sandbox} />

  if (mode === 'page') {
    return (
      <section
        data-slot="game-player"
        data-mode="page"
        data-state={url ? 'playing' : 'starting'}
        aria-labelledby={titleId}
        className={cn('flex h-dvh w-full flex-col bg-background', className)}
      >
        <header data-slot="game-player-bar" className={barClasses}>
          <h1 id={titleId} data-slot="game-player-title" className={titleClasses}>
            {title}
          </h1>
          {quit}
        </header>
        {stage}
      </section>
    )
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onQuit()
      }}
      title={title}
      size="full"
      header="bar"
      actions={quit}
      showClose={false}
      // A click beside a running game is not a request to quit it; Esc and the button are.
      closeOnOutsideClick={false}
      portalContainer={portalContainer}
      className={cn(modalClasses, className)}
      bodyClassName="flex flex-col overflow-hidden"
    >
      <div
        data-slot="game-player"
        data-mode="modal"
        data-state={url ? 'playing' : 'starting'}
        className="flex min-h-0 flex-1 flex-col"
      >
        {stage}
      </div>
    </Modal>
  )
}

/** The iframe and its "starting" veil; remounted for each new URL. */
function GameStage({ url, title, sandbox }: { url: string | null; title: string; sandbox: string }): ReactNode {
  const { t } = useText()
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null)
  const starting = url === null || loadedUrl !== url
  // A page that loads during insertion (`about:blank`, a cached same-origin page) fires `load` while React
  // commits, when React drops events: look once the frame is in the document.
  const frameRef = useCallback(
    (frame: HTMLIFrameElement | null) => {
      if (frame && url && hasLoaded(frame, url)) setLoadedUrl(url)
    },
    [url],
  )
  return (
    <div
      data-slot="game-player-stage"
      data-state={starting ? 'starting' : 'ready'}
      aria-busy={starting || undefined}
      className="relative min-h-0 w-full flex-1 bg-black"
    >
      {url ? (
        <iframe
          key={url}
          ref={frameRef}
          data-slot="game-player-frame"
          src={url}
          title={title}
          allow="fullscreen; autoplay"
          allowFullScreen
          sandbox={sandbox}
          onLoad={() => setLoadedUrl(url)}
          className="absolute inset-0 size-full border-0"
        />
      ) : null}
      {starting ? (
        <div
          data-slot="game-player-starting"
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-muted text-muted-foreground"
        >
          <span
            aria-hidden="true"
            className="size-10 animate-spin rounded-full border-4 border-primary/25 border-t-primary motion-reduce:animate-none"
          />
          <span role="status" className="text-sm">
            {t('game_play.starting')}
          </span>
        </div>
      ) : null}
    </div>
  )
}

/** Whether the frame already shows `url`, fully loaded; false for a page this document may not read. */
function hasLoaded(frame: HTMLIFrameElement, url: string): boolean {
  try {
    const shown = frame.contentWindow?.location.href
    return frame.contentDocument?.readyState === 'complete' && shown === new URL(url, document.baseURI).href
  } catch {
    return false
  }
}
