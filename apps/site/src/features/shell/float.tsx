import { isExternalLink } from '@lobby/domain'
import { FloatButtons } from '@lobby/ui'
import { useEffect, type MouseEvent } from 'react'
import { useSnapshot } from 'valtio'
import { whenIdleAfterLoad } from '../../app/idle.ts'
import { loadFloat } from './actions.ts'
import { shellStore } from './store.ts'

/**
 * The operator's float buttons (`/arks/web/float`), asked for once the page
 * is idle: they are extras, so the first paint never waits for them.
 */
export function SiteFloatButtons({
  device,
  onRoute,
}: {
  device: 'desktop' | 'mobile'
  /** A path of the site: routed on the client. */
  onRoute: (path: string, event: MouseEvent<HTMLAnchorElement>) => void
}) {
  const float = useSnapshot(shellStore).float
  useEffect(() => whenIdleAfterLoad(() => void loadFloat()), [])
  return (
    <FloatButtons
      // On a desktop only beside the page's 1152 px column, never over it; on a phone small, above the bottom bar.
      className={device === 'desktop' ? 'hidden min-[1312px]:block' : undefined}
      items={float.map((item) => ({
        id: item.id,
        title: item.title,
        imageUrl: item.photoPath || undefined,
        url: item.url,
        position: item.position,
      }))}
      onNavigate={(item, event) => {
        if (!isExternalLink(item.url)) onRoute(item.url, event)
      }}
    />
  )
}
