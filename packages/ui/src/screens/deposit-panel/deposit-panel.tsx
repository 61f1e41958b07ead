import { useId, type ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { cardVariants } from '../../primitives/card/card.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { StatusPanel } from '../../primitives/status-panel/status-panel.tsx'
import { Notice } from '../../components/notice/notice.tsx'
import { DepositForm } from './deposit-form.tsx'
import { DepositOrder } from './deposit-order.tsx'

export { channelCardVariants, quickAmountVariants, stepAmounts } from './deposit-form.tsx'

export type DepositChannelKind = 'bank' | 'online' | 'ewallet'

/** A channel open for the member, as `/member/deposit/channels` lists it. */
export interface DepositChannelView {
  id: number
  name: string
  kind: DepositChannelKind
  /** Least a deposit may be, in the currency's minor unit. */
  min_amount: number
  /** Most a deposit may be, in the currency's minor unit. */
  max_amount: number
}

/** A deposit order just opened, as `/member/deposit/store` answers. */
export interface DepositOrderView {
  order_number: string
  /** In the currency's minor unit. */
  amount: number
  /** The payment page that completes the order. */
  pay_url: string
  /** ISO 8601 UTC: after this the order can no longer be paid. */
  expires_at: string
}

/** What `/member/deposit/store` is sent. */
export interface DepositRequest {
  channel_id: number
  /** In the currency's minor unit. */
  amount: number
}

export interface DepositPanelProps extends Omit<ComponentProps<'section'>, 'children' | 'onSubmit' | 'onReset'> {
  /** `loading`: skeleton cards; `error`: a message and `onRetry`; `idle`: the form (or the order, or a notice). */
  status: 'idle' | 'loading' | 'error'
  /** `error`: called from the retry button. */
  onRetry?: () => void
  /** The channels open for the member; the first is chosen to start with. */
  channels: readonly DepositChannelView[]
  /** Currency code of every amount, e.g. `USD`; gives the symbol and how many decimals may be typed. */
  currency: string
  /** Amounts offered as chips, in the minor unit; those outside the chosen channel's limits are left out. Default: 1-2-5 steps from the channel's least. */
  quickAmounts?: readonly number[]
  /** Called from the form once the amount passes `parseAmount` and `amountError` for the chosen channel. */
  onSubmit: (request: DepositRequest) => void
  /** The order is being opened: the form is read-only and the button waits. */
  submitting?: boolean
  /** The server's refusal: text or a message key. */
  serverError?: string
  /** The order just opened: shown in place of the form, with Pay now and New deposit. */
  order?: DepositOrderView | null
  /** Called from Pay now with the order (the caller opens `pay_url`). */
  onPay: (order: DepositOrderView) => void
  /** Called from New deposit: the caller drops `order`. */
  onReset: () => void
  /** Deposits need a verified bank account first (`need_bank_account_deposit_verified`): a notice replaces the form. */
  needVerification: boolean
  /** Called from the notice's button: the caller opens the bank accounts. */
  onBindAccount: () => void
  /** An ISO instant as the member reads it (the site's time zone and language). */
  formatTime: (iso: string) => string
}

/** A member-centre panel's surface: flat, panel padding, medium gaps (mobile first). */
export const depositPanelVariants = () => cardVariants({ variant: 'flat', padding: 'panel', gap: 'md' })

/**
 * The deposit form (Fund / Deposit): the open channels as cards with their
 * limits, an amount with quick chips, checked here against the chosen
 * channel before `onSubmit`; then the order opened, with Pay now. When
 * deposits need a verified bank account, a notice sends the member to bind
 * one instead. Props in, callbacks out: the caller opens the order and the
 * payment page.
 */
export function DepositPanel({
  status,
  onRetry,
  channels,
  currency,
  quickAmounts,
  onSubmit,
  submitting = false,
  serverError,
  order = null,
  onPay,
  onReset,
  needVerification,
  onBindAccount,
  formatTime,
  className,
  ...props
}: DepositPanelProps) {
  const { t } = useText()
  const titleId = useId()
  const state =
    status !== 'idle'
      ? status
      : order
        ? 'ordered'
        : needVerification
          ? 'verification'
          : channels.length === 0
            ? 'empty'
            : 'ready'

  return (
    <section
      data-slot="deposit-panel"
      data-state={state}
      aria-labelledby={titleId}
      className={cn(depositPanelVariants(), className)}
      {...props}
    >
      <h2 id={titleId} className="text-base font-semibold desktop:text-lg">
        {t('fund.deposit_title')}
      </h2>
      <StatusPanel
        status={state === 'loading' || state === 'error' || state === 'empty' ? state : 'ready'}
        loadingLabel={t('fund.loading')}
        placeholder={
          <div className="flex flex-col gap-3">
            <div className="grid grid-cols-1 gap-2 desktop:grid-cols-3">
              {Array.from({ length: 3 }, (_, index) => (
                <div key={index} className="flex flex-col gap-2 rounded-xl border p-3">
                  <Skeleton className="h-4 w-2/3" />
                  <Skeleton className="h-3.5 w-full" />
                </div>
              ))}
            </div>
            <Skeleton className="h-10 w-full" />
          </div>
        }
        errorTitle={t('fund.error_title')}
        errorBody={t('fund.deposit_error')}
        onRetry={onRetry}
        retryLabel={t('fund.retry')}
        emptyTitle={t('fund.deposit_no_channels_title')}
        emptyBody={t('fund.deposit_no_channels')}
      >
        {order ? (
          <DepositOrder order={order} currency={currency} formatTime={formatTime} onPay={onPay} onReset={onReset} />
        ) : state === 'verification' ? (
          <Notice text={t('fund.deposit_need_verification')} action={t('fund.bind_account')} onAction={onBindAccount} />
        ) : (
          <DepositForm
            channels={channels}
            currency={currency}
            quickAmounts={quickAmounts}
            onSubmit={onSubmit}
            submitting={submitting}
            serverError={serverError}
          />
        )}
      </StatusPanel>
    </section>
  )
}
