import {
  ROULETTE_EASING,
  ROULETTE_SPIN_MS,
  rouletteDiskName,
  rouletteImageUrl,
  rouletteStopAngle,
  type RouletteImageName,
} from '@lobby/domain'
import { cva } from 'class-variance-authority'
import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  type ComponentProps,
  type CSSProperties,
  type TransitionEvent,
} from 'react'
import { cn } from '../../lib/cn.ts'
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { Checkbox } from '../../primitives/field/checkbox.tsx'

/** One prize of the wheel, as `prize_settings` lists it. */
export interface RoulettePrize {
  prize_id: number
  /** The prize's name, already in the reader's language. */
  name: string
  /** Picture URL of the prize. */
  image?: string
}

/** The prize the server decided for a spin; a new `nonce` is a new spin, even of the same prize. */
export interface RouletteTarget {
  prizeId: number
  nonce: number
}

export interface RouletteWheelProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The prizes (2 to 12), prize 0 at the top under the pointer and the rest clockwise. */
  prizes: readonly RoulettePrize[]
  /** Draws the member has left; at 0 the spin button is disabled. */
  remainingDraws: number
  /**
   * The server's answer to the last spin. A new `nonce` turns the wheel to
   * `prizeId`, then calls `onSpinEnd`. A target present at mount counts as
   * already shown: the wheel rests on it, without a spin or `onSpinEnd`.
   */
  target: RouletteTarget | null
  /** Quick spin: land at once, no animation. */
  quickBet: boolean
  /** Called when the quick-spin switch is flipped. */
  onQuickBetChange: (quickBet: boolean) => void
  /** A spin is being decided or shown (the caller's flag): the spin button is disabled. */
  spinning: boolean
  /** Called from the spin button; the caller asks the server and sets `spinning` and then `target`. */
  onSpin: () => void
  /** Called once the wheel has stopped on a target: after the animation, or at once with quick spin or reduced motion. */
  onSpinEnd: (prizeId: number) => void
  /** The draw (0 to 1) for where in its slice the wheel stops; stories pass a fixed one. */
  random?: () => number
  /** Address of a roulette image; defaults to the server's `/media/roulette/{name}.svg`. */
  imageUrl?: (name: RouletteImageName) => string
}

export const rouletteWheelVariants = cva(
  'flex w-full flex-col items-center gap-4 bg-card px-3 py-4 text-card-foreground desktop:gap-5 desktop:px-6 desktop:py-6',
)

const wheelVariants = cva('relative aspect-square w-full max-w-[22rem] desktop:max-w-[26rem]')

/** Slice colours, round the wheel; an odd count ends on a third one so no two neighbours match. */
const SLICE_COLOURS = ['var(--primary)', 'var(--accent)'] as const
const ODD_LAST_COLOUR = 'var(--muted)'

/** The slices as a conic gradient, prize 0 centred at the top: the wheel without its disk image. */
function slicesBackground(count: number): string {
  const slice = 360 / count
  const stops = Array.from({ length: count }, (_, index) => {
    const colour = count % 2 === 1 && index === count - 1 ? ODD_LAST_COLOUR : SLICE_COLOURS[index % 2]
    return `${colour} ${index * slice}deg ${(index + 1) * slice}deg`
  })
  return `conic-gradient(from ${-slice / 2}deg, ${stops.join(', ')})`
}

/**
 * The prize roulette (spec section 4), for a dialog or a page that gives it
 * its heading (a region named `roulette.title`): the disk with its prizes, a pointer at
 * the top, draws left, quick spin and the spin button. The server decides the
 * prize; the wheel only shows it: a new `target` turns the disk ten turns and
 * more with `transform` over 1.5 s, then `onSpinEnd`. Quick spin and reduced
 * motion land at once. It MUST NOT decide a prize or spin by itself.
 */
