import { isExternalLink, isSafeLinkUrl } from '@lobby/domain'
import { NewsPopup } from '@lobby/ui'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { closeNews, leaveNews, loadModel } from './actions.ts'
import { shellStore } from './store.ts'

/**
 * The operator's ads as news pop-ups on the lobby (`/web/model_setting` in
 * the site language), one after another, once the bulletins are out of the
 * way (`waiting`). A push of new ads in the site language reloads the list
 * and shows it again (app: followShellEvents). Loaded on demand.
 */
export function SiteNews({ device, waiting }: { device: 'desktop' | 'mobile'; waiting: boolean }) {
  const ads = useSnapshot(shellStore.models.setting)
  const news = useSnapshot(shellStore.news)
  const navigate = useNavigate()

  useEffect(() => {
    if (shellStore.models.setting.status === 'idle') void loadModel('setting', device)
  }, [device])

  const item = ads.list[news.index]
  // The pop-up opens once its picture is in (or failed): the dialog then has its final size at once, instead of
  // growing around the picture as it arrives and moving its buttons under the player's finger (a layout shift).
  const picture = item?.photo_path ?? ''
  const ready = usePictureSettled(picture)
  if (!item) return null
  const link = item.url && isSafeLinkUrl(item.url) ? item.url : null
  return (
    <NewsPopup
      open={!waiting && !news.closed && ready}
      onOpenChange={(open) => {
        if (!open) closeNews()
      }}
      title={item.title}
      image={item.photo_path ? { src: item.photo_path, alt: item.title } : undefined}
      sanitizedHtml={item.html && item.html !== item.title ? item.html : undefined}
      onImageClick={
        link
          ? () => {
              leaveNews()
              if (isExternalLink(link)) window.open(link, '_blank', 'noopener,noreferrer')
              else void navigate(link)
            }
          : undefined
      }
    />
  )
}

/** Whether the picture at `src` has loaded or failed (true at once for none). */
function usePictureSettled(src: string): boolean {
  const [settled, setSettled] = useState<string | null>(null)
  useEffect(() => {
    if (!src) return
    let live = true
    const image = new Image()
    const done = () => {
      if (live) setSettled(src)
    }
    image.onload = done
    image.onerror = done
    image.src = src
    if (image.complete) done()
    return () => {
      live = false
    }
  }, [src])
  return !src || settled === src
}
