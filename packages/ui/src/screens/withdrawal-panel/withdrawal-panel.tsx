import { amountError, isWithdrawPassword, maskAccountNumber, parseAmount } from '@lobby/domain'
import { cva } from 'class-variance-authority'
import { useId, useRef, useState, type ComponentProps, type FormEvent } from 'react'
import { cn } from '../../lib/cn.ts'
import type { Layout } from '../../lib/theme.ts'
import { useText } from '../../text/text-provider.tsx'
import type { BankAccountView } from '../../lib/views.ts'
import { formatMoney } from '../../lib/format-money.ts'
import { Button } from '../../primitives/button/button.tsx'
import { AmountField, amountMessage } from '../../components/amount-field/amount-field.tsx'
import { Notice } from '../../components/notice/notice.tsx'
import type { DwRecordView } from '../../lib/views.ts'
import { StatusBadge } from '../../components/status-badge/status-badge.tsx'
import { FormAlert, FormField, SubmitButton, TextInput } from '../../primitives/field/field.tsx'
import { selectClassName } from '../../components/record-table/record-filters.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { StatusMessage } from '../../primitives/status-message/status-message.tsx'

/** What the withdrawal form needs, as `/member/withdraw/info` answers. */
export interface WithdrawInfoView {
  /** Least a withdrawal may be, in the currency's minor unit. */
  min_amount: number
  /** Most a withdrawal may be, in the currency's minor unit. */
  max_amount: number
  /** Withdrawals a site day allows. */
  daily_count_max: number
  /** Withdrawals asked for this site day. */
  today_count: number
  /** 1 once the member set a withdraw password. */
  is_withdraw_password: 0 | 1
  /** The bound accounts the money may go to. */
  accounts: readonly BankAccountView[]
  /** The withdrawal waiting for the operator, if any: one at a time. */
  pending: DwRecordView | null
  /** The main wallet, in the minor unit. */
  balance: number
}

/** What `/member/withdraw/store` is sent. */
export interface WithdrawalRequest {
  /** In the currency's minor unit. */
  amount: number
  bank_account_id: number
  /** 4 digits. */
  withdraw_password: string
}

export interface WithdrawalPanelProps extends Omit<ComponentProps<'section'>, 'children' | 'onSubmit'> {
  /** `loading`: skeleton; `error`: a message and `onRetry`; `idle`: `info`'s form or what blocks it. */
  status: 'idle' | 'loading' | 'error'
  /** `error`: called from the retry button. */
  onRetry?: () => void
  /** The answer of `/member/withdraw/info`; `null` until it comes. */
  info: WithdrawInfoView | null
  /** Currency code of every amount, e.g. `USD`; gives the symbol and how many decimals may be typed. */
  currency: string
  /** Called from the form once the amount passes `amountError` (limits and balance) and the password `isWithdrawPassword`. */
  onSubmit: (request: WithdrawalRequest) => void
  /** The withdrawal is being sent: the form is read-only and the button waits. */
  submitting?: boolean
  /** The server's refusal: text or a message key (e.g. `fund.err_withdraw_password_wrong`). */
  serverError?: string
  /** The withdrawal just asked for: a success note (held until approved) replaces the form. */
  done?: DwRecordView | null
  /** Called from Cancel on the pending withdrawal with its order number. */
  onCancel: (orderNumber: string) => void
  /** The cancel is being sent: its button waits. */
  cancelling?: boolean
  /** Called from the notice shown while no withdraw password is set. */
  onSetWithdrawPassword: () => void
  /** Called from the notice shown while no bank account is bound. */
  onBindAccount: () => void
  /** An ISO instant as the member reads it (the site's time zone and language). */
  formatTime: (iso: string) => string
  /** `desktop`: a panel in the member centre; `mobile`: the full width of a phone. */
  layout?: Layout
}

