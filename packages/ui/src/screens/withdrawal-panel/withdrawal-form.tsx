import { checkWithdrawalForm, maskAccountNumber, type WithdrawalFormField } from '@lobby/domain'
import { useId, useRef, useState, type FormEvent } from 'react'
import { useText } from '../../text/text-provider.tsx'
import { formatMoney } from '../../lib/format-money.ts'
import { Field, Select } from '../../primitives/field/index.ts'
import { FundFormActions, FundPasswordField } from '../../components/fund-form/fund-form.tsx'
import { AmountField, amountMessage } from '../../components/amount-field/amount-field.tsx'
import type { WithdrawalRequest, WithdrawInfoView } from './withdrawal-panel.tsx'

/** The account, the amount and the withdraw password, checked with `checkWithdrawalForm` before `onSubmit`. */
export function WithdrawalForm({
  info,
  currency,
  onSubmit,
  submitting,
  serverError,
}: {
  info: WithdrawInfoView
  currency: string
  onSubmit: (request: WithdrawalRequest) => void
  submitting: boolean
  serverError: string | undefined
}) {
  const { t, locale } = useText()
  const id = useId()
  const [accountId, setAccountId] = useState(info.accounts[0]?.id)
  const [amount, setAmount] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Partial<Record<WithdrawalFormField, string>>>({})
  const amountInput = useRef<HTMLInputElement>(null)
  const passwordInput = useRef<HTMLInputElement>(null)
  const account = info.accounts.find((a) => a.id === accountId) ?? info.accounts[0]!
  const limits = { min: info.min_amount, max: info.max_amount, balance: info.balance }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting) return
    const checked = checkWithdrawalForm({ amount, withdraw_password: password }, currency, limits)
    if (!checked.ok) {
      const { amount: amountProblem, withdraw_password: passwordProblem } = checked.errors
      setErrors({
        amount: amountProblem ? amountMessage(t, amountProblem, limits, currency, locale) : undefined,
        withdraw_password: passwordProblem ? t('fund.err_withdraw_password') : undefined,
      })
      if (amountProblem) amountInput.current?.focus()
      else passwordInput.current?.focus()
      return
    }
    setErrors({})
    onSubmit({ amount: checked.amount, bank_account_id: account.id, withdraw_password: password })
  }

  return (
    <form
      data-slot="withdrawal-panel-form"
      noValidate
      onSubmit={submit}
      className="grid grid-cols-1 gap-4 desktop:grid-cols-2"
    >
      <Field controlId={`${id}-account`} label={t('fund.withdraw_to')} className="desktop:col-span-2">
        <Select
          value={account.id}
          disabled={submitting}
          onChange={(event) => setAccountId(Number(event.currentTarget.value))}
        >
          {info.accounts.map((item) => (
            <option key={item.id} value={item.id}>
              {`${item.bank_name} ${maskAccountNumber(item.account_number)} · ${item.account_name}`}
            </option>
          ))}
        </Select>
      </Field>
      <AmountField
        ref={amountInput}
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
      <FundPasswordField
        ref={passwordInput}
        value={password}
        onValueChange={(value) => {
          setPassword(value)
          setErrors((current) => ({ ...current, withdraw_password: undefined }))
        }}
        readOnly={submitting}
        error={errors.withdraw_password}
      />
      <FundFormActions
        error={serverError ? t(serverError) : undefined}
        submitting={submitting}
        label={t('fund.withdrawal_submit')}
        busyLabel={t('fund.withdrawal_submitting')}
        className="desktop:col-span-2"
      />
    </form>
  )
}
