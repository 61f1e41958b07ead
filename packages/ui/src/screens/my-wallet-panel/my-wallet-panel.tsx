import { useId, type ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { cardVariants } from '../../primitives/card/card.tsx'
import { Money } from '../../primitives/money/money.tsx'
import { statusBadgeVariants } from '../../components/status-badge/status-badge.tsx'
import { WalletsStatus } from '../../components/wallet-list/wallets-status.tsx'
import { MyWalletTransfer } from './my-wallet-transfer.tsx'
import type { MyWalletEntry, WalletTransferRequest } from './my-wallet-types.ts'

export { MAIN_WALLET, type MyWalletEntry, type WalletTransferRequest } from './my-wallet-types.ts'

export interface MyWalletPanelProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** Currency code of every amount (e.g. `RMB`); gives the symbol and the minor digits. */
  currency: string
  /** The main wallet, in the currency's minor unit. */
  cash: number
  /** Every wallet together, in the currency's minor unit. */
  total: number
  /** One entry per provider wallet. */
  wallets: readonly MyWalletEntry[]
  /** `loading`: placeholders; `error`: the message and retry; `idle`: the wallets and the transfer form. */
  status: 'idle' | 'loading' | 'error'
  /** `error`: called from the retry button. */
  onRetry: () => void
  /** The transfer passed its local rules (one side main, an amount within the source's balance). */
  onTransfer: (request: WalletTransferRequest) => void
  /** A transfer is being sent: the form is read-only. */
  transferring: boolean
  /** Why the last transfer failed, as text or a message key. */
  transferError?: string
  /** The last transfer succeeded: a note shows; turning true clears the amount. */
  transferDone?: boolean
  /** Called from "Pull all back to main". */
  onPullAll: () => void
  /** The pull of all is under way. */
  pulling: boolean
  /**
   * Called from a provider row's "Back": that provider's balance alone back to
   * the main wallet (`balance_get_back`). Without it the rows have no such
   * button; a row shows it while the wallet holds money and is not in
   * maintenance, disabled while a pull or a transfer runs.
   */
  onPullOne?: (gpId: string) => void
  /** The provider whose balance alone is being pulled back; the pull-all button then waits too. */
  pullingGpId?: string
}

export const myWalletPanelVariants = () =>
  'flex w-full flex-col text-foreground gap-4 px-3 py-4 desktop:gap-5 desktop:p-0'

/**
 * The member's wallets (spec section 3, MyWallet): the total and the main
 * wallet, each provider's balance, a transfer between the main wallet and a
 * provider (one side is always main; a provider in maintenance cannot be
 * chosen; the amount is checked against the source's balance), and the pull
 * of all back to main. Props in, callbacks out: the caller fetches, transfers
 * and pulls.
 */
export function MyWalletPanel({
  currency,
  cash,
  total,
  wallets,
  status,
  onRetry,
  onTransfer,
  transferring,
  transferError,
  transferDone = false,
  onPullAll,
  pulling,
  onPullOne,
  pullingGpId,
  className,
  ...props
}: MyWalletPanelProps) {
  const { t } = useText()
  const titleId = useId()
  const ready = status === 'idle'
  /** A wrapping amount (the summary's boxes break a long one), or one that stays on its line (a row). */
  const money = (amount: number, className?: string) => (
    <Money amount={ready ? amount : null} currency={currency} className={className} />
  )

  return (
    <section
      data-slot="my-wallet-panel"
      data-state={status === 'idle' ? 'ready' : status}
      aria-labelledby={titleId}
      aria-busy={status === 'loading' || undefined}
      className={cn(myWalletPanelVariants(), className)}
      {...props}
    >
      <header data-slot="my-wallet-panel-header" className="flex items-center gap-2">
        <h2 id={titleId} className="flex-1 text-base font-semibold desktop:text-lg">
          {t('member_centre.menu_MyWallet')}
        </h2>
      </header>

      <dl data-slot="my-wallet-panel-summary" className="grid grid-cols-2 gap-2">
        <div className="min-w-0 rounded-xl bg-muted px-3 py-2">
          <dt className="text-xs text-muted-foreground">{t('wallet.total')}</dt>
          <dd data-slot="my-wallet-panel-total" className="text-lg font-bold break-all tabular-nums desktop:text-xl">
            {money(total, 'whitespace-normal')}
          </dd>
        </div>
        <div className="min-w-0 rounded-xl bg-muted px-3 py-2">
          <dt className="text-xs text-muted-foreground">{t('wallet.cash')}</dt>
          <dd data-slot="my-wallet-panel-cash" className="text-lg font-semibold break-all tabular-nums desktop:text-xl">
            {money(cash, 'whitespace-normal')}
          </dd>
        </div>
      </dl>

      <WalletsStatus status={status} empty={wallets.length === 0} onRetry={onRetry}>
        <div className="grid grid-cols-1 items-start gap-4 desktop:grid-cols-2">
          <div data-slot="my-wallet-panel-wallets" className={cardVariants()}>
            <div className="flex flex-col items-stretch gap-2 desktop:flex-row desktop:items-center">
              <h3 className="flex-1 text-base font-semibold">{t('wallet.providers')}</h3>
              <Button
                data-state={pulling ? 'running' : 'ready'}
                variant="outline"
                size="sm"
                disabled={pulling || transferring}
                onClick={onPullAll}
              >
                {pulling && !pullingGpId ? t('wallet.pulling') : t('member_centre.pull_all')}
              </Button>
            </div>
            <ul
              data-slot="my-wallet-panel-list"
              aria-label={t('wallet.providers')}
              className="flex flex-col divide-y rounded-xl border"
            >
              {wallets.map((wallet) => (
                <li
                  key={wallet.gp_id}
                  data-slot="my-wallet-panel-item"
                  data-gp-id={wallet.gp_id}
                  data-maintenance={wallet.maintenance === 1 || undefined}
                  className="flex items-center gap-2 px-3 py-2.5"
                >
                  <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
                    <span data-slot="my-wallet-panel-name" className="min-w-0 truncate text-sm font-medium">
                      {wallet.gp_name}
                    </span>
                    {wallet.maintenance === 1 ? (
                      <span
                        data-slot="my-wallet-panel-badge"
                        data-tone="maintenance"
                        className={cn(statusBadgeVariants({ tone: 'pending' }), 'gap-1')}
                      >
                        {t('wallet.maintenance')}
                      </span>
                    ) : null}
                  </span>
                  <span
                    data-slot="my-wallet-panel-amount"
                    className={cn(
                      'shrink-0 text-sm font-semibold tabular-nums',
                      wallet.balance === 0 && 'text-muted-foreground',
                    )}
                  >
                    {money(wallet.balance)}
                  </span>
                  {onPullOne && wallet.balance > 0 && wallet.maintenance === 0 ? (
                    <Button
                      data-state={pullingGpId === wallet.gp_id ? 'running' : 'ready'}
                      variant="outline"
                      size="sm"
                      aria-label={t('wallet.pull_one_label', { provider: wallet.gp_name })}
                      disabled={pulling || transferring}
                      onClick={() => onPullOne(wallet.gp_id)}
                      className="h-9 min-w-16 shrink-0"
                    >
                      {t('wallet.pull_one')}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
          <MyWalletTransfer
            currency={currency}
            cash={cash}
            wallets={wallets}
            onTransfer={onTransfer}
            transferring={transferring || pulling}
            transferError={transferError}
            transferDone={transferDone}
          />
        </div>
      </WalletsStatus>
    </section>
  )
}
