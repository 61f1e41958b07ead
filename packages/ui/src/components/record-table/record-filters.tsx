import type { ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { Field } from '../../primitives/field/field.tsx'
import { Select } from '../../primitives/field/select.tsx'
import { useRangeDates, type RecordRange } from './record-range.ts'
import { RangeDateFields } from './range-date-fields.tsx'

export type { RecordRange } from './record-range.ts'

/** The grid of a range form: two columns on a phone, as many as fit on desktop. */
export const rangeFormGridClassName =
  'grid grid-cols-2 items-start gap-3 desktop:grid-cols-[repeat(auto-fit,minmax(10rem,1fr))]'
/** A range form's Search: the full width on a phone, level with the inputs on desktop. */
export const rangeFormSubmitClassName = 'col-span-2 desktop:col-span-1 desktop:mt-6.5 desktop:self-start'

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
  const dates = useRangeDates(range)

  return (
    <form
      data-slot="record-filters"
      role="search"
      aria-label={t('fund.filters')}
      noValidate
      onSubmit={dates.handleSubmit(onSearch, searching)}
      className={rangeFormGridClassName}
    >
      {children ? <div className="col-span-2 min-w-0 desktop:col-span-1">{children}</div> : null}
      <RangeDateFields dates={dates} />
      <Button
        type="submit"
        data-state={searching ? 'searching' : 'idle'}
        aria-disabled={searching || undefined}
        className={cn(rangeFormSubmitClassName, searching && 'opacity-70')}
      >
        {t('fund.search')}
      </Button>
    </form>
  )
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

/** A labelled select among known values, as the record filters use (a `Field` around the `Select` primitive). */
export function FilterSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: FilterSelectProps<Value>) {
  return (
    <Field label={label} className={className}>
      <Select
        value={value}
        onChange={(event) => {
          const next = options.find((option) => option.value === event.currentTarget.value)
          if (next) onChange(next.value)
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  )
}
