import { useId, type ReactNode } from 'react'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../button/button.tsx'
import { QrCode, qrSvgDataUrl } from '../qr-code/qr-code.tsx'
import { DownloadIcon } from '../icon/icon.tsx'

export interface ShareQr {
  /** What the code holds: the link a phone's camera opens. */
  value: string
  /** The image's name, e.g. "QR code of your invite link". */
  label: string
  /** The Download button's name, e.g. "Download the QR code of your invite link". */
  downloadLabel: string
  /** The downloaded file's name, e.g. `invite-link-qr.svg`. */
  fileName: string
}

export interface ShareBlockProps {
  /** The block's heading (an `<h3>`), which names the section. */
  title: string
  /** The hint, the copy fields, a note: what stands beside the QR code. */
  children: ReactNode
  /** The QR code of a link, beside the fields on desktop and under them on a phone; none when absent. */
  qr?: ShareQr | null
}

/**
 * A titled, bordered section: copy fields (`CopyField`) and, beside them, the QR code of the link with a button
 * that downloads it as an SVG. See `copy-field.tsx` for the contract.
 */
export function ShareBlock({ title, children, qr }: ShareBlockProps) {
  const titleId = useId()
  return (
    <section
      data-slot="share-block"
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-4 rounded-xl border p-4 desktop:flex-row desktop:items-start"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <h3 id={titleId} className="text-base font-semibold">
          {title}
        </h3>
        {children}
      </div>
      {qr ? <QrDownload {...qr} /> : null}
    </section>
  )
}

/** The QR code of a link and a button that downloads it. */
export function QrDownload({ value, label, downloadLabel, fileName }: ShareQr) {
  const { t } = useText()
  return (
    <div data-slot="share-block-qr" className="flex shrink-0 flex-col items-center gap-2 self-center">
      <QrCode value={value} label={label} className="size-36 rounded-lg border" />
      <Button asChild variant="outline" size="sm">
        <a download={fileName} href={qrSvgDataUrl(value)} aria-label={downloadLabel}>
          <DownloadIcon />
          {t('agent_report.download_qr')}
        </a>
      </Button>
    </div>
  )
}
