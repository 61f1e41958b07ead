import { cva } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { UnreadBadge } from '../unread-badge/unread-badge.tsx'
import { InboxIcon, RouletteIcon } from '../../primitives/icon/icon.tsx'

export interface ActivityShortcutsProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Unread letters: the inbox button's badge (up to 99, then `99+`). */
  unreadCount: number
  onOpenLetters: () => void
  /** Shown while a red envelope runs that the member has not claimed yet. */
  onOpenEnvelope?: () => void
  /** Shown while a roulette runs. */
  onOpenRoulette?: () => void
  /**
   * `header`: a row beside the balance (desktop). `floating`: a column fixed at
   * the bottom right, above the mobile footer bar, where a phone's narrow
   * header has no room left.
   */
  placement?: 'header' | 'floating'
}

const placementVariants = cva('flex items-center', {
  variants: {
    placement: {
      header: 'gap-1',
      floating:
        'fixed right-3 bottom-24 z-[1900] flex-col gap-1 rounded-2xl border border-border bg-card/95 p-1 shadow-lg',
    },
  },
  defaultVariants: { placement: 'header' },
})

const shortcutVariants = cva([
  'relative inline-flex items-center justify-center rounded-lg text-foreground transition-colors hover:bg-muted',
  'focus-visible:outline-2 focus-visible:outline-ring [&_svg]:pointer-events-none [&_svg]:shrink-0',
  'size-8 desktop:size-10 [&_svg]:size-[1.125rem] desktop:[&_svg]:size-5',
])

function EnvelopeIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <rect x="5" y="2" width="14" height="20" rx="2" fill="#c62828" />
      <path d="M5 8q7 5 14 0" fill="none" stroke="#f5c542" strokeWidth="1.6" />
      <circle cx="12" cy="11" r="2.4" fill="#f5c542" />
    </svg>
  )
}

/**
 * A member's activity buttons beside the balance: the inbox with its unread
 * badge, and, while they run, the red envelope and the roulette.
 */
export function ActivityShortcuts({
  unreadCount,
  onOpenLetters,
  onOpenEnvelope,
  onOpenRoulette,
  placement = 'header',
  className,
  ...props
}: ActivityShortcutsProps) {
  const { t } = useText()
  const button = shortcutVariants()
  return (
    <div
      data-slot="activity-shortcuts"
      data-placement={placement}
      className={cn(placementVariants({ placement }), className)}
      {...props}
    >
      {onOpenEnvelope ? (
        <button
          type="button"
          className={button}
          onClick={onOpenEnvelope}
          aria-label={t('red_envelope.title')}
          aria-haspopup="dialog"
        >
          <EnvelopeIcon />
        </button>
      ) : null}
      {onOpenRoulette ? (
        <button
          type="button"
          className={button}
          onClick={onOpenRoulette}
          aria-label={t('roulette.title')}
          aria-haspopup="dialog"
        >
          <RouletteIcon />
        </button>
      ) : null}
      {/* The badge sits beside the button, not in it: the button's name stays "Inbox", the badge names its count. */}
      <span className="relative inline-flex">
        <button
          type="button"
          data-slot="letters-button"
          className={button}
          onClick={onOpenLetters}
          aria-label={t('letter.title')}
          aria-haspopup="dialog"
        >
          <InboxIcon />
        </button>
        <UnreadBadge count={unreadCount} size="sm" className="pointer-events-none absolute -top-0.5 -right-0.5" />
      </span>
    </div>
  )
}