export const withdrawalPanelVariants = cva('flex w-full min-w-0 flex-col bg-card text-card-foreground', {
  variants: { layout: { desktop: 'gap-5 p-5', mobile: 'gap-4 px-3 py-4' } },
  defaultVariants: { layout: 'desktop' },
})

/** Why the form is not shown, in the order they are checked; `ready` when nothing stops it. */
export type WithdrawalBlock = 'done' | 'no_password' | 'no_account' | 'pending' | 'daily_limit' | 'ready'

/** What stops the form for `info`, or `ready`; `done` (a request just sent) comes first. */
export function withdrawalBlock(info: WithdrawInfoView, done: DwRecordView | null): WithdrawalBlock {
  if (done) return 'done'
  if (info.is_withdraw_password !== 1) return 'no_password'
  if (info.accounts.length === 0) return 'no_account'
  if (info.pending) return 'pending'
  if (info.today_count >= info.daily_count_max) return 'daily_limit'
  return 'ready'
}

/**
 * The withdrawal form (Fund / Withdrawal): the balance, the limits and the
 * day's count; a bound account, an amount (checked here against the limits
 * and the balance) and the 4-digit withdraw password. What stops a
 * withdrawal is shown instead of the form, with the way out: set a withdraw
 * password, bind an account, the pending withdrawal (with Cancel), the
 * day's count used up. After a request, a note says the money is held until
 * approved. Props in, callbacks out.
 */
export function WithdrawalPanel({
  status,
  onRetry,
  info,
  currency,
  onSubmit,
  submitting = false,
  serverError,
  done = null,
  onCancel,
  cancelling = false,
  onSetWithdrawPassword,
  onBindAccount,
  formatTime,
  layout = 'desktop',
  className,
  ...props
}: WithdrawalPanelProps) {
  const { t, locale } = useText()
  const titleId = useId()
  const ready = status === 'idle' && info
  const block = ready ? withdrawalBlock(info, done) : undefined
  const money = (minor: number) => formatMoney(minor, currency, locale)

  return (
    <section
      data-slot="withdrawal-panel"
      data-layout={layout}
      data-state={block ?? (status === 'idle' ? 'loading' : status)}
      aria-labelledby={titleId}
      className={cn(withdrawalPanelVariants({ layout }), className)}
      {...props}
    >
      <h2 id={titleId} className={cn('font-semibold', layout === 'desktop' ? 'text-lg' : 'text-base')}>
        {t('fund.withdrawal_title')}
      </h2>
      {status === 'error' ? (
        <StatusMessage
          slot="withdrawal-panel"
          layout={layout}
          tone="error"
          title={t('fund.error_title')}
          body={t('fund.withdrawal_error')}
          action={
            onRetry ? (
              <Button data-slot="withdrawal-panel-retry" onClick={onRetry}>
                {t('fund.retry')}
              </Button>
            ) : undefined
          }
        />
      ) : !ready ? (
        <div data-slot="withdrawal-panel-loading" className="flex flex-col gap-3">
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
          <dl
            data-slot="withdrawal-panel-summary"
            className={cn('grid gap-2', layout === 'desktop' ? 'grid-cols-3' : 'grid-cols-2')}
          >
            <div className={cn('min-w-0 rounded-xl bg-muted px-3 py-2', layout === 'mobile' && 'col-span-2')}>
              <dt className="text-xs text-muted-foreground">{t('fund.balance')}</dt>
              <dd data-slot="withdrawal-panel-balance" className="text-lg font-bold break-all tabular-nums">
                {money(info.balance)}
              </dd>
            </div>
            <div className="min-w-0 rounded-xl bg-muted px-3 py-2">
              <dt className="text-xs text-muted-foreground">{t('fund.limits_label')}</dt>
              <dd data-slot="withdrawal-panel-limits" className="text-sm font-medium break-words tabular-nums">
                {t('fund.limits', { min: money(info.min_amount), max: money(info.max_amount) })}
              </dd>
            </div>
            <div className="min-w-0 rounded-xl bg-muted px-3 py-2">
              <dt className="text-xs text-muted-foreground">{t('fund.today_count_label')}</dt>
              <dd data-slot="withdrawal-panel-count" className="text-sm font-medium tabular-nums">
                {t('fund.today_count', { count: info.today_count, max: info.daily_count_max })}
              </dd>
            </div>
          </dl>

          {block === 'done' && done ? (
            <>
              <p
                role="status"
                data-slot="withdrawal-panel-done"
                className="rounded-xl border border-success/40 bg-success/10 px-4 py-3 text-sm text-foreground"
              >
                {t('fund.withdrawal_done', { amount: money(done.amount) })}
              </p>
              <OrderCard
                record={done}
                currency={currency}
                formatTime={formatTime}
                onCancel={onCancel}
                cancelling={cancelling}
              />
            </>
          ) : block === 'no_password' ? (
            <Notice
              slot="withdrawal-panel-no-password"
              text={t('fund.withdrawal_no_password')}
              action={t('fund.set_withdraw_password')}
              onAction={onSetWithdrawPassword}
            />
          ) : block === 'no_account' ? (
            <Notice
              slot="withdrawal-panel-no-account"
              text={t('fund.withdrawal_no_account')}
              action={t('fund.bind_account')}
              onAction={onBindAccount}
            />
          ) : block === 'pending' && info.pending ? (
            <>
              <Notice slot="withdrawal-panel-pending" text={t('fund.withdrawal_pending')} />
              <OrderCard
                record={info.pending}
                currency={currency}
                formatTime={formatTime}
                onCancel={onCancel}
                cancelling={cancelling}
              />
            </>
          ) : block === 'daily_limit' ? (
            <Notice
              slot="withdrawal-panel-daily-limit"
              text={t('fund.withdrawal_daily_limit', { max: info.daily_count_max })}
            />
          ) : (
            <WithdrawalForm
              info={info}
              currency={currency}
              onSubmit={onSubmit}
              submitting={submitting}
              serverError={serverError}
              layout={layout}
            />
          )}
        </>
      )}
    </section>
  )
}

