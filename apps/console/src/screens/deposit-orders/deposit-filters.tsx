import { DEPOSIT_STATUSES, type DepositStatus } from '@lobby/domain'
import { Button, Field, Select, TextInput } from '@lobby/ui'
import { useRef, useState, type FormEvent } from 'react'
import { copy } from '../../copy.ts'
import { isDayRange } from '../../lib/audit-filters.ts'

/** The statuses the list filters by; `all` for every one. */
export type DepositStatusFilter = 'all' | DepositStatus

export const DEPOSIT_STATUS_FILTERS: readonly DepositStatusFilter[] = ['all', ...DEPOSIT_STATUSES]

/** What the list shows; empty fields filter nothing. */
export interface DepositFilter {
  status: DepositStatusFilter
  /** A member's account. */
  member: string
  /** A currency code, or empty for every one. */
  currency: string
  /** The first day of creation shown (`2026-11-20`, the operator's calendar). */
  from: string
  /** The last day shown, included. */
  to: string
}

export const NO_DEPOSIT_FILTER: DepositFilter = { status: 'all', member: '', currency: '', from: '', to: '' }

/**
 * The filters above the deposit orders; they apply together from Apply filters (or Enter). A start after the end
 * is named under its field, announced and focused, and nothing is applied.
 */
export function DepositFilters({
  filter,
  currencies,
  onFilter,
}: {
  filter: DepositFilter
  /** The currencies to choose from. */
  currencies: readonly string[]
  onFilter: (filter: DepositFilter) => void
}) {
  const [draft, setDraft] = useState(filter)
  const [rangeError, setRangeError] = useState('')
  const toRef = useRef<HTMLInputElement>(null)
  const set = (field: keyof DepositFilter) => (event: { target: { value: string } }) => {
    setDraft((current) => ({ ...current, [field]: event.target.value }))
    setRangeError('')
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!isDayRange(draft.from, draft.to)) {
      setRangeError(copy.deposits.rangeInvalid)
      toRef.current?.focus()
      return
    }
    onFilter({ ...draft, member: draft.member.trim() })
  }
  return (
    <form
      role="search"
      aria-label={copy.deposits.filters}
      noValidate
      onSubmit={submit}
      className="grid grid-cols-2 items-start gap-3 desktop:grid-cols-[repeat(5,minmax(8rem,12rem))_auto]"
    >
      <Field label={copy.deposits.status}>
        <Select name="status" value={draft.status} onChange={set('status')}>
          {DEPOSIT_STATUS_FILTERS.map((value) => (
            <option key={value} value={value}>
              {copy.deposits.statuses[value]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={copy.deposits.member}>
        <TextInput
          name="member"
          type="search"
          autoComplete="off"
          spellCheck={false}
          placeholder={copy.deposits.memberPlaceholder}
          maxLength={64}
          value={draft.member}
          onChange={set('member')}
        />
      </Field>
      <Field label={copy.deposits.currency}>
        <Select name="currency" value={draft.currency} onChange={set('currency')}>
          <option value="">{copy.deposits.anyCurrency}</option>
          {currencies.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={copy.deposits.from}>
        <TextInput name="from" type="date" value={draft.from} onChange={set('from')} />
      </Field>
      <Field label={copy.deposits.to} hint={copy.deposits.rangeHint} error={rangeError || undefined}>
        <TextInput ref={toRef} name="to" type="date" value={draft.to} onChange={set('to')} />
      </Field>
      <Button type="submit" className="col-span-2 desktop:col-span-1 desktop:mt-6.5">
        {copy.deposits.apply}
      </Button>
    </form>
  )
}
