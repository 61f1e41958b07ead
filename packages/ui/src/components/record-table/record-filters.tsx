import { RECORD_RANGE_MAX_DAYS, siteDayRange, type DateRangeError } from '@lobby/domain'
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { FormField, inputVariants, TextInput } from '../../primitives/field/field.tsx'

/** Two site days (`YYYY-MM-DD`, America/Caracas), both included. */
export interface RecordRange {
  start_date: string
  end_date: string
}

export interface RecordFiltersProps {
  /** The range of the rows shown: the date inputs start from it, and follow it when it changes. */
  range: RecordRange
  /** Called from Search once the range passes `siteDayRange`. */
  onSearch: (range: RecordRange) => void
  /** Fields before the dates, e.g. a `FilterSelect`. */
  children?: ReactNode
  /** A search is running: the button waits. */
  searching?: boolean
}

/**
 * The filters above a record table: the caller's fields, a start and an end
 * date and Search. The dates are checked here with `siteDayRange` (the start
 * not after the end, at most `RECORD_RANGE_MAX_DAYS` days); the failing date
 * is named and gets focus, and nothing is searched.
 */
export function RecordFilters({ range, onSearch, children, searching = false }: RecordFiltersProps) {
  const { t } = useText()
  const id = useId()
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

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (searching) return
    const checked = siteDayRange(values.start_date, values.end_date)
    if (!checked.ok) {
      setError(checked.field)
      inputs[checked.field].current?.focus()
      return
    }
    setError(undefined)
    onSearch({ start_date: values.start_date, end_date: values.end_date })
  }

  const dateField = (field: DateRangeError, label: string) => {
    const inputId = `${id}-${field}`
    const message = error === field ? t('fund.err_date_range', { days: RECORD_RANGE_MAX_DAYS }) : undefined
    return (
      <FormField slot="record-filters-date" inputId={inputId} label={label} error={message} className="min-w-0">
        <TextInput
          ref={inputs[field]}
          slot="record-filters-date-input"
          id={inputId}
          name={field}
          type="date"
          value={values[field]}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${inputId}-error` : undefined}
          onChange={(event) => {
            const value = event.currentTarget.value
            setValues((current) => ({ ...current, [field]: value }))
            if (error) setError(undefined)
          }}
        />
      </FormField>
    )
  }

  return (
    <form
      data-slot="record-filters"
      role="search"
      aria-label={t('fund.filters')}
      noValidate
      onSubmit={submit}
      className="grid grid-cols-2 items-start gap-3 desktop:grid-cols-[repeat(auto-fit,minmax(10rem,1fr))]"
    >
      {children ? <div className="col-span-2 min-w-0 desktop:col-span-1">{children}</div> : null}
      {dateField('start_date', t('fund.start_date'))}
      {dateField('end_date', t('fund.end_date'))}
      <Button
        type="submit"
        data-state={searching ? 'searching' : 'idle'}
        aria-disabled={searching || undefined}
        className={cn('col-span-2 desktop:col-span-1 desktop:mt-6.5 desktop:self-start', searching && 'opacity-70')}
      >
        {t('fund.search')}
      </Button>
    </form>
  )
}

/**
 * The house input's look for a `<select>`. A select always matches `:read-only`, so the input's faded
 * read-only look is undone; a disabled one fades instead.
 */
export function selectClassName(invalid = false): string {
  return cn(inputVariants({ invalid }), 'read-only:opacity-100 disabled:opacity-70')
}

export interface FilterSelectProps<Value extends string> {
  /** The field's label, already translated. */
  label: string
  /** The value chosen (controlled). */
  value: Value
  /** The choices, each with its text already translated. */
  options: readonly { value: Value; label: string }[]
  /** Called with the value a person picks. */
  onChange: (value: Value) => void
  /** Classes for the field (layout only). */
  className?: string
}

/** A labelled select among known values, as the record filters use. */
export function FilterSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: FilterSelectProps<Value>) {
  const id = useId()
  return (
    <FormField slot="filter-select" inputId={id} label={label} className={className}>
      <select
        id={id}
        data-slot="filter-select-input"
        value={value}
        onChange={(event) => {
          const next = options.find((option) => option.value === event.currentTarget.value)
          if (next) onChange(next.value)
        }}
        className={selectClassName()}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  )
}
