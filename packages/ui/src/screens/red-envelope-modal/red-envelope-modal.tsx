import { RED_ENVELOPE_TIME_ZONE } from '@lobby/domain'
import { cva } from 'class-variance-authority'
import { useId } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { Countdown, useCountdown } from '../../primitives/countdown/countdown.tsx'
import { Modal } from '../../primitives/modal/modal.tsx'
import { Money } from '../../primitives/money/money.tsx'
import { formatDateTime } from '../../lib/format-date-time.ts'

/** What the envelope shows; the caller moves it from one kind to the next as the claim goes. */
export type RedEnvelopeState =
  /** Open to claim until `endAt` (ISO 8601); the time left ticks down each second. */
  | { kind: 'countdown'; endAt: string }
  /** The claim is on its way; the countdown goes on and the claim button is disabled. */
  | { kind: 'claiming'; endAt: string }
  /** The claim answered with `cash`, in the smallest unit of `currency`. */
  | { kind: 'won'; cash: number; currency: string }
  /** The envelope's time is over. */
  | { kind: 'ended' }
  /** The claim answered 102 (`RED_ENVELOPE_GONE_CODE`): the server's `message`, as given. */
  | { kind: 'gone'; message: string }
  /** The claim failed otherwise: the server's or the caller's `message`, as given. */
  | { kind: 'error'; message: string }

export interface RedEnvelopeModalProps {
  /** Whether the modal is shown (controlled). It never closes itself. */
  open: boolean
  /** Called with `false` on the close buttons, Esc or a click outside. */
  onOpenChange: (open: boolean) => void
  /** Where the envelope stands. */
  state: RedEnvelopeState
  /** Called from the claim button (disabled while claiming) and from retry after an error. */
  onClaim: () => void
  /**
   * Called once when the countdown of an `endAt` reaches zero, open or not
   * (also at once when it is already over); the caller ends the envelope and
   * asks for it again `RED_ENVELOPE_REFETCH_MS` later.
   */
  onExpire: () => void
  /** The clock, in ms since the epoch; stories and tests pass a fixed or fake one. */
  now?: () => number
  /** Element to portal into instead of `document.body`. */
  portalContainer?: HTMLElement | null
}

const envelopeVariants = cva(
  [
    'relative mx-auto flex shrink-0 items-center justify-center overflow-hidden rounded-xl shadow-lg',
    'bg-[var(--red-envelope,var(--destructive))]',
    'h-28 w-22 desktop:h-36 desktop:w-28',
  ],
  {
    variants: {
      tone: { live: '', done: 'opacity-60 grayscale' },
    },
    defaultVariants: { tone: 'live' },
  },
)

/**
 * The red-envelope giveaway (spec section 4): a countdown to the envelope's
 * end with its end time in Caracas, a claim button, then the cash won, or
 * why there is none. It MUST NOT close itself or claim by itself: the caller
 * owns `open` and `state`, and claims on `onClaim`.
 */
