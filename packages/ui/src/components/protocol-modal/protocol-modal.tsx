import { cva } from 'class-variance-authority'
import { useId } from 'react'
import { useLayout } from '../../lib/layout.ts'
import { useText } from '../../text/text-provider.tsx'
import { RichText } from '../../primitives/rich-text/rich-text.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { Modal } from '../../primitives/modal/modal.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'

export interface ProtocolItem {
  /** Heading of the section. */
  title: string
  /** The section's HTML ALREADY SANITISED by the caller (DOMPurify in the site). Inserted as is. */
  sanitizedHtml: string
}

/** Mobile: full-width buttons, one above the other, agree lowest, under the thumb. */
export const protocolModalActionsVariants = cva('w-full desktop:w-auto')

export interface ProtocolModalProps {
  /** Whether the modal is shown (controlled). It never closes itself, not even after "I agree". */
  open: boolean
  /** Called with `false` on Close, the close button, Esc or a click outside. */
  onOpenChange: (open: boolean) => void
  /** Heading; `protocol.title` when absent (the operator's own name for its terms otherwise). */
  title?: string
  /** The terms, section by section, in order. */
  items: readonly ProtocolItem[]
  /** The terms are being fetched: placeholders instead of the text, and no agreeing yet. */
  loading?: boolean
  /** "I agree" (e.g. from the registration form); without it only Close is offered. Off until there are terms to read. */
  onAgree?: () => void
  /** Element to portal into instead of `document.body`. */
  portalContainer?: HTMLElement | null
  /** Classes for the dialog box (layout only). */
  className?: string
}

/**
 * The site's terms (the protocol screen of spec section 2): the sections the
 * caller passes, as sanitised HTML, in a body that scrolls; Close, and
 * "I agree" when the caller asks for agreement. It MUST NOT close itself:
 * after `onAgree` the caller decides whether to close it.
 */
export function ProtocolModal({
  open,
  onOpenChange,
  title,
  items,
  loading = false,
  onAgree,
  portalContainer,
  className,
}: ProtocolModalProps) {
  const { t } = useText()
  const baseId = useId()
  const empty = !loading && items.length === 0
  // Mobile: a full-screen sheet with large buttons (the frame and the buttons' sizes differ, not just styles).
  const mobile = useLayout() === 'mobile'
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size={mobile ? 'full' : 'lg'}
      portalContainer={portalContainer}
      title={title || t('protocol.title')}
      // One way to close, pinned under the text with the agree action, instead of a second one in the header.
      showClose={false}
      className={className}
      bodyClassName="px-5 py-5"
      footer={
        <>
          <Button
            variant="outline"
            size={mobile ? 'lg' : 'md'}
            onClick={() => onOpenChange(false)}
            className={protocolModalActionsVariants()}
          >
            {t('protocol.close')}
          </Button>
          {onAgree ? (
            <Button
              size={mobile ? 'lg' : 'md'}
              disabled={loading || empty}
              onClick={onAgree}
              className={protocolModalActionsVariants()}
            >
              {t('protocol.agree')}
            </Button>
          ) : null}
        </>
      }
    >
      {loading ? (
        <div data-slot="protocol-modal-loading" aria-busy="true" className="flex flex-col gap-3">
          <span role="status" className="sr-only">
            {t('protocol.loading')}
          </span>
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ) : empty ? (
        <p data-slot="protocol-modal-empty" className="py-6 text-center text-sm text-muted-foreground">
          {t('protocol.empty')}
        </p>
      ) : (
        <div data-slot="protocol-modal-content" className="flex flex-col gap-6">
          {items.map((item, index) => (
            <section
              key={`${index}-${item.title}`}
              data-slot="protocol-modal-item"
              aria-labelledby={`${baseId}-${index}`}
              className="min-w-0"
            >
              <h3
                id={`${baseId}-${index}`}
                data-slot="protocol-modal-item-title"
                className="mb-2 text-base font-semibold break-words text-foreground"
              >
                {item.title}
              </h3>
              <RichText data-slot="protocol-modal-item-body" sanitizedHtml={item.sanitizedHtml} />
            </section>
          ))}
        </div>
      )}
    </Modal>
  )
}
