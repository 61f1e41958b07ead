import { cn } from '../../lib/cn.ts'
import { tierText } from '../../lib/commission-tier-text.ts'
import { intlLocale } from '../../lib/format-money.ts'
import type { CommissionTierView } from '../../lib/views.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { ToneBadge } from '../../components/status-badge/status-badge.tsx'
import type { SettlementView } from './settlement-panel.tsx'

/** What a month's row offers: still running, a Settle button, or paid. */
export type SettlementState = 'in_progress' | 'settleable' | 'settled'

export function settlementState(row: SettlementView): SettlementState {
  if (row.settled === 1) return 'settled'
  return row.settleable === 1 ? 'settleable' : 'in_progress'
}

/** A site month (`YYYY-MM`) as the locale names it, e.g. "November 2026". */
export function formatPeriod(period: string, locale = 'en_US'): string {
  const [year, month] = period.split('-').map(Number) as [number, number]
  if (!Number.isInteger(year) || !Number.isInteger(month)) return period
  return new Intl.DateTimeFormat(intlLocale(locale), { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, 1),
  )
}

/** A month's last cell: in progress, Settle (with "nothing to pay" under it when it pays nothing), or settled on a day. */
export function SettlementAction({
  row,
  settling,
  onSettle,
  formatTime,
}: {
  row: SettlementView
  settling: string | null
  onSettle: (period: string) => void
  formatTime: (iso: string) => string
}) {
  const { t, locale } = useText()
  const state = settlementState(row)
  if (state === 'in_progress') {
    return <ToneBadge data-slot="settlement-panel-in-progress" tone="pending" label={t('agent_report.in_progress')} />
  }
  if (state === 'settled') {
    return (
      <ToneBadge
        data-slot="settlement-panel-settled"
        tone="success"
        label={
          row.settled_at
            ? t('agent_report.settled_on', { time: formatTime(row.settled_at) })
            : t('agent_report.settled')
        }
      />
    )
  }
  const busy = settling === row.period
  return (
    <span className="inline-flex flex-col items-end gap-1 text-end">
      <Button
        data-state={busy ? 'settling' : 'idle'}
        size="sm"
        disabled={settling !== null}
        aria-busy={busy || undefined}
        onClick={() => onSettle(row.period)}
      >
        {busy ? (
          <span
            aria-hidden="true"
            className="size-3.5 animate-spin rounded-full border-2 border-current/30 border-t-current motion-reduce:animate-none"
          />
        ) : null}
        {t(busy ? 'agent_report.settling' : 'agent_report.settle')}
        <span className="sr-only"> {formatPeriod(row.period, locale)}</span>
      </Button>
      {row.commission === 0 ? (
        <span data-slot="settlement-panel-nothing" className="text-xs text-muted-foreground">
          {t('agent_report.nothing_to_pay')}
        </span>
      ) : null}
    </span>
  )
}

/** The commission rate table above the months. */
export function TierTable({ tiers, currency }: { tiers: readonly CommissionTierView[]; currency: string }) {
  const { t, locale } = useText()
  const head = 'px-3 py-2 text-xs font-semibold text-muted-foreground'
  const cell = 'px-3 py-2 text-sm tabular-nums'
  return (
    <div data-slot="settlement-panel-tiers" className="overflow-x-auto rounded-xl border bg-card">
      <table className="w-full border-collapse">
        <caption className="px-3 pt-3 pb-1 text-start text-sm font-semibold">{t('agent_join.rates_title')}</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className={cn(head, 'text-start')}>
              {t('agent_join.col_net')}
            </th>
            <th scope="col" className={cn(head, 'text-start')}>
              {t('agent_join.col_active')}
            </th>
            <th scope="col" className={cn(head, 'text-end')}>
              {t('agent_join.col_rate')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {tiers.map((tier) => {
            const text = tierText(t, tier, currency, locale)
            return (
              <tr key={`${tier.min_net}-${tier.min_active}-${tier.rate_bp}`} data-slot="settlement-panel-tier">
                <td className={cn(cell, 'text-start')}>{text.net}</td>
                <td className={cn(cell, 'text-start')}>{text.active}</td>
                <td data-slot="settlement-panel-tier-rate" className={cn(cell, 'text-end font-semibold')}>
                  {text.rate}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
