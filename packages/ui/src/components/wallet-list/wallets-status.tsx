import type { ReactNode } from 'react'
import { useText } from '../../text/text-provider.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { StatusPanel } from '../../primitives/status-panel/status-panel.tsx'
import { rowClasses } from './wallet-list-row.tsx'

export interface WalletsStatusProps {
  /** `loading`: the placeholder; `error`: the message and Try again; `idle`: the wallets (or the empty message). */
  status: 'idle' | 'loading' | 'error'
  /** There are no provider wallets: the quiet empty message instead of the children. */
  empty: boolean
  /** The skeleton rows have an icon, like WalletList's rows. */
  withIcons?: boolean
  /** `error`: called from Try again; without it there is no button. */
  onRetry?: () => void
  /** The wallets, once loaded. */
  children: ReactNode
}

/**
 * **WalletsStatus**: the loading / error / empty / ready states of a list of
 * game wallets (WalletList, MyWalletPanel), on `StatusPanel` with the wallet copy.
 *
 * Contract
 * - MUST announce loading once ("Loading your wallets…") while four skeleton rows (slot
 *   `wallets-status-loading`) stay decorative.
 * - MUST show the error as an alert with Try again when `onRetry` is given.
 * - MUST show the empty message when `empty` and the status is `idle`, the children otherwise.
 * - MUST NOT fetch or retry by itself: the caller owns the status.
 */
export function WalletsStatus({ status, empty, withIcons = false, onRetry, children }: WalletsStatusProps) {
  const { t } = useText()
  return (
    <StatusPanel
      status={status === 'idle' ? (empty ? 'empty' : 'ready') : status}
      placeholder={
        <div data-slot="wallets-status-loading" className="flex flex-col divide-y rounded-xl border">
          {Array.from({ length: 4 }, (_, index) => (
            <div key={index} className={withIcons ? rowClasses : 'flex items-center gap-3 px-3 py-3'}>
              {withIcons ? <Skeleton className="size-9 shrink-0 rounded-lg" /> : null}
              <Skeleton className="h-4 flex-1" />
              <Skeleton className="h-4 w-20" />
            </div>
          ))}
        </div>
      }
      loadingLabel={t('wallet.loading')}
      errorTitle={t('wallet.error_title')}
      errorBody={t('wallet.error')}
      onRetry={onRetry}
      retryLabel={t('wallet.retry')}
      emptyTitle={t('wallet.empty_title')}
      emptyBody={t('wallet.empty')}
    >
      {children}
    </StatusPanel>
  )
}
