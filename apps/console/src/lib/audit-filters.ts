import { AUDIT_ACTION_FILTER } from '@lobby/domain'

/** A date input's value. */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** Whether `action` (trimmed) is a filter the audit call accepts; an empty one filters nothing and is fine. */
export function isActionFilter(action: string): boolean {
  const text = action.trim()
  return text === '' || AUDIT_ACTION_FILTER.test(text)
}

/**
 * The instant a day of the operator's calendar (`2026-11-20`, a date input's value) starts, or with `end` the
 * last millisecond it holds, as the ISO instant in UTC the audit call takes; undefined for no day.
 */
export function dayInstant(day: string, { end = false } = {}): string | undefined {
  const match = DAY.exec(day)
  if (!match) return undefined
  const [, year, month, date] = match.map(Number) as [number, number, number, number]
  const local = end ? new Date(year, month - 1, date, 23, 59, 59, 999) : new Date(year, month - 1, date)
  return Number.isNaN(local.getTime()) ? undefined : local.toISOString()
}

/** Whether a from / to pair of days is in order (either may be empty). */
export function isDayRange(from: string, to: string): boolean {
  return from === '' || to === '' || from <= to
}
