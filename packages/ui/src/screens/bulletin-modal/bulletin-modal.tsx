import { useId, useState } from 'react'
import { useLayout } from '../../lib/layout.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { Modal } from '../../primitives/modal/modal.tsx'
import { RichText } from '../../primitives/rich-text/rich-text.tsx'
import { Pagination } from '../../primitives/pagination/pagination.tsx'
import { Checkbox } from '../../primitives/field/checkbox.tsx'

export interface BulletinModalEntry {
  /** Bulletin id. */
  id: number | string
  /** Heading of the entry; the dialog falls back to `bulletin.title`. */
  title?: string
  /** The entry's content as HTML ALREADY SANITISED by the caller (DOMPurify in the site). Inserted as is. */
  sanitizedHtml: string
}

export interface BulletinCloseDetail {
  /** The person ticked "don't show again today" (only possible when `cancelable`). */
  dontShowAgain: boolean
}

export interface BulletinModalProps {
  /** Whether the modal is shown (controlled). It never closes itself. */
  open: boolean
  /** Called with `false` when a person closes it (close buttons, Esc, a click outside). */
  onOpenChange: (open: boolean) => void
  /** Called once per close, just before `onOpenChange(false)`, with the checkbox's state; the caller stores the close time. */
  onClose?: (detail: BulletinCloseDetail) => void
  /** Entries already filtered for this device; paged one at a time when there are several. */
  entries: readonly BulletinModalEntry[]
  /** The bulletin's cancel flag: offer "don't show again today". */
  cancelable?: boolean
  /** Element to portal into instead of `document.body`. */
  portalContainer?: HTMLElement | null
}

/**
 * The pop-up bulletin (spec section 4). Pages between entries; when the
 * bulletin is cancelable, a "don't show again today" checkbox travels with the
 * close. It MUST NOT close itself or decide whether to show: the caller owns
 * `open` and the rules (login state, close time, updated_at, frequency).
 * Narrower on the mobile layout (the dialog's size is a prop: it reads `useLayout()`).
 */
export function BulletinModal({
  open,
  onOpenChange,
  onClose,
  entries,
  cancelable = false,
  portalContainer,
}: BulletinModalProps) {
  const { t } = useText()
  const checkboxId = useId()
  const [page, setPage] = useState(0)
  const [dontShowAgain, setDontShowAgain] = useState(false)
  const count = entries.length
  const index = Math.min(page, Math.max(count - 1, 0))
  const entry = entries[index]

  const requestOpenChange = (next: boolean) => {
    if (!next) {
      onClose?.({ dontShowAgain: cancelable && dontShowAgain })
      setPage(0)
      setDontShowAgain(false)
    }
    onOpenChange(next)
  }

  return (
    <Modal
      open={open}
      onOpenChange={requestOpenChange}
      size={useLayout() === 'mobile' ? 'md' : 'lg'}
      portalContainer={portalContainer}
      title={entry?.title ?? t('bulletin.title')}
      bodyClassName="px-5 py-4"
      footer={
        <div className="flex w-full flex-wrap items-center gap-3">
          {cancelable ? (
            <Checkbox
              id={checkboxId}
              checked={dontShowAgain}
              onChange={(event) => setDontShowAgain(event.target.checked)}
              label={t('bulletin.dont_show_today')}
              labelClassName="text-sm text-muted-foreground"
            />
          ) : null}
          <div className="ml-auto flex items-center gap-2">
            {count > 1 ? (
              <Pagination
                variant="icons"
                aria-label={t('bulletin.title')}
                page={index + 1}
                pageCount={count}
                onPage={(next) => setPage(next - 1)}
                previousLabel={t('bulletin.prev')}
                nextLabel={t('bulletin.next')}
                pageLabel={(value, pages) => t('bulletin.page', { index: value, count: pages })}
              />
            ) : null}
            <Button onClick={() => requestOpenChange(false)}>{t('bulletin.close')}</Button>
          </div>
        </div>
      }
    >
      {entry ? (
        <RichText key={entry.id} sanitizedHtml={entry.sanitizedHtml} />
      ) : (
        <p className="py-6 text-center text-sm text-muted-foreground">{t('bulletin.empty')}</p>
      )}
    </Modal>
  )
}
