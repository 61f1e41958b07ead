import { cva } from 'class-variance-authority'
import { useId, type ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { RefreshIcon } from '../balance-chip/balance-chip.tsx'
import { Button } from '../../primitives/button/button.tsx'

export interface CashSurplusReminderProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** Called from "Pull back to main wallet" (the one-key pull of every provider). */
  onPullAll: () => void
  /** The pull is under way. */
  pulling: boolean
  /** Seconds left of the pull's cooldown (spec section 9: 10 s); 0 when a pull is allowed. */
  cooldownSeconds: number
  /** Called from "Show my wallets"; without it there is no such button. */
  onShowWallets?: () => void
}

export const cashSurplusReminderVariants = cva([
  'flex w-full rounded-2xl border border-warning/50 bg-warning/10 text-foreground',
  'flex-col items-stretch gap-3 p-4 desktop:flex-row desktop:items-center desktop:gap-4',
])

/**
 * The cash-surplus reminder (`/arks/web/cash_surplus/check` answered
 * `active` 1): money sits in game wallets, with the action that pulls it back
 * to the main wallet. Shown where the member is about to use the main wallet
 * (the deposit page). Props in, callbacks out.
 */
export function CashSurplusReminder({
  onPullAll,
  pulling,
  cooldownSeconds,
  onShowWallets,
  className,
  ...props
}: CashSurplusReminderProps) {
  const { t } = useText()
  const titleId = useId()
  const bodyId = useId()
  const cooling = cooldownSeconds > 0
  return (
    <section
      data-slot="cash-surplus-reminder"
      data-state={pulling ? 'pulling' : cooling ? 'cooldown' : 'ready'}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      className={cn(cashSurplusReminderVariants(), className)}
      {...props}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 id={titleId} className="text-sm font-semibold">
          {t('cash_surplus.title')}
        </h2>
        <p id={bodyId} className="text-sm text-muted-foreground">
          {t('cash_surplus.body')}
        </p>
      </div>
      <div className="flex shrink-0 flex-col gap-2 desktop:flex-row">
        {onShowWallets ? (
          <Button variant="outline" onClick={onShowWallets}>
            {t('cash_surplus.show_wallets')}
          </Button>
        ) : null}
        <Button disabled={pulling || cooling} onClick={onPullAll} className="tabular-nums">
          {pulling ? <RefreshIcon spinning /> : null}
          {pulling
            ? t('wallet.pulling')
            : cooling
              ? t('cash_surplus.pull_cooldown', { seconds: cooldownSeconds })
              : t('cash_surplus.pull')}
        </Button>
      </div>
    </section>
  )
}
