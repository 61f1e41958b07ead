import { DEFAULT_DATE_TIME_ZONE } from '@lobby/domain'
import type { Translate } from '../../text/create-translator.ts'
import { useText } from '../../text/text-provider.tsx'
import { intlLocale } from '../../lib/format-money.ts'
import { AlertDialog } from '../../primitives/modal/alert-dialog.tsx'

export interface MaintenanceDialogProps {
  /** Whether the dialog is shown (controlled). It never closes itself. */
  open: boolean
  /** Called with `false` on OK, Esc or a click outside. */
  onOpenChange: (open: boolean) => void
  /** The provider in maintenance, when known. */
  providerName?: string
  /** Start of the maintenance, ISO 8601 (UTC), as `play1`'s 203 answer gives it. */
  startAt: string
  /** End of the maintenance, ISO 8601 (UTC). */
  endAt: string
  /** IANA time zone the interval is shown in; defaults to the spec's `DEFAULT_DATE_TIME_ZONE` (America/Caracas). */
  timeZone?: string
  /** Locale of the zone's name (`en_US`, `zh_CN`); defaults to the text's locale. */
  locale?: string
  /** Called from the Customer service button; without it there is no such button. */
  onCustomerService?: () => void
  /** Element to portal into instead of `document.body`. */
  portalContainer?: HTMLElement | null
}

/**
 * A game's provider is in maintenance (`play1` code 203): the game is closed,
 * and this says until when, in the site's time zone, with a way to reach
 * customer service.
 */
export function MaintenanceDialog({
  open,
  onOpenChange,
  providerName,
  startAt,
  endAt,
  timeZone = DEFAULT_DATE_TIME_ZONE,
  locale,
  onCustomerService,
  portalContainer,
}: MaintenanceDialogProps) {
  const { t, locale: textLocale } = useText()
  const interval = formatMaintenanceInterval(startAt, endAt, timeZone, locale ?? textLocale, t)
  return (
    <AlertDialog
      open={open}
      onOpenChange={onOpenChange}
      portalContainer={portalContainer}
      title={providerName ? t('maintenance.title_named', { provider: providerName }) : t('maintenance.title')}
      description={t('maintenance.body')}
      cancel={onCustomerService ? { label: t('maintenance.customer_service'), onClick: onCustomerService } : undefined}
      confirm={{ label: t('maintenance.ok'), onClick: () => onOpenChange(false) }}
    >
      <dl data-slot="maintenance-dialog-interval" className="rounded-lg border bg-muted px-4 py-3 text-sm">
        <dt className="text-muted-foreground">{t('maintenance.time')}</dt>
        <dd className="mt-1 font-semibold break-words text-foreground tabular-nums">{interval}</dd>
      </dl>
    </AlertDialog>
  )
}

/**
 * `2026-11-22 10:00 – 12:00 (GMT-4)`: start and end in `timeZone`, the end's
 * date only when it falls on another day, then the zone's offset (named in
 * `locale`). Unreadable dates or an unknown zone are shown as given.
 */
export function formatMaintenanceInterval(
  startAt: string,
  endAt: string,
  timeZone: string,
  locale: string,
  t: Translate,
): string {
  const raw = () => t('maintenance.interval', { start: startAt, end: endAt, zone: timeZone })
  const start = new Date(startAt)
  const end = new Date(endAt)
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return raw()
  try {
    return formatValid(start, end, timeZone, locale, t)
  } catch {
    // An unknown time zone or locale: Intl throws RangeError.
    return raw()
  }
}

function formatValid(start: Date, end: Date, timeZone: string, locale: string, t: Translate): string {
  const from = dateParts(start, timeZone)
  const to = dateParts(end, timeZone)
  const zone =
    new Intl.DateTimeFormat(intlLocale(locale), { timeZone, timeZoneName: 'shortOffset' })
      .formatToParts(start)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  return t('maintenance.interval', {
    start: `${from.date} ${from.time}`,
    end: to.date === from.date ? to.time : `${to.date} ${to.time}`,
    zone,
  })
}

/** `YYYY-MM-DD` and `HH:mm` (24 h) of an instant in a time zone. */
function dateParts(instant: Date, timeZone: string): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` }
}
