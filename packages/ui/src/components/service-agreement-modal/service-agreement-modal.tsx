import type { Layout } from '../../lib/theme.ts'
import { useText } from '../../text/text-provider.tsx'
import { RichText } from '../bulletin-modal/rich-text.tsx'
import { Button } from '../button/button.tsx'
import { Modal } from '../modal/modal.tsx'
import { Skeleton } from '../skeleton/skeleton.tsx'

export interface ServiceAgreementItem {
  /** Heading of the item. */
  title: string
  /** The item's content as HTML ALREADY SANITISED by the caller (DOMPurify in the site). Inserted as is. */
  sanitizedHtml: string
}

export interface ServiceAgreementModalProps {
  /** Whether the modal is shown (controlled). It never closes itself, not even on accept. */
  open: boolean
  /** Called with `false` when a person closes it (close button, Esc, a click outside). */
  onOpenChange: (open: boolean) => void
  /** The list of `/arks/web/register-settings/service-agreement`, in its order. */
  items: readonly ServiceAgreementItem[]
  /** The list is being fetched. */
  loading?: boolean
  /** "I agree": the caller ticks the agreement and closes the modal. */
  onAccept: () => void
  /** Element to portal into instead of `document.body`. */
  portalContainer?: HTMLElement | null
  /** `mobile`: a full-screen sheet. */
  layout?: Layout
}

/**
 * The service agreement of registration (spec sections 2 and 3): its items,
 * each a title and its text, and an "I agree" action. It MUST NOT close
 * itself; the caller owns `open`.
 */
export function ServiceAgreementModal({
  open,
  onOpenChange,
  items,
  loading = false,
  onAccept,
  portalContainer,
  layout = 'desktop',
}: ServiceAgreementModalProps) {
  const { t } = useText()
  const state = loading ? 'loading' : items.length > 0 ? 'ready' : 'empty'
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      slot="service-agreement-modal"
      size={layout === 'mobile' ? 'full' : 'lg'}
      portalContainer={portalContainer}
      title={t('signup.agreement_title')}
      bodyClassName="px-5 py-4"
      footer={
        <Button
          data-slot="service-agreement-modal-accept"
          size={layout === 'mobile' ? 'lg' : 'md'}
          disabled={loading}
          onClick={onAccept}
          className={layout === 'mobile' ? 'w-full' : 'min-w-32'}
        >
          {t('signup.agreement_agree')}
        </Button>
      }
    >
      <div data-slot="service-agreement-modal-content" data-state={state} className="flex flex-col gap-5">
        {state === 'loading' ? (
          <>
            <span role="status" className="sr-only">
              {t('signup.agreement_loading')}
            </span>
            {[0, 1].map((row) => (
              <div key={row} className="flex flex-col gap-2">
                <Skeleton className="h-5 w-1/3" />
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-5/6" />
              </div>
            ))}
          </>
        ) : state === 'empty' ? (
          <p data-slot="service-agreement-modal-empty" className="text-sm text-muted-foreground">
            {t('signup.agreement_empty')}
          </p>
        ) : (
          items.map((item, index) => (
            <article key={`${index}-${item.title}`} data-slot="service-agreement-modal-item" className="min-w-0">
              <h3
                data-slot="service-agreement-modal-item-title"
                className="mb-2 text-base font-semibold break-words text-foreground"
              >
                {item.title}
              </h3>
              <RichText data-slot="service-agreement-modal-item-body" sanitizedHtml={item.sanitizedHtml} />
            </article>
          ))
        )}
      </div>
    </Modal>
  )
}
