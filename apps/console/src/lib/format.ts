const instantFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
})

/**
 * An ISO instant as an operator reads it: in the browser's time zone, with the zone named (`Nov 20, 2026,
 * 16:30:00 GMT+1`), so two operators in different places can compare what they see. Text that is not a date is
 * shown as given.
 */
export function formatInstant(iso: string): string {
  const instant = new Date(iso)
  return Number.isNaN(instant.getTime()) ? iso : instantFormat.format(instant)
}

/** How a screen writes an instant; stories pass a fixed one so their text does not depend on the machine's zone. */
export type FormatInstant = (iso: string) => string
