import * as Dialog from '@radix-ui/react-dialog'
import { cva, type VariantProps } from 'class-variance-authority'
import { useCallback, useRef, useState, type ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { CloseIcon } from '../icon/icon.tsx'

export const modalContentVariants = cva(
  [
    'fixed top-1/2 left-1/2 z-[2001] flex -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden',
    'border bg-card text-card-foreground shadow-2xl outline-none',
  ],
  {
    variants: {
      size: {
        sm: 'max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-sm rounded-2xl',
        md: 'max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-lg rounded-2xl',
        lg: 'max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-3xl rounded-2xl',
        xl: 'max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-5xl rounded-2xl',
        /** Edge to edge: a game or a mobile sheet. */
        full: 'h-full max-h-full w-full max-w-full rounded-none border-0',
      },
    },
    defaultVariants: { size: 'md' },
  },
)

export const modalHeaderVariants = cva('flex shrink-0 gap-3', {
  variants: {
    header: {
      default: 'items-start px-5 pt-4',
      /** One line at a fixed height, the title truncated: a toolbar over a full-size stage (a game). */
      bar: 'h-12 items-center border-b bg-card px-3 text-card-foreground desktop:h-14 desktop:px-5',
    },
  },
  defaultVariants: { header: 'default' },
})

export const modalTitleVariants = cva('font-semibold', {
  variants: {
    header: {
      default: 'text-lg leading-7 break-words',
      bar: 'truncate text-base desktop:text-lg',
    },
  },
  defaultVariants: { header: 'default' },
})

export interface ModalProps extends VariantProps<typeof modalContentVariants> {
  /** Whether the modal is shown (controlled). The modal never closes itself. */
  open: boolean
  /** Called with `false` when a person asks to close it (close button, Esc, a click outside). */
  onOpenChange: (open: boolean) => void
  /** Heading; names the dialog. */
  title: ReactNode
  /** Keep the title for assistive technology only. */
  hideTitle?: boolean
  /** Short text under the title; describes the dialog. */
  description?: ReactNode
  /** Body; scrolls inside the modal when it is taller than the space. */
  children?: ReactNode
  /** Actions pinned under the body. */
  footer?: ReactNode
  /** Rule lines between header, body and footer; off for short confirmations. */
  divided?: boolean
  /** Show the close (×) button. */
  showClose?: boolean
  /** `bar`: a one-line toolbar header (title truncated) for a full-size stage, e.g. a game; `default` otherwise. */
  header?: 'default' | 'bar'
  /** Controls in the header beside the title, before the close button (e.g. a game's Quit button). */
  actions?: ReactNode
  /**
   * Whether a click outside asks to close (`onOpenChange(false)`). Off where a stray click must not end
   * something running (a game); Escape and the close button still ask.
   */
  closeOnOutsideClick?: boolean
  /**
   * Element to portal into instead of `document.body`, e.g. a story frame. Brand
   * and theme come from `<html>`, so the modal is themed wherever it lands.
   */
  portalContainer?: HTMLElement | null
  /** Classes for the content box (layout only). */
  className?: string
  /** Classes for the scrolling body (layout only). */
  bodyClassName?: string
}

/**
 * The house modal on Radix Dialog: overlay, focus trap, Esc, title and close
 * button. Controlled: it MUST NOT close itself; it asks through `onOpenChange`.
 * Closing gives focus back to what had it when the modal opened, if that is
 * still in the page.
 *
 * Modal: the Dialog frame every modal of the package is built on (Radix Dialog): overlay, a centred card (or an
 * edge-to-edge sheet with `size="full"`), a header with the title and a close button, a body that scrolls, a footer.
 *
 * Contract
 * - MUST be controlled: `open` + `onOpenChange`. It MUST NOT close itself; Escape, a click outside and the close
 *   button ask through `onOpenChange(false)` and the caller decides.
 * - MUST have a title (`title`): it names the dialog (`role="dialog"`, `aria-labelledby`); `hideTitle` keeps it for
 *   assistive technology only. `description`, when given, describes it (`aria-describedby`); without one the dialog
 *   has no description rather than a wrong one.
 * - MUST trap focus while open (Tab stays inside), move focus into it on open, and MUST give focus back on close to
 *   the element that had it when it opened (a controlled modal has no Radix Trigger to return to).
 * - The body MUST be reachable by keyboard when it scrolls (it becomes focusable only then).
 * - MUST stay themed wherever it is portaled: brand, theme and layout are attributes on `<html>`.
 * - Slots: the shared names of the model libraries (shadcn/ui's dialog), the same for every modal: `dialog-content`
 *   (with `data-size`), `dialog-overlay`, `dialog-header`, `dialog-title`, `dialog-description`, `dialog-close`,
 *   `dialog-body`, `dialog-footer`. The concrete modal is found by role and name (`getByRole('dialog', { name })`);
 *   a modal that needs its own style hook puts its own `data-slot` on an element inside the body, not on the frame.
 * - `header="bar"` + `actions` give a one-line toolbar (a game's title and Quit button); `closeOnOutsideClick={false}`
 *   keeps a stray click beside it from asking to close. Escape always asks.
 * - MUST NOT fetch, route or hold the caller's state; `className` and `bodyClassName` are for layout only.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  hideTitle = false,
  description,
  children,
  footer,
  showClose = true,
  divided = true,
  header = 'default',
  actions,
  closeOnOutsideClick = true,
  portalContainer,
  size = 'md',
  className,
  bodyClassName,
}: ModalProps) {
  const { t } = useText()
  const [scrollable, setScrollable] = useState(false)
  // What had focus when the modal opened: a controlled modal has no Radix Trigger to give focus back to, so
  // closing it would leave focus on the page's body (WCAG 2.4.3). Radix tells us before it moves focus in.
  const opener = useRef<HTMLElement | null>(null)
  // A body that scrolls must be reachable by keyboard (WCAG 2.1.1); one that does not stays out of the tab order.
  const bodyRef = useCallback((body: HTMLDivElement | null) => {
    if (!body) return
    const measure = () => setScrollable(body.scrollHeight > body.clientHeight + 1)
    const observer = new ResizeObserver(measure)
    observer.observe(body)
    for (const child of Array.from(body.children)) observer.observe(child)
    measure()
    return () => observer.disconnect()
  }, [])
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal container={portalContainer ?? undefined}>
        <Dialog.Overlay
          data-slot="dialog-overlay"
          className="fixed inset-0 z-[2000] bg-background/80 backdrop-blur-sm"
        />
        <Dialog.Content
          data-slot="dialog-content"
          data-size={size}
          className={cn(modalContentVariants({ size }), className)}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...(closeOnOutsideClick ? {} : { onInteractOutside: (event: Event) => event.preventDefault() })}
          onOpenAutoFocus={() => {
            const active = document.activeElement
            opener.current = active instanceof HTMLElement && active !== document.body ? active : null
          }}
          onCloseAutoFocus={(event) => {
            const back = opener.current
            opener.current = null
            if (back?.isConnected) {
              event.preventDefault()
              back.focus()
            }
          }}
        >
          <header
            data-slot="dialog-header"
            className={cn(
              modalHeaderVariants({ header }),
              header === 'default' && (hideTitle ? 'absolute top-0 right-0 z-10 p-2' : 'pb-3'),
              header === 'default' && !hideTitle && divided && 'border-b',
            )}
          >
            <div className={cn('min-w-0 flex-1', hideTitle && 'sr-only')}>
              <Dialog.Title data-slot="dialog-title" className={modalTitleVariants({ header })}>
                {title}
              </Dialog.Title>
              {description ? (
                <Dialog.Description data-slot="dialog-description" className="mt-1 text-sm text-muted-foreground">
                  {description}
                </Dialog.Description>
              ) : null}
            </div>
            {actions}
            {showClose ? (
              <Dialog.Close
                data-slot="dialog-close"
                aria-label={t('dialog.close')}
                className={cn(
                  '-mt-1 grid size-9 shrink-0 place-items-center rounded-full text-muted-foreground transition-colors',
                  'hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                  hideTitle && 'bg-card/90 shadow-sm',
                )}
              >
                <CloseIcon className="size-5" />
              </Dialog.Close>
            ) : null}
          </header>
          <div
            ref={bodyRef}
            data-slot="dialog-body"
            // A scrolling region is focusable so the keyboard can scroll it (axe: scrollable-region-focusable).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={scrollable ? 0 : undefined}
            className={cn(
              'min-h-0 flex-1 overflow-y-auto overscroll-contain outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
              bodyClassName,
            )}
          >
            {children}
          </div>
          {footer ? (
            <footer
              data-slot="dialog-footer"
              className={cn('flex shrink-0 flex-wrap items-center justify-end gap-2 px-5 py-3', divided && 'border-t')}
            >
              {footer}
            </footer>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
