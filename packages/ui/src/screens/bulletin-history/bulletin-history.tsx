import { useId } from 'react'
import { useLayout } from '../../lib/layout.ts'
import { useText } from '../../text/text-provider.tsx'
import { RichText } from '../../primitives/rich-text/rich-text.tsx'
import { Modal } from '../../primitives/modal/modal.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'

export interface BulletinHistoryItem {
  /** Bulletin id. */
  id: number | string
  /** Heading. */
  title: string
  /** Publication date, already formatted for display in the site's time zone. */
  date: string
  /** Content as HTML ALREADY SANITISED by the caller. Inserted as is. */
  sanitizedHtml: string
}

export interface BulletinHistoryProps {
  /** Whether the dialog is shown (controlled). It never closes itself. */
  open: boolean
  /** Called with `false` when a person closes it. */
  onOpenChange: (open: boolean) => void
  /** Past bulletins, newest first. */
  items: readonly BulletinHistoryItem[]
  /** Show skeleton entries while the history loads. */
  loading?: boolean
  /** Element to portal into instead of `document.body`. */
  portalContainer?: HTMLElement | null
}

/** Past bulletins in a dialog, newest first; loading and empty states. Narrower on the mobile layout. */
export function BulletinHistory({ open, onOpenChange, items, loading = false, portalContainer }: BulletinHistoryProps) {
  const { t } = useText()
  const idBase = useId()
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size={useLayout() === 'mobile' ? 'md' : 'lg'}
      portalContainer={portalContainer}
      title={t('bulletin.history_title')}
      bodyClassName="px-5 py-4"
    >
      {loading ? (
        <div data-slot="bulletin-history-loading" aria-busy="true" className="flex flex-col gap-5">
          <span role="status" className="sr-only">
            {t('bulletin.history_loading')}
          </span>
          {[0, 1, 2].map((row) => (
            <div key={row} className="flex flex-col gap-2">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-3.5 w-28" />
              <Skeleton className="h-3.5 w-full" />
              <Skeleton className="h-3.5 w-4/5" />
            </div>
          ))}
        </div>
      ) : items.length === 0 ? (
        <div
          data-slot="bulletin-history-empty"
          className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-12 text-center"
        >
          <p className="font-semibold">{t('bulletin.history_empty_title')}</p>
          <p className="max-w-xs text-sm text-muted-foreground">{t('bulletin.history_empty')}</p>
        </div>
      ) : (
        <ol data-slot="bulletin-history-list" className="flex flex-col divide-y">
          {items.map((item) => (
            <li key={item.id} data-slot="bulletin-history-item" className="py-4 first:pt-0 last:pb-0">
              <article aria-labelledby={`${idBase}-${item.id}`}>
                <h3 id={`${idBase}-${item.id}`} className="font-semibold break-words">
                  {item.title}
                </h3>
                <p data-slot="bulletin-history-date" className="mt-0.5 text-xs text-muted-foreground tabular-nums">
                  {item.date}
                </p>
                <RichText className="mt-2" sanitizedHtml={item.sanitizedHtml} />
              </article>
            </li>
          ))}
        </ol>
      )}
    </Modal>
  )
}
