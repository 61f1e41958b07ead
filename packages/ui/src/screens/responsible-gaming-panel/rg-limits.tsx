import { RG_LIMIT_KINDS, RG_PERIODS, type RgLimitKind } from '@lobby/domain'
import { cva } from 'class-variance-authority'
import { useId } from 'react'
import { durationText } from '../../lib/format-duration.ts'
import { formatMoney } from '../../lib/format-money.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { Money } from '../../primitives/money/money.tsx'
import { ToneBadge } from '../../components/status-badge/status-badge.tsx'
import { RgLimitForm } from './rg-limit-form.tsx'
import type { RgLimitFormState, RgLimitRequest, RgLimitSlot, RgLimitView } from './rg-types.ts'

export const limitBarVariants = cva('h-full rounded-full transition-[width]', {
  variants: {
    state: { ok: 'bg-primary', reached: 'bg-destructive' },
  },
  defaultVariants: { state: 'ok' },
})

const sameSlot = (a: RgLimitSlot | null | undefined, b: RgLimitSlot) =>
  a !== null && a !== undefined && a.kind === b.kind && a.period === b.period

export interface RgLimitsProps {
  limits: readonly RgLimitView[]
  currency: string
  formatTime: (iso: string) => string
  limitForm: RgLimitFormState | null
  onLimitFormChange: (slot: RgLimitSlot | null) => void
  onSetLimit: (request: RgLimitRequest) => void
  onCancelPending: (slot: RgLimitSlot) => void
  cancelling?: RgLimitSlot | null
}

/** The limits grouped by kind (deposit, loss, wager in money; session in time), each period a row. */
export function RgLimits(props: RgLimitsProps) {
  const { t } = useText()
  return (
    <div data-slot="responsible-gaming-panel-limits" className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t('rg.delay_note')}</p>
      {RG_LIMIT_KINDS.map((kind) => (
        <RgLimitKindCard key={kind} kind={kind} {...props} />
      ))}
    </div>
  )
}

function RgLimitKindCard({ kind, limits, ...rest }: RgLimitsProps & { kind: RgLimitKind }) {
  const { t } = useText()
  const titleId = useId()
  const rows = RG_PERIODS.map((period) => limits.find((l) => l.kind === kind && l.period === period)).filter(
    (limit): limit is RgLimitView => limit !== undefined,
  )
  return (
    <section
      data-slot="responsible-gaming-panel-kind"
      data-kind={kind}
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border p-3 desktop:p-4"
    >
      <div className="flex flex-col gap-0.5">
        <h3 id={titleId} className="text-sm font-semibold text-foreground">
          {t(`rg.kind_${kind}`)}
        </h3>
        <p className="text-xs text-muted-foreground">{t(`rg.kind_${kind}_hint`)}</p>
      </div>
      <ul className="flex flex-col divide-y">
        {rows.map((limit) => (
          <RgLimitRow key={limit.period} limit={limit} limits={limits} {...rest} />
        ))}
      </ul>
    </section>
  )
}

/** One period of a limit: in force, used and left with a bar, when it renews, a pending change with Cancel. */
function RgLimitRow({
  limit,
  currency,
  formatTime,
  limitForm,
  onLimitFormChange,
  onSetLimit,
  onCancelPending,
  cancelling,
}: RgLimitsProps & { limit: RgLimitView }) {
  const { t, locale } = useText()
  const slot = { kind: limit.kind, period: limit.period }
  const label = t('rg.slot_label', { kind: t(`rg.kind_${limit.kind}`), period: t(`rg.period_${limit.period}`) })
  const value = (amount: number) =>
    limit.kind === 'session' ? durationText(t, amount) : <Money amount={amount} currency={currency} />
  const reached = limit.amount !== null && limit.left === 0
  const editing = sameSlot(limitForm, slot)
  const isCancelling = sameSlot(cancelling, slot)
  const share = limit.amount ? Math.min(1, limit.used / limit.amount) : 0
  const state = limit.pending ? 'pending' : reached ? 'reached' : limit.amount === null ? 'none' : 'set'

  return (
    <li
      data-slot="responsible-gaming-panel-limit"
      data-kind={limit.kind}
      data-period={limit.period}
      data-state={state}
      className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="min-w-20 text-sm font-medium text-foreground">{t(`rg.period_${limit.period}`)}</span>
        <span data-slot="responsible-gaming-panel-limit-amount" className="text-sm font-semibold tabular-nums">
          {limit.amount === null ? (
            <span className="font-normal text-muted-foreground">{t('rg.no_limit')}</span>
          ) : (
            value(limit.amount)
          )}
        </span>
        {reached ? <ToneBadge tone="failure" label={t('rg.reached')} /> : null}
        {editing ? null : (
          <Button
            variant="outline"
            size="sm"
            aria-label={t(limit.amount === null ? 'rg.set_limit_named' : 'rg.change_limit_named', { limit: label })}
            onClick={() => onLimitFormChange(slot)}
            className="ml-auto"
          >
            {t(limit.amount === null ? 'rg.set_limit' : 'rg.change_limit')}
          </Button>
        )}
      </div>

      {limit.amount !== null ? (
        <>
          <div aria-hidden="true" className="h-1.5 w-full overflow-hidden rounded-full bg-muted">
            <div
              className={limitBarVariants({ state: reached ? 'reached' : 'ok' })}
              style={{ width: `${share * 100}%` }}
            />
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-xs desktop:grid-cols-3">
            <div className="flex flex-col">
              <dt className="text-muted-foreground">{t('rg.used')}</dt>
              <dd className="font-medium tabular-nums">{value(limit.used)}</dd>
            </div>
            <div className="flex flex-col">
              <dt className="text-muted-foreground">{t('rg.left')}</dt>
              <dd
                data-slot="responsible-gaming-panel-limit-left"
                className={reached ? 'font-semibold text-destructive tabular-nums' : 'font-medium tabular-nums'}
              >
                {value(limit.left ?? 0)}
              </dd>
            </div>
            <div className="col-span-2 flex flex-col desktop:col-span-1">
              <dt className="text-muted-foreground">{t('rg.renews')}</dt>
              <dd>
                <time dateTime={limit.renews_at}>{formatTime(limit.renews_at)}</time>
              </dd>
            </div>
          </dl>
        </>
      ) : null}

      {limit.pending ? (
        <div
          data-slot="responsible-gaming-panel-limit-pending"
          className="flex flex-wrap items-center gap-2 rounded-lg border border-warning/50 bg-warning/10 px-3 py-2"
        >
          <p className="min-w-0 flex-1 text-xs text-foreground">
            {limit.pending.amount === null
              ? t('rg.pending_remove', { time: formatTime(limit.pending.effective_at) })
              : t('rg.pending_raise', {
                  amount:
                    limit.kind === 'session'
                      ? durationText(t, limit.pending.amount)
                      : formatMoney(limit.pending.amount, currency, locale),
                  time: formatTime(limit.pending.effective_at),
                })}
          </p>
          <Button
            variant="outline"
            size="sm"
            disabled={isCancelling}
            aria-label={isCancelling ? undefined : t('rg.cancel_pending_named', { limit: label })}
            onClick={() => onCancelPending(slot)}
          >
            {t(isCancelling ? 'rg.cancelling' : 'rg.cancel_pending')}
          </Button>
        </div>
      ) : null}

      {editing && limitForm ? (
        <RgLimitForm
          limit={limit}
          currency={currency}
          form={limitForm}
          label={label}
          onSubmit={onSetLimit}
          onClose={() => onLimitFormChange(null)}
        />
      ) : null}
    </li>
  )
}
