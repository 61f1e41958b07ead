import { intlLocale } from './format-money.ts'

/**
 * An ISO 8601 instant as a person reads it in `timeZone`, in the words of
 * `locale` (`en_US` → `Nov 22, 2026, 10:00 AM`); with `zone`, the zone's
 * offset follows (`GMT-4`). Text that is not a date, or a zone Intl does not
 * know, is shown as given.
 */
export function formatDateTime(iso: string, timeZone: string, locale: string, { zone = false } = {}): string {
  const instant = new Date(iso)
  if (Number.isNaN(instant.getTime())) return iso
  try {
    return new Intl.DateTimeFormat(intlLocale(locale), {
      timeZone,
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      ...(zone ? { timeZoneName: 'shortOffset' } : {}),
    }).format(instant)
  } catch {
    // An unknown time zone: Intl throws RangeError.
    return iso
  }
}
