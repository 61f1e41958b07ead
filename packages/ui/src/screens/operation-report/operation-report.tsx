import type { ComponentProps, ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { intlLocale } from '../../lib/format-money.ts'
import { Button } from '../../primitives/button/button.tsx'
import { Money } from '../../primitives/money/money.tsx'
import { levelName, type LevelNames } from '../../lib/level-name.ts'
import type { RecordRange } from '../../components/record-table/record-range.ts'
import { RecordTable, type RecordColumn } from '../../components/record-table/record-table.tsx'
import { RecordPanel, recordPanelVariants } from '../../components/record-table/record-panel.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { StatusMessage } from '../../primitives/status-message/status-message.tsx'
import { NetAmount } from '../../components/net-amount/net-amount.tsx'
import { ReportRangeForm, type ReportRangeError } from './report-range-form.tsx'

/** The downline's figures between two site days, as `/agent/operation` answers them: the total or one level. */
export interface OperationRowView {
  /** 0 for the whole downline, else the level (1 = registered through the agent). */
  level: number
  /** Members of the downline (or of the level). */
  members: number
  /** Members who bet in the range. */
  active_members: number
  /** Bets, in the currency's minor unit. */
  bets: number
  /** Wins paid, in the minor unit. */
  wins: number
  /** Deposits, in the minor unit. */
  deposits: number
  /** Withdrawals, in the minor unit. */
  withdrawals: number
  /** Bets − wins: the house's result on the downline, in the minor unit. */
  net: number
}

export interface OperationReportView {
  total: OperationRowView
  levels: readonly OperationRowView[]
}

export type OperationReportMode = 'operation' | 'stratified'

export interface OperationReportProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** `operation`: the total as figures (OperationTable); `stratified`: a row per level and the total (StratifiedTable). */
  mode: OperationReportMode
  /** The site days (`YYYY-MM-DD`) of the figures shown; the form starts from them. */
  range: RecordRange
  /** The site day (`YYYY-MM-DD`) the presets count from. */
  today: string
  /** Called from a preset, or from Search once the dates pass `siteDayRange`. */
  onSearch: (range: RecordRange) => void
  /** The server's refusal of a date (400): the field and a message key (e.g. `fund.err_date_range`) or text. */
  rangeError?: ReportRangeError | null
  /** `loading`: skeleton; `error`: a message and `onRetry`; `idle`: the figures, or the empty state. */
  status: 'idle' | 'loading' | 'error'
  /** `error`: called from the retry button. */
  onRetry?: () => void
  /** The answer of `/agent/operation`; `null` until it comes. */
  report: OperationReportView | null
  /** Currency code of every amount, e.g. `USD`. */
  currency: string
  /** The site's names of the levels; "Level {level}" for a level without one. */
  levelNames?: LevelNames
}

/** Mobile first; `desktop:` for the agent centre's panel (`recordPanelVariants` with the report's `md` gap). */
export const operationReportVariants = () => recordPanelVariants({ gap: 'md' })

type Figure = keyof Omit<OperationRowView, 'level'>
const MONEY: readonly Figure[] = ['bets', 'wins', 'net', 'deposits', 'withdrawals']
const FIGURES: readonly Figure[] = ['members', 'active_members', 'bets', 'wins', 'net', 'deposits', 'withdrawals']
const FIGURE_LABEL = {
  members: 'agent_report.col_members',
  active_members: 'agent_join.col_active',
  bets: 'agent_report.col_bets',
  wins: 'agent_report.col_wins',
  net: 'agent_report.col_net',
  deposits: 'agent_report.col_deposits',
  withdrawals: 'agent_report.col_withdrawals',
} as const satisfies Record<Figure, string>

/**
 * The agent's operation reports: the downline's members, active members,
 * bets, wins, net (bets − wins, coloured by who won) and money in and out
 * between two site days. `operation` shows the whole downline as figures;
 * `stratified` a table with a row per level and the total under it. The
 * range comes from presets or two dates checked here. Props in, callbacks
 * out: the caller fetches.
 */
