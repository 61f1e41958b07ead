import { durationText } from '../../lib/format-duration.ts'
import { useText } from '../../text/text-provider.tsx'
import { Money } from '../../primitives/money/money.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { AlertDialog } from '../../primitives/modal/alert-dialog.tsx'
import { realityCheckWords, type RealityCheckFacts } from './reality-check-words.ts'

/** The check's facts (`RealityCheckFacts`: time played, net, currency, interval, game name) and the dialog's own. */
export interface RealityCheckDialogProps extends RealityCheckFacts {
  /** Whether the dialog is shown (controlled). It never closes itself. */
  open: boolean
  /** Called with `false` on Esc or a click outside: the caller treats it as Keep playing. */
  onOpenChange: (open: boolean) => void
  /** Keep playing: the caller closes the dialog and the next check comes in `intervalMinutes`. */
  onKeepPlaying: () => void
  /** Stop: the caller quits the game the usual way (force quit) and closes the dialog. */
  onStop: () => void
  /** The game is being quit: Stop waits. */
  stopping?: boolean
  /** Element to portal into instead of `document.body`. */
  portalContainer?: HTMLElement | null
}

/**
 * The reality check, every N minutes while a game is open: how long the member has played and what the session has
 * won or lost, with Keep playing and Stop. The net's sign is in its text and in words ("You have lost …"), never in
 * colour alone. It never closes itself: the caller owns `open` and the timer.
 */
export function RealityCheckDialog({
  open,
  onOpenChange,
  playedMinutes,
  net,
  loading = false,
  currency,
  intervalMinutes,
  gameName,
  onKeepPlaying,
  onStop,
  stopping = false,
  portalContainer,
}: RealityCheckDialogProps) {
  const { t, locale } = useText()
  const words = realityCheckWords({ playedMinutes, net, loading, currency, intervalMinutes, gameName }, t, locale)
  return (
    <AlertDialog
      open={open}
      onOpenChange={onOpenChange}
      portalContainer={portalContainer}
      title={words.title}
      description={words.played}
      bodyClassName="px-5 pb-2 flex flex-col gap-3"
      cancel={{ label: words.keep, onClick: onKeepPlaying, disabled: stopping }}
      confirm={{
        label: stopping ? words.stopping : words.stop,
        'aria-disabled': stopping || undefined,
        onClick: () => {
          if (!stopping) onStop()
        },
      }}
    >
      <dl data-slot="reality-check-dialog-figures" className="grid grid-cols-2 gap-3 rounded-xl border p-3">
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs text-muted-foreground">{t('reality_check.played')}</dt>
          <dd className="text-base font-semibold tabular-nums">
            {playedMinutes === null ? '-' : durationText(t, playedMinutes)}
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs text-muted-foreground">{t('reality_check.net')}</dt>
          <dd data-slot="reality-check-dialog-net" className="text-base font-semibold">
            {loading ? (
              <>
                <span className="sr-only">{t('common.loading')}</span>
                <Skeleton className="h-6 w-24" />
              </>
            ) : (
              <Money amount={net} currency={currency} signDisplay="always" tone="signed" />
            )}
          </dd>
        </div>
      </dl>
      <p data-slot="reality-check-dialog-verdict" className="text-sm text-foreground">
        {words.verdict}
      </p>
      <p className="text-xs text-muted-foreground">{words.next}</p>
    </AlertDialog>
  )
}
