import { ADJUSTMENT_STATUSES, type AdjustmentStatus } from '@lobby/api'
import { Button, Field, Select, TextInput } from '@lobby/ui'
import { useState, type FormEvent } from 'react'
import { copy } from '../../copy.ts'

const text = copy.adjustments

/** The statuses the queue filters by; `all` for every one (pending first). */
export type AdjustmentStatusFilter = 'all' | AdjustmentStatus

export const ADJUSTMENT_STATUS_FILTERS: readonly AdjustmentStatusFilter[] = ['all', ...ADJUSTMENT_STATUSES]

/** What the queue shows: a status (all by default, pending first) and, if given, one member's account. */
export interface AdjustmentFilter {
  status: AdjustmentStatusFilter
  /** A member's account; empty for every member. */
  member: string
}

/** The filters above the queue; they apply together, from Apply filters (or Enter). */
export function AdjustmentFilters({
  filter,
  onFilter,
}: {
  filter: AdjustmentFilter
  onFilter: (filter: AdjustmentFilter) => void
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
      aria-label={text.filters}
      noValidate
      onSubmit={submit}
      className="grid grid-cols-2 items-end gap-3 desktop:grid-cols-[12rem_16rem_auto] desktop:justify-start"
    >
      <Field label={text.status}>
        <Select
          name="status"
          value={status}
          onChange={(event) => setStatus(event.target.value as AdjustmentStatusFilter)}
        >
          {ADJUSTMENT_STATUS_FILTERS.map((value) => (
            <option key={value} value={value}>
              {text.statuses[value]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={text.member}>
        <TextInput
          name="member"
          type="search"
          autoComplete="off"
          spellCheck={false}
          placeholder={text.memberPlaceholder}
          maxLength={64}
          value={member}
          onChange={(event) => setMember(event.target.value)}
        />
      </Field>
      <Button type="submit" className="col-span-2 desktop:col-span-1">
        {text.apply}
      </Button>
    </form>
  )
}
