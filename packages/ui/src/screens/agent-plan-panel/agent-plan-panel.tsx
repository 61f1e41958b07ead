import type { CommissionTierView } from '../../lib/views.ts'
import { cva } from 'class-variance-authority'
import { useId, type ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { tierText } from '../../lib/commission-tier-text.ts'

export interface AgentPlanPanelProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The rate table, lowest row first. */
  tiers: readonly CommissionTierView[]
  /** Currency code of `min_net`, e.g. `USD`. */
  currency: string
  /** The member is an active agent: no Apply button, a note instead. */
  agentActive: boolean
  /** Called from "Apply now", shown only while `agentActive` is false. */
  onApply?: () => void
}

/** Mobile first; `desktop:` for the agent centre's panel. */
export const agentPlanPanelVariants = cva(
  'flex w-full min-w-0 flex-col gap-5 bg-card px-3 py-4 text-card-foreground desktop:gap-6 desktop:px-5 desktop:py-5',
)

const sectionTitle = 'text-base font-semibold text-foreground'
const cellPad = 'px-2 py-2 desktop:px-4'

const STEPS = ['apply', 'share', 'earn'] as const
const PAYOUT_POINTS = ['payout_month', 'payout_settle', 'payout_wallet', 'payout_no_carry'] as const

/**
 * The agent centre's Plan page: what the agent programme is. Three steps
 * (apply, share the link, earn monthly), the commission rate table and how
 * payouts work. A member who is not an agent gets "Apply now". Props in,
 * callbacks out.
 */
export function AgentPlanPanel({ tiers, currency, agentActive, onApply, className, ...props }: AgentPlanPanelProps) {
  const { t, locale } = useText()
  const id = useId()
  const titleId = `${id}-title`
  const stepsId = `${id}-steps`
  const ratesId = `${id}-rates`
  const payoutId = `${id}-payout`

  return (
    <section
      data-slot="agent-plan-panel"
      data-state={agentActive ? 'agent' : 'member'}
      aria-labelledby={titleId}
      className={cn(agentPlanPanelVariants(), className)}
      {...props}
    >
      <header
        data-slot="agent-plan-panel-header"
        className="flex flex-col items-stretch gap-4 rounded-xl bg-muted p-4 desktop:flex-row desktop:items-center desktop:justify-between"
      >
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={titleId} className="text-lg font-semibold desktop:text-xl">
            {t('agent_join.plan_title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('agent_join.plan_intro')}</p>
        </div>
        {agentActive ? (
          <p
            data-slot="agent-plan-panel-agent"
            role="note"
            className="shrink-0 rounded-lg border border-success/40 bg-success/10 px-3 py-2 text-sm font-medium"
          >
            {t('agent_join.plan_agent_note')}
          </p>
        ) : onApply ? (
          <Button size="lg" onClick={onApply} className="w-full desktop:w-auto">
            {t('agent_join.apply_now')}
          </Button>
        ) : null}
      </header>

      <section data-slot="agent-plan-panel-steps" aria-labelledby={stepsId} className="flex flex-col gap-3">
        <h3 id={stepsId} className={sectionTitle}>
          {t('agent_join.steps_title')}
        </h3>
        <ol className="grid grid-cols-1 gap-3 desktop:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step} data-slot="agent-plan-panel-step" className="flex min-w-0 gap-3 rounded-xl border p-4">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <div className="flex min-w-0 flex-col gap-1">
                <h4 className="text-sm font-semibold">{t(`agent_join.step_${step}_title`)}</h4>
                <p className="text-sm break-words text-muted-foreground">{t(`agent_join.step_${step}`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section data-slot="agent-plan-panel-rates" aria-labelledby={ratesId} className="flex flex-col gap-3">
        <h3 id={ratesId} className={sectionTitle}>
          {t('agent_join.rates_title')}
        </h3>
        {tiers.length === 0 ? (
          <p data-slot="agent-plan-panel-rates-empty" role="note" className="text-sm text-muted-foreground">
            {t('agent_join.rates_empty')}
          </p>
        ) : (
          <div className="overflow-x-auto rounded-xl border">
            <table data-slot="agent-plan-panel-table" aria-labelledby={ratesId} className="w-full text-sm">
              <thead className="bg-muted text-left">
                <tr>
                  <th scope="col" className={cn('font-medium', cellPad)}>
                    {t('agent_join.col_net')}
                  </th>
                  <th scope="col" className={cn('font-medium', cellPad)}>
                    {t('agent_join.col_active')}
                  </th>
                  <th scope="col" className={cn('text-right font-medium', cellPad)}>
                    {t('agent_join.col_rate')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {tiers.map((tier) => {
                  const text = tierText(t, tier, currency, locale)
                  return (
                    <tr
                      key={`${tier.min_net}-${tier.min_active}-${tier.rate_bp}`}
                      data-slot="agent-plan-panel-tier"
                      className="border-t"
                    >
                      <td className={cn('tabular-nums', cellPad)}>{text.net}</td>
                      <td className={cn('tabular-nums', cellPad)}>{text.active}</td>
                      <td className={cn('text-right font-semibold text-primary tabular-nums', cellPad)}>{text.rate}</td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
        )}
        <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-muted-foreground">
          <li>{t('agent_join.rates_note')}</li>
          <li>{t('agent_join.net_explained')}</li>
          <li>{t('agent_join.active_explained')}</li>
        </ul>
      </section>

      <section data-slot="agent-plan-panel-payout" aria-labelledby={payoutId} className="flex flex-col gap-3">
        <h3 id={payoutId} className={sectionTitle}>
          {t('agent_join.payout_title')}
        </h3>
        <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm">
          {PAYOUT_POINTS.map((point) => (
            <li key={point} data-slot={`agent-plan-panel-${point.replace('_', '-')}`} className="break-words">
              {t(`agent_join.${point}`, { page: t('agent_centre.menu_PerformanceSettlement') })}
            </li>
          ))}
        </ul>
      </section>
    </section>
  )
}

export type { CommissionTierView }
