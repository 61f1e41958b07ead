/** A `datetime-local` input's value: `2026-11-20T16:30`, optionally with seconds and milliseconds. */
const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/

const two = (value: number) => String(value).padStart(2, '0')

/**
 * The instant a `datetime-local` value names on the operator's clock (the browser's time zone), as the ISO instant
 * in UTC the API takes (`2026-11-20T15:30:00.000Z`); undefined for an empty value or one that is not a time.
 */
export function localInstant(value: string): string | undefined {
  const match = LOCAL_TIME.exec(value.trim())
  if (!match) return undefined
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [number, number, number, number, number]
  const second = Number(match[6] ?? 0)
  const ms = Number((match[7] ?? '0').padEnd(3, '0'))
  if (hour > 23 || minute > 59 || second > 59) return undefined
  const local = new Date(year, month - 1, day, hour, minute, second, ms)
  // `new Date` rolls 31 November over into December: a day out of its month is not a time.
  if (local.getFullYear() !== year || local.getMonth() !== month - 1 || local.getDate() !== day) return undefined
  return local.toISOString()
}

/**
 * An ISO instant as a `datetime-local` value on the operator's clock, to the minute (`2026-11-20T16:30`); empty for
 * null or text that is not a date.
 */
export function localInputValue(iso: string | null): string {
  if (iso === null) return ''
  const instant = new Date(iso)
  if (Number.isNaN(instant.getTime())) return ''
  return `${instant.getFullYear()}-${two(instant.getMonth() + 1)}-${two(instant.getDate())}T${two(instant.getHours())}:${two(instant.getMinutes())}`
}

/**
 * The instant a `datetime-local` field stands for when a form is sent: `original` while the field still shows it
 * (the input holds minutes only, so an untouched field must not move the instant by its seconds), else the field's
 * own value; undefined for an empty field or one that is not a time.
 */
export function fieldInstant(value: string, original: string | null = null): string | undefined {
  if (original !== null && value !== '' && value === localInputValue(original)) return original
  return localInstant(value)
}
