import { RECORD_RANGE_MAX_DAYS, type DateRangeError } from '@lobby/domain'
import type { ReactNode } from 'react'
import { useText } from '../../text/text-provider.tsx'
import { Field } from '../../primitives/field/field.tsx'
import { TextInput } from '../../primitives/field/text-input.tsx'
import type { RangeDates } from './record-range.ts'

export interface RangeDateFieldsProps {
  /** The form's dates (`useRangeDates`). */
  dates: RangeDates
  /** A message of the caller's for a date (e.g. the server's refusal), shown when the check refused nothing there. */
  message?: (field: DateRangeError) => ReactNode
  /** Called after a person edits a date (e.g. to drop the caller's message on it). */
  onEdit?: (field: DateRangeError) => void
}

const FIELDS = [
  ['start_date', 'fund.start_date'],
  ['end_date', 'fund.end_date'],
] as const

/**
 * The start and end date inputs of a range form (the record filters, a report's range), each a `Field`.
 *
 * Contract
 * - MUST show the check's refusal (`fund.err_date_range`, with `RECORD_RANGE_MAX_DAYS`) on the date it names,
 *   announced and described by the `Field`; else the caller's `message` for that date.
 * - MUST keep what is typed in `dates` (`setDate`) and give `dates.inputs` the inputs, so a refused date gets focus.
 * - MUST NOT check or search: the form does (`dates.check()` on submit).
 * - Renders the two fields only: the form's grid places them.
 */
export function RangeDateFields({ dates, message, onEdit }: RangeDateFieldsProps) {
  const { t } = useText()
  return FIELDS.map(([field, label]) => (
    <Field
      key={field}
      label={t(label)}
      error={dates.error === field ? t('fund.err_date_range', { days: RECORD_RANGE_MAX_DAYS }) : message?.(field)}
      className="min-w-0"
    >
      <TextInput
        ref={dates.inputs[field]}
        name={field}
        type="date"
        value={dates.values[field]}
        onChange={(event) => {
          dates.setDate(field, event.currentTarget.value)
          onEdit?.(field)
        }}
      />
    </Field>
  ))
}
