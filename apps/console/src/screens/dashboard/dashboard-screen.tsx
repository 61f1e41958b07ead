import type { Dashboard, DashboardCurrency, DashboardFigures } from '@lobby/api'
import {
  Button,
  StatusMessage,
  StatusPanel,
  StatusPanelSkeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@lobby/ui'
import { ForbiddenState } from '../../components/forbidden-state.tsx'
import { ScreenHeader } from '../../components/screen-header.tsx'
import { copy } from '../../copy.ts'
import { formatInstant, type FormatInstant } from '../../lib/format.ts'
import type { ListStatus } from '../../lib/list.ts'
import { DashboardCharts } from './dashboard-charts.tsx'
import { NowFigures, PeriodFigures } from './figure-cards.tsx'

const words = copy.dashboard

export interface DashboardScreenProps {
  status: ListStatus
  /** Why loading failed (status `error`), in a sentence. */
  errorMessage?: string
  /** The figures (null until the first answer). */
  dashboard: Dashboard | null
  /** The currency shown; the first one when it is not among them. */
  currency: string
  onCurrency: (currency: string) => void
  onRetry: () => void
  formatTime?: FormatInstant
  /** The charts' height in pixels. */
  chartHeight?: number
}

const quiet = (figures: DashboardFigures) =>
  figures.deposits.count === 0 &&
  figures.withdrawals.count === 0 &&
  figures.bets === 0 &&
  figures.wins === 0 &&
  figures.new_members === 0 &&
  figures.active_members === 0

/** Whether nothing happened this week nor in the series, in any currency. */
export function isQuiet(dashboard: Dashboard): boolean {
  return dashboard.currencies.every(
    (c) => quiet(c.week) && c.series.every((day) => day.deposits === 0 && day.withdrawals === 0 && day.ggr === 0),
  )
}

function CurrencyView({ entry, chartHeight }: { entry: DashboardCurrency; chartHeight?: number }) {
  return (
    <div data-slot="dashboard-currency" data-currency={entry.currency} className="flex flex-col gap-6">
      <NowFigures entry={entry} />
      <PeriodFigures title={words.today} currency={entry.currency} figures={entry.today} />
      <PeriodFigures title={words.week} currency={entry.currency} figures={entry.week} />
      <DashboardCharts currency={entry.currency} series={entry.series} height={chartHeight} />
    </div>
  )
}

/**
 * The dashboard: per currency, what stands now (online, queues), today's and this week's figures, and the last 14
 * days as charts with a text alternative. Several currencies are tabs.
 *
 * Contract
 * - MUST NOT fetch: the figures, the currency shown and Refresh / Try again are the caller's.
 * - Loading and error (with Try again) replace the figures; forbidden (403) replaces everything below the title.
 * - A week without any activity says so above the (zero) figures, so an empty dashboard is not taken for a broken one.
 */
export function DashboardScreen({
  status,
  errorMessage = '',
  dashboard,
  currency,
  onCurrency,
  onRetry,
  formatTime = formatInstant,
  chartHeight,
}: DashboardScreenProps) {
  if (status === 'forbidden') {
    return (
      <section data-slot="dashboard" data-state="forbidden" className="flex flex-col gap-5">
        <ScreenHeader title={words.title} description={words.description} />
        <ForbiddenState what={words.forbiddenWhat} />
      </section>
    )
  }
  const currencies = dashboard?.currencies ?? []
  const shown = currencies.find((c) => c.currency === currency) ?? currencies[0]
  const empty = status === 'ready' && dashboard !== null && isQuiet(dashboard)
  return (
    <section
      data-slot="dashboard"
      data-state={empty ? 'empty' : status}
      aria-busy={status === 'loading' || undefined}
      className="flex flex-col gap-5"
    >
      <ScreenHeader title={words.title} description={words.description}>
        <div className="flex items-center gap-3">
          {status === 'ready' && dashboard ? (
            <p className="text-sm text-muted-foreground">{words.asOf(formatTime(dashboard.as_of))}</p>
          ) : null}
          <Button
            variant="outline"
            size="sm"
            aria-disabled={status === 'loading' || undefined}
            onClick={() => {
              if (status !== 'loading') onRetry()
            }}
          >
            {words.refresh}
          </Button>
        </div>
      </ScreenHeader>
      <StatusPanel
        status={status === 'ready' ? 'ready' : status}
        loadingLabel={words.loading}
        placeholder={<StatusPanelSkeleton rows={6} />}
        errorTitle={words.errorTitle}
        errorBody={errorMessage}
        onRetry={onRetry}
        retryLabel={copy.app.retry}
      >
        {empty ? <StatusMessage tone="empty" title={words.emptyTitle} body={words.emptyBody} /> : null}
        {!shown ? (
          <p className="text-sm text-muted-foreground">{words.noCurrencies}</p>
        ) : currencies.length === 1 ? (
          <CurrencyView entry={shown} chartHeight={chartHeight} />
        ) : (
          <Tabs value={shown.currency} onValueChange={onCurrency}>
            <TabsList aria-label={words.currencies} className="self-start">
              {currencies.map((c) => (
                <TabsTrigger key={c.currency} value={c.currency}>
                  {c.currency}
                </TabsTrigger>
              ))}
            </TabsList>
            {currencies.map((c) => (
              <TabsContent key={c.currency} value={c.currency}>
                {c.currency === shown.currency ? <CurrencyView entry={c} chartHeight={chartHeight} /> : null}
              </TabsContent>
            ))}
          </Tabs>
        )}
      </StatusPanel>
    </section>
  )
}
