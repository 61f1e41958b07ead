import type { DashboardDay } from '@lobby/api'
import { Card, cn, moneyText } from '@lobby/ui'
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { bodyCell, headCell, TableFrame } from '../../components/table-frame.tsx'
import { copy } from '../../copy.ts'

const words = copy.dashboard
const money = (amount: number, currency: string) => moneyText(amount, currency, 'en-US', 'auto')
/** `2026-11-20` as `Nov 20` (a site day: no time zone to convert). */
const shortDay = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })

export interface DashboardChartsProps {
  currency: string
  series: readonly DashboardDay[]
  /** The charts' height in pixels. */
  height?: number
}

/**
 * The last 14 days of one currency as two bar charts (money in and out; GGR), each a figure whose caption says
 * what it shows in words, with the same numbers as a table under "Show the figures as a table" (what a screen
 * reader reads: the drawing itself is hidden from assistive technology).
 */
export function DashboardCharts({ currency, series, height = 220 }: DashboardChartsProps) {
  const rows = series.map((day) => ({ ...day, label: shortDay(day.date) }))
  const totals = series.reduce(
    (sum, day) => ({
      deposits: sum.deposits + day.deposits,
      withdrawals: sum.withdrawals + day.withdrawals,
      ggr: sum.ggr + day.ggr,
    }),
    { deposits: 0, withdrawals: 0, ggr: 0 },
  )
  const best = series.reduce<DashboardDay | undefined>((top, day) => (!top || day.ggr > top.ggr ? day : top), undefined)
  const tick = (value: number) => money(value, currency)
  const tooltip = (value: unknown) => money(Number(value), currency)
  const axisStyle = { fontSize: 11, fill: 'var(--color-muted-foreground)' }
  return (
    <section aria-label={words.chartsTitle(currency)} data-slot="dashboard-charts" className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-foreground">{words.chartsTitle(currency)}</h2>
      <div className="grid gap-3 desktop:grid-cols-2">
        <Card asChild>
          <figure data-slot="dashboard-chart" data-chart="money">
            <figcaption className="flex flex-col gap-1">
              <span className="text-sm font-semibold text-foreground">{words.moneyChart}</span>
              <span className="text-xs text-muted-foreground">
                {words.moneyChartSummary(
                  currency,
                  money(totals.deposits, currency),
                  money(totals.withdrawals, currency),
                )}
              </span>
            </figcaption>
            <div aria-hidden="true" style={{ height }}>
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--color-border)" />
                  <XAxis dataKey="label" tick={axisStyle} interval="preserveStartEnd" />
                  <YAxis tickFormatter={tick} tick={axisStyle} width={88} />
                  <Tooltip formatter={tooltip} />
                  <Bar
                    dataKey="deposits"
                    name={words.columns.deposits}
                    fill="var(--color-success)"
                    isAnimationActive={false}
                  />
                  <Bar
                    dataKey="withdrawals"
                    name={words.columns.withdrawals}
                    fill="var(--color-primary)"
                    isAnimationActive={false}
                  />
                </BarChart>
              </ResponsiveContainer>
            </div>
            <p className="flex gap-4 text-xs text-muted-foreground">
              <span className="flex items-center gap-1.5">
                <span aria-hidden="true" className="inline-block size-2.5 rounded-sm bg-success" />
                {words.columns.deposits}
              </span>
              <span className="flex items-center gap-1.5">
                <span aria-hidden="true" className="inline-block size-2.5 rounded-sm bg-primary" />
                {words.columns.withdrawals}
              </span>
            </p>
          </figure>
        </Card>
        <Card asChild>
          <figure data-slot="dashboard-chart" data-chart="ggr">
            <figcaption className="flex flex-col gap-1">
              <span className="text-sm font-semibold text-foreground">{words.ggrChart}</span>
              <span className="text-xs text-muted-foreground">
                {words.ggrChartSummary(
                  currency,
                  money(totals.ggr, currency),
                  money(best?.ggr ?? 0, currency),
                  best ? shortDay(best.date) : '',
                )}
              </span>
            </figcaption>
            <div aria-hidden="true" style={{ height }}>
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--color-border)" />
                  <XAxis dataKey="label" tick={axisStyle} interval="preserveStartEnd" />
                  <YAxis tickFormatter={tick} tick={axisStyle} width={88} />
                  <Tooltip formatter={tooltip} />
                  <Bar dataKey="ggr" name={words.columns.ggr} isAnimationActive={false}>
                    {rows.map((day) => (
                      <Cell key={day.date} fill={day.ggr < 0 ? 'var(--color-destructive)' : 'var(--color-success)'} />
                    ))}
                  </Bar>
                </BarChart>
              </ResponsiveContainer>
            </div>
          </figure>
        </Card>
      </div>
      <details data-slot="dashboard-table" className="rounded-xl border bg-card">
        <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-foreground">{words.showTable}</summary>
        <TableFrame label={words.tableCaption(currency)}>
          <table className="w-full border-collapse">
            <caption className="sr-only">{words.tableCaption(currency)}</caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className={headCell}>
                  {words.columns.date}
                </th>
                <th scope="col" className={cn(headCell, 'text-end')}>
                  {words.columns.deposits}
                </th>
                <th scope="col" className={cn(headCell, 'text-end')}>
                  {words.columns.withdrawals}
                </th>
                <th scope="col" className={cn(headCell, 'text-end')}>
                  {words.columns.ggr}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {series.map((day) => (
                <tr key={day.date}>
                  <th scope="row" className={cn(bodyCell, 'text-start font-medium whitespace-nowrap')}>
                    <time dateTime={day.date}>{day.date}</time>
                  </th>
                  <td className={cn(bodyCell, 'text-end tabular-nums')}>{money(day.deposits, currency)}</td>
                  <td className={cn(bodyCell, 'text-end tabular-nums')}>{money(day.withdrawals, currency)}</td>
                  <td className={cn(bodyCell, 'text-end tabular-nums')}>{money(day.ggr, currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      </details>
    </section>
  )
}
