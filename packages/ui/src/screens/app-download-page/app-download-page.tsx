import { isExternalLink } from '@lobby/domain'
import { useId, type ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { useLayout } from '../../lib/layout.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { PageHeader } from '../../components/page-shell/content-page.tsx'
import { QrCode } from '../../primitives/qr-code/qr-code.tsx'
import { DeviceIcon, DownloadIcon } from '../../primitives/icon/icon.tsx'

export interface AppDownloadPageProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The App Store (or other iOS) link from the site configuration; `null`: not offered, the button says "coming soon". */
  iosUrl: string | null
  /** The Play Store or APK link from the site configuration; `null`: not offered, the button says "coming soon". */
  androidUrl: string | null
  /** This page's URL, drawn as a QR code for a desktop visitor to open on a phone. */
  pageUrl: string
  /** The site's name, e.g. "R8 Gaming". */
  brandName: string
}

const SLOT = 'app-download-page'

/** Mobile: the download buttons alone; desktop: the QR code beside them. */
const mainClass = 'grid grid-cols-1 gap-4 desktop:grid-cols-[auto_minmax(0,1fr)] desktop:items-stretch desktop:gap-6'

const cardClass = 'flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground desktop:p-5'

const cardTitle = 'text-base font-semibold text-foreground'

/**
 * A link the page may follow: an absolute http(s) URL or a path on the site.
 * Anything else (`javascript:`, a protocol-relative URL, an empty string)
 * counts as not offered.
 */
export function appLinkHref(url: string | null): string | null {
  const value = url?.trim() ?? ''
  if (isExternalLink(value)) return value
  if (value.startsWith('/') && !value.startsWith('//')) return value
  return null
}

/**
 * The `/app` page ("APPDownload"): get the native app. Download buttons for
 * iOS and Android from the site configuration (one not offered is a disabled
 * "coming soon"), a QR code of this page for a desktop visitor's phone, and
 * the web app ("Add to Home Screen") as the way without a download.
 */
export function AppDownloadPage({ iosUrl, androidUrl, pageUrl, brandName, className, ...props }: AppDownloadPageProps) {
  const { t } = useText()
  const id = useId()
  const titleId = `${id}-title`
  const downloadId = `${id}-download`
  const qrId = `${id}-qr`
  const webId = `${id}-web`
  const ios = appLinkHref(iosUrl)
  const android = appLinkHref(androidUrl)
  // The QR code is for a desktop visitor's phone: a phone has the page already.
  const layout = useLayout()

  return (
    <section
      data-slot={SLOT}
      data-state={ios || android ? 'offered' : 'none'}
      aria-labelledby={titleId}
      className={cn('flex w-full flex-col gap-4 desktop:gap-6', className)}
      {...props}
    >
      <div className="flex flex-col gap-2">
        <PageHeader titleId={titleId} title={t('agent_join.app_title', { brand: brandName })} />
        <p data-slot={`${SLOT}-intro`} className="text-sm break-words text-muted-foreground">
          {t('agent_join.app_intro', { brand: brandName })}
        </p>
      </div>

      <div data-slot={`${SLOT}-main`} className={mainClass}>
        {layout === 'desktop' ? (
          <section data-slot={`${SLOT}-qr`} aria-labelledby={qrId} className={cn(cardClass, 'items-center')}>
            <h2 id={qrId} className={cardTitle}>
              {t('agent_join.app_qr_title')}
            </h2>
            <QrCode
              value={pageUrl}
              label={t('agent_join.app_qr_label', { brand: brandName })}
              className="size-44 rounded-lg border"
            />
            <p className="max-w-48 text-center text-xs text-muted-foreground">{t('agent_join.app_qr_hint')}</p>
          </section>
        ) : null}

        <section data-slot={`${SLOT}-downloads`} aria-labelledby={downloadId} className={cardClass}>
          <h2 id={downloadId} className={cardTitle}>
            {t('agent_join.app_download_title')}
          </h2>
          <div className="flex flex-col gap-3 desktop:flex-row desktop:flex-wrap">
            <StoreButton
              platform="ios"
              href={ios}
              label={t('agent_join.app_ios')}
              soonLabel={t('agent_join.app_ios_soon')}
            />
            <StoreButton
              platform="android"
              href={android}
              label={t('agent_join.app_android')}
              soonLabel={t('agent_join.app_android_soon')}
            />
          </div>
          {!ios && !android ? (
            <p data-slot={`${SLOT}-none`} role="note" className="text-sm text-muted-foreground">
              {t('agent_join.app_none')}
            </p>
          ) : null}
        </section>
      </div>

      <section data-slot={`${SLOT}-web-app`} aria-labelledby={webId} className={cardClass}>
        <h2 id={webId} className={cardTitle}>
          {t('agent_join.app_web_title')}
        </h2>
        <p className="text-sm break-words text-muted-foreground">{t('agent_join.app_web_intro')}</p>
        <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
          <li>{t('agent_join.app_web_ios')}</li>
          <li>{t('agent_join.app_web_android')}</li>
        </ul>
      </section>
    </section>
  )
}

function StoreButton({
  platform,
  href,
  label,
  soonLabel,
}: {
  platform: 'ios' | 'android'
  href: string | null
  label: string
  soonLabel: string
}) {
  const width = 'w-full desktop:w-auto desktop:min-w-52'
  if (!href) {
    return (
      <Button data-key={platform} data-state="soon" variant="outline" size="lg" disabled className={width}>
        <DeviceIcon />
        {soonLabel}
      </Button>
    )
  }
  return (
    <Button asChild size="lg" className={width}>
      <a data-key={platform} data-state="offered" href={href}>
        <DownloadIcon />
        {label}
      </a>
    </Button>
  )
}
