import { BANNER_WINDOW_NAME } from '@lobby/domain'
import {
  AnnouncementMarquee,
  BannerCarousel,
  BulletinHistory,
  BulletinModal,
  JackpotCounter,
  LoginRequiredConfirm,
} from '@lobby/ui'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { realtime } from '../../app/realtime.ts'
import { session } from '../../app/session.ts'
import {
  bannerClick,
  closeBulletinHistory,
  closeBulletins,
  jackpotNow,
  loadBanners,
  loadBulletins,
  loadJackpot,
  loadMarquee,
  openBulletinHistory,
  setLoginRequired,
} from './actions.ts'
import { contentStore } from './store.ts'

const JACKPOT_POLL_MS = 30_000

/** Re-renders every second while there is a jackpot to count. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!active) return
    const timer = setInterval(() => setNow(Date.now()), 1_000)
    return () => clearInterval(timer)
  }, [active])
  return now
}

/** Container: the top of the lobby — banners, marquee, jackpot — and the bulletin modals. */
export function LobbyContent({ layout }: { layout: 'desktop' | 'mobile' }) {
  const snap = useSnapshot(contentStore)
  const navigate = useNavigate()
  const now = useNow(snap.jackpot !== null)

  useEffect(() => {
    void loadBanners(layout)
    void loadBulletins(layout)
  }, [layout])

  // The operator changed the banners of this currency: reload them (spec section 7, web_api.{currency}).
  useEffect(() => {
    const currency = session.getCurrency()
    const channel = `web_api.${currency}`
    void realtime.subscribe(channel)
    const off = realtime.on('carousel_picture.url', (payload) => {
      if (payload.channel === channel) void loadBanners(layout)
    })
    return () => {
      off()
      realtime.unsubscribe(channel)
    }
  }, [layout])

  useEffect(() => {
    void loadMarquee()
    void loadJackpot()
    const poll = setInterval(() => void loadJackpot(), JACKPOT_POLL_MS)
    return () => clearInterval(poll)
  }, [])

  const onSlideClick = (id: number | string) => {
    const action = bannerClick(id)
    switch (action.kind) {
      case 'route':
        void navigate(action.path)
        break
      case 'open':
        window.open(action.url, action.target, action.target === BANNER_WINDOW_NAME ? undefined : 'noopener')
        break
      case 'game':
        // Real play needs a member (spec section 5): visitors are asked to log in.
        if (!session.getToken()) setLoginRequired(true)
        break
      case 'none':
        break
    }
  }

  return (
    <div data-slot="lobby-content" className="flex flex-col gap-3">
      <BannerCarousel
        slides={snap.banners.map((b) => ({
          id: b.id,
          imageUrl: b.photo_path,
          alt: b.title,
          width: b.width,
          height: b.height,
        }))}
        loading={snap.bannersStatus === 'loading' || snap.bannersStatus === 'idle'}
        onSlideClick={onSlideClick}
        layout={layout}
      />
      <AnnouncementMarquee
        items={snap.marquee.map((a) => ({ id: a.id, content: a.content }))}
        onOpen={() => void openBulletinHistory(layout)}
        layout={layout}
      />
      <JackpotCounter
        amount={snap.jackpot ? jackpotNow(snap.jackpot, now) : 0}
        minorDigits={snap.jackpot?.minorDigits ?? 0}
        currency={session.getCurrency()}
        loading={snap.jackpot === null}
        layout={layout}
      />
      <BulletinModal
        open={snap.bulletins.open}
        onOpenChange={(open) => {
          if (!open) closeBulletins()
        }}
        entries={snap.bulletins.entries.map((b) => ({ id: b.id, title: b.title, sanitizedHtml: b.html }))}
        layout={layout}
      />
      <BulletinHistory
        open={snap.history.open}
        onOpenChange={(open) => {
          if (!open) closeBulletinHistory()
        }}
        loading={snap.history.status === 'loading'}
        items={snap.history.items.map((b) => ({
          id: b.id,
          title: b.title,
          date: b.updatedAt.slice(0, 10),
          sanitizedHtml: b.html,
        }))}
        layout={layout}
      />
      <LoginRequiredConfirm
        open={snap.loginRequired}
        onOpenChange={setLoginRequired}
        onConfirm={() => setLoginRequired(false)}
        layout={layout}
      />
    </div>
  )
}
