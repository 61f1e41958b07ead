import { amountError, isWithdrawPassword, parseAmount, type AmountError } from '@lobby/domain'
import { cva } from 'class-variance-authority'
import { useId, useRef, useState, type ComponentProps, type FormEvent } from 'react'
import { cn } from '../../lib/cn.ts'
import type { Layout } from '../../lib/theme.ts'
import type { Translate } from '../../text/create-translator.ts'
import { useText } from '../../text/text-provider.tsx'
import { formatMoney } from '../../lib/format-money.ts'
import { Button } from '../../primitives/button/button.tsx'
import { AmountField, amountMessage } from '../../components/amount-field/amount-field.tsx'
import { Notice } from '../../components/notice/notice.tsx'
import { levelName, type LevelNames } from '../../lib/level-name.ts'
import { FormAlert, FormField, SubmitButton, TextInput } from '../../primitives/field/field.tsx'
import { messageText } from '../../lib/message-text.ts'
import { selectClassName } from '../../components/record-table/record-filters.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { StatusMessage } from '../../primitives/status-message/status-message.tsx'

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
  /** `desktop`: a panel in the agent centre; `mobile`: the full width of a phone. */
  layout?: Layout
}

export const agentTransferPanelVariants = cva('flex w-full min-w-0 flex-col bg-card text-card-foreground', {
  variants: { layout: { desktop: 'gap-5 p-5', mobile: 'gap-4 px-3 py-4' } },
  defaultVariants: { layout: 'desktop' },
})

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
  layout = 'desktop',
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
      data-layout={layout}
      data-state={block ?? status}
      aria-labelledby={titleId}
      className={cn(agentTransferPanelVariants({ layout }), className)}
      {...props}
    >
      <h2 id={titleId} className={cn('font-semibold', layout === 'desktop' ? 'text-lg' : 'text-base')}>
        {t('agent_team.transfer_title')}
      </h2>
      {status === 'error' ? (
        <StatusMessage
          slot="agent-transfer-panel"
          layout={layout}
          tone="error"
          title={t('fund.error_title')}
          body={t('agent_team.transfer_error')}
          action={
            onRetry ? (
              <Button data-slot="agent-transfer-panel-retry" onClick={onRetry}>
                {t('fund.retry')}
              </Button>
            ) : undefined
          }
        />
      ) : status === 'loading' ? (
        <div data-slot="agent-transfer-panel-loading" className="flex flex-col gap-3">
          <span role="status" className="sr-only">
            {t('fund.loading')}
          </span>
          <Skeleton className="h-16 w-full rounded-xl" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-1/3" />
        </div>
      ) : (
        <>
          <dl data-slot="agent-transfer-panel-summary" className="grid">
            <div className="min-w-0 rounded-xl bg-muted px-3 py-2">
              <dt className="text-xs text-muted-foreground">{t('fund.balance')}</dt>
              <dd data-slot="agent-transfer-panel-balance" className="text-lg font-bold break-all tabular-nums">
                {shownBalance === null ? '—' : money(shownBalance)}
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
              <Button
                data-slot="agent-transfer-panel-again"
                variant="outline"
                onClick={onAgain}
                className={layout === 'mobile' ? 'w-full' : undefined}
              >
                {t('agent_team.transfer_again')}
              </Button>
            </div>
          ) : block === 'no_members' ? (
            <StatusMessage
              slot="agent-transfer-panel"
              layout={layout}
              tone="empty"
              title={t('agent_team.no_members_title')}
              body={t('agent_team.no_members')}
            />
          ) : block === 'no_password' ? (
            <Notice
              slot="agent-transfer-panel-no-password"
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
              layout={layout}
            />
          )}
        </>
      )}
    </section>
  )
}

/** The text of an amount refused here: empty, not above zero and above the balance name the transfer. */
function transferAmountMessage(
  t: Translate,
  error: AmountError,
  balance: number | null,
  currency: string,
  locale: string,
): string {
  switch (error) {
    case 'empty':
      return t('agent_team.err_amount_empty')
    case 'min':
      return t('agent_team.err_amount_positive')
    case 'balance':
      return t('agent_team.err_amount_balance', { balance: formatMoney(balance ?? 0, currency, locale) })
    default:
      return amountMessage(t, error, { min: 1, max: Number.MAX_SAFE_INTEGER }, currency, locale)
  }
}

const FIELDS: readonly AgentTransferField[] = ['member_id', 'amount', 'withdraw_password']

/** The same refusals, field by field: a caller may pass a new object with the same messages on every render. */
const sameFieldErrors = (a: AgentTransferPanelProps['fieldErrors'], b: AgentTransferPanelProps['fieldErrors']) =>
  FIELDS.every((field) => a?.[field] === b?.[field])

const chosenOf = (selectedId: number | null, members: readonly AgentTransferMemberView[]) =>
  selectedId !== null && members.some((member) => member.id === selectedId) ? String(selectedId) : ''

