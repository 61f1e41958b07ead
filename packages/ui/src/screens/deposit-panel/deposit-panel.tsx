import { Notice } from '../../components/notice/notice.tsx'
import { amountError, parseAmount } from '@lobby/domain'
import { cva } from 'class-variance-authority'
import { useId, useRef, useState, type ComponentProps, type FormEvent } from 'react'
import { cn } from '../../lib/cn.ts'
import type { Layout } from '../../lib/theme.ts'
import { useText } from '../../text/text-provider.tsx'
import { formatMoney, minorDigitsOf } from '../../lib/format-money.ts'
import { Button } from '../../primitives/button/button.tsx'
import { FormAlert, SubmitButton } from '../../primitives/field/field.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { StatusMessage } from '../../primitives/status-message/status-message.tsx'
import { AmountField, amountMessage, minorToInput } from '../../components/amount-field/amount-field.tsx'

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
  /** `desktop`: a panel in the member centre; `mobile`: the full width of a phone. */
  layout?: Layout
}

export const depositPanelVariants = cva('flex w-full min-w-0 flex-col bg-card text-card-foreground', {
  variants: { layout: { desktop: 'gap-5 p-5', mobile: 'gap-4 px-3 py-4' } },
  defaultVariants: { layout: 'desktop' },
})

export const channelCardVariants = cva(
  [
    'flex min-w-0 cursor-pointer flex-col gap-1 rounded-xl border bg-card p-3 text-left transition-colors',
    'has-[:disabled]:cursor-not-allowed has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
  ],
  {
    variants: {
      selected: {
        true: 'border-primary bg-primary/5 shadow-sm',
        false: 'border-border hover:bg-muted',
      },
    },
    defaultVariants: { selected: false },
  },
)

export const quickAmountVariants = cva(
  'h-8 rounded-full border px-3 text-sm font-medium tabular-nums transition-colors disabled:opacity-50',
  {
    variants: {
      selected: {
        true: 'border-primary bg-primary text-primary-foreground',
        false: 'border-border bg-card text-foreground hover:bg-muted',
      },
    },
    defaultVariants: { selected: false },
  },
)

/** Amounts of 1, 2 and 5 times a power of ten (in whole units of the currency) within the channel's limits, the first `count`. */
export function stepAmounts(min: number, max: number, currency: string, count = 5): number[] {
  const unit = 10 ** minorDigitsOf(currency)
  const out: number[] = []
  for (let power = unit; power <= max && out.length < count; power *= 10) {
    for (const step of [1, 2, 5]) {
      const amount = step * power
      if (amount >= min && amount <= max && out.length < count) out.push(amount)
    }
  }
  return out
}

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
  layout = 'desktop',
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
      data-layout={layout}
      data-state={state}
      aria-labelledby={titleId}
      className={cn(depositPanelVariants({ layout }), className)}
      {...props}
    >
      <h2 id={titleId} className={cn('font-semibold', layout === 'desktop' ? 'text-lg' : 'text-base')}>
        {t('fund.deposit_title')}
      </h2>
      {state === 'loading' ? (
        <div data-slot="deposit-panel-loading" className="flex flex-col gap-3">
          <span role="status" className="sr-only">
            {t('fund.loading')}
          </span>
          <div className={cn('grid gap-2', layout === 'desktop' ? 'grid-cols-3' : 'grid-cols-1')}>
            {Array.from({ length: 3 }, (_, index) => (
              <div key={index} className="flex flex-col gap-2 rounded-xl border p-3">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-3.5 w-full" />
              </div>
            ))}
          </div>
          <Skeleton className="h-10 w-full" />
        </div>
      ) : state === 'error' ? (
        <StatusMessage
          slot="deposit-panel"
          layout={layout}
          tone="error"
          title={t('fund.error_title')}
          body={t('fund.deposit_error')}
          action={
            onRetry ? (
              <Button data-slot="deposit-panel-retry" onClick={onRetry}>
                {t('fund.retry')}
              </Button>
            ) : undefined
          }
        />
      ) : order ? (
        <OrderView order={order} currency={currency} formatTime={formatTime} onPay={onPay} onReset={onReset} />
      ) : state === 'verification' ? (
        <Notice
          slot="deposit-panel-verification"
          text={t('fund.deposit_need_verification')}
          action={t('fund.bind_account')}
          onAction={onBindAccount}
        />
      ) : state === 'empty' ? (
        <StatusMessage
          slot="deposit-panel"
          layout={layout}
          tone="empty"
          title={t('fund.deposit_no_channels_title')}
          body={t('fund.deposit_no_channels')}
        />
      ) : (
        <DepositForm
          channels={channels}
          currency={currency}
          quickAmounts={quickAmounts}
          onSubmit={onSubmit}
          submitting={submitting}
          serverError={serverError}
          layout={layout}
        />
      )}
    </section>
  )
}

