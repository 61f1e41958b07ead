import { cva } from 'class-variance-authority'
import { useId, type ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import type { Theme } from '../../lib/theme.ts'
import { useText } from '../../text/text-provider.tsx'
import { RefreshIcon } from '../balance-chip/balance-chip.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { Money } from '../../primitives/money/money.tsx'
import { WalletListRow } from './wallet-list-row.tsx'
import { WalletsStatus } from './wallets-status.tsx'

/** One provider wallet, as `my_cash` lists it (spec section 3: gp_id, is_light, icon_dark). */
export interface WalletListEntry {
  gp_id: string
  gp_name: string
  /** Icon URL for the light theme. */
  is_light: string
  /** Icon URL for the dark theme. */
  icon_dark: string
  /** Balance, an integer in the currency's smallest unit. */
  balance: number
  /** 1 while the provider is in maintenance: its money cannot move. */
  maintenance: 0 | 1
}

/** What happened to one provider in the last pull. */
export type WalletPullStatus = 'done' | 'failed' | 'skipped'

export interface WalletPullState {
  /** A pull (of all, or of one provider) is under way. */
  running: boolean
  /** The provider whose balance alone is being pulled back (`balance_get_back`); unset for a pull of all. */
  pullingGpId?: string
  /** Seconds left before another pull is allowed (the caller counts down); 0 when allowed. */
  cooldownSeconds: number
  /** The last pull's outcome per `gp_id`; shown as a badge on each row. */
  results?: Readonly<Record<string, WalletPullStatus>>
}

export interface WalletListProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** Currency code of every amount (e.g. `RMB`); gives the symbol and the minor digits. */
  currency: string
  /** The main wallet, in the currency's smallest unit. */
  cash: number
  /** Every wallet together, in the currency's smallest unit. */
  total: number
  /** One row per provider wallet. */
  entries: readonly WalletListEntry[]
  /** Picks each provider's icon: `is_light` or `icon_dark`. */
  theme: Theme
  /** A balance request is running: every amount shows "-". */
  refreshing: boolean
  /** `loading`: the first answer has not come (skeleton rows); `error`: it failed (message and retry). */
  status: 'idle' | 'loading' | 'error'
  /** The pull of all: running, its cooldown and the last results. */
  pullState: WalletPullState
  /** Called from the pull-all button (disabled while running or cooling down). */
  onPullAll: () => void
  /**
   * Called from a provider row's "Back" button: that provider's balance alone
   * back to the main wallet. Without it the rows have no such button; a row
   * shows it only while the wallet holds money and is not in maintenance, and
   * it is disabled with the pull of all (running, cooling down).
   */
  onPullOne?: (gpId: string) => void
  /** Called from the refresh icon button; without it there is no such button. */
  onRefresh?: () => void
  /** `error`: called from the retry button. */
  onRetry?: () => void
}

export const walletListVariants = cva([
  'flex w-full flex-col bg-card text-card-foreground',
  'gap-3 p-3 desktop:gap-4 desktop:rounded-2xl desktop:border desktop:p-5',
])

/**
 * The member's wallets: total, main wallet and one row per game provider
 * with its icon, balance, maintenance and last-pull badges, and the pull of
 * all back to the main wallet with its cooldown. Every amount is a dash while
 * refreshing. Props in, callbacks out: the caller fetches, pulls and counts
 * the cooldown down.
 */
