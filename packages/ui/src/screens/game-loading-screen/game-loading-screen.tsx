import { cva } from 'class-variance-authority'
import { useId, type ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import type { Layout } from '../../lib/theme.ts'
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
  layout?: Layout
}

const screenVariants = cva(
  'flex min-h-dvh w-full flex-col items-center justify-center bg-background text-center text-foreground',
  {
    variants: {
      layout: { desktop: 'gap-5 px-8 py-16', mobile: 'gap-4 px-5 py-10' },
    },
    defaultVariants: { layout: 'desktop' },
  },
)

const badgeVariants = cva('grid place-items-center rounded-full', {
  variants: {
    state: {
      loading: 'animate-spin border-primary/20 border-t-primary motion-reduce:animate-none',
      failed: 'bg-destructive/10 font-bold text-destructive',
    },
    layout: { desktop: 'size-16 text-3xl', mobile: 'size-12 text-2xl' },
  },
  compoundVariants: [
    { state: 'loading', layout: 'desktop', className: 'border-[5px]' },
    { state: 'loading', layout: 'mobile', className: 'border-4' },
  ],
  defaultVariants: { layout: 'desktop' },
})

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
  layout = 'desktop',
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
      data-layout={layout}
      aria-labelledby={titleId}
      aria-busy={!failed || undefined}
      className={cn(screenVariants({ layout }), className)}
      {...props}
    >
      <span aria-hidden="true" data-slot="game-loading-screen-badge" className={badgeVariants({ state, layout })}>
        {failed ? '!' : null}
      </span>
      <div className="flex max-w-md min-w-0 flex-col gap-1">
        <h1
          id={titleId}
          data-slot="game-loading-screen-title"
          className={cn('font-bold break-words', layout === 'desktop' ? 'text-2xl' : 'text-xl')}
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
            <Button data-slot="game-loading-screen-close" variant="outline" onClick={onClose}>
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
