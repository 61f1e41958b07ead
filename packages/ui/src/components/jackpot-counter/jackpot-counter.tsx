import { CURRENCY_MINOR_DIGITS, currencySymbol, jackpotDigits, type CurrencyCode } from '@lobby/domain'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'

export interface JackpotCounterProps extends ComponentProps<'section'> {
  /** Jackpot total as an integer in the currency's smallest unit (never a float). */
  amount: number
  /** Currency of the amount; gives the symbol. */
  currency: CurrencyCode
  /** Fractional digits of the minor unit; defaults to `CURRENCY_MINOR_DIGITS[currency]` from @lobby/domain. */
  minorDigits?: number
  /** Roll the digit cells to a new value (CSS transition; none under reduced motion). */
  animate?: boolean
  /** Show skeleton cells while the jackpot loads. */
  loading?: boolean
  /** Between thousands groups. */
  groupSeparator?: string
  /** Before the fractional digits. */
  decimalSeparator?: string
}

const cellClasses = [
  'relative inline-block overflow-hidden bg-primary text-center font-bold text-primary-foreground tabular-nums shadow-inner',
  'h-8 w-[1.375rem] rounded-sm text-lg leading-8',
  'desktop:h-12 desktop:w-9 desktop:rounded-md desktop:text-[1.75rem] desktop:leading-[3rem]',
]

const separatorClasses =
  'self-end text-base leading-6 font-bold text-primary desktop:px-0.5 desktop:text-2xl desktop:leading-8'

const DIGITS = '0123456789'

/**
 * The jackpot total: zero-padded to 10 integer digits (spec section 9), one
 * cell per digit, grouped by thousands, with the currency's fractional digits.
 * The formatting rule is `jackpotDigits` in @lobby/domain. The cells are
 * decorative; assistive technology reads the whole amount once.
 */
export function JackpotCounter({
  amount,
  currency,
  minorDigits = CURRENCY_MINOR_DIGITS[currency],
  animate = false,
  loading = false,
  groupSeparator = ',',
  decimalSeparator = '.',
  className,
  ...props
}: JackpotCounterProps) {
  const { t } = useText()
  const symbol = currencySymbol(currency)
  const { groups, fraction } = jackpotDigits(loading ? 0 : amount, minorDigits)
  const text = `${symbol} ${groups.join(groupSeparator)}${fraction ? decimalSeparator + fraction : ''}`

  return (
    <section
      data-slot="jackpot-counter"
      data-state={loading ? 'loading' : 'ready'}
      aria-label={t('jackpot.title')}
      aria-busy={loading || undefined}
      className={cn(
        'flex flex-col items-center gap-2 rounded-2xl border bg-card px-3 py-3 text-card-foreground shadow-sm',
        'desktop:gap-3 desktop:px-6 desktop:py-5',
        className,
      )}
      {...props}
    >
      <h2
        data-slot="jackpot-counter-title"
        className="text-xs font-bold tracking-[0.2em] text-primary uppercase desktop:text-sm"
      >
        {t('jackpot.title')}
      </h2>
      {loading ? (
        <span role="status" className="sr-only">
          {t('jackpot.loading')}
        </span>
      ) : (
        <p className="sr-only">{t('jackpot.label', { amount: text })}</p>
      )}
      <div data-slot="jackpot-counter-value" aria-hidden="true" className="flex items-center gap-0.5 desktop:gap-1">
        <span
          data-slot="jackpot-counter-currency"
          className="mr-1 text-xl font-bold text-primary desktop:mr-2 desktop:text-3xl"
        >
          {symbol}
        </span>
        {groups.map((group, groupIndex) => (
          <span key={groupIndex} className="flex items-center gap-[inherit]">
            {groupIndex > 0 ? <span className={separatorClasses}>{groupSeparator}</span> : null}
            {[...group].map((digit, digitIndex) => (
              <Cell key={digitIndex} digit={digit} animate={animate} loading={loading} />
            ))}
          </span>
        ))}
        {fraction ? (
          <>
            <span className={separatorClasses}>{decimalSeparator}</span>
            {[...fraction].map((digit, digitIndex) => (
              <Cell key={`f${digitIndex}`} digit={digit} animate={animate} loading={loading} minor />
            ))}
          </>
        ) : null}
      </div>
    </section>
  )
}

interface CellProps {
  digit: string
  animate: boolean
  loading: boolean
  minor?: boolean
}

function Cell({ digit, animate, loading, minor = false }: CellProps) {
  if (loading) {
    return <Skeleton data-slot="jackpot-counter-cell" className={cn(cellClasses, 'bg-foreground/10 shadow-none')} />
  }
  const value = DIGITS.indexOf(digit)
  return (
    <span data-slot="jackpot-counter-cell" data-digit={digit} className={cn(cellClasses, minor && 'opacity-80')}>
      {animate ? (
        // A strip of 0-9 rolled to the digit; the transition is the animation.
        <span
          className="absolute inset-x-0 top-0 flex flex-col transition-transform duration-700 ease-out motion-reduce:transition-none"
          style={{ transform: `translateY(-${value * 10}%)` }}
        >
          {[...DIGITS].map((strip) => (
            <span key={strip}>{strip}</span>
          ))}
        </span>
      ) : (
        digit
      )}
    </span>
  )
}
