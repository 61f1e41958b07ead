import { amountError, parseAmount, type AmountError } from '@lobby/domain'
import { cva } from 'class-variance-authority'
import { useId, useState, type ComponentProps, type FormEvent } from 'react'
import { cn } from '../../lib/cn.ts'
import type { Layout } from '../../lib/theme.ts'
import { useText } from '../../text/text-provider.tsx'
import { formatMoney, minorDigitsOf } from '../../lib/format-money.ts'
import { Button } from '../../primitives/button/button.tsx'
import { FormAlert, FormField, inputVariants, SubmitButton, TextInput } from '../../primitives/field/field.tsx'
import { messageText } from '../../lib/message-text.ts'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { StatusMessage } from '../../primitives/status-message/status-message.tsx'
import { statusBadgeVariants } from '../../components/status-badge/status-badge.tsx'

/** The main wallet's id on either side of a transfer. */
export const MAIN_WALLET = 'main'

/** One provider wallet, as `my_cash` lists it. */
export interface MyWalletEntry {
  gp_id: string
  gp_name: string
  /** An integer in the currency's minor unit. */
  balance: number
  /** 1 while the provider is in maintenance: it cannot be chosen for a transfer. */
  maintenance: 0 | 1
}

/** `POST /member/wallet/transfer`: one side is `main`, the other a provider's `gp_id`. */
export interface WalletTransferRequest {
  from: string
  to: string
  /** An integer in the currency's minor unit, at least 1 and at most the source's balance. */
  amount: number
}

export interface MyWalletPanelProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** Currency code of every amount (e.g. `RMB`); gives the symbol and the minor digits. */
  currency: string
  /** The main wallet, in the currency's minor unit. */
  cash: number
  /** Every wallet together, in the currency's minor unit. */
  total: number
  /** One entry per provider wallet. */
  wallets: readonly MyWalletEntry[]
  /** `loading`: placeholders; `error`: the message and retry; `idle`: the wallets and the transfer form. */
  status: 'idle' | 'loading' | 'error'
  /** `error`: called from the retry button. */
  onRetry: () => void
  /** The transfer passed its local rules (one side main, an amount within the source's balance). */
  onTransfer: (request: WalletTransferRequest) => void
  /** A transfer is being sent: the form is read-only. */
  transferring: boolean
  /** Why the last transfer failed, as text or a message key. */
  transferError?: string
  /** The last transfer succeeded: a note shows; turning true clears the amount. */
  transferDone?: boolean
  /** Called from "Pull all back to main". */
  onPullAll: () => void
  /** The pull of all is under way. */
  pulling: boolean
  /**
   * Called from a provider row's "Back": that provider's balance alone back to
   * the main wallet (`balance_get_back`). Without it the rows have no such
   * button; a row shows it while the wallet holds money and is not in
   * maintenance, disabled while a pull or a transfer runs.
   */
  onPullOne?: (gpId: string) => void
  /** The provider whose balance alone is being pulled back; the pull-all button then waits too. */
  pullingGpId?: string
  /** `desktop`: the list beside the form; `mobile`: one column. */
  layout?: Layout
}

export const myWalletPanelVariants = cva('flex w-full flex-col text-foreground', {
  variants: { layout: { desktop: 'gap-5', mobile: 'gap-4 px-3 py-4' } },
  defaultVariants: { layout: 'desktop' },
})

const cardVariants = cva('flex min-w-0 flex-col rounded-2xl border bg-card text-card-foreground', {
  variants: { layout: { desktop: 'gap-4 p-5', mobile: 'gap-3 p-4' } },
  defaultVariants: { layout: 'desktop' },
})

const AMOUNT_MESSAGES: Record<AmountError, string> = {
  empty: 'member_centre.amount_err_empty',
  format: 'member_centre.amount_err_format',
  digits: 'member_centre.amount_err_digits',
  min: 'member_centre.amount_err_min',
  max: 'member_centre.amount_err_max',
  balance: 'member_centre.amount_err_max',
}