function OrderCard({
  record,
  currency,
  formatTime,
  onCancel,
  cancelling,
}: {
  record: DwRecordView
  currency: string
  formatTime: (iso: string) => string
  onCancel: (orderNumber: string) => void
  cancelling: boolean
}) {
  const { t, locale } = useText()
  return (
    <div data-slot="withdrawal-panel-order" className="flex flex-col gap-3 rounded-xl border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span data-slot="withdrawal-panel-order-amount" className="text-lg font-semibold tabular-nums">
          {formatMoney(record.amount, currency, locale)}
        </span>
        <StatusBadge status={record.status} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('fund.col_order_number')}</dt>
        <dd data-slot="withdrawal-panel-order-number" className="font-mono break-all">
          {record.order_number}
        </dd>
        <dt className="text-muted-foreground">{t('fund.col_time')}</dt>
        <dd>
          <time dateTime={record.created_at}>{formatTime(record.created_at)}</time>
        </dd>
        <dt className="text-muted-foreground">{t('fund.col_detail')}</dt>
        <dd className="min-w-0 break-words">{record.detail}</dd>
      </dl>
      {record.status === 'pending' ? (
        <Button
          data-slot="withdrawal-panel-cancel"
          variant="outline"
          disabled={cancelling}
          onClick={() => onCancel(record.order_number)}
          className="self-start"
        >
          {t(cancelling ? 'fund.cancelling' : 'fund.cancel_withdrawal')}
        </Button>
      ) : null}
    </div>
  )
}

type WithdrawalField = 'amount' | 'withdraw_password'