export function OperationReport({
  mode,
  range,
  today,
  onSearch,
  rangeError = null,
  status,
  onRetry,
  report,
  currency,
  levelNames,
  ...props
}: OperationReportProps) {
  const { t, locale } = useText()
  const shownStatus = status === 'idle' && !report ? 'loading' : status
  const empty =
    shownStatus === 'idle' &&
    report !== null &&
    (mode === 'operation' ? report.total.members === 0 : report.levels.length === 0)
  const count = (value: number) => new Intl.NumberFormat(intlLocale(locale)).format(value)
  const figure = (row: OperationRowView, key: Figure) => {
    if (key === 'net') return <NetAmount amount={row.net} currency={currency} />
    return MONEY.includes(key) ? <Money amount={row[key]} currency={currency} /> : count(row[key])
  }

  const columns: RecordColumn<OperationRowView>[] = [
    {
      key: 'level',
      label: t('agent_team.col_level'),
      render: (row) => <span className="font-medium whitespace-nowrap">{levelName(t, row.level, levelNames)}</span>,
    },
    ...FIGURES.map((key): RecordColumn<OperationRowView> => ({
      key,
      label: t(FIGURE_LABEL[key]),
      align: 'end',
      render: (row) => figure(row, key),
    })),
  ]

  return (
    <RecordPanel
      data-slot="operation-report"
      data-variant={mode}
      data-state={empty ? 'empty' : shownStatus === 'idle' ? 'ready' : shownStatus}
      title={t(mode === 'operation' ? 'agent_centre.menu_OperationTable' : 'agent_centre.menu_StratifiedTable')}
      description={t(`agent_report.${mode}_intro`)}
      gap="md"
      {...props}
    >
      <ReportRangeForm range={range} today={today} onSearch={onSearch} rangeError={rangeError} />
      <p data-slot="operation-report-range" className="text-sm font-medium tabular-nums">
        {t('agent_report.range_shown', { start: range.start_date, end: range.end_date })}
      </p>
      {shownStatus === 'error' ? (
        <StatusMessage
          tone="error"
          title={t('fund.error_title')}
          body={t('agent_report.report_error')}
          action={onRetry ? <Button onClick={onRetry}>{t('fund.retry')}</Button> : undefined}
        />
      ) : empty ? (
        <StatusMessage
          tone="empty"
          title={t('agent_report.report_empty_title')}
          body={t('agent_report.report_empty')}
        />
      ) : mode === 'stratified' ? (
        <RecordTable
          caption={t('agent_report.levels_caption')}
          columns={columns}
          rows={report?.levels ?? []}
          rowKey={(row) => row.level}
          page={1}
          pageSize={Math.max(1, report?.levels.length ?? 5)}
          total={report?.levels.length ?? 0}
          onPage={() => {}}
          status={shownStatus}
          footer={
            report
              ? {
                  label: t('fund.sum'),
                  cells: Object.fromEntries(FIGURES.map((key) => [key, figure(report.total, key)])),
                }
              : undefined
          }
          // Every level is on one page: the pager would only say "1 of 1".
          className="[&>[data-slot=pagination]]:hidden"
        />
      ) : shownStatus === 'loading' || !report ? (
        <div data-slot="operation-report-loading" className="flex flex-col gap-3">
          <span role="status" className="sr-only">
            {t('fund.loading')}
          </span>
          <div className="grid grid-cols-2 gap-3 desktop:grid-cols-4">
            {FIGURES.map((key) => (
              <Skeleton key={key} className="h-20 rounded-xl" />
            ))}
          </div>
        </div>
      ) : (
        <OperationFigures row={report.total} figure={figure} />
      )}
    </RecordPanel>
  )
}

function OperationFigures({
  row,
  figure,
}: {
  row: OperationRowView
  figure: (row: OperationRowView, key: Figure) => ReactNode
}) {
  const { t } = useText()
  return (
    <dl data-slot="operation-report-figures" className="grid grid-cols-2 gap-3 desktop:grid-cols-4">
      {FIGURES.map((key) => (
        <div
          key={key}
          data-slot="operation-report-figure"
          data-key={key}
          className={cn(
            'flex min-w-0 flex-col gap-1 rounded-xl border bg-card px-3 py-2.5',
            key === 'net' && 'border-2',
            key === 'net' && 'col-span-2 desktop:col-span-1',
          )}
        >
          <dt className="text-xs text-muted-foreground">{t(FIGURE_LABEL[key])}</dt>
          <dd
            data-slot="operation-report-value"
            className="text-lg font-bold break-all tabular-nums [&_[data-slot=money]]:whitespace-normal"
          >
            {figure(row, key)}
          </dd>
          {key === 'net' ? <dd className="text-xs text-muted-foreground">{t('agent_report.net_hint')}</dd> : null}
        </div>
      ))}
    </dl>
  )
}
