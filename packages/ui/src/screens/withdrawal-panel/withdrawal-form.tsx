import { checkWithdrawalForm, maskAccountNumber, type WithdrawalFormField } from '@lobby/domain'
import { useId, useRef, useState, type FormEvent } from 'react'
import { useText } from '../../text/text-provider.tsx'
import { formatMoney } from '../../lib/format-money.ts'
import { Field, FormAlert, Select, SubmitButton, TextInput } from '../../primitives/field/index.ts'
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
      <Field controlId={`${id}-password`} label={t('fund.withdraw_password')} error={errors.withdraw_password}>
        <TextInput
          ref={passwordInput}
          name="withdraw_password"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={password}
          readOnly={submitting}
          onChange={(event) => {
            setPassword(event.currentTarget.value)
            setErrors((current) => ({ ...current, withdraw_password: undefined }))
          }}
          className="tracking-[0.4em]"
        />
      </Field>
      <div className="flex flex-col gap-3 desktop:col-span-2">
        <FormAlert>{serverError ? t(serverError) : undefined}</FormAlert>
        <SubmitButton
          submitting={submitting}
          label={t('fund.withdrawal_submit')}
          busyLabel={t('fund.withdrawal_submitting')}
          className="desktop:w-auto desktop:self-start"
        />
      </div>
    </form>
  )
}