export function RedEnvelopeModal({
  open,
  onOpenChange,
  state,
  onClaim,
  onExpire,
  now = Date.now,
  portalContainer,
}: RedEnvelopeModalProps) {
  const { t } = useText()
  const endAt = state.kind === 'countdown' || state.kind === 'claiming' ? state.endAt : null
  // Here, not in the shown timer: the envelope expires whether or not the dialog is open.
  useCountdown(endAt, { now, onEnd: onExpire })
  // Mobile: the buttons take the full width.
  const fill = 'w-full desktop:w-auto'
  // The only way on after the claim: a primary button; beside retry, the quieter one.
  const close = (variant: 'primary' | 'outline') => (
    <Button variant={variant} className={cn(fill, 'desktop:min-w-28')} onClick={() => onOpenChange(false)}>
      {t('red_envelope.close')}
    </Button>
  )

  const view = (() => {
    switch (state.kind) {
      case 'countdown':
      case 'claiming': {
        const claiming = state.kind === 'claiming'
        return {
          title: t('red_envelope.title'),
          body: <TimeLeft endAt={state.endAt} now={now} />,
          footer: (
            <Button
              data-state={claiming ? 'claiming' : 'ready'}
              size="lg"
              className={fill}
              disabled={claiming}
              aria-busy={claiming || undefined}
              onClick={onClaim}
            >
              {claiming ? t('red_envelope.claiming') : t('red_envelope.claim')}
            </Button>
          ),
        }
      }
      case 'won':
        return {
          title: t('red_envelope.won_title'),
          body: (
            <p data-slot="red-envelope-modal-won" className="flex flex-col items-center gap-1 text-center">
              <span className="text-sm text-muted-foreground">{t('red_envelope.won_label')}</span>
              <Money
                amount={state.cash}
                currency={state.currency}
                className="text-3xl font-bold break-all whitespace-normal text-foreground"
              />
            </p>
          ),
          footer: close('primary'),
        }
      case 'ended':
        return {
          title: t('red_envelope.ended_title'),
          body: <Note text={t('red_envelope.ended')} />,
          footer: close('primary'),
        }
      case 'gone':
        return { title: t('red_envelope.gone_title'), body: <Note text={state.message} />, footer: close('primary') }
      case 'error':
        return {
          title: t('red_envelope.error_title'),
          body: <Note text={state.message} alert />,
          footer: (
            <>
              {close('outline')}
              <Button className={fill} onClick={onClaim}>
                {t('red_envelope.retry')}
              </Button>
            </>
          ),
        }
    }
  })()

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      portalContainer={portalContainer}
      title={view.title}
      divided={false}
      bodyClassName="flex flex-col items-center gap-4 px-5 py-3 desktop:py-4"
      footer={
        <div className="flex w-full flex-col-reverse gap-2 desktop:flex-row desktop:justify-center">{view.footer}</div>
      }
    >
      <div
        data-slot="red-envelope-modal-state"
        data-state={state.kind}
        className="flex w-full flex-col items-center gap-4"
      >
        <Envelope done={state.kind === 'ended' || state.kind === 'gone'} />
        {view.body}
      </div>
    </Modal>
  )
}

/** The time left (`HH:MM:SS`, once a second) and the end time in Caracas. */
function TimeLeft({ endAt, now }: { endAt: string; now: () => number }) {
  const { t, locale } = useText()
  const labelId = useId()
  return (
    <div data-slot="red-envelope-modal-countdown" className="flex flex-col items-center gap-1 text-center">
      <p id={labelId} className="text-sm text-muted-foreground">
        {t('red_envelope.ends_in')}
      </p>
      <Countdown
        endAt={endAt}
        now={now}
        aria-labelledby={labelId}
        className="text-3xl font-bold text-foreground desktop:text-4xl"
      />
      <p data-slot="red-envelope-modal-end" className="text-sm text-muted-foreground">
        {t('red_envelope.ends_at', { time: formatDateTime(endAt, RED_ENVELOPE_TIME_ZONE, locale, { zone: true }) })}
      </p>
    </div>
  )
}

function Note({ text, alert = false }: { text: string; alert?: boolean }) {
  return (
    <p
      data-slot="red-envelope-modal-message"
      role={alert ? 'alert' : undefined}
      className="max-w-xs text-center text-sm break-words text-foreground"
    >
      {text}
    </p>
  )
}

/** The envelope itself: a red card, its flap and a gold seal. Decorative. */
function Envelope({ done }: { done: boolean }) {
  return (
    <div
      data-slot="red-envelope-modal-envelope"
      aria-hidden="true"
      className={envelopeVariants({ tone: done ? 'done' : 'live' })}
    >
      <span className="absolute inset-x-0 top-0 h-1/2 rounded-b-[50%] bg-foreground/15" />
      <span className="relative aspect-square w-1/2 rounded-full bg-accent shadow-md ring-4 ring-accent/40" />
    </div>
  )
}
