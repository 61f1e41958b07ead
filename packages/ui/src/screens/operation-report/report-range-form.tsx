import {
  RECORD_RANGE_MAX_DAYS,
  REPORT_RANGE_PRESETS,
  reportPresetRange,
  type DateRangeError,
  type ReportRangePreset,
} from '@lobby/domain'
import { useState } from 'react'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { messageText } from '../../lib/message-text.ts'
import { useRangeDates, type RecordRange } from '../../components/record-table/record-range.ts'
import { RangeDateFields } from '../../components/record-table/range-date-fields.tsx'
import { rangeFormGridClassName, rangeFormSubmitClassName } from '../../components/record-table/record-filters.tsx'

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
  const dates = useRangeDates(range)
  const [serverError, setServerError] = useState(rangeError)
  const [serverGiven, setServerGiven] = useState(rangeError)

  // A new refusal from the server is shown again, even after an edit hid the last one.
  if (serverGiven !== rangeError) {
    setServerGiven(rangeError)
    setServerError(rangeError)
  }

  const search = (next: RecordRange) => {
    dates.reset(next)
    setServerError(null)
    onSearch(next)
  }

  // `fund.err_date_range` names the most days; a server key without `{days}` ignores it.
  const serverMessage = (field: DateRangeError) =>
    serverError?.field === field
      ? messageText(serverError.message, (key) => t(key, { days: RECORD_RANGE_MAX_DAYS }))
      : undefined

  return (
    <div data-slot="report-range-form" className="flex min-w-0 flex-col gap-3">
      <div
        role="group"
        aria-label={t('agent_report.presets')}
        data-slot="report-range-form-presets"
        className="flex flex-wrap gap-2"
      >
        {RANGE_PRESETS.map((preset) => {
          const presetDates = presetRange(preset, today)
          const active = presetDates.start_date === range.start_date && presetDates.end_date === range.end_date
          return (
            <Button
              key={preset}
              data-state={active ? 'on' : 'off'}
              variant={active ? 'primary' : 'outline'}
              size="sm"
              aria-pressed={active}
              onClick={() => search(presetDates)}
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
        onSubmit={dates.handleSubmit(search)}
        className={rangeFormGridClassName}
      >
        <RangeDateFields
          dates={dates}
          message={serverMessage}
          onEdit={(field) => {
            if (serverError?.field === field) setServerError(null)
          }}
        />
        <Button type="submit" className={rangeFormSubmitClassName}>
          {t('fund.search')}
        </Button>
      </form>
    </div>
  )
}
