import { AppDownloadPage } from '@lobby/ui'
import { useOutletContext, useParams } from 'react-router'
import { useSnapshot } from 'valtio'
import { Faq } from '../features/pages/faq.tsx'
import { Promotions } from '../features/pages/promotions.tsx'
import { Sponsors } from '../features/shell/sponsors.tsx'
import { shellStore } from '../features/shell/store.ts'
import type { LayoutName } from '../layouts/use-layout.ts'

function useDevice(): 'desktop' | 'mobile' {
  const { layout } = useOutletContext<{ layout: LayoutName }>()
  return layout === 'layout-desktop' ? 'desktop' : 'mobile'
}

/** A numeric `:id` route parameter; anything else selects an id no entry has, which shows "not found". */
function useSelectedId(): number | undefined {
  const { id } = useParams()
  if (id === undefined) return undefined
  return /^\d{1,9}$/.test(id) ? Number(id) : -1
}

/** `/discount` and `/discount/{id}`. */
export function DiscountRoute() {
  return (
    <div className="pt-2">
      <Promotions selectedId={useSelectedId()} />
    </div>
  )
}

/** `/faq` and `/faq/{id}`. */
export function FaqRoute() {
  return (
    <div className="pt-2">
      <Faq selectedId={useSelectedId()} />
    </div>
  )
}

/** `/sponsor`. */
export function SponsorRoute() {
  const device = useDevice()
  return (
    <div className="pt-2">
      <Sponsors layout={device} />
    </div>
  )
}

/**
 * `/app` (spec section 2; the APPDownload link): the native apps' download
 * links from the site's configuration (env_config `app_ios_url`,
 * `app_android_url`; empty is "not offered") and this page as a QR code for
 * a desktop visitor's phone.
 */
export function AppDownloadRoute() {
  const shell = useSnapshot(shellStore)
  const env = shell.detail.env
  return (
    <div className="pt-2">
      <AppDownloadPage
        iosUrl={env?.app_ios_url || null}
        androidUrl={env?.app_android_url || null}
        pageUrl={`${window.location.origin}/app`}
        // Until the site's details arrive: the brand the server wrote into the page (the title is the page's own).
        brandName={
          shell.detail.siteName ||
          document.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content ||
          'Lobby'
        }
      />
    </div>
  )
}
