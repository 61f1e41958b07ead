import { BANNER_SIZE, BANNER_USE_TYPE } from '@lobby/api'
import { BANNER_WINDOW_NAME, CURRENCY_MINOR_DIGITS } from '@lobby/domain'
import { AnnouncementMarquee, BannerCarousel, JackpotCounter } from '@lobby/ui'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { lobbyCurrency } from '../../app/site-currency.ts'
import { playGame } from '../../app/play-gate.ts'
import { realtime } from '../../app/realtime.ts'
import { session } from '../../app/session.ts'
import {
  bannerClick,
  jackpotNow,
  loadBanners,
  loadBulletins,
  loadJackpot,
  loadMarquee,
  openBulletinHistory,
} from './actions.ts'
import { contentStore } from './store.ts'

// The dialogs (and Radix Dialog behind them) load when one first opens, not with `/`. Their copy
// (`bulletin`, `dialog`) is in the first part, so they do not wait for the rest of it.
const LobbyDialogs = lazy(async () => ({ default: (await import('./lobby-dialogs.tsx')).LobbyDialogs }))

const JACKPOT_POLL_MS = 30_000

/** Width / height of the layout's banner artwork: the carousel's box before and after it loads. */
export function bannerRatio(layout: 'desktop' | 'mobile'): number {
  const size = BANNER_SIZE[layout === 'desktop' ? BANNER_USE_TYPE.desktop : BANNER_USE_TYPE.mobile]
  return size.width / size.height
}

/**
 * Re-renders every second while there is a jackpot to count. The first
 * render counts nothing on (0: the total as it was loaded), so the server's
 * first view and the page's hydration show the same figure.
 */
function useNow(active: boolean): number {
  const [now, setNow] = useState(0)
  useEffect(() => {
    if (!active) return
    const timer = setInterval(() => setNow(Date.now()), 1_000)
    return () => clearInterval(timer)
  }, [active])
  return now
}

/**
 * Loads the lobby's content for a layout and keeps it fresh: banners (reloaded
 * when the operator changes them), bulletins, marquee, the polled jackpot; and
 * renders the bulletin dialogs when they are wanted. Render once per page.
 */
export function LobbyContentLoader({
  layout,
  member,
}: {
  layout: 'desktop' | 'mobile'
  /** The logged-in member's account, or null: bulletins and the marquee differ for members and reload on login and logout. */
  member: string | null
}) {
  const snap = useSnapshot(contentStore)

  useEffect(() => {
    void loadBanners(layout)
  }, [layout])
  useEffect(() => {
    void loadBulletins(layout)
    void loadMarquee()
  }, [layout, member])

  // The lobby's currency: a login in another currency moves it (spec section 4).
  const currency = useSnapshot(lobbyCurrency).code

  // The operator changed the banners of this currency: reload them (spec section 7, web_api.{currency});
  // a login in another currency listens on that currency's channel instead.
  useEffect(() => {
    const channel = `web_api.${currency}`
    void realtime.subscribe(channel)
    const off = realtime.on('carousel_picture.url', (payload) => {
      if (payload.channel === channel) void loadBanners(layout, { force: true })
    })
    return () => {
      off()
      realtime.unsubscribe(channel)
    }
  }, [layout, currency])

  // The jackpot is the site currency's: a login in another currency reloads it (spec section 4).
  useEffect(() => {
    void loadJackpot()
    const poll = setInterval(() => void loadJackpot(), JACKPOT_POLL_MS)
    return () => clearInterval(poll)
  }, [currency])

  const anyDialog = snap.bulletins.open || snap.history.open
  // Once loaded, the dialogs stay mounted so that closing one can animate out.
  const [dialogsWanted, setDialogsWanted] = useState(anyDialog)
  if (anyDialog && !dialogsWanted) setDialogsWanted(true)
  return dialogsWanted ? (
    <Suspense fallback={null}>
      <LobbyDialogs layout={layout} />
    </Suspense>
  ) : null
}

/** The carousel of the layout's banners, with the click rules of spec section 5. */
export function LobbyBanner({ layout }: { layout: 'desktop' | 'mobile' }) {
  const snap = useSnapshot(contentStore)
  const navigate = useNavigate()

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
        playGame({ gpId: action.gpId, gameCode: action.gameCode, gameType: action.gameType, name: action.gameCode })
        break
      case 'none':
        break
    }
  }

  return (
    <BannerCarousel
      slides={snap.banners.map((b) => ({
        id: b.id,
        imageUrl: b.photo_path,
        alt: b.title,
        width: b.width,
        height: b.height,
      }))}
      loading={snap.bannersStatus === 'loading' || snap.bannersStatus === 'idle'}
      aspectRatio={bannerRatio(layout)}
      onSlideClick={onSlideClick}
    />
  )
}

/** The announcements for visitors; its button opens the bulletin history. */
export function LobbyMarquee({ layout }: { layout: 'desktop' | 'mobile' }) {
  const snap = useSnapshot(contentStore)
  return (
    <AnnouncementMarquee
      items={snap.marquee.map((a) => ({ id: a.id, content: a.content }))}
      onOpen={() => void openBulletinHistory(layout)}
    />
  )
}

/** The jackpot total, counting on between polls. */
export function LobbyJackpot() {
  const snap = useSnapshot(contentStore)
  const now = useNow(snap.jackpot !== null)
  // Re-renders when a login or the address changes the site currency; the session says which it is.
  void useSnapshot(lobbyCurrency).code
  const currency = session.getCurrency()
  return (
    <JackpotCounter
      amount={snap.jackpot ? jackpotNow(snap.jackpot, now) : 0}
      // Before the total arrives the skeleton has the currency's own digits, so nothing moves when it does.
      minorDigits={snap.jackpot?.minorDigits ?? CURRENCY_MINOR_DIGITS[currency]}
      currency={currency}
      loading={snap.jackpot === null}
    />
  )
}
