import { amountError, parseAmount } from '@lobby/domain'
import { cva } from 'class-variance-authority'
import { useId, useRef, useState, type FormEvent } from 'react'
import { useText } from '../../text/text-provider.tsx'
import { formatMoney, minorDigitsOf } from '../../lib/format-money.ts'
import { Money } from '../../primitives/money/money.tsx'
import { FundFormActions } from '../../components/fund-form/fund-form.tsx'
import { AmountField, amountMessage, minorToInput } from '../../components/amount-field/amount-field.tsx'
import type { DepositPanelProps } from './deposit-panel.tsx'

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

/** The channels as cards, the amount with its quick chips, checked against the chosen channel before `onSubmit`. */
export function DepositForm({
  channels,
  currency,
  quickAmounts,
  onSubmit,
  submitting,
  serverError,
}: Pick<DepositPanelProps, 'channels' | 'currency' | 'quickAmounts' | 'onSubmit' | 'serverError'> & {
  submitting: boolean
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
        <div className="grid grid-cols-1 gap-2 desktop:grid-cols-3">
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
                <Money amount={amount} currency={currency} />
              </button>
            )
          })}
        </div>
      ) : null}

      <FundFormActions
        error={serverError ? t(serverError) : undefined}
        submitting={submitting}
        label={t('fund.deposit_submit')}
        busyLabel={t('fund.deposit_submitting')}
        className="gap-4"
      />
    </form>
  )
}
