import { useId, type ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'

export interface GameLoadingScreenProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The game being opened, once known: the heading. */
  gameName?: string
  /** Its provider, shown under the name. */
  providerName?: string
  /** `loading`: waiting for the game's URL (the real-time `game.url` navigates this window); `failed`: it will not come. */
  state: 'loading' | 'failed'
  /** The server's message for `failed`, already translated; defaults to `game_play.open_failed_body`. */
  message?: string
  /** `failed`: called from the Close button (the caller closes the window); without it there is no button. */
  onClose?: () => void
}

const screenClasses = [
  'flex min-h-dvh w-full flex-col items-center justify-center bg-background text-center text-foreground',
  'gap-4 px-5 py-10 desktop:gap-5 desktop:px-8 desktop:py-16',
]

const badgeClasses = {
  loading: [
    'grid size-12 place-items-center rounded-full text-2xl desktop:size-16 desktop:text-3xl',
    'animate-spin border-4 border-primary/20 border-t-primary motion-reduce:animate-none desktop:border-[5px]',
  ],
  failed: [
    'grid size-12 place-items-center rounded-full text-2xl desktop:size-16 desktop:text-3xl',
    'bg-destructive/10 font-bold text-destructive',
  ],
} as const

/**
 * The page of the interim game window (`/loading`, window mode): a spinner
 * while the game's address is on its way, or the reason it failed with a
 * Close button. Fills the window, centred, in the brand's theme.
 */
export function GameLoadingScreen({
  gameName,
  providerName,
  state,
  message,
  onClose,
  className,
  ...props
}: GameLoadingScreenProps) {
  const { t } = useText()
  const titleId = useId()
  const failed = state === 'failed'

  return (
    <section
      data-slot="game-loading-screen"
      data-state={state}
      aria-labelledby={titleId}
      aria-busy={!failed || undefined}
      className={cn(screenClasses, className)}
      {...props}
    >
      <span aria-hidden="true" data-slot="game-loading-screen-badge" className={cn(badgeClasses[state])}>
        {failed ? '!' : null}
      </span>
      <div className="flex max-w-md min-w-0 flex-col gap-1">
        <h1
          id={titleId}
          data-slot="game-loading-screen-title"
          className="text-xl font-bold break-words desktop:text-2xl"
        >
          {gameName ?? t(failed ? 'game_play.open_failed_title' : 'game_play.loading_title')}
        </h1>
        {providerName ? (
          <p data-slot="game-loading-screen-provider" className="text-sm break-words text-muted-foreground">
            {providerName}
          </p>
        ) : null}
      </div>
      {failed ? (
        <>
          <div
            role="alert"
            data-slot="game-loading-screen-error"
            className="flex max-w-md flex-col gap-1 text-sm break-words"
          >
            {gameName ? <p className="font-semibold">{t('game_play.open_failed_title')}</p> : null}
            <p className="text-muted-foreground">{message ?? t('game_play.open_failed_body')}</p>
          </div>
          {onClose ? (
            <Button variant="outline" onClick={onClose}>
              {t('game_play.close')}
            </Button>
          ) : null}
        </>
      ) : (
        <p role="status" data-slot="game-loading-screen-status" className="text-sm text-muted-foreground">
          {t('game_play.opening')}
        </p>
      )}
    </section>
  )
}
