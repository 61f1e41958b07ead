import { cva } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { Money } from '../../primitives/money/money.tsx'
import { RefreshIcon as Refresh, WalletIcon as Wallet } from '../../primitives/icon/icon.tsx'

export interface BalanceChipProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Currency code of the amount (e.g. `RMB`, `VND`); gives the symbol and the minor digits. */
  currency: string
  /** Total balance, an integer in the currency's smallest unit; `null` while unknown (shows "-"). */
  amount: number | null
  /** A balance request is running: the amount shows "-" and the refresh icon spins. */
  refreshing?: boolean
  /** Called from the small refresh icon button; without it there is no refresh button. */
  onRefresh?: () => void
  /** Called when a person clicks the balance, e.g. to open the wallet list; without it the balance is plain text. */
  onOpen?: () => void
}

export const balanceChipVariants = cva([
  'inline-flex max-w-full items-center rounded-full border bg-card text-card-foreground shadow-sm',
  'h-8 gap-0.5 pr-0.5 pl-0.5 text-xs desktop:h-10 desktop:gap-1 desktop:pr-1 desktop:pl-1 desktop:text-sm',
])

const amountVariants = cva(
  [
    'inline-flex min-w-0 items-center gap-1.5 rounded-full font-semibold tabular-nums',
    'outline-none focus-visible:ring-2 focus-visible:ring-ring',
    'h-7 px-2 desktop:h-8 desktop:px-3',
  ],
  {
    variants: { interactive: { true: 'transition-colors hover:bg-muted', false: '' } },
    defaultVariants: { interactive: false },
  },
)

const refreshVariants = cva([
  'grid shrink-0 place-items-center rounded-full text-muted-foreground transition-colors',
  'hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
  'disabled:pointer-events-none',
  'size-7 desktop:size-8',
])

/** The circular-arrows icon of a refresh button; spins while `spinning`. */
export function RefreshIcon({ spinning = false, className }: { spinning?: boolean; className?: string }) {
  return <Refresh className={cn('size-4', spinning && 'animate-spin motion-reduce:animate-none', className)} />
}

/**
 * The member's balance in the header's `balance` slot: the total, a dash
 * while it is unknown or refreshing, an optional refresh icon button and,
 * with `onOpen`, a click that opens the wallet list.
 */
export function BalanceChip({
  currency,
  amount,
  refreshing = false,
  onRefresh,
  onOpen,
  className,
  ...props
}: BalanceChipProps) {
  const { t } = useText()
  const known = amount !== null && !refreshing
  const content = (
    <>
      <Wallet className="size-3.5 shrink-0 text-primary desktop:size-4" />
      <span className="sr-only">{t('wallet.balance')}: </span>
      <span data-slot="balance-chip-amount" aria-hidden={known ? undefined : true} className="truncate">
        <Money amount={known ? amount : null} currency={currency} />
      </span>
      {known ? null : <span className="sr-only">{t(refreshing ? 'wallet.refreshing' : 'wallet.unavailable')}</span>}
    </>
  )

  return (
    <div
      data-slot="balance-chip"
      data-state={refreshing ? 'refreshing' : known ? 'ready' : 'unknown'}
      aria-busy={refreshing || undefined}
      className={cn(balanceChipVariants(), className)}
      {...props}
    >
      {onOpen ? (
        <button
          type="button"
          data-slot="balance-chip-open"
          aria-haspopup="dialog"
          title={t('wallet.view')}
          onClick={onOpen}
          className={amountVariants({ interactive: true })}
        >
          {content}
        </button>
      ) : (
        <span data-slot="balance-chip-value" className={amountVariants()}>
          {content}
        </span>
      )}
      {onRefresh ? (
        <button
          type="button"
          data-slot="balance-chip-refresh"
          aria-label={t('wallet.refresh')}
          disabled={refreshing}
          onClick={onRefresh}
          className={refreshVariants()}
        >
          <RefreshIcon spinning={refreshing} />
        </button>
      ) : null}
    </div>
  )
}
