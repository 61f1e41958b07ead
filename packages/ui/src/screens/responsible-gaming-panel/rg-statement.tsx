import { useId } from 'react'
import { intlLocale } from '../../lib/format-money.ts'
import { useLayout } from '../../lib/layout.ts'
import { useText } from '../../text/text-provider.tsx'
import { StatusPanel } from '../../primitives/status-panel/status-panel.tsx'
import { Money } from '../../primitives/money/money.tsx'
import { moneyColumn } from '../../components/record-table/record-columns.tsx'
import { RecordCards } from '../../components/record-table/record-table-cards.tsx'
import { RecordGrid } from '../../components/record-table/record-table-grid.tsx'
import type { RecordColumn } from '../../components/record-table/record-table-types.ts'
import { RgStatementChart } from './rg-statement-chart.tsx'
import type { RgLoadStatus, RgStatementMonthView } from './rg-types.ts'

/** `YYYY-MM` in the member's words: `long` "November 2026", `short` "Nov". */
function monthText(month: string, locale: string, style: 'long' | 'short'): string {
  const [year, number] = month.split('-').map(Number)
  if (!year || !number) return month
  const options: Intl.DateTimeFormatOptions =
    style === 'long' ? { year: 'numeric', month: 'long', timeZone: 'UTC' } : { month: 'short', timeZone: 'UTC' }
  return new Intl.DateTimeFormat(intlLocale(locale), options).format(new Date(Date.UTC(year, number - 1, 1)))
}

const MONEY_FIELDS = ['deposits', 'withdrawals', 'bets', 'wins'] as const

export interface RgStatementProps {
  status: RgLoadStatus
  onRetry?: () => void
  /** Oldest first, as the server answers. */
  months: readonly RgStatementMonthView[]
  currency: string
}

/** The monthly statement: a chart of each month's net, then a table of deposits, withdrawals, bets, wins and net. */
export function RgStatement({ status, onRetry, months, currency }: RgStatementProps) {
  const { t, locale } = useText()
  const layout = useLayout()
  const titleId = useId()
  // Nothing happened in any month: nothing to chart.
  const empty = months.every((m) => m.deposits === 0 && m.withdrawals === 0 && m.bets === 0 && m.wins === 0)
  // Newest first in the table, as the records list; the chart reads left to right, oldest first.
  const rows = [...months].reverse()
  const columns: RecordColumn<RgStatementMonthView>[] = [
    { key: 'month', label: t('rg.col_month'), render: (row) => monthText(row.month, locale, 'long') },
    ...MONEY_FIELDS.map((field) =>
      moneyColumn<RgStatementMonthView>({
        key: field,
        label: t(`rg.col_${field}`),
        currency,
        value: (row) => row[field],
      }),
    ),
    {
      key: 'net',
      label: t('rg.col_net'),
      align: 'end',
      render: (row) => <Money amount={row.net} currency={currency} tone="signed" className="font-semibold" />,
    },
  ]
  const sum = (field: (typeof MONEY_FIELDS)[number] | 'net') => months.reduce((total, m) => total + m[field], 0)
  const footer = {
    label: t('rg.total'),
    cells: {
      ...Object.fromEntries(
        MONEY_FIELDS.map((field) => [field, <Money key={field} amount={sum(field)} currency={currency} />]),
      ),
      net: <Money amount={sum('net')} currency={currency} tone="signed" />,
    },
  }
  const caption = t('rg.statement_title')
  return (
    <section data-slot="responsible-gaming-panel-statement" aria-labelledby={titleId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h3 id={titleId} className="text-sm font-semibold text-foreground">
          {t('rg.statement_title')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('rg.statement_intro')}</p>
      </div>
      <StatusPanel
        status={status === 'idle' ? (empty ? 'empty' : 'ready') : status}
        loadingLabel={t('common.loading')}
        errorTitle={t('rg.statement_error_title')}
        errorBody={t('rg.error_body')}
        onRetry={onRetry}
        emptyTitle={t('rg.statement_empty_title')}
        emptyBody={t('rg.statement_empty')}
      >
        <RgStatementChart
          months={months}
          currency={currency}
          monthLabel={(month) => monthText(month, locale, 'short')}
        />
        {layout === 'mobile' ? (
          <RecordCards
            caption={caption}
            columns={columns}
            rows={rows}
            rowKey={(row) => row.month}
            sortable={[]}
            sortBy={() => undefined}
            status="idle"
            footer={footer}
          />
        ) : (
          <RecordGrid
            caption={caption}
            columns={columns}
            rows={rows}
            rowKey={(row) => row.month}
            sortEnabled={false}
            sortBy={() => undefined}
            pageSize={rows.length}
            status="idle"
            footer={footer}
          />
        )}
      </StatusPanel>
    </section>
  )
}
