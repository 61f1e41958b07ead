import { cva } from 'class-variance-authority'
import { useId, type ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import type { Layout } from '../../lib/theme.ts'
import { useText } from '../../text/text-provider.tsx'
import type { CommissionTierView } from '../../lib/views.ts'
import { formatRate } from '../../lib/commission-rate.ts'
import { formatMoney, intlLocale } from '../../lib/format-money.ts'
import { Button } from '../../primitives/button/button.tsx'
import { ToneBadge } from '../../components/status-badge/status-badge.tsx'
import { FormAlert } from '../../primitives/field/field.tsx'
import { messageText } from '../../lib/message-text.ts'
import { NetAmount } from '../../components/net-amount/net-amount.tsx'
import { RecordTable, type RecordColumn } from '../../components/record-table/record-table.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { StatusMessage } from '../../primitives/status-message/status-message.tsx'

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
  /** `desktop`: a panel in the agent centre; `mobile`: the full width of a phone. */
  layout?: Layout
}

export const settlementPanelVariants = cva('flex w-full min-w-0 flex-col bg-card text-card-foreground', {
  variants: { layout: { desktop: 'gap-5 p-5', mobile: 'gap-4 px-3 py-4' } },
  defaultVariants: { layout: 'desktop' },
})

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
  layout = 'desktop',
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
        <span data-slot="settlement-panel-commission" className="font-semibold whitespace-nowrap">
          {money(row.commission)}
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
      data-layout={layout}
      data-state={status === 'idle' ? (empty ? 'empty' : 'ready') : status}
      aria-labelledby={titleId}
      className={cn(settlementPanelVariants({ layout }), className)}
      {...props}
    >
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className={cn('font-semibold', layout === 'desktop' ? 'text-lg' : 'text-base')}>
          {t('agent_centre.menu_PerformanceSettlement')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('agent_report.settlement_intro')}</p>
      </div>
      {status === 'error' ? (
        <StatusMessage
          slot="settlement-panel"
          layout={layout}
          tone="error"
          title={t('fund.error_title')}
          body={t('agent_report.settlement_error')}
          action={
            onRetry ? (
              <Button data-slot="settlement-panel-retry" onClick={onRetry}>
                {t('fund.retry')}
              </Button>
            ) : undefined
          }
        />
      ) : status === 'loading' ? (
        <div data-slot="settlement-panel-loading" className="flex flex-col gap-3">
          <span role="status" className="sr-only">
            {t('fund.loading')}
          </span>
          <Skeleton className="h-24 w-full rounded-xl" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : (
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
          <FormAlert slot="settlement-panel-server-error">
            {serverError ? messageText(serverError, t) : undefined}
          </FormAlert>
          {empty ? (
            <StatusMessage
              slot="settlement-panel"
              layout={layout}
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
              layout={layout}
              // Every month of the answer is on one page: the pager would only say "1 of 1".
              className="[&>[data-slot=record-table-pager]]:hidden"
            />
          )}
        </>
      )}
    </section>
  )
}

function SettlementAction({
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
        data-slot="settlement-panel-settle"
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

function TierTable({ tiers, currency }: { tiers: readonly CommissionTierView[]; currency: string }) {
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
          {tiers.map((tier) => (
            <tr key={`${tier.min_net}-${tier.min_active}-${tier.rate_bp}`} data-slot="settlement-panel-tier">
              <td className={cn(cell, 'text-start')}>
                {t('agent_join.net_from', { amount: formatMoney(tier.min_net, currency, locale) })}
              </td>
              <td className={cn(cell, 'text-start')}>{t('agent_join.active_at_least', { count: tier.min_active })}</td>
              <td data-slot="settlement-panel-tier-rate" className={cn(cell, 'text-end font-semibold')}>
                {t('agent_join.rate', { rate: formatRate(tier.rate_bp, locale) })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
