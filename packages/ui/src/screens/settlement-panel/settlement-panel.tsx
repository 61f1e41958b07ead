import { cva } from 'class-variance-authority'
import { useId, type ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import type { CommissionTierView } from '../../lib/views.ts'
import { formatRate } from '../../lib/commission-rate.ts'
import { formatMoney, intlLocale } from '../../lib/format-money.ts'
import { Money } from '../../primitives/money/money.tsx'
import { FormAlert } from '../../primitives/field/field.tsx'
import { messageText } from '../../lib/message-text.ts'
import { NetAmount } from '../../components/net-amount/net-amount.tsx'
import { RecordTable, type RecordColumn } from '../../components/record-table/record-table.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { StatusMessage } from '../../primitives/status-message/status-message.tsx'
import { StatusPanel } from '../../primitives/status-panel/status-panel.tsx'
import { formatPeriod, SettlementAction, TierTable } from './settlement-parts.tsx'

/** One site month of the agent's commission, as `/agent/settlement` lists it. */
export interface SettlementView {
  /** The site month, `YYYY-MM`. */
  period: string
  /** The downline's bets − wins in the month, in the currency's minor unit. */
  net: number
  /** Downline members who bet in the month. */
  active_members: number
  /** The tier's rate in basis points: 2000 = 20 %. */
  rate_bp: number
  /** What the month pays, in the minor unit. */
  commission: number
  /** 1 once paid; `settled_at` then says when. */
  settled: 0 | 1
  /** ISO 8601 UTC of the payment. */
  settled_at: string | null
  /** 1 when the month has ended and is not settled yet. */
  settleable: 0 | 1
}

export interface SettlementPanelProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** `loading`: skeleton; `error`: a message and `onRetry`; `idle`: the rate table and the months. */
  status: 'idle' | 'loading' | 'error'
  /** `error`: called from the retry button. */
  onRetry?: () => void
  /** The months, newest first; the first is the current month, still in progress. */
  list: readonly SettlementView[]
  /** The commission rate table, lowest row first (the Plan page's `CommissionTierView`). */
  tiers: readonly CommissionTierView[]
  /** Currency code of every amount, e.g. `USD`. */
  currency: string
  /** Called from Settle on an ended, unsettled month with its period. */
  onSettle: (period: string) => void
  /** The period being settled: its button waits and every Settle button is disabled. */
  settling?: string | null
  /** The server's refusal: text or a message key (e.g. `agent_report.err_settled` for code 107). */
  serverError?: string
  /** The month just settled: a success note above the list. */
  justSettled?: { period: string; commission: number } | null
  /** An ISO instant as the agent reads it (the site's time zone and language). */
  formatTime: (iso: string) => string
}

/** Mobile: the full width of a phone; desktop: a panel in the agent centre. */
export const settlementPanelVariants = cva(
  'flex w-full min-w-0 flex-col gap-4 bg-card px-3 py-4 text-card-foreground desktop:gap-5 desktop:px-5 desktop:py-5',
)

export { formatPeriod, settlementState, type SettlementState } from './settlement-parts.tsx'

/**
 * The performance settlement (PerformanceSettlement): the commission rate
 * table, then the last months with the downline's net, its active members,
 * the rate reached and the commission. The current month is in progress; an
 * ended month is settled once, from its Settle button (even when it pays
 * nothing); a settled one says when. Props in, callbacks out: the caller
 * sends the settle and passes back the result or the refusal.
 */
export function SettlementPanel({
  status,
  onRetry,
  list,
  tiers,
  currency,
  onSettle,
  settling = null,
  serverError,
  justSettled = null,
  formatTime,
  className,
  ...props
}: SettlementPanelProps) {
  const { t, locale } = useText()
  const titleId = useId()
  const money = (minor: number) => formatMoney(minor, currency, locale)
  const count = (value: number) => new Intl.NumberFormat(intlLocale(locale)).format(value)
  const empty = status === 'idle' && list.length === 0

  const columns: RecordColumn<SettlementView>[] = [
    {
      key: 'period',
      label: t('agent_report.col_period'),
      render: (row) => <span className="font-medium whitespace-nowrap">{formatPeriod(row.period, locale)}</span>,
    },
    {
      key: 'net',
      label: t('agent_report.col_net'),
      align: 'end',
      render: (row) => <NetAmount amount={row.net} currency={currency} />,
    },
    {
      key: 'active_members',
      label: t('agent_join.col_active'),
      align: 'end',
      render: (row) => count(row.active_members),
    },
    {
      key: 'rate',
      label: t('agent_join.col_rate'),
      align: 'end',
      render: (row) => (
        <span data-slot="settlement-panel-rate">{t('agent_join.rate', { rate: formatRate(row.rate_bp, locale) })}</span>
      ),
    },
    {
      key: 'commission',
      label: t('agent_report.col_commission'),
      align: 'end',
      render: (row) => (
        <span data-slot="settlement-panel-commission" className="font-semibold">
          <Money amount={row.commission} currency={currency} />
        </span>
      ),
    },
    {
      key: 'state',
      label: t('fund.col_status'),
      align: 'end',
      render: (row) => <SettlementAction row={row} settling={settling} onSettle={onSettle} formatTime={formatTime} />,
    },
  ]

  return (
    <section
      data-slot="settlement-panel"
      data-state={status === 'idle' ? (empty ? 'empty' : 'ready') : status}
      aria-labelledby={titleId}
      className={cn(settlementPanelVariants(), className)}
      {...props}
    >
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="text-base font-semibold desktop:text-lg">
          {t('agent_centre.menu_PerformanceSettlement')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('agent_report.settlement_intro')}</p>
      </div>
      <StatusPanel
        status={status === 'idle' ? 'ready' : status}
        errorTitle={t('fund.error_title')}
        errorBody={t('agent_report.settlement_error')}
        onRetry={onRetry}
        retryLabel={t('fund.retry')}
        loadingLabel={t('fund.loading')}
        placeholder={
          <div data-slot="settlement-panel-loading" className="flex flex-col gap-3">
            <Skeleton className="h-24 w-full rounded-xl" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        }
      >
        <>
          {tiers.length > 0 ? <TierTable tiers={tiers} currency={currency} /> : null}
          {justSettled ? (
            <p
              role="status"
              data-slot="settlement-panel-done"
              className="rounded-xl border border-success/40 bg-success/10 px-4 py-3 text-sm text-foreground"
            >
              {t('agent_report.settled_note', {
                period: formatPeriod(justSettled.period, locale),
                amount: money(justSettled.commission),
              })}
            </p>
          ) : null}
          <FormAlert>{serverError ? messageText(serverError, t) : undefined}</FormAlert>
          {empty ? (
            <StatusMessage
              tone="empty"
              title={t('agent_report.settlement_empty_title')}
              body={t('agent_report.settlement_empty')}
            />
          ) : (
            <RecordTable
              caption={t('agent_report.settlement_list')}
              columns={columns}
              rows={list}
              rowKey={(row) => row.period}
              page={1}
              pageSize={Math.max(1, list.length)}
              total={list.length}
              onPage={() => {}}
              status="idle"
              // Every month of the answer is on one page: the pager would only say "1 of 1".
              className="[&>[data-slot=pagination]]:hidden"
            />
          )}
        </>
      </StatusPanel>
    </section>
  )
}
