import { BANK_BIND_FIELDS, bankBindErrors, normaliseAccountNumber } from '@lobby/domain'
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useText } from '../../text/text-provider.tsx'
import type { BankView } from '../../lib/views.ts'
import { Field, FormAlert, Select, SubmitButton, TextInput } from '../../primitives/field/index.ts'
import type { BankAccountForm, BankAccountFormField } from './bank-account-panel.tsx'

const EMPTY_FORM: BankAccountForm = {
  bank_code: '',
  account_name: '',
  account_number: '',
  branch: '',
  withdraw_password: '',
}

/**
 * The lock's notice: the minutes left (rounded up), counted down while it is
 * shown; `onEnded` once it has passed. Mounted per lock (keyed by its end),
 * so the clock it starts from is the lock's own.
 */
function LockNotice({ until, onEnded }: { until: string; onEnded: (until: string) => void }) {
  const { t } = useText()
  const [now, setNow] = useState(() => Date.now())
  const end = Date.parse(until)
  const left = end - now
  useEffect(() => {
    if (!(left > 0)) {
      onEnded(until)
      return
    }
    const timer = setTimeout(() => setNow(Date.now()), Math.min(left, 15_000))
    return () => clearTimeout(timer)
  }, [left, until, onEnded])
  if (!(left > 0)) return null
  return <FormAlert>{t('fund.withdraw_password_locked', { minutes: Math.ceil(left / 60_000) })}</FormAlert>
}

/** The form that binds another account, checked with `bankBindErrors` before `onBind`; waits while the password is locked. */
export function BankBindForm({
  banks,
  onBind,
  binding,
  serverErrors,
  serverError,
  lockedUntil,
}: {
  banks: readonly BankView[]
  onBind: (values: BankAccountForm) => void
  binding: boolean
  serverErrors: Partial<Record<BankAccountFormField, string>> | undefined
  serverError: string | undefined
  lockedUntil: string | undefined
}) {
  const { t } = useText()
  const id = useId()
  const [values, setValues] = useState<BankAccountForm>(EMPTY_FORM)
  const [errors, setErrors] = useState<Partial<Record<BankAccountFormField, string>>>({})
  // The lock whose time has passed: the form may be sent again.
  const [endedLock, setEndedLock] = useState<string>()
  const onLockEnded = useCallback((until: string) => setEndedLock(until), [])
  const locked = lockedUntil !== undefined && endedLock !== lockedUntil
  // Fields edited since the server's errors arrived: their server error is no longer shown.
  const [edited, setEdited] = useState<ReadonlySet<BankAccountFormField>>(new Set())
  const [shownServerErrors, setShownServerErrors] = useState(serverErrors)
  if (shownServerErrors !== serverErrors) {
    setShownServerErrors(serverErrors)
    setEdited(new Set())
  }
  const inputs = useRef<Partial<Record<BankAccountFormField, HTMLInputElement | HTMLSelectElement | null>>>({})

  const firstServerField = BANK_BIND_FIELDS.find((field) => serverErrors?.[field])
  useEffect(() => {
    if (firstServerField) inputs.current[firstServerField]?.focus()
  }, [firstServerField, serverErrors])

  const errorOf = (field: BankAccountFormField): string | undefined => {
    const local = errors[field]
    if (local) return t(local)
    const server = edited.has(field) ? undefined : serverErrors?.[field]
    return server ? t(server) : undefined
  }

  const change = (field: BankAccountFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
    setEdited((current) => new Set(current).add(field))
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (binding || locked) return
    const found = bankBindErrors(values)
    setErrors(found)
    const first = BANK_BIND_FIELDS.find((field) => found[field])
    if (first) {
      inputs.current[first]?.focus()
      return
    }
    onBind({
      bank_code: values.bank_code,
      account_name: values.account_name.trim(),
      account_number: normaliseAccountNumber(values.account_number),
      branch: values.branch.trim(),
      withdraw_password: values.withdraw_password,
    })
  }

  const fieldProps = (field: BankAccountFormField) => {
    const error = errorOf(field)
    const inputId = `${id}-${field}`
    return {
      id: inputId,
      name: field,
      value: values[field],
      'aria-invalid': error ? (true as const) : undefined,
      'aria-describedby': error ? `${inputId}-error` : undefined,
    }
  }

  return (
    <form
      data-slot="bank-account-panel-form"
      noValidate
      onSubmit={submit}
      className="grid grid-cols-1 gap-3 desktop:grid-cols-2"
    >
      <Field controlId={`${id}-bank_code`} label={t('fund.bank')} error={errorOf('bank_code')}>
        <Select
          ref={(element) => {
            inputs.current.bank_code = element
          }}
          {...fieldProps('bank_code')}
          disabled={binding}
          onChange={(event) => change('bank_code', event.currentTarget.value)}
        >
          <option value="">{t('fund.bank_choose')}</option>
          {banks.map((bank) => (
            <option key={bank.code} value={bank.code}>
              {bank.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field controlId={`${id}-account_name`} label={t('fund.account_name')} error={errorOf('account_name')}>
        <TextInput
          ref={(element) => {
            inputs.current.account_name = element
          }}
          autoComplete="name"
          {...fieldProps('account_name')}
          readOnly={binding}
          onChange={(event) => change('account_name', event.currentTarget.value)}
        />
      </Field>
      <Field controlId={`${id}-account_number`} label={t('fund.account_number')} error={errorOf('account_number')}>
        <TextInput
          ref={(element) => {
            inputs.current.account_number = element
          }}
          inputMode="numeric"
          autoComplete="off"
          {...fieldProps('account_number')}
          readOnly={binding}
          onChange={(event) => change('account_number', event.currentTarget.value)}
        />
      </Field>
      <Field controlId={`${id}-branch`} label={t('fund.branch_optional')} error={errorOf('branch')}>
        <TextInput
          ref={(element) => {
            inputs.current.branch = element
          }}
          {...fieldProps('branch')}
          readOnly={binding}
          onChange={(event) => change('branch', event.currentTarget.value)}
        />
      </Field>
      <Field
        controlId={`${id}-withdraw_password`}
        label={t('fund.withdraw_password')}
        error={errorOf('withdraw_password')}
      >
        <TextInput
          ref={(element) => {
            inputs.current.withdraw_password = element
          }}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          {...fieldProps('withdraw_password')}
          readOnly={binding || locked}
          onChange={(event) => change('withdraw_password', event.currentTarget.value)}
          className="tracking-[0.4em]"
        />
      </Field>
      <div className="flex flex-col gap-3 desktop:col-span-2">
        {locked ? (
          <LockNotice key={lockedUntil} until={lockedUntil} onEnded={onLockEnded} />
        ) : (
          <FormAlert>{serverError ? t(serverError) : undefined}</FormAlert>
        )}
        <SubmitButton
          data-locked={locked || undefined}
          disabled={locked}
          submitting={binding}
          label={t('fund.bank_bind')}
          busyLabel={t('fund.bank_binding')}
          className="desktop:w-auto desktop:self-start"
        />
      </div>
    </form>
  )
}
