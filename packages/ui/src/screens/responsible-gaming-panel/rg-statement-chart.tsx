import { useId } from 'react'
import { useText } from '../../text/text-provider.tsx'
import { Money } from '../../primitives/money/money.tsx'
import type { RgStatementMonthView } from './rg-types.ts'

/** The drawing's height in the SVG's units; the bars scale to the tallest month. */
const HEIGHT = 100

/**
 * The net result of each month as bars above (won) or below (lost) a zero line: a figure whose caption says in words
 * what it shows and the total. The drawing is hidden from assistive technology: the statement's table beside it holds
 * the same numbers. Month labels are text under the drawing, so they never stretch with it.
 */
export function RgStatementChart({
  months,
  currency,
  monthLabel,
}: {
  months: readonly RgStatementMonthView[]
  currency: string
  /** `YYYY-MM` as a short label under its bar ("Nov"). */
  monthLabel: (month: string) => string
}) {
  const { t } = useText()
  const captionId = useId()
  const total = months.reduce((sum, month) => sum + month.net, 0)
  const top = Math.max(0, ...months.map((m) => m.net))
  const bottom = Math.min(0, ...months.map((m) => m.net))
  const span = top - bottom || 1
  // The zero line's height from the top, in the drawing's units.
  const zero = (top / span) * HEIGHT
  const width = months.length * 10
  return (
    <figure
      data-slot="responsible-gaming-panel-chart"
      aria-labelledby={captionId}
      className="flex flex-col gap-2 rounded-xl border p-3 desktop:p-4"
    >
      <figcaption id={captionId} className="flex flex-col gap-0.5">
        <span className="text-sm font-semibold text-foreground">{t('rg.chart_title')}</span>
        <span className="text-xs text-muted-foreground">
          {t('rg.chart_summary', { months: months.length })} <Money amount={total} currency={currency} tone="signed" />
        </span>
      </figcaption>
      <div aria-hidden="true" className="flex flex-col gap-1">
        <svg
          data-slot="responsible-gaming-panel-chart-bars"
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-32 w-full desktop:h-40"
        >
          {months.map((month, index) => {
            const height = (Math.abs(month.net) / span) * HEIGHT
            return (
              <rect
                key={month.month}
                data-sign={month.net > 0 ? 'positive' : month.net < 0 ? 'negative' : 'zero'}
                x={index * 10 + 2}
                width={6}
                y={month.net >= 0 ? zero - height : zero}
                height={Math.max(height, month.net === 0 ? 0 : 0.5)}
                className={month.net >= 0 ? 'fill-success' : 'fill-destructive'}
              />
            )
          })}
          <line
            x1={0}
            x2={width}
            y1={zero}
            y2={zero}
            vectorEffect="non-scaling-stroke"
            className="stroke-border"
            strokeWidth={1}
          />
        </svg>
        <div
          className="grid text-center text-[0.6875rem] text-muted-foreground"
          style={{ gridTemplateColumns: `repeat(${months.length}, minmax(0, 1fr))` }}
        >
          {months.map((month) => (
            <span key={month.month} className="truncate">
              {monthLabel(month.month)}
            </span>
          ))}
        </div>
      </div>
    </figure>
  )
}
