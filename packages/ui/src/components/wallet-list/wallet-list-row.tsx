import type { ReactNode } from 'react'
import type { Theme } from '../../lib/theme.ts'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { RefreshIcon } from '../balance-chip/balance-chip.tsx'
import { ToneBadge } from '../status-badge/status-badge.tsx'
import type { WalletListEntry, WalletPullStatus } from './wallet-list.tsx'

export const rowClasses = 'flex items-center gap-2.5 px-2 py-2 desktop:gap-3 desktop:px-3 desktop:py-2.5'

/** One provider wallet: its icon, name, maintenance and last-pull badges, balance and its own "Back". */
export function WalletListRow({
  entry,
  id,
  theme,
  result,
  known,
  money,
  pullingGpId,
  cooling,
  pullDisabled,
  onPullOne,
}: {
  entry: WalletListEntry
  /** Prefix of the row's name and amount ids. */
  id: string
  theme: Theme
  result: WalletPullStatus | undefined
  known: boolean
  money: (amount: number) => ReactNode
  pullingGpId: string | undefined
  cooling: boolean
  pullDisabled: boolean
  onPullOne?: (gpId: string) => void
}) {
  const { t } = useText()
  const nameId = `${id}-name`
  const amountId = `${id}-amount`
  const icon = theme === 'dark' ? entry.icon_dark || entry.is_light : entry.is_light || entry.icon_dark
  return (
    <li
      data-slot="wallet-list-item"
      data-gp-id={entry.gp_id}
      data-maintenance={entry.maintenance === 1 || undefined}
      data-result={result}
      aria-labelledby={`${nameId} ${amountId}`}
      className={rowClasses}
    >
      {icon ? (
        <img
          data-slot="wallet-list-icon"
          src={icon}
          alt=""
          width={36}
          height={36}
          loading="lazy"
          className="size-9 shrink-0 rounded-lg object-contain"
        />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-9 shrink-0 place-items-center rounded-lg bg-muted text-sm font-semibold text-muted-foreground"
        >
          {entry.gp_name.slice(0, 1)}
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
        <span id={nameId} data-slot="wallet-list-name" className="min-w-0 truncate text-sm font-medium">
          {entry.gp_name}
        </span>
        {entry.maintenance === 1 ? <Badge tone="maintenance" label={t('wallet.maintenance')} /> : null}
        {result ? <Badge tone={result} label={t(`wallet.status_${result}`)} /> : null}
      </div>
      <span
        id={amountId}
        data-slot="wallet-list-amount"
        className={cn(
          'shrink-0 text-sm font-semibold tabular-nums',
          entry.balance === 0 && known ? 'text-muted-foreground' : 'text-foreground',
        )}
      >
        {money(entry.balance)}
      </span>
      {onPullOne && entry.balance > 0 && entry.maintenance === 0 ? (
        <Button
          data-state={pullingGpId === entry.gp_id ? 'running' : cooling ? 'cooldown' : 'ready'}
          variant="outline"
          size="sm"
          aria-label={t('wallet.pull_one_label', { provider: entry.gp_name })}
          disabled={pullDisabled}
          onClick={() => onPullOne(entry.gp_id)}
          className="h-9 min-w-16 shrink-0"
        >
          {pullingGpId === entry.gp_id ? <RefreshIcon spinning /> : null}
          {t('wallet.pull_one')}
        </Button>
      ) : null}
    </li>
  )
}

const badgeTones = { done: 'success', failed: 'failure', skipped: 'neutral', maintenance: 'pending' } as const

function Badge({ tone, label }: { tone: WalletPullStatus | 'maintenance'; label: string }) {
  return (
    <ToneBadge data-slot="wallet-list-badge" data-tone={tone} tone={badgeTones[tone]} label={label} className="gap-1" />
  )
}