function DepositForm({
  channels,
  currency,
  quickAmounts,
  onSubmit,
  submitting,
  serverError,
  layout,
}: Pick<DepositPanelProps, 'channels' | 'currency' | 'quickAmounts' | 'onSubmit' | 'serverError'> & {
  submitting: boolean
  layout: Layout
}) {
  const { t, locale } = useText()
  const id = useId()
  const [chosenId, setChosenId] = useState(channels[0]?.id)
  const [text, setText] = useState('')
  const [error, setError] = useState<string | undefined>()
  const amountInput = useRef<HTMLInputElement>(null)
  const channel = channels.find((c) => c.id === chosenId) ?? channels[0]!
  const limits = { min: channel.min_amount, max: channel.max_amount }
  const money = (minor: number) => formatMoney(minor, currency, locale)
  const chips = (quickAmounts ?? stepAmounts(limits.min, limits.max, currency)).filter(
    (amount) => amount >= limits.min && amount <= limits.max,
  )
  const typed = parseAmount(text, currency)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting) return
    const problem = amountError(typed, limits)
    if (problem || !typed.ok) {
      setError(amountMessage(t, problem ?? 'format', limits, currency, locale))
      amountInput.current?.focus()
      return
    }
    setError(undefined)
    onSubmit({ channel_id: channel.id, amount: typed.minor })
  }

  return (
    <form data-slot="deposit-panel-form" noValidate onSubmit={submit} className="flex flex-col gap-4">
      <fieldset data-slot="deposit-panel-channels" className="flex min-w-0 flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-foreground">{t('fund.channel')}</legend>
        <div className={cn('grid gap-2', layout === 'desktop' ? 'grid-cols-3' : 'grid-cols-1')}>
          {channels.map((item) => {
            const selected = item.id === channel.id
            return (
              <label
                key={item.id}
                data-slot="deposit-panel-channel"
                data-state={selected ? 'checked' : 'unchecked'}
                data-variant={item.kind}
                className={channelCardVariants({ selected })}
              >
                <span className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={`${id}-channel`}
                    value={item.id}
                    checked={selected}
                    disabled={submitting}
                    onChange={() => {
                      setChosenId(item.id)
                      setError(undefined)
                    }}
                    className="size-4 shrink-0 accent-primary"
                  />
                  <span className="min-w-0 truncate text-sm font-semibold">{item.name}</span>
                </span>
                <span className="text-xs text-muted-foreground">{t(`fund.channel_${item.kind}`)}</span>
                <span data-slot="deposit-panel-channel-limits" className="text-xs text-muted-foreground tabular-nums">
                  {t('fund.limits', { min: money(item.min_amount), max: money(item.max_amount) })}
                </span>
              </label>
            )
          })}
        </div>
      </fieldset>

      <AmountField
        ref={amountInput}
        slot="deposit-panel-amount"
        id={`${id}-amount`}
        name="amount"
        label={t('fund.amount')}
        currency={currency}
        value={text}
        onValueChange={(value) => {
          setText(value)
          setError(undefined)
        }}
        readOnly={submitting}
        error={error}
        hint={t('fund.limits', { min: money(limits.min), max: money(limits.max) })}
      />

      {chips.length > 0 ? (
        <div
          role="group"
          aria-label={t('fund.quick_amounts')}
          data-slot="deposit-panel-quick"
          className="flex flex-wrap gap-2"
        >
          {chips.map((amount) => {
            const selected = typed.ok && typed.minor === amount
            return (
              <button
                key={amount}
                type="button"
                data-slot="deposit-panel-quick-amount"
                data-state={selected ? 'on' : 'off'}
                aria-pressed={selected}
                disabled={submitting}
                onClick={() => {
                  setText(minorToInput(amount, currency))
                  setError(undefined)
                }}
                className={quickAmountVariants({ selected })}
              >
                {money(amount)}
              </button>
            )
          })}
        </div>
      ) : null}

      <FormAlert slot="deposit-panel-server-error">{serverError ? t(serverError) : undefined}</FormAlert>
      <SubmitButton
        data-slot="deposit-panel-submit"
        submitting={submitting}
        label={t('fund.deposit_submit')}
        busyLabel={t('fund.deposit_submitting')}
        className={layout === 'desktop' ? 'w-auto self-start' : undefined}
      />
    </form>
  )
}

function OrderView({
  order,
  currency,
  formatTime,
  onPay,
  onReset,
}: {
  order: DepositOrderView
  currency: string
  formatTime: (iso: string) => string
  onPay: (order: DepositOrderView) => void
  onReset: () => void
}) {
  const { t, locale } = useText()
  return (
    <div data-slot="deposit-panel-order" className="flex flex-col gap-4 rounded-xl border border-success/40 p-4">
      <p role="status" data-slot="deposit-panel-order-title" className="font-semibold text-foreground">
        {t('fund.order_created')}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('fund.col_order_number')}</dt>
        <dd data-slot="deposit-panel-order-number" className="font-mono break-all">
          {order.order_number}
        </dd>
        <dt className="text-muted-foreground">{t('fund.amount')}</dt>
        <dd data-slot="deposit-panel-order-amount" className="font-semibold tabular-nums">
          {formatMoney(order.amount, currency, locale)}
        </dd>
        <dt className="text-muted-foreground">{t('fund.pay_before')}</dt>
        <dd data-slot="deposit-panel-order-expires">
          <time dateTime={order.expires_at}>{formatTime(order.expires_at)}</time>
        </dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button data-slot="deposit-panel-pay" onClick={() => onPay(order)}>
          {t('fund.pay_now')}
        </Button>
        <Button data-slot="deposit-panel-new" variant="outline" onClick={onReset}>
          {t('fund.new_deposit')}
        </Button>
      </div>
    </div>
  )
}
