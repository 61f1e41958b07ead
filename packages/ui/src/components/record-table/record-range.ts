import { siteDayRange, type DateRangeError } from '@lobby/domain'
import { useRef, useState, type FormEvent, type RefObject } from 'react'

/** Two site days (`YYYY-MM-DD`, America/Caracas), both included. */
export interface RecordRange {
  start_date: string
  end_date: string
}

/** The typed dates of a range form and its check, as `useRangeDates` keeps them. */
export interface RangeDates {
  /** The dates as typed. */
  values: RecordRange
  /** The date `siteDayRange` refused at the last check, if any. */
  error: DateRangeError | undefined
  /** The two inputs, to focus the refused one. */
  inputs: Record<DateRangeError, RefObject<HTMLInputElement | null>>
  /** A person typed a date: it is kept and the last refusal is dropped. */
  setDate: (field: DateRangeError, value: string) => void
  /** The form searches `range` itself (a preset): the inputs show it and the refusal is dropped. */
  reset: (range: RecordRange) => void
  /** The typed range if `siteDayRange` passes it; else `null`, with the refused date named and focused. */
  check: () => RecordRange | null
  /** The form's `onSubmit`: `onValid` with the range once `check` passes; nothing at all while `skip` (a search runs). */
  handleSubmit: (onValid: (range: RecordRange) => void, skip?: boolean) => (event: FormEvent<HTMLFormElement>) => void
}

/**
 * The state of a form of two site days (the record filters, a report's range): the dates start from `range` and
 * follow it when the caller's range changes; `check` applies `siteDayRange` (the start not after the end, at most
 * `RECORD_RANGE_MAX_DAYS` days).
 */
export function useRangeDates(range: RecordRange): RangeDates {
  const given: RecordRange = { start_date: range.start_date, end_date: range.end_date }
  const [values, setValues] = useState(given)
  const [shown, setShown] = useState(given)
  const [error, setError] = useState<DateRangeError | undefined>()
  const inputs = { start_date: useRef<HTMLInputElement>(null), end_date: useRef<HTMLInputElement>(null) }

  // A new range from the caller (a reset, a search elsewhere) replaces what was typed.
  if (shown.start_date !== given.start_date || shown.end_date !== given.end_date) {
    setShown(given)
    setValues(given)
    setError(undefined)
  }

  const check = () => {
    const checked = siteDayRange(values.start_date, values.end_date)
    if (!checked.ok) {
      setError(checked.field)
      inputs[checked.field].current?.focus()
      return null
    }
    setError(undefined)
    return { start_date: values.start_date, end_date: values.end_date }
  }

  return {
    values,
    error,
    inputs,
    setDate: (field, value) => {
      setValues((current) => ({ ...current, [field]: value }))
      if (error) setError(undefined)
    },
    reset: (next) => {
      setValues(next)
      setError(undefined)
    },
    check,
    handleSubmit:
      (onValid, skip = false) =>
      (event) => {
        event.preventDefault()
        if (skip) return
        const checked = check()
        if (checked) onValid(checked)
      },
  }
}
