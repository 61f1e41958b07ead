import { useId, type ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
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
}

/** Mobile: most of the screen's height; desktop: a fixed 720 px board. */
const frameClasses =
  'h-[70dvh] min-h-96 w-full overflow-hidden rounded-xl border bg-card desktop:h-[720px] desktop:min-h-0'

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
  className,
  ...props
}: SportQuickbetProps) {
  const { t } = useText()
  const titleId = useId()
  const title = t('sport.quickbet_title')
  const retry = onRetry ? <Button onClick={onRetry}>{t('sport.quickbet_retry')}</Button> : undefined

  return (
    <section
      data-slot="sport-quickbet"
      data-state={status}
      aria-labelledby={titleId}
      aria-busy={status === 'loading' || undefined}
      className={cn('flex w-full flex-col gap-3 text-foreground desktop:gap-4', className)}
      {...props}
    >
      <h2 id={titleId} className="text-base font-bold tracking-tight text-foreground desktop:text-xl">
        {title}
      </h2>
      {status === 'loading' ? (
        <div data-slot="sport-quickbet-loading" className={cn(frameClasses, 'flex flex-col gap-3 p-4')}>
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
          className={cn(frameClasses, 'block')}
        />
      ) : status === 'unavailable' ? (
        <StatusMessage
          tone="empty"
          title={t('sport.quickbet_unavailable_title')}
          body={t('sport.quickbet_unavailable')}
        />
      ) : (
        <StatusMessage
          tone="error"
          title={t(status === 'check-failed' ? 'sport.quickbet_check_failed_title' : 'sport.quickbet_error_title')}
          body={errorMessage ?? t(status === 'check-failed' ? 'sport.quickbet_check_failed' : 'sport.quickbet_error')}
          action={retry}
        />
      )}
    </section>
  )
}