/** An amount in minor units as a person would type it: `12000` RMB → `120.00`. */
function amountText(minor: number, currency: string): string {
  const digits = minorDigitsOf(currency)
  const text = String(Math.max(0, Math.trunc(minor))).padStart(digits + 1, '0')
  return digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`
}

/**
 * The member's wallets (spec section 3, MyWallet): the total and the main
 * wallet, each provider's balance, a transfer between the main wallet and a
 * provider (one side is always main; a provider in maintenance cannot be
 * chosen; the amount is checked against the source's balance), and the pull
 * of all back to main. Props in, callbacks out: the caller fetches, transfers
 * and pulls.
 */
export function MyWalletPanel({
  currency,
  cash,
  total,
  wallets,
  status,
  onRetry,
  onTransfer,
  transferring,
  transferError,
  transferDone = false,
  onPullAll,
  pulling,
  onPullOne,
  pullingGpId,
  layout = 'desktop',
  className,
  ...props
}: MyWalletPanelProps) {
  const { t, locale } = useText()
  const titleId = useId()
  const ready = status === 'idle'
  const money = (amount: number) => (ready ? formatMoney(amount, currency, locale) : '-')

  return (
    <section
      data-slot="my-wallet-panel"
      data-layout={layout}
      data-state={status === 'idle' ? 'ready' : status}
      aria-labelledby={titleId}
      aria-busy={status === 'loading' || undefined}
      className={cn(myWalletPanelVariants({ layout }), className)}
      {...props}
    >
      <header data-slot="my-wallet-panel-header" className="flex items-center gap-2">
        <h2 id={titleId} className={cn('flex-1 font-semibold', layout === 'desktop' ? 'text-lg' : 'text-base')}>
          {t('member_centre.menu_MyWallet')}
        </h2>
      </header>

      <dl data-slot="my-wallet-panel-summary" className="grid grid-cols-2 gap-2">
        <div className="min-w-0 rounded-xl bg-muted px-3 py-2">
          <dt className="text-xs text-muted-foreground">{t('wallet.total')}</dt>
          <dd
            data-slot="my-wallet-panel-total"
            className={cn('font-bold break-all tabular-nums', layout === 'desktop' ? 'text-xl' : 'text-lg')}
          >
            {money(total)}
          </dd>
        </div>
        <div className="min-w-0 rounded-xl bg-muted px-3 py-2">
          <dt className="text-xs text-muted-foreground">{t('wallet.cash')}</dt>
          <dd
            data-slot="my-wallet-panel-cash"
            className={cn('font-semibold break-all tabular-nums', layout === 'desktop' ? 'text-xl' : 'text-lg')}
          >
            {money(cash)}
          </dd>
        </div>
      </dl>

      {status === 'loading' ? (
        <div data-slot="my-wallet-panel-loading" className="flex flex-col divide-y rounded-xl border">
          <span role="status" className="sr-only">
            {t('wallet.loading')}
          </span>
          {Array.from({ length: 4 }, (_, index) => (
            <div key={index} className="flex items-center gap-3 px-3 py-3">
              <Skeleton className="h-4 flex-1" />
              <Skeleton className="h-4 w-20" />
            </div>
          ))}
        </div>
      ) : status === 'error' ? (
        <StatusMessage
          slot="my-wallet-panel"
          layout={layout}
          tone="error"
          title={t('wallet.error_title')}
          body={t('wallet.error')}
          action={
            <Button data-slot="my-wallet-panel-retry" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : wallets.length === 0 ? (
        <StatusMessage
          slot="my-wallet-panel"
          layout={layout}
          tone="empty"
          title={t('wallet.empty_title')}
          body={t('wallet.empty')}
        />
      ) : (
        <div className={cn('grid items-start gap-4', layout === 'desktop' ? 'grid-cols-2' : 'grid-cols-1')}>
          <div data-slot="my-wallet-panel-wallets" className={cardVariants({ layout })}>
            <div className={cn('flex gap-2', layout === 'desktop' ? 'items-center' : 'flex-col items-stretch')}>
              <h3 className="flex-1 text-base font-semibold">{t('wallet.providers')}</h3>
              <Button
                data-slot="my-wallet-panel-pull-all"
                data-state={pulling ? 'running' : 'ready'}
                variant="outline"
                size="sm"
                disabled={pulling || transferring}
                onClick={onPullAll}
              >
                {pulling && !pullingGpId ? t('wallet.pulling') : t('member_centre.pull_all')}
              </Button>
            </div>
            <ul
              data-slot="my-wallet-panel-list"
              aria-label={t('wallet.providers')}
              className="flex flex-col divide-y rounded-xl border"
            >
              {wallets.map((wallet) => (
                <li
                  key={wallet.gp_id}
                  data-slot="my-wallet-panel-item"
                  data-gp-id={wallet.gp_id}
                  data-maintenance={wallet.maintenance === 1 || undefined}
                  className="flex items-center gap-2 px-3 py-2.5"
                >
                  <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
                    <span data-slot="my-wallet-panel-name" className="min-w-0 truncate text-sm font-medium">
                      {wallet.gp_name}
                    </span>
                    {wallet.maintenance === 1 ? (
                      <span
                        data-slot="my-wallet-panel-badge"
                        data-tone="maintenance"
                        className={cn(statusBadgeVariants({ tone: 'pending' }), 'gap-1')}
                      >
                        {t('wallet.maintenance')}
                      </span>
                    ) : null}
                  </span>
                  <span
                    data-slot="my-wallet-panel-amount"
                    className={cn(
                      'shrink-0 text-sm font-semibold tabular-nums',
                      wallet.balance === 0 && 'text-muted-foreground',
                    )}
                  >
                    {money(wallet.balance)}
                  </span>
                  {onPullOne && wallet.balance > 0 && wallet.maintenance === 0 ? (
                    <Button
                      data-slot="my-wallet-panel-pull-one"
                      data-state={pullingGpId === wallet.gp_id ? 'running' : 'ready'}
                      variant="outline"
                      size="sm"
                      aria-label={t('wallet.pull_one_label', { provider: wallet.gp_name })}
                      disabled={pulling || transferring}
                      onClick={() => onPullOne(wallet.gp_id)}
                      className="h-9 min-w-16 shrink-0"
                    >
                      {t('wallet.pull_one')}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
          <TransferForm
            currency={currency}
            cash={cash}
            wallets={wallets}
            onTransfer={onTransfer}
            transferring={transferring || pulling}
            transferError={transferError}
            transferDone={transferDone}
            layout={layout}
          />
        </div>
      )}
    </section>
  )
}

function TransferForm({
  currency,
  cash,
  wallets,
  onTransfer,
  transferring,
  transferError,
  transferDone,
  layout,
}: {
  currency: string
  cash: number
  wallets: readonly MyWalletEntry[]
  onTransfer: (request: WalletTransferRequest) => void
  transferring: boolean
  transferError?: string
  transferDone: boolean
  layout: Layout
}) {
  const { t, locale } = useText()
  const titleId = useId()
  const fromId = useId()
  const toId = useId()
  const amountId = useId()
  const open = wallets.filter((wallet) => wallet.maintenance === 0)
  const [from, setFrom] = useState(MAIN_WALLET)
  const [to, setTo] = useState(() => open[0]?.gp_id ?? '')
  const [amount, setAmount] = useState('')
  const [error, setError] = useState<string>()
  const [doneBefore, setDoneBefore] = useState(transferDone)
  // A transfer that succeeds clears the amount (state adjusted while rendering, not in an effect).
  if (transferDone !== doneBefore) {
    setDoneBefore(transferDone)
    if (transferDone) setAmount('')
  }

  // A provider gone or now in maintenance is no longer a choice.
  const usable = (id: string) => id === MAIN_WALLET || open.some((wallet) => wallet.gp_id === id)
  const source = usable(from) ? from : ''
  const target = usable(to) ? to : ''
  const sourceBalance =
    source === MAIN_WALLET ? cash : (wallets.find((wallet) => wallet.gp_id === source)?.balance ?? 0)
  const firstOther = (id: string) => open.find((wallet) => wallet.gp_id !== id)?.gp_id ?? ''

  const choose = (side: 'from' | 'to', id: string) => {
    setError(undefined)
    const [setSide, setOther, other] = side === 'from' ? [setFrom, setTo, target] : [setTo, setFrom, source]
    setSide(id)
    // Exactly one side is the main wallet.
    if (id !== MAIN_WALLET) setOther(MAIN_WALLET)
    else if (other === MAIN_WALLET || other === '') setOther(firstOther(''))
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (transferring) return
    if (!source || !target || (source === MAIN_WALLET) === (target === MAIN_WALLET)) {
      setError('member_centre.transfer_err_wallet')
      return
    }
    const parsed = parseAmount(amount, currency)
    const failure = amountError(parsed, { min: 1, max: sourceBalance, balance: sourceBalance })
    if (failure || !parsed.ok) {
      setError(AMOUNT_MESSAGES[failure ?? 'format'])
      return
    }
    onTransfer({ from: source, to: target, amount: parsed.minor })
  }

  const errorText = error
    ? t(error, {
        amount: formatMoney(sourceBalance, currency, locale),
        digits: minorDigitsOf(currency),
      })
    : undefined
  const options = [
    { id: MAIN_WALLET, name: t('wallet.cash'), disabled: false },
    ...wallets.map((wallet) => ({
      id: wallet.gp_id,
      name: wallet.maintenance === 1 ? `${wallet.gp_name} (${t('wallet.maintenance')})` : wallet.gp_name,
      disabled: wallet.maintenance === 1,
    })),
  ]
  const select = (side: 'from' | 'to', id: string, value: string, label: string) => (
    <div data-slot={`my-wallet-panel-${side}`} className="flex min-w-0 flex-1 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-foreground">
        {label}
      </label>
      <select
        id={id}
        data-slot={`my-wallet-panel-${side}-input`}
        value={value}
        disabled={transferring}
        onChange={(event) => choose(side, event.target.value)}
        className={cn(inputVariants(), 'pr-2 disabled:cursor-not-allowed disabled:opacity-70')}
      >
        {value === '' ? <option value="">{t('member_centre.transfer_choose')}</option> : null}
        {options.map((option) => (
          <option key={option.id} value={option.id} disabled={option.disabled}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  )

  return (
    <form
      data-slot="my-wallet-panel-transfer"
      data-state={transferring ? 'transferring' : transferDone ? 'done' : 'idle'}
      aria-labelledby={titleId}
      aria-busy={transferring || undefined}
      noValidate
      onSubmit={submit}
      className={cardVariants({ layout })}
    >
      <h3 id={titleId} className="text-base font-semibold">
        {t('member_centre.transfer_title')}
      </h3>
      <div className={cn('flex gap-3', layout === 'mobile' && 'flex-col')}>
        {select('from', fromId, source, t('member_centre.transfer_from'))}
        {select('to', toId, target, t('member_centre.transfer_to'))}
      </div>
      <FormField
        slot="my-wallet-panel-amount-field"
        inputId={amountId}
        label={t('member_centre.transfer_amount')}
        hint={t('member_centre.transfer_available', { amount: formatMoney(sourceBalance, currency, locale) })}
        error={errorText}
      >
        <div className="flex gap-2">
          <TextInput
            slot="my-wallet-panel-amount-input"
            id={amountId}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            readOnly={transferring}
            aria-invalid={errorText ? true : undefined}
            aria-describedby={errorText ? `${amountId}-error ${amountId}-hint` : `${amountId}-hint`}
            onChange={(event) => {
              setAmount(event.target.value)
              setError(undefined)
            }}
          />
          <Button
            data-slot="my-wallet-panel-all"
            variant="outline"
            disabled={transferring || !source}
            onClick={() => {
              setAmount(amountText(sourceBalance, currency))
              setError(undefined)
            }}
          >
            {t('member_centre.transfer_all')}
          </Button>
        </div>
      </FormField>
      <FormAlert slot="my-wallet-panel-transfer-error">
        {transferError && !transferring ? messageText(transferError, t) : null}
      </FormAlert>
      {transferDone && !transferring ? (
        <p
          role="status"
          data-slot="my-wallet-panel-transfer-done"
          className="rounded-lg border border-success/40 bg-success/10 px-3 py-2 text-sm text-foreground"
        >
          {t('member_centre.transfer_done')}
        </p>
      ) : null}
      <SubmitButton
        data-slot="my-wallet-panel-transfer-submit"
        submitting={transferring}
        label={t('member_centre.transfer_submit')}
        busyLabel={t('member_centre.transferring')}
      />
    </form>
  )
}
