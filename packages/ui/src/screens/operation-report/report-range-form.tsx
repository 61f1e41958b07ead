import {
  RECORD_RANGE_MAX_DAYS,
  REPORT_RANGE_PRESETS,
  reportPresetRange,
  siteDayRange,
  type DateRangeError,
  type ReportRangePreset,
} from '@lobby/domain'
import { useId, useRef, useState, type FormEvent } from 'react'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { FormField, TextInput } from '../../primitives/field/field.tsx'
import { messageText } from '../../lib/message-text.ts'
import type { RecordRange } from '../../components/record-table/record-filters.tsx'

/** The presets, in order (the rule is `@lobby/domain`'s `REPORT_RANGE_PRESETS`). */
export const RANGE_PRESETS = REPORT_RANGE_PRESETS
export type RangePreset = ReportRangePreset

/** The site days of a preset, seen from the site day `today` (`YYYY-MM-DD`): `@lobby/domain`'s `reportPresetRange`. */
export const presetRange: (preset: RangePreset, today: string) => RecordRange = reportPresetRange

/** The server's refusal of a date: the field it names and a message key or text. */
export interface ReportRangeError {
  field: DateRangeError
  message: string
}

export interface ReportRangeFormProps {
  /** The range of the figures shown: the inputs start from it and follow it when it changes. */
  range: RecordRange
  /** The site day the presets count from. */
  today: string
  /** Called from a preset, or from Search once the dates pass `siteDayRange`. */
  onSearch: (range: RecordRange) => void
  /** The server's refusal of the range, shown on the field it names until that field is edited. */
  rangeError?: ReportRangeError | null
}

/**
 * The two site days of a report, with presets (today, yesterday, the last 7
 * days, this month) that search at once. Typed dates are checked with
 * `siteDayRange` like the record filters (start not after end, at most
 * `RECORD_RANGE_MAX_DAYS` days): the failing date is named, gets focus and
 * nothing is searched.
 */
export function ReportRangeForm({ range, today, onSearch, rangeError = null }: ReportRangeFormProps) {
  const { t } = useText()
  const id = useId()
  const given: RecordRange = { start_date: range.start_date, end_date: range.end_date }
  const [values, setValues] = useState(given)
  const [shown, setShown] = useState(given)
  const [error, setError] = useState<DateRangeError | undefined>()
  const [serverError, setServerError] = useState(rangeError)
  const [serverGiven, setServerGiven] = useState(rangeError)
  const inputs = { start_date: useRef<HTMLInputElement>(null), end_date: useRef<HTMLInputElement>(null) }

  // A new range from the caller (a search, a preset) replaces what was typed.
  if (shown.start_date !== given.start_date || shown.end_date !== given.end_date) {
    setShown(given)
    setValues(given)
    setError(undefined)
  }
  // A new refusal from the server is shown again, even after an edit hid the last one.
  if (serverGiven !== rangeError) {
    setServerGiven(rangeError)
    setServerError(rangeError)
  }

  const search = (next: RecordRange) => {
    setValues(next)
    setError(undefined)
    setServerError(null)
    onSearch(next)
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const checked = siteDayRange(values.start_date, values.end_date)
    if (!checked.ok) {
      setError(checked.field)
      inputs[checked.field].current?.focus()
      return
    }
    search({ start_date: values.start_date, end_date: values.end_date })
  }

  // `fund.err_date_range` names the most days; a server key without `{days}` ignores it.
  const translate = (key: string) => t(key, { days: RECORD_RANGE_MAX_DAYS })
  const messageOf = (field: DateRangeError) =>
    error === field
      ? translate('fund.err_date_range')
      : serverError?.field === field
        ? messageText(serverError.message, translate)
        : undefined

  const dateField = (field: DateRangeError, label: string) => {
    const inputId = `${id}-${field}`
    const message = messageOf(field)
    return (
      <FormField
        slot={`report-range-form-${field}`}
        inputId={inputId}
        label={label}
        error={message}
        className="min-w-0"
      >
        <TextInput
          ref={inputs[field]}
          slot={`report-range-form-${field}-input`}
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
            if (serverError?.field === field) setServerError(null)
          }}
        />
      </FormField>
    )
  }

  return (
    <div data-slot="report-range-form" className="flex min-w-0 flex-col gap-3">
      <div
        role="group"
        aria-label={t('agent_report.presets')}
        data-slot="report-range-form-presets"
        className="flex flex-wrap gap-2"
      >
        {RANGE_PRESETS.map((preset) => {
          const dates = presetRange(preset, today)
          const active = dates.start_date === range.start_date && dates.end_date === range.end_date
          return (
            <Button
              key={preset}
              data-state={active ? 'on' : 'off'}
              variant={active ? 'primary' : 'outline'}
              size="sm"
              aria-pressed={active}
              onClick={() => search(dates)}
            >
              {t(`agent_report.preset_${preset}`)}
            </Button>
          )
        })}
      </div>
      <form
        data-slot="report-range-form-filters"
        role="search"
        aria-label={t('fund.filters')}
        noValidate
        onSubmit={submit}
        className="grid grid-cols-2 items-start gap-3 desktop:grid-cols-[repeat(auto-fit,minmax(10rem,1fr))]"
      >
        {dateField('start_date', t('fund.start_date'))}
        {dateField('end_date', t('fund.end_date'))}
        <Button type="submit" className="col-span-2 desktop:col-span-1 desktop:mt-6.5 desktop:self-start">
          {t('fund.search')}
        </Button>
      </form>
    </div>
  )
}