function WithdrawalForm({
  info,
  currency,
  onSubmit,
  submitting,
  serverError,
  layout,
}: {
  info: WithdrawInfoView
  currency: string
  onSubmit: (request: WithdrawalRequest) => void
  submitting: boolean
  serverError: string | undefined
  layout: Layout
}) {
  const { t, locale } = useText()
  const id = useId()
  const [accountId, setAccountId] = useState(info.accounts[0]?.id)
  const [amount, setAmount] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Partial<Record<WithdrawalField, string>>>({})
  const amountInput = useRef<HTMLInputElement>(null)
  const passwordInput = useRef<HTMLInputElement>(null)
  const account = info.accounts.find((a) => a.id === accountId) ?? info.accounts[0]!
  const limits = { min: info.min_amount, max: info.max_amount, balance: info.balance }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting) return
    const parsed = parseAmount(amount, currency)
    const amountProblem = amountError(parsed, limits)
    const found: Partial<Record<WithdrawalField, string>> = {}
    if (amountProblem) found.amount = amountMessage(t, amountProblem, limits, currency, locale)
    if (!isWithdrawPassword(password)) found.withdraw_password = t('fund.err_withdraw_password')
    setErrors(found)
    if (found.amount) amountInput.current?.focus()
    else if (found.withdraw_password) passwordInput.current?.focus()
    if (found.amount || found.withdraw_password || !parsed.ok) return
    onSubmit({ amount: parsed.minor, bank_account_id: account.id, withdraw_password: password })
  }

  const accountSelectId = `${id}-account`
  const passwordId = `${id}-password`

  return (
    <form
      data-slot="withdrawal-panel-form"
      noValidate
      onSubmit={submit}
      className={cn('grid gap-4', layout === 'desktop' ? 'grid-cols-2' : 'grid-cols-1')}
    >
      <FormField
        slot="withdrawal-panel-account"
        inputId={accountSelectId}
        label={t('fund.withdraw_to')}
        className={layout === 'desktop' ? 'col-span-2' : undefined}
      >
        <select
          id={accountSelectId}
          data-slot="withdrawal-panel-account-input"
          value={account.id}
          disabled={submitting}
          onChange={(event) => setAccountId(Number(event.currentTarget.value))}
          className={selectClassName()}
        >
          {info.accounts.map((item) => (
            <option key={item.id} value={item.id}>
              {`${item.bank_name} ${maskAccountNumber(item.account_number)} · ${item.account_name}`}
            </option>
          ))}
        </select>
      </FormField>
      <AmountField
        ref={amountInput}
        slot="withdrawal-panel-amount"
        id={`${id}-amount`}
        name="amount"
        label={t('fund.amount')}
        currency={currency}
        value={amount}
        onValueChange={(value) => {
          setAmount(value)
          setErrors((current) => ({ ...current, amount: undefined }))
        }}
        readOnly={submitting}
        error={errors.amount}
        hint={t('fund.available', { balance: formatMoney(info.balance, currency, locale) })}
      />
      <FormField
        slot="withdrawal-panel-password"
        inputId={passwordId}
        label={t('fund.withdraw_password')}
        error={errors.withdraw_password}
      >
        <TextInput
          ref={passwordInput}
          slot="withdrawal-panel-password-input"
          id={passwordId}
          name="withdraw_password"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={password}
          readOnly={submitting}
          aria-invalid={errors.withdraw_password ? true : undefined}
          aria-describedby={errors.withdraw_password ? `${passwordId}-error` : undefined}
          onChange={(event) => {
            setPassword(event.currentTarget.value)
            setErrors((current) => ({ ...current, withdraw_password: undefined }))
          }}
          className="tracking-[0.4em]"
        />
      </FormField>
      <div className={cn('flex flex-col gap-3', layout === 'desktop' && 'col-span-2')}>
        <FormAlert slot="withdrawal-panel-server-error">{serverError ? t(serverError) : undefined}</FormAlert>
        <SubmitButton
          data-slot="withdrawal-panel-submit"
          submitting={submitting}
          label={t('fund.withdrawal_submit')}
          busyLabel={t('fund.withdrawal_submitting')}
          className={layout === 'desktop' ? 'w-auto self-start' : undefined}
        />
      </div>
    </form>
  )
}
