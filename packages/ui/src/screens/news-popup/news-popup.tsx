import { useLayout } from '../../lib/layout.ts'
import { useText } from '../../text/text-provider.tsx'
import { RichText } from '../../primitives/rich-text/rich-text.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { Modal } from '../../primitives/modal/modal.tsx'

export interface NewsImage {
  /** Image URL. */
  src: string
  /** What the picture says, for people who cannot see it. */
  alt: string
  /** Intrinsic width in px; with `height`, reserves the box before the image loads. */
  width?: number
  /** Intrinsic height in px. */
  height?: number
}

export interface NewsPopupProps {
  /** Whether the pop-up is shown (controlled). It never closes itself. */
  open: boolean
  /** Called with `false` when a person closes it. */
  onOpenChange: (open: boolean) => void
  /** Heading; defaults to `news.title`. */
  title?: string
  /** Promotional picture, shown first. */
  image?: NewsImage
  /** Text as HTML ALREADY SANITISED by the caller. Inserted as is. */
  sanitizedHtml?: string
  /** Makes the picture a button (e.g. to the promotion's page); the caller navigates. */
  onImageClick?: () => void
  /** Element to portal into instead of `document.body`. */
  portalContainer?: HTMLElement | null
}

/** A promotional pop-up: a picture and/or operator HTML, with a close button (full width on the mobile layout). */
export function NewsPopup({
  open,
  onOpenChange,
  title,
  image,
  sanitizedHtml,
  onImageClick,
  portalContainer,
}: NewsPopupProps) {
  const { t } = useText()
  const picture = image ? (
    <img
      data-slot="news-popup-image"
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      decoding="async"
      className="block h-auto w-full"
      style={image.width && image.height ? { aspectRatio: `${image.width} / ${image.height}` } : undefined}
    />
  ) : null
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size={useLayout() === 'mobile' ? 'md' : 'lg'}
      portalContainer={portalContainer}
      title={title ?? t('news.title')}
      bodyClassName="p-0"
      divided={false}
      footer={
        <Button className="w-full desktop:w-auto" onClick={() => onOpenChange(false)}>
          {t('news.close')}
        </Button>
      }
    >
      {picture && onImageClick ? (
        <button
          type="button"
          data-slot="news-popup-image-link"
          onClick={onImageClick}
          className="block w-full outline-none focus-visible:ring-4 focus-visible:ring-ring focus-visible:ring-inset"
        >
          {picture}
        </button>
      ) : (
        picture
      )}
      {sanitizedHtml ? <RichText className="px-5 pt-4" sanitizedHtml={sanitizedHtml} /> : null}
    </Modal>
  )
}
