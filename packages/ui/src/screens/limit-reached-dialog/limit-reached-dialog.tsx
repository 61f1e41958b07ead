import { DEFAULT_DATE_TIME_ZONE } from '@lobby/domain'
import { formatDateTime } from '../../lib/format-date-time.ts'
import type { Translate } from '../../text/create-translator.ts'
import { useText } from '../../text/text-provider.tsx'
import { AlertDialog } from '../../primitives/modal/alert-dialog.tsx'

/**
 * Why play is refused: a launch refused by the loss (171), wager (172) or session time limit (173), or the open game
 * stopped by the server because the session time limit ran out (`game.stop`).
 */
export const LIMIT_REACHED_REASONS = ['loss', 'wager', 'session', 'stopped'] as const
export type LimitReachedReason = (typeof LIMIT_REACHED_REASONS)[number]

export interface LimitReachedDialogProps {
  /** Whether the dialog is shown (controlled). It never closes itself. */
  open: boolean
  /** Called with `false` on Close, Esc or a click outside. */
  onOpenChange: (open: boolean) => void
  /** Which limit refused play, or `stopped` when the server stopped the open game. */
  reason: LimitReachedReason
  /**
   * The server's own words, already in the member's language (what is left, when it renews); empty or absent: a
   * text of ours for the reason.
   */
  message?: string
  /** When the limit renews and play is possible again, ISO 8601 (UTC); absent: no such line. */
  renewsAt?: string
  /** IANA time zone the renewal is shown in; defaults to the site's (`DEFAULT_DATE_TIME_ZONE`, America/Caracas). */
  timeZone?: string
  /** Responsible gaming: the caller takes the member to their limits; without it there is no such button. */
  onOpenSettings?: () => void
  /** Element to portal into instead of `document.body`. */
  portalContainer?: HTMLElement | null
}

/** The dialog's title and description: the server's message when there is one, else ours for the reason. */
export function limitReachedCopy(
  t: Translate,
  reason: LimitReachedReason,
  message?: string,
): { title: string; description: string } {
  return {
    title: t(`limit_reached.title_${reason}`),
    description: message?.trim() || t(`limit_reached.body_${reason}`),
  }
}

/**
 * A limit of the member's stops play (issue 25): a game launch refused by the loss, wager or session time limit, or the
 * open game stopped when the session time limit ran out. Says which, in the server's words when it gave them, and from
 * when the member can play again on the site's clock (with its UTC offset), with a way to their limits (Responsible
 * gaming) and Close. The caller owns `open` and where Responsible gaming leads.
 */
export function LimitReachedDialog({
  open,
  onOpenChange,
  reason,
  message,
  renewsAt,
  timeZone = DEFAULT_DATE_TIME_ZONE,
  onOpenSettings,
  portalContainer,
}: LimitReachedDialogProps) {
  const { t, locale } = useText()
  const { title, description } = limitReachedCopy(t, reason, message)
  return (
    <AlertDialog
      open={open}
      onOpenChange={onOpenChange}
      portalContainer={portalContainer}
      title={title}
      // The server's messages start in lower case (they also end sentences of their own): the first letter is raised.
      description={<span className="block break-words first-letter:uppercase">{description}</span>}
      cancel={onOpenSettings ? { label: t('limit_reached.settings'), onClick: onOpenSettings } : undefined}
      confirm={{ label: t('limit_reached.close'), onClick: () => onOpenChange(false) }}
    >
      {renewsAt ? (
        <dl data-slot="limit-reached-dialog-renewal" className="rounded-lg border bg-muted px-4 py-3 text-sm">
          <dt className="text-muted-foreground">{t('limit_reached.renews')}</dt>
          <dd className="mt-1 font-semibold break-words text-foreground tabular-nums">
            <time dateTime={renewsAt}>{formatDateTime(renewsAt, timeZone, locale, { zone: true })}</time>
          </dd>
        </dl>
      ) : null}
    </AlertDialog>
  )
}