export function RouletteWheel({
  prizes,
  remainingDraws,
  target,
  quickBet,
  onQuickBetChange,
  spinning,
  onSpin,
  onSpinEnd,
  random = Math.random,
  imageUrl = rouletteImageUrl,
  className,
  ...props
}: RouletteWheelProps) {
  const { t } = useText()
  const switchId = useId()
  const reducedMotion = usePrefersReducedMotion()
  const disk = useRef<HTMLDivElement>(null)
  const angle = useRef(0)
  const mountedNonce = useRef(target?.nonce ?? null)
  const shownNonce = useRef<number | null>(null)
  const pending = useRef<number | null>(null)
  const count = prizes.length
  const slice = 360 / Math.max(count, 1)
  const noDraws = remainingDraws <= 0
  const spinDisabled = spinning || noDraws

  const land = useEffectEvent((next: RouletteTarget, silently: boolean) => {
    const element = disk.current
    const index = prizes.findIndex((prize) => prize.prize_id === next.prizeId)
    if (!element || index < 0) {
      // A prize the wheel does not show: nothing to turn to, but the spin is over all the same.
      if (!silently) onSpinEnd(next.prizeId)
      return
    }
    // At rest on the target the wheel mounted with: centred in its slice, not drawn again.
    angle.current = silently ? (360 - index * slice) % 360 : rouletteStopAngle(index, count, angle.current, random())
    const instant = silently || quickBet || reducedMotion
    pending.current = instant ? null : next.prizeId
    // The rotation is driven here, not rendered: a re-render mid-spin must not restart the transition.
    element.style.transition = instant ? 'none' : `transform ${ROULETTE_SPIN_MS}ms ${ROULETTE_EASING}`
    element.style.transform = `rotate(${angle.current}deg)`
    element.dataset.angle = String(angle.current)
    if (instant && !silently) onSpinEnd(next.prizeId)
  })

  useEffect(() => {
    if (!target || target.nonce === shownNonce.current) return
    shownNonce.current = target.nonce
    land(target, target.nonce === mountedNonce.current)
  }, [target])

  const settle = (event: TransitionEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || event.propertyName !== 'transform') return
    const prizeId = pending.current
    if (prizeId === null) return
    pending.current = null
    onSpinEnd(prizeId)
  }

  const diskStyle: CSSProperties = {
    backgroundImage: `url("${imageUrl(rouletteDiskName(count))}"), ${slicesBackground(Math.max(count, 1))}`,
    backgroundSize: 'cover, auto',
  }

  return (
    <section
      data-slot="roulette-wheel"
      data-state={spinning ? 'spinning' : noDraws ? 'no-draws' : 'ready'}
      aria-label={t('roulette.title')}
      className={cn(rouletteWheelVariants(), className)}
      {...props}
    >
      <div data-slot="roulette-wheel-wheel" className={wheelVariants()}>
        <div
          ref={disk}
          data-slot="roulette-wheel-disk"
          data-prizes={count}
          onTransitionEnd={settle}
          onTransitionCancel={settle}
          style={diskStyle}
          className="absolute inset-0 overflow-hidden rounded-full border-4 border-card shadow-[0_0_0_4px_var(--accent)] will-change-transform"
        >
          <ul aria-label={t('roulette.prizes')} className="absolute inset-0">
            {prizes.map((prize, index) => (
              <li
                key={prize.prize_id}
                data-slot="roulette-wheel-prize"
                data-prize-id={prize.prize_id}
                style={{ transform: `rotate(${index * slice}deg)` }}
                className="absolute inset-0 flex flex-col items-center gap-1 pt-[7%]"
              >
                <PrizeLabel prize={prize} count={count} />
              </li>
            ))}
          </ul>
        </div>
        <span
          aria-hidden="true"
          data-slot="roulette-wheel-hub"
          className="absolute top-1/2 left-1/2 size-[14%] -translate-x-1/2 -translate-y-1/2 rounded-full border-4 border-accent bg-card shadow-md"
        />
        <span
          aria-hidden="true"
          data-slot="roulette-wheel-pointer"
          className="absolute top-0 left-1/2 h-[9%] w-[8%] -translate-x-1/2 -translate-y-1/4 bg-destructive drop-shadow-md [clip-path:polygon(0_0,100%_0,50%_100%)]"
        />
      </div>

      <p data-slot="roulette-wheel-remaining" className="text-sm font-medium text-muted-foreground tabular-nums">
        {t('roulette.remaining', { count: Math.max(0, remainingDraws) })}
      </p>

      <div className="flex w-full flex-col-reverse items-stretch gap-4 desktop:max-w-[26rem] desktop:flex-row desktop:items-center desktop:justify-between">
        <Checkbox
          id={switchId}
          role="switch"
          checked={quickBet}
          onChange={(event) => onQuickBetChange(event.target.checked)}
          label={t('roulette.quick_bet')}
          labelClassName="text-sm"
        />
        <Button
          data-state={spinning ? 'spinning' : 'ready'}
          size="lg"
          disabled={spinDisabled}
          aria-busy={spinning || undefined}
          onClick={() => {
            if (!spinDisabled) onSpin()
          }}
          className="w-full desktop:w-auto desktop:min-w-40"
        >
          {spinning ? t('roulette.spinning') : t('roulette.spin')}
        </Button>
      </div>
    </section>
  )
}

function PrizeLabel({ prize, count }: { prize: RoulettePrize; count: number }) {
  // The label may be as wide as the slice at two thirds of the radius, so neighbours never overlap.
  const width = Math.min(30, 70 * Math.sin(Math.min(Math.PI / 3, Math.PI / count)))
  return (
    <>
      {prize.image ? (
        <img
          data-slot="roulette-wheel-prize-image"
          src={prize.image}
          alt=""
          loading="lazy"
          decoding="async"
          style={{ width: `${count > 8 ? 9 : count > 4 ? 12 : 15}%` }}
          className="aspect-square object-contain drop-shadow"
        />
      ) : null}
      <span
        data-slot="roulette-wheel-prize-name"
        style={{ maxWidth: `${width}%` }}
        className={cn(
          'line-clamp-2 rounded-md bg-card/90 px-1 text-center font-semibold break-words text-card-foreground',
          count > 8 ? 'text-[0.625rem]' : count > 4 ? 'text-xs' : 'text-sm',
          // After the size: cn() drops a leading that a text size follows.
          'leading-tight',
        )}
      >
        {prize.name}
      </span>
    </>
  )
}
