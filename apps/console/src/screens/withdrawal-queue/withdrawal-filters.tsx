import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@lobby/domain'
import { Button, Field, Select, TextInput } from '@lobby/ui'
import { useState, type FormEvent } from 'react'
import { copy } from '../../copy.ts'

/** The statuses the queue filters by; `all` for every one. */
export type WithdrawalStatusFilter = 'all' | WithdrawalStatus

export const WITHDRAWAL_STATUS_FILTERS: readonly WithdrawalStatusFilter[] = [...WITHDRAWAL_STATUSES, 'all']

/** What the queue shows: a status (pending by default) and, if given, one member's account. */
export interface WithdrawalFilter {
  status: WithdrawalStatusFilter
  /** A member's account; empty for every member. */
  member: string
}

/** The filters above the queue; they apply together, from Apply filters (or Enter). */
export function WithdrawalFilters({
  filter,
  onFilter,
}: {
  filter: WithdrawalFilter
  onFilter: (filter: WithdrawalFilter) => void
}) {
  const [status, setStatus] = useState(filter.status)
  const [member, setMember] = useState(filter.member)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onFilter({ status, member: member.trim() })
  }
  return (
    <form
      role="search"
      aria-label={copy.withdrawals.filters}
      noValidate
      onSubmit={submit}
      className="grid grid-cols-2 items-end gap-3 desktop:grid-cols-[12rem_16rem_auto] desktop:justify-start"
    >
      <Field label={copy.withdrawals.status}>
        <Select
          name="status"
          value={status}
          onChange={(event) => setStatus(event.target.value as WithdrawalStatusFilter)}
        >
          {WITHDRAWAL_STATUS_FILTERS.map((value) => (
            <option key={value} value={value}>
              {copy.withdrawals.statuses[value]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={copy.withdrawals.member}>
        <TextInput
          name="member"
          type="search"
          autoComplete="off"
          spellCheck={false}
          placeholder={copy.withdrawals.memberPlaceholder}
          maxLength={64}
          value={member}
          onChange={(event) => setMember(event.target.value)}
        />
      </Field>
      <Button type="submit" className="col-span-2 desktop:col-span-1">
        {copy.withdrawals.apply}
      </Button>
    </form>
  )
}
