import { checkWalletTransfer, type AmountError } from '@lobby/domain'
import { useId, useState, type FormEvent } from 'react'
import { useText } from '../../text/text-provider.tsx'
import { formatMoney, minorDigitsOf } from '../../lib/format-money.ts'
import { messageText } from '../../lib/message-text.ts'
import { Button } from '../../primitives/button/button.tsx'
import { cardVariants } from '../../primitives/card/card.tsx'
import { Field, FormAlert, Select, SubmitButton, TextInput } from '../../primitives/field/index.ts'
import { MAIN_WALLET, type MyWalletEntry, type WalletTransferRequest } from './my-wallet-types.ts'

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

/** The transfer between the main wallet and a provider, checked with `checkWalletTransfer` before `onTransfer`. */
export function MyWalletTransfer({
  currency,
  cash,
  wallets,
  onTransfer,
  transferring,
  transferError,
  transferDone,
}: {
  currency: string
  cash: number
  wallets: readonly MyWalletEntry[]
  onTransfer: (request: WalletTransferRequest) => void
  transferring: boolean
  transferError?: string
  transferDone: boolean
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
    const checked = checkWalletTransfer({ from: source, to: target, amount }, currency, sourceBalance, MAIN_WALLET)
    if (!checked.ok) {
      setError(checked.error === 'wallet' ? 'member_centre.transfer_err_wallet' : AMOUNT_MESSAGES[checked.error])
      return
    }
    onTransfer({ from: source, to: target, amount: checked.amount })
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
    <Field controlId={id} label={label} className="min-w-0 flex-1">
      <Select
        value={value}
        disabled={transferring}
        onChange={(event) => choose(side, event.target.value)}
        className="pr-2"
      >
        {value === '' ? <option value="">{t('member_centre.transfer_choose')}</option> : null}
        {options.map((option) => (
          <option key={option.id} value={option.id} disabled={option.disabled}>
            {option.name}
          </option>
        ))}
      </Select>
    </Field>
  )

  return (
    <form
      data-slot="my-wallet-panel-transfer"
      data-state={transferring ? 'transferring' : transferDone ? 'done' : 'idle'}
      aria-labelledby={titleId}
      aria-busy={transferring || undefined}
      noValidate
      onSubmit={submit}
      className={cardVariants()}
    >
      <h3 id={titleId} className="text-base font-semibold">
        {t('member_centre.transfer_title')}
      </h3>
      <div className="flex flex-col gap-3 desktop:flex-row">
        {select('from', fromId, source, t('member_centre.transfer_from'))}
        {select('to', toId, target, t('member_centre.transfer_to'))}
      </div>
      <Field
        controlId={amountId}
        label={t('member_centre.transfer_amount')}
        hint={t('member_centre.transfer_available', { amount: formatMoney(sourceBalance, currency, locale) })}
        error={errorText}
      >
        <div className="flex gap-2">
          <TextInput
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
      </Field>
      <FormAlert>{transferError && !transferring ? messageText(transferError, t) : null}</FormAlert>
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
        submitting={transferring}
        label={t('member_centre.transfer_submit')}
        busyLabel={t('member_centre.transferring')}
      />
    </form>
  )
}
