import { cva } from 'class-variance-authority'
import { useId, type ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import type { LevelNames } from '../../lib/level-name.ts'
import { useText } from '../../text/text-provider.tsx'
import { formatMoney } from '../../lib/format-money.ts'
import { Button } from '../../primitives/button/button.tsx'
import { Money } from '../../primitives/money/money.tsx'
import { Notice } from '../../components/notice/notice.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { StatusMessage } from '../../primitives/status-message/status-message.tsx'
import { StatusPanel } from '../../primitives/status-panel/status-panel.tsx'
import { TransferForm } from './transfer-form.tsx'

/** What `/agent/transfer` is sent. */
export interface AgentTransferRequest {
  /** The downline member who receives the money. */
  member_id: number
  /** In the currency's minor unit. */
  amount: number
  /** 4 digits. */
  withdraw_password: string
}

/** A transfer the server accepted. */
export interface AgentTransferDone {
  member_account: string
  /** In the currency's minor unit. */
  amount: number
  /** The agent's main wallet after the transfer, in the minor unit. */
  balance: number
}

/** A downline member the money may go to. */
export interface AgentTransferMemberView {
  id: number
  member_account: string
  /** 1: registered through the agent; 2: through one of its level-1 members; … */
  level: number
}

export type AgentTransferField = keyof AgentTransferRequest

export interface AgentTransferPanelProps extends Omit<ComponentProps<'section'>, 'children' | 'onSubmit'> {
  /** `loading`: skeleton; `error`: a message and `onRetry`; `idle`: the form or what stands in for it. */
  status: 'idle' | 'loading' | 'error'
  /** `error`: called from the retry button. */
  onRetry?: () => void
  /** Currency code of every amount, e.g. `USD`; gives the symbol and how many decimals may be typed. */
  currency: string
  /** The agent's main wallet, in the minor unit; `null` when unknown (the amount is then not checked against it here). */
  balance: number | null
  /** The downline members the money may go to. */
  members: readonly AgentTransferMemberView[]
  /** The member chosen at first (e.g. from the downline's Transfer button); the select follows it when it changes. */
  selectedId?: number | null
  /** Whether the agent has a withdraw password; without one a notice with `onSetWithdrawPassword` replaces the form. */
  hasWithdrawPassword: boolean
  /** Called from the notice shown while no withdraw password is set. */
  onSetWithdrawPassword: () => void
  /** Called once a member is chosen, the amount is above zero and within the balance, and the password has 4 digits. */
  onSubmit: (request: AgentTransferRequest) => void
  /** The transfer is being sent: the form is read-only and the button waits. */
  submitting?: boolean
  /**
   * The server's refusal: text or a message key. Codes 102, 105 and 108 map to
   * `agent_team.err_not_downline`, `agent_team.err_insufficient` and
   * `agent_team.err_withdraw_password`.
   */
  serverError?: string
  /** The server's refusals of single fields (text or message keys), shown on the field until it is edited. */
  fieldErrors?: Readonly<Partial<Record<AgentTransferField, string>>>
  /** The transfer just made: a success note replaces the form. */
  done?: AgentTransferDone | null
  /** Called from "Another transfer" on the success note. */
  onAgain: () => void
  /** The site's names for agent levels; "Level {level}" for a level without one. */
  levelNames?: LevelNames
}

/** Mobile: the full width of a phone; desktop: a panel in the agent centre. */
export const agentTransferPanelVariants = cva(
  'flex w-full min-w-0 flex-col gap-4 bg-card px-3 py-4 text-card-foreground desktop:gap-5 desktop:px-5 desktop:py-5',
)

/** What the panel shows in place of the form, in the order they are checked; `ready` for the form. */
export type AgentTransferBlock = 'done' | 'no_members' | 'no_password' | 'ready'

export function agentTransferBlock({
  done,
  members,
  hasWithdrawPassword,
}: {
  done: AgentTransferDone | null
  members: readonly unknown[]
  hasWithdrawPassword: boolean
}): AgentTransferBlock {
  if (done) return 'done'
  if (members.length === 0) return 'no_members'
  if (!hasWithdrawPassword) return 'no_password'
  return 'ready'
}

/**
 * The agent's transfer to a downline member (ProxyCenter / Transfer): the
 * agent's main wallet, then a member, an amount (above zero and within the
 * wallet, checked here) and the 4-digit withdraw password. Without a
 * downline or a withdraw password a note says so instead; after a
 * transfer a success note with the new balance and "Another transfer".
 * Props in, callbacks out.
 */
export function AgentTransferPanel({
  status,
  onRetry,
  currency,
  balance,
  members,
  selectedId = null,
  hasWithdrawPassword,
  onSetWithdrawPassword,
  onSubmit,
  submitting = false,
  serverError,
  fieldErrors,
  done = null,
  onAgain,
  levelNames,
  className,
  ...props
}: AgentTransferPanelProps) {
  const { t, locale } = useText()
  const titleId = useId()
  const block = status === 'idle' ? agentTransferBlock({ done, members, hasWithdrawPassword }) : undefined
  const money = (minor: number) => formatMoney(minor, currency, locale)
  const shownBalance = done ? done.balance : balance

  return (
    <section
      data-slot="agent-transfer-panel"
      data-state={block ?? status}
      aria-labelledby={titleId}
      className={cn(agentTransferPanelVariants(), className)}
      {...props}
    >
      <h2 id={titleId} className="text-base font-semibold desktop:text-lg">
        {t('agent_team.transfer_title')}
      </h2>
      <StatusPanel
        status={status === 'idle' ? 'ready' : status}
        errorTitle={t('fund.error_title')}
        errorBody={t('agent_team.transfer_error')}
        onRetry={onRetry}
        retryLabel={t('fund.retry')}
        loadingLabel={t('fund.loading')}
        placeholder={
          <div data-slot="agent-transfer-panel-loading" className="flex flex-col gap-3">
            <Skeleton className="h-16 w-full rounded-xl" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-1/3" />
          </div>
        }
      >
        <>
          <dl data-slot="agent-transfer-panel-summary" className="grid">
            <div className="min-w-0 rounded-xl bg-muted px-3 py-2">
              <dt className="text-xs text-muted-foreground">{t('fund.balance')}</dt>
              <dd data-slot="agent-transfer-panel-balance" className="text-lg font-bold break-all tabular-nums">
                <Money amount={shownBalance} currency={currency} placeholder="—" className="whitespace-normal" />
              </dd>
            </div>
          </dl>

          {block === 'done' && done ? (
            <div
              data-slot="agent-transfer-panel-done"
              className="flex flex-col items-start gap-3 rounded-xl border border-success/40 bg-success/10 px-4 py-3"
            >
              <div role="status" className="flex flex-col gap-1 text-sm text-foreground">
                <p className="font-semibold break-words">
                  {t('agent_team.transfer_done', { amount: money(done.amount), account: done.member_account })}
                </p>
                <p>{t('agent_team.balance_after', { balance: money(done.balance) })}</p>
              </div>
              <Button variant="outline" onClick={onAgain} className="w-full desktop:w-auto">
                {t('agent_team.transfer_again')}
              </Button>
            </div>
          ) : block === 'no_members' ? (
            <StatusMessage tone="empty" title={t('agent_team.no_members_title')} body={t('agent_team.no_members')} />
          ) : block === 'no_password' ? (
            <Notice
              text={t('agent_team.transfer_no_password')}
              action={t('fund.set_withdraw_password')}
              onAction={onSetWithdrawPassword}
            />
          ) : (
            <TransferForm
              members={members}
              selectedId={selectedId}
              balance={balance}
              currency={currency}
              onSubmit={onSubmit}
              submitting={submitting}
              serverError={serverError}
              fieldErrors={fieldErrors}
              levelNames={levelNames}
            />
          )}
        </>
      </StatusPanel>
    </section>
  )
}
