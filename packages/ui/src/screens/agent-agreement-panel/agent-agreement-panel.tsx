import { cva } from 'class-variance-authority'
import { useId, type ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'

export interface AgentAgreementPanelProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The member is an active agent: a note that the terms apply, no button. */
  agentActive: boolean
  /** Called from "Agree and apply", shown only while `agentActive` is false. */
  onApply?: () => void
}

/** Mobile first; `desktop:` for the agent centre's panel. */
export const agentAgreementPanelVariants = cva(
  'flex w-full min-w-0 flex-col gap-4 bg-card px-3 py-4 text-card-foreground desktop:gap-5 desktop:px-5 desktop:py-5',
)

/** The clauses, in order; each has `agent_join.clause_<name>_title` and `agent_join.clause_<name>`. */
export const AGENT_AGREEMENT_CLAUSES = [
  'eligibility',
  'one_account',
  'self_referral',
  'commission',
  'fraud',
  'promotion',
  'advertising',
  'suspension',
  'changes',
  'data',
] as const

/**
 * The agent centre's Agreement page: the agent terms as numbered clauses. A
 * member who is not an agent gets "Agree and apply" (the caller opens the
 * Register page; ticking the agreement happens there). Props in, callbacks out.
 */
export function AgentAgreementPanel({ agentActive, onApply, className, ...props }: AgentAgreementPanelProps) {
  const { t } = useText()
  const titleId = useId()
  // Clauses that name another page use the menu's own label for it.
  const pages = { plan: t('agent_centre.menu_Plan'), page: t('agent_centre.menu_PerformanceSettlement') }

  return (
    <section
      data-slot="agent-agreement-panel"
      data-state={agentActive ? 'agent' : 'member'}
      aria-labelledby={titleId}
      className={cn(agentAgreementPanelVariants(), className)}
      {...props}
    >
      <header data-slot="agent-agreement-panel-header" className="flex flex-col gap-1">
        <h2 id={titleId} className="text-lg font-semibold desktop:text-xl">
          {t('agent_join.agreement_title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('agent_join.agreement_intro')}</p>
      </header>

      <ol data-slot="agent-agreement-panel-clauses" className="flex flex-col gap-4">
        {AGENT_AGREEMENT_CLAUSES.map((clause, index) => (
          <li key={clause} data-slot="agent-agreement-panel-clause" data-clause={clause} className="flex gap-3">
            <span
              aria-hidden="true"
              className="w-6 shrink-0 text-right text-sm font-semibold text-primary tabular-nums"
            >
              {`${index + 1}.`}
            </span>
            <div className="flex min-w-0 flex-col gap-1">
              <h3 className="text-sm font-semibold">{t(`agent_join.clause_${clause}_title`)}</h3>
              <p className="text-sm leading-relaxed break-words text-muted-foreground">
                {t(`agent_join.clause_${clause}`, pages)}
              </p>
            </div>
          </li>
        ))}
      </ol>

      {agentActive || onApply ? (
        <footer
          data-slot="agent-agreement-panel-footer"
          className="flex flex-col items-stretch gap-3 border-t pt-4 desktop:flex-row desktop:items-center"
        >
          {agentActive ? (
            <p data-slot="agent-agreement-panel-agent" role="note" className="text-sm font-medium">
              {t('agent_join.agreement_agent_note')}
            </p>
          ) : (
            <Button size="lg" onClick={onApply} className="w-full desktop:w-auto">
              {t('agent_join.agree_and_apply')}
            </Button>
          )}
        </footer>
      ) : null}
    </section>
  )
}