function TransferForm({
  members,
  selectedId,
  balance,
  currency,
  onSubmit,
  submitting,
  serverError,
  fieldErrors,
  levelNames,
  layout,
}: {
  members: readonly AgentTransferMemberView[]
  selectedId: number | null
  balance: number | null
  currency: string
  onSubmit: (request: AgentTransferRequest) => void
  submitting: boolean
  serverError: string | undefined
  fieldErrors: AgentTransferPanelProps['fieldErrors']
  levelNames: LevelNames | undefined
  layout: Layout
}) {
  const { t, locale } = useText()
  const id = useId()
  const [memberId, setMemberId] = useState(() => chosenOf(selectedId, members))
  const [amount, setAmount] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Partial<Record<AgentTransferField, string>>>({})
  const [serverFields, setServerFields] = useState(fieldErrors ?? {})
  const [shown, setShown] = useState({ selectedId, fieldErrors })
  // A new preselected member or a new answer from the server replaces what the form holds for them.
  if (shown.selectedId !== selectedId || !sameFieldErrors(shown.fieldErrors, fieldErrors)) {
    if (shown.selectedId !== selectedId) setMemberId(chosenOf(selectedId, members))
    if (!sameFieldErrors(shown.fieldErrors, fieldErrors)) setServerFields(fieldErrors ?? {})
    setShown({ selectedId, fieldErrors })
  }
  const memberInput = useRef<HTMLSelectElement>(null)
  const amountInput = useRef<HTMLInputElement>(null)
  const passwordInput = useRef<HTMLInputElement>(null)

  const errorOf = (field: AgentTransferField): string | undefined => {
    const server = serverFields[field]
    return errors[field] ?? (server ? messageText(server, t) : undefined)
  }
  const edited = (field: AgentTransferField) => {
    setErrors((current) => ({ ...current, [field]: undefined }))
    setServerFields((current) => ({ ...current, [field]: undefined }))
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting) return
    const member = members.find((item) => String(item.id) === memberId)
    const parsed = parseAmount(amount, currency)
    const amountProblem = amountError(parsed, {
      min: 1,
      max: Number.MAX_SAFE_INTEGER,
      balance: balance ?? undefined,
    })
    const found: Partial<Record<AgentTransferField, string>> = {}
    if (!member) found.member_id = t('agent_team.err_member_required')
    if (amountProblem) found.amount = transferAmountMessage(t, amountProblem, balance, currency, locale)
    if (!isWithdrawPassword(password)) found.withdraw_password = t('fund.err_withdraw_password')
    setErrors(found)
    if (found.member_id) memberInput.current?.focus()
    else if (found.amount) amountInput.current?.focus()
    else if (found.withdraw_password) passwordInput.current?.focus()
    if (found.member_id || found.amount || found.withdraw_password || !member || !parsed.ok) return
    onSubmit({ member_id: member.id, amount: parsed.minor, withdraw_password: password })
  }

  const memberSelectId = `${id}-member`
  const passwordId = `${id}-password`
  const memberError = errorOf('member_id')
  const passwordError = errorOf('withdraw_password')

  return (
    <form
      data-slot="agent-transfer-panel-form"
      noValidate
      onSubmit={submit}
      className={cn('grid gap-4', layout === 'desktop' ? 'grid-cols-2' : 'grid-cols-1')}
    >
      <FormField
        slot="agent-transfer-panel-member"
        inputId={memberSelectId}
        label={t('agent_team.transfer_member')}
        error={memberError}
        className={layout === 'desktop' ? 'col-span-2' : undefined}
      >
        <select
          ref={memberInput}
          id={memberSelectId}
          name="member_id"
          data-slot="agent-transfer-panel-member-input"
          required
          value={memberId}
          disabled={submitting}
          aria-invalid={memberError ? true : undefined}
          aria-describedby={memberError ? `${memberSelectId}-error` : undefined}
          onChange={(event) => {
            setMemberId(event.currentTarget.value)
            edited('member_id')
          }}
          className={selectClassName(Boolean(memberError))}
        >
          <option value="" disabled>
            {t('agent_team.choose_member')}
          </option>
          {members.map((member) => (
            <option key={member.id} value={member.id}>
              {`${member.member_account} · ${levelName(t, member.level, levelNames)}`}
            </option>
          ))}
        </select>
      </FormField>
      <AmountField
        ref={amountInput}
        slot="agent-transfer-panel-amount"
        id={`${id}-amount`}
        name="amount"
        label={t('agent_team.transfer_amount')}
        currency={currency}
        value={amount}
        onValueChange={(value) => {
          setAmount(value)
          edited('amount')
        }}
        readOnly={submitting}
        error={errorOf('amount')}
        hint={balance === null ? undefined : t('fund.available', { balance: formatMoney(balance, currency, locale) })}
      />
      <FormField
        slot="agent-transfer-panel-password"
        inputId={passwordId}
        label={t('fund.withdraw_password')}
        error={passwordError}
      >
        <TextInput
          ref={passwordInput}
          slot="agent-transfer-panel-password-input"
          id={passwordId}
          name="withdraw_password"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={password}
          readOnly={submitting}
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={passwordError ? `${passwordId}-error` : undefined}
          onChange={(event) => {
            setPassword(event.currentTarget.value)
            edited('withdraw_password')
          }}
          className="tracking-[0.4em]"
        />
      </FormField>
      <div className={cn('flex flex-col gap-3', layout === 'desktop' && 'col-span-2')}>
        <FormAlert slot="agent-transfer-panel-server-error">
          {serverError ? messageText(serverError, t) : undefined}
        </FormAlert>
        <SubmitButton
          data-slot="agent-transfer-panel-submit"
          submitting={submitting}
          label={t('agent_team.transfer')}
          busyLabel={t('member_centre.transferring')}
          className={layout === 'desktop' ? 'w-auto self-start' : undefined}
        />
      </div>
    </form>
  )
}
