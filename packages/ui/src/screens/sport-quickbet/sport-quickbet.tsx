import { cva } from 'class-variance-authority'
import { useId, type ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import type { Layout } from '../../lib/theme.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { GAME_FRAME_SANDBOX } from '../../components/game-player/game-player.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { StatusMessage } from '../../primitives/status-message/status-message.tsx'

/**
 * `loading`: the address is being asked for and checked; `ready`: the board in
 * its frame; `check-failed`: `/check_iframe` refused the address (spec section
 * 8: the page error); `unavailable`: no sport board for this currency and
 * device; `error`: the request failed (network, server).
 */
export type SportQuickbetStatus = 'loading' | 'ready' | 'check-failed' | 'unavailable' | 'error'

export interface SportQuickbetProps extends Omit<ComponentProps<'section'>, 'children'> {
  status: SportQuickbetStatus
  /** `ready`: the address the server gave and approved for framing. Ignored in every other state. */
  url?: string | null
  /** `error` (and `check-failed`): the server's message when it gave one; the default text otherwise. */
  errorMessage?: string
  /** Called from the retry button of `error` and `check-failed`. */
  onRetry?: () => void
  /** The iframe's `sandbox`; defaults to the game player's. */
  sandbox?: string
  layout?: Layout
}

export const sportQuickbetVariants = cva('flex w-full flex-col text-foreground', {
  variants: { layout: { desktop: 'gap-4', mobile: 'gap-3' } },
  defaultVariants: { layout: 'desktop' },
})

const frameVariants = cva('w-full overflow-hidden rounded-xl border bg-card', {
  variants: { layout: { desktop: 'h-[720px]', mobile: 'h-[70dvh] min-h-96' } },
  defaultVariants: { layout: 'desktop' },
})

/**
 * The sport quick-bet board played in the page (game type 4, spec sections
 * 7-9): the provider's address in an iframe once the server has approved it
 * for framing, or the page error when it has not. Props in, callbacks out:
 * the caller asks for the address and checks it.
 */
export function SportQuickbet({
  status,
  url,
  errorMessage,
  onRetry,
  sandbox = GAME_FRAME_SANDBOX,
  layout = 'desktop',
  className,
  ...props
}: SportQuickbetProps) {
  const { t } = useText()
  const titleId = useId()
  const title = t('sport.quickbet_title')
  const retry = onRetry ? (
    <Button data-slot="sport-quickbet-retry" onClick={onRetry}>
      {t('sport.quickbet_retry')}
    </Button>
  ) : undefined

  return (
    <section
      data-slot="sport-quickbet"
      data-layout={layout}
      data-state={status}
      aria-labelledby={titleId}
      aria-busy={status === 'loading' || undefined}
      className={cn(sportQuickbetVariants({ layout }), className)}
      {...props}
    >
      <h2
        id={titleId}
        className={cn('font-bold tracking-tight text-foreground', layout === 'desktop' ? 'text-xl' : 'text-base')}
      >
        {title}
      </h2>
      {status === 'loading' ? (
        <div data-slot="sport-quickbet-loading" className={cn(frameVariants({ layout }), 'flex flex-col gap-3 p-4')}>
          <p role="status" className="text-sm text-muted-foreground">
            {t('sport.quickbet_loading')}
          </p>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : status === 'ready' && url ? (
        <iframe
          data-slot="sport-quickbet-frame"
          src={url}
          title={title}
          sandbox={sandbox}
          referrerPolicy="strict-origin-when-cross-origin"
          className={cn(frameVariants({ layout }), 'block')}
        />
      ) : status === 'unavailable' ? (
        <StatusMessage
          slot="sport-quickbet"
          layout={layout}
          tone="empty"
          title={t('sport.quickbet_unavailable_title')}
          body={t('sport.quickbet_unavailable')}
        />
      ) : (
        <StatusMessage
          slot="sport-quickbet"
          layout={layout}
          tone="error"
          title={t(status === 'check-failed' ? 'sport.quickbet_check_failed_title' : 'sport.quickbet_error_title')}
          body={errorMessage ?? t(status === 'check-failed' ? 'sport.quickbet_check_failed' : 'sport.quickbet_error')}
          action={retry}
        />
      )}
    </section>
  )
}
