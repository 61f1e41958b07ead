import { useId, type ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import type { BankAccountView, DwRecordView } from '../../lib/views.ts'
import { formatMoney } from '../../lib/format-money.ts'
import { Money } from '../../primitives/money/money.tsx'
import { cardVariants } from '../../primitives/card/card.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { StatusPanel } from '../../primitives/status-panel/status-panel.tsx'
import { Notice } from '../../components/notice/notice.tsx'
import { WithdrawalForm } from './withdrawal-form.tsx'
import { WithdrawalOrder } from './withdrawal-order.tsx'

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
}

/** A member-centre panel's surface: flat, panel padding, medium gaps (mobile first). */
export const withdrawalPanelVariants = () => cardVariants({ variant: 'flat', padding: 'panel', gap: 'md' })

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
      data-state={block ?? (status === 'idle' ? 'loading' : status)}
      aria-labelledby={titleId}
      className={cn(withdrawalPanelVariants(), className)}
      {...props}
    >
      <h2 id={titleId} className="text-base font-semibold desktop:text-lg">
        {t('fund.withdrawal_title')}
      </h2>
      {status === 'error' || !ready ? (
        <StatusPanel
          status={status === 'error' ? 'error' : 'loading'}
          loadingLabel={t('fund.loading')}
          placeholder={
            <div className="flex flex-col gap-3">
              <Skeleton className="h-16 w-full rounded-xl" />
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-1/3" />
            </div>
          }
          errorTitle={t('fund.error_title')}
          errorBody={t('fund.withdrawal_error')}
          onRetry={onRetry}
          retryLabel={t('fund.retry')}
        />
      ) : (
        <>
          <dl data-slot="withdrawal-panel-summary" className="grid grid-cols-2 gap-2 desktop:grid-cols-3">
            <div className="col-span-2 min-w-0 rounded-xl bg-muted px-3 py-2 desktop:col-span-1">
              <dt className="text-xs text-muted-foreground">{t('fund.balance')}</dt>
              <dd data-slot="withdrawal-panel-balance" className="text-lg font-bold break-all tabular-nums">
                <Money amount={info.balance} currency={currency} className="whitespace-normal" />
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
              <WithdrawalOrder
                record={done}
                currency={currency}
                formatTime={formatTime}
                onCancel={onCancel}
                cancelling={cancelling}
              />
            </>
          ) : block === 'no_password' ? (
            <Notice
              text={t('fund.withdrawal_no_password')}
              action={t('fund.set_withdraw_password')}
              onAction={onSetWithdrawPassword}
            />
          ) : block === 'no_account' ? (
            <Notice text={t('fund.withdrawal_no_account')} action={t('fund.bind_account')} onAction={onBindAccount} />
          ) : block === 'pending' && info.pending ? (
            <>
              <Notice text={t('fund.withdrawal_pending')} />
              <WithdrawalOrder
                record={info.pending}
                currency={currency}
                formatTime={formatTime}
                onCancel={onCancel}
                cancelling={cancelling}
              />
            </>
          ) : block === 'daily_limit' ? (
            <Notice text={t('fund.withdrawal_daily_limit', { max: info.daily_count_max })} />
          ) : (
            <WithdrawalForm
              info={info}
              currency={currency}
              onSubmit={onSubmit}
              submitting={submitting}
              serverError={serverError}
            />
          )}
        </>
      )}
    </section>
  )
}
