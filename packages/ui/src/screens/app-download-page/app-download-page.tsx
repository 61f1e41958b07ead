import { isExternalLink } from '@lobby/domain'
import { cva } from 'class-variance-authority'
import { useId, type ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import type { Layout } from '../../lib/theme.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { PageHeader, pageVariants } from '../../components/page-shell/page-parts.tsx'
import { QrCode } from '../../primitives/qr-code/qr-code.tsx'

export interface AppDownloadPageProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The App Store (or other iOS) link from the site configuration; `null`: not offered, the button says "coming soon". */
  iosUrl: string | null
  /** The Play Store or APK link from the site configuration; `null`: not offered, the button says "coming soon". */
  androidUrl: string | null
  /** This page's URL, drawn as a QR code for a desktop visitor to open on a phone. */
  pageUrl: string
  /** The site's name, e.g. "R8 Gaming". */
  brandName: string
  /** `desktop`: the QR code beside the download buttons; `mobile`: the buttons only (a phone needs no QR code). */
  layout?: Layout
}

const SLOT = 'app-download-page'

const mainVariants = cva('grid', {
  variants: { layout: { desktop: 'grid-cols-[auto_minmax(0,1fr)] items-stretch gap-6', mobile: 'grid-cols-1 gap-4' } },
  defaultVariants: { layout: 'desktop' },
})

const cardVariants = cva('flex min-w-0 flex-col rounded-xl border bg-card text-card-foreground', {
  variants: { layout: { desktop: 'gap-3 p-5', mobile: 'gap-3 p-4' } },
  defaultVariants: { layout: 'desktop' },
})

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
export function AppDownloadPage({
  iosUrl,
  androidUrl,
  pageUrl,
  brandName,
  layout = 'desktop',
  className,
  ...props
}: AppDownloadPageProps) {
  const { t } = useText()
  const id = useId()
  const titleId = `${id}-title`
  const downloadId = `${id}-download`
  const qrId = `${id}-qr`
  const webId = `${id}-web`
  const ios = appLinkHref(iosUrl)
  const android = appLinkHref(androidUrl)

  return (
    <section
      data-slot={SLOT}
      data-layout={layout}
      data-state={ios || android ? 'offered' : 'none'}
      aria-labelledby={titleId}
      className={cn(pageVariants({ layout }), className)}
      {...props}
    >
      <div className="flex flex-col gap-2">
        <PageHeader
          slot={SLOT}
          layout={layout}
          titleId={titleId}
          title={t('agent_join.app_title', { brand: brandName })}
        />
        <p data-slot={`${SLOT}-intro`} className="text-sm break-words text-muted-foreground">
          {t('agent_join.app_intro', { brand: brandName })}
        </p>
      </div>

      <div data-slot={`${SLOT}-main`} className={mainVariants({ layout })}>
        {layout === 'desktop' ? (
          <section
            data-slot={`${SLOT}-qr`}
            aria-labelledby={qrId}
            className={cn(cardVariants({ layout }), 'items-center')}
          >
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

        <section data-slot={`${SLOT}-downloads`} aria-labelledby={downloadId} className={cardVariants({ layout })}>
          <h2 id={downloadId} className={cardTitle}>
            {t('agent_join.app_download_title')}
          </h2>
          <div className={cn('flex gap-3', layout === 'desktop' ? 'flex-wrap' : 'flex-col')}>
            <StoreButton
              platform="ios"
              href={ios}
              label={t('agent_join.app_ios')}
              soonLabel={t('agent_join.app_ios_soon')}
              layout={layout}
            />
            <StoreButton
              platform="android"
              href={android}
              label={t('agent_join.app_android')}
              soonLabel={t('agent_join.app_android_soon')}
              layout={layout}
            />
          </div>
          {!ios && !android ? (
            <p data-slot={`${SLOT}-none`} role="note" className="text-sm text-muted-foreground">
              {t('agent_join.app_none')}
            </p>
          ) : null}
        </section>
      </div>

      <section data-slot={`${SLOT}-web-app`} aria-labelledby={webId} className={cardVariants({ layout })}>
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
  layout,
}: {
  platform: 'ios' | 'android'
  href: string | null
  label: string
  soonLabel: string
  layout: Layout
}) {
  const slot = `${SLOT}-${platform}`
  const width = layout === 'mobile' ? 'w-full' : 'min-w-52'
  if (!href) {
    return (
      <Button data-slot={slot} data-state="soon" variant="outline" size="lg" disabled className={width}>
        <DeviceIcon />
        {soonLabel}
      </Button>
    )
  }
  return (
    <Button asChild size="lg" className={width}>
      <a data-slot={slot} data-state="offered" href={href}>
        <DownloadIcon />
        {label}
      </a>
    </Button>
  )
}

function DownloadIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 3v12" />
      <path d="m7 10 5 5 5-5" />
      <path d="M5 21h14" />
    </svg>
  )
}

function DeviceIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="6" y="2" width="12" height="20" rx="2" />
      <path d="M11 18h2" />
    </svg>
  )
}
