import { newestToast, TOAST_OFFSET_PX, UI_Z_INDEX_BASE, type Toast, type ToastType } from '@lobby/domain'
import { cva } from 'class-variance-authority'
import { useEffect, useEffectEvent, useState, type CSSProperties, type PointerEvent } from 'react'
import { createPortal } from 'react-dom'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../primitives/icon/icon.tsx'

/** Toasts sit above modals, whose overlay and content take the base and the step above it (spec section 9). */
const TOASTER_Z_INDEX = UI_Z_INDEX_BASE + 10
/** The count badge stops at 99 (spec section 9, badge max). */
const BADGE_MAX = 99

export const toasterVariants = cva([
  'pointer-events-none fixed flex flex-col gap-(--toast-offset)',
  // Mobile: edge to edge under the top edge (a phone has no room beside the header).
  'inset-x-(--toast-offset) top-(--toast-offset)',
  // Desktop: centred under the top edge, as wide as a sentence needs.
  'desktop:right-auto desktop:left-1/2 desktop:w-[min(28rem,calc(100%_-_2*var(--toast-offset)))] desktop:-translate-x-1/2',
])

export const toastVariants = cva(
  [
    'pointer-events-auto relative flex items-start gap-3 rounded-xl border bg-card py-3 pr-2 pl-3 shadow-lg',
    'text-sm text-card-foreground',
    'transition-[opacity,translate] duration-200 starting:-translate-y-2 starting:opacity-0',
    'motion-reduce:transition-none',
  ],
  {
    variants: {
      type: {
        success: 'border-success/40',
        info: 'border-primary/30',
        warning: 'border-warning/50',
        error: 'border-destructive/50',
      },
    },
    defaultVariants: { type: 'info' },
  },
)

export const toastIconVariants = cva('mt-px shrink-0', {
  variants: {
    type: { success: 'text-success', info: 'text-primary', warning: 'text-warning', error: 'text-destructive' },
  },
  defaultVariants: { type: 'info' },
})

export interface ToasterProps {
  /** The toasts to show, oldest first (the domain's `addToast` list). */
  toasts: readonly Toast[]
  /**
   * Asks to remove a toast: its close button, its time running out, or Esc
   * for the newest. The Toaster never removes one itself.
   */
  onDismiss: (id: string) => void
  /** Element to portal into instead of `document.body`, e.g. a story frame. */
  portalContainer?: HTMLElement | null
  /** Classes for the stack (layout only). */
  className?: string
}

/**
 * The site's toasts (spec sections 4 and 9): one per message, newest last,
 * 16 px from the top and from each other, above modals. Each asks to be
 * dismissed after its `durationMs` (0: never); the wait starts again when
 * its count grows, and pauses while the pointer or focus is on it. Esc asks
 * to dismiss the newest, and is kept from a dialog underneath, so one press
 * closes one thing. The stack is an aria-live region: polite, while an error
 * is announced at once (role `alert`). Controlled: it MUST NOT drop a toast
 * by itself; the caller removes it on `onDismiss`.
 */
export function Toaster({ toasts, onDismiss, portalContainer, className }: ToasterProps) {
  const { t } = useText()
  const newest = newestToast(toasts)
  const dismissNewest = useEffectEvent((event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.isComposing || !newest) return
    // Window capture runs before a dialog's own Esc listener (Radix listens on the document).
    event.stopPropagation()
    event.preventDefault()
    onDismiss(newest.id)
  })
  const shown = newest !== null
  useEffect(() => {
    if (!shown) return
    window.addEventListener('keydown', dismissNewest, { capture: true })
    return () => window.removeEventListener('keydown', dismissNewest, { capture: true })
  }, [shown])

  const style = { '--toast-offset': `${TOAST_OFFSET_PX}px`, zIndex: TOASTER_Z_INDEX } as CSSProperties
  // The live region stays mounted, so a toast added to it is announced; a modal's aria-hidden skips aria-live elements.
  return createPortal(
    <section
      data-slot="toaster"
      aria-label={t('toast.region')}
      aria-live="polite"
      aria-relevant="additions text"
      style={style}
      className={cn(toasterVariants(), className)}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
      ))}
    </section>,
    portalContainer ?? document.body,
  )
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  const { t } = useText()
  const { id, type, text, durationMs, count } = toast
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const paused = hovered || focused
  const expire = useEffectEvent(() => onDismiss(id))
  // `count` is a dependency on purpose: a repeat of the message gives it its full time again.
  useEffect(() => {
    if (durationMs <= 0 || paused) return
    const timer = setTimeout(expire, durationMs)
    return () => clearTimeout(timer)
  }, [durationMs, count, paused])

  // A click on a toast is not a click outside an open dialog (Radix closes on a document pointerdown).
  const keepFromDialog = (event: PointerEvent) => event.stopPropagation()

  return (
    <div
      data-slot="toast"
      data-variant={type}
      data-state={paused ? 'paused' : 'running'}
      // Errors interrupt (assertive); the others are read in turn through the stack's polite region.
      role={type === 'error' ? 'alert' : undefined}
      onPointerDown={keepFromDialog}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
      }}
      className={toastVariants({ type })}
    >
      <span data-slot="toast-icon" className={toastIconVariants({ type })}>
        <ToastIcon type={type} />
      </span>
      <p data-slot="toast-text" className="min-w-0 flex-1 py-0.5 leading-5 break-words">
        <span className="sr-only">{t(`toast.type_${type}`)}: </span>
        {text}
      </p>
      {count > 1 ? (
        <span
          data-slot="toast-count"
          className={cn(
            'absolute -top-2 -left-2 grid h-5 min-w-5 place-items-center rounded-full px-1.5',
            'bg-destructive text-xs leading-none font-semibold text-destructive-foreground tabular-nums shadow-sm',
          )}
        >
          <span aria-hidden="true">{count > BADGE_MAX ? `${BADGE_MAX}+` : count}</span>
          <span className="sr-only">{t('toast.repeated', { count })}</span>
        </span>
      ) : null}
      <button
        type="button"
        data-slot="toast-close"
        aria-label={t('toast.close')}
        onClick={() => onDismiss(id)}
        className={cn(
          '-my-1 grid size-8 shrink-0 place-items-center rounded-full text-muted-foreground transition-colors',
          'hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        )}
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  )
}

/** One outline icon per type: a tick, an i, a triangle, a cross, each in a circle or triangle. */
const TOAST_ICON = { success: SuccessIcon, info: InfoIcon, warning: WarningIcon, error: ErrorIcon } as const

function ToastIcon({ type }: { type: ToastType }) {
  const Glyph = TOAST_ICON[type]
  return <Glyph className="size-5" />
}