export function WalletList({
  currency,
  cash,
  total,
  entries,
  theme,
  refreshing,
  status,
  pullState,
  onPullAll,
  onPullOne,
  onRefresh,
  onRetry,
  className,
  ...props
}: WalletListProps) {
  const { t } = useText()
  const titleId = useId()
  const hintId = useId()
  const rowId = useId()
  const known = status === 'idle' && !refreshing
  /** A wrapping amount (the summary's boxes break a long one), or one that stays on its line (a row). */
  const money = (amount: number, className?: string) => (
    <Money amount={known ? amount : null} currency={currency} className={className} />
  )
  const cooling = pullState.cooldownSeconds > 0
  const pullDisabled = pullState.running || cooling || status !== 'idle'
  const results = pullState.results ?? {}
  const outcomes = Object.values(results)
  const allInMain = status === 'idle' && !refreshing && entries.length > 0 && entries.every((e) => e.balance === 0)

  const announcement: { text: string; tone: 'quiet' | 'done' | 'failed' } = pullState.running
    ? {
        text: pullState.pullingGpId
          ? t('wallet.pulling_one', {
              provider: entries.find((e) => e.gp_id === pullState.pullingGpId)?.gp_name ?? pullState.pullingGpId,
            })
          : t('wallet.pulling'),
        tone: 'quiet',
      }
    : refreshing
      ? { text: t('wallet.refreshing'), tone: 'quiet' }
      : outcomes.includes('failed')
        ? { text: t('wallet.pull_some_failed'), tone: 'failed' }
        : outcomes.includes('done')
          ? { text: t('wallet.pull_done'), tone: 'done' }
          : outcomes.length > 0
            ? { text: t('wallet.pull_nothing'), tone: 'done' }
            : { text: '', tone: 'quiet' }

  return (
    <section
      data-slot="wallet-list"
      data-state={status === 'idle' ? (refreshing ? 'refreshing' : 'ready') : status}
      aria-labelledby={titleId}
      className={cn(walletListVariants(), className)}
      {...props}
    >
      <header data-slot="wallet-list-header" className="flex items-center gap-2">
        <h2 id={titleId} className="flex-1 text-base font-semibold desktop:text-lg">
          {t('wallet.title')}
        </h2>
        {onRefresh ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('wallet.refresh')}
            disabled={refreshing || status === 'loading'}
            onClick={onRefresh}
            className="size-9 rounded-full text-muted-foreground"
          >
            <RefreshIcon spinning={refreshing} />
          </Button>
        ) : null}
      </header>

      <dl data-slot="wallet-list-summary" className="grid grid-cols-2 gap-2">
        <div className="min-w-0 rounded-xl bg-muted px-3 py-2">
          <dt className="text-xs text-muted-foreground">{t('wallet.total')}</dt>
          <dd
            data-slot="wallet-list-total"
            className="text-lg font-bold break-all text-foreground tabular-nums desktop:text-xl"
          >
            {money(total, 'whitespace-normal')}
          </dd>
        </div>
        <div className="min-w-0 rounded-xl bg-muted px-3 py-2">
          <dt className="text-xs text-muted-foreground">{t('wallet.cash')}</dt>
          <dd
            data-slot="wallet-list-cash"
            className="text-lg font-semibold break-all text-foreground tabular-nums desktop:text-xl"
          >
            {money(cash, 'whitespace-normal')}
          </dd>
        </div>
      </dl>

      <div
        data-slot="wallet-list-pull"
        className="flex flex-col items-stretch gap-2 desktop:flex-row desktop:items-center"
      >
        <p id={hintId} className="min-w-0 flex-1 text-xs text-muted-foreground">
          {allInMain ? t('wallet.all_in_main') : t('wallet.pull_all_hint')}
        </p>
        <Button
          data-state={pullState.running && !pullState.pullingGpId ? 'running' : cooling ? 'cooldown' : 'ready'}
          aria-describedby={hintId}
          disabled={pullDisabled}
          onClick={onPullAll}
          className="tabular-nums"
        >
          {pullState.running && !pullState.pullingGpId ? <RefreshIcon spinning /> : null}
          {pullState.running && !pullState.pullingGpId
            ? t('wallet.pulling')
            : cooling
              ? t('wallet.pull_all_cooldown', { seconds: pullState.cooldownSeconds })
              : t('wallet.pull_all')}
        </Button>
      </div>

      <p
        role="status"
        data-slot="wallet-list-announcement"
        data-tone={announcement.tone}
        className={cn(
          announcement.tone === 'quiet' ? 'sr-only' : 'rounded-lg border px-3 py-2 text-sm text-foreground',
          announcement.tone === 'failed' && 'border-destructive/40 bg-destructive/10',
          announcement.tone === 'done' && 'border-success/40 bg-success/10',
        )}
      >
        {announcement.text}
      </p>

      <WalletsStatus status={status} empty={entries.length === 0} withIcons onRetry={onRetry}>
        <ul
          data-slot="wallet-list-items"
          aria-label={t('wallet.providers')}
          aria-busy={refreshing || undefined}
          className="flex flex-col divide-y rounded-xl border"
        >
          {entries.map((entry, index) => (
            <WalletListRow
              key={entry.gp_id}
              entry={entry}
              id={`${rowId}-${index}`}
              theme={theme}
              result={results[entry.gp_id]}
              known={known}
              money={money}
              pullingGpId={pullState.pullingGpId}
              cooling={cooling}
              pullDisabled={pullDisabled}
              onPullOne={onPullOne}
            />
          ))}
        </ul>
      </WalletsStatus>
    </section>
  )
}
