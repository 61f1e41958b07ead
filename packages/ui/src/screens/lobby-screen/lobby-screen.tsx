import type { ComponentProps, ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import { useLayout } from '../../lib/layout.ts'
import type { Layout } from '../../lib/theme.ts'
import { LobbyTabs, splitLobbyTabsProps, type LobbyTabsPassThroughProps } from './lobby-tabs.tsx'

/**
 * Width / height reserved for the banner: 1920x600, the same ratio
 * BannerCarousel falls back to without slides. Pass the real banners' ratio
 * (to this screen and to the carousel) when a template uses another size.
 */
export const LOBBY_BANNER_ASPECT = 1920 / 600

/**
 * Height of BannerCarousel's dots row (margin plus 1.5rem buttons) under its
 * image box. Reserved too: the carousel's skeleton has no dots, so without it
 * the page would move down when several banners arrive.
 */
const BANNER_CONTROLS_RESERVE = { desktop: '2rem', mobile: '1.75rem' } as const satisfies Record<Layout, string>

export interface LobbyScreenProps extends LobbyTabsPassThroughProps, Omit<ComponentProps<'div'>, 'children'> {
  /** The banner slot, e.g. a BannerCarousel. Its box is reserved before it renders. */
  banner?: ReactNode
  /** Width / height of the banner box to reserve; defaults to `LOBBY_BANNER_ASPECT`. */
  bannerAspect?: number
  /** The announcement marquee slot, under the banner. */
  marquee?: ReactNode
  /** The jackpot counter slot, above the tabs. */
  jackpot?: ReactNode
  /** Desktop only: a column on the left of the jackpot and tabs from `lg` widths (under them below `lg`), e.g. the Sidebar. */
  aside?: ReactNode
}

/**
 * The lobby page (`/`) laid out from slots: banner, marquee, jackpot, then
 * the lobby tabs (all games, favourites, last played), with an optional
 * sidebar column on desktop. Pure layout: every slot is the caller's
 * container; the caller owns `tab` and answers `onTabChange` and
 * `onLoginRequest`. The banner's box is reserved at `bannerAspect` whether
 * or not the slot has rendered yet, so nothing below it moves (CLS 0).
 */
export function LobbyScreen(allProps: LobbyScreenProps) {
  const [tabsProps, { banner, bannerAspect = LOBBY_BANNER_ASPECT, marquee, jackpot, aside, className, ...props }] =
    splitLobbyTabsProps(allProps)
  // The aside is desktop-only markup; the banner's reserve is an inline length per layout.
  const layout = useLayout()
  const withAside = layout === 'desktop' && aside != null

  return (
    <div
      data-slot="lobby-screen"
      data-member={tabsProps.memberState}
      className={cn('flex w-full min-w-0 flex-col gap-3 desktop:gap-4', className)}
      {...props}
    >
      {/* A size container, so the reserve below can be the banner box's height: its width over the ratio, plus the dots. */}
      <div data-slot="lobby-screen-banner" className="@container w-full">
        <div
          data-slot="lobby-screen-banner-box"
          className="w-full"
          style={{ minHeight: `calc(100cqw / ${bannerAspect} + ${BANNER_CONTROLS_RESERVE[layout]})` }}
        >
          {banner}
        </div>
      </div>
      {marquee != null ? <div data-slot="lobby-screen-marquee">{marquee}</div> : null}
      <div
        data-slot="lobby-screen-body"
        className={cn(
          'flex min-w-0 flex-col gap-3 desktop:gap-6',
          withAside && 'lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:items-start',
        )}
      >
        {withAside ? (
          <div data-slot="lobby-screen-aside" className="min-w-0 max-lg:order-last">
            {aside}
          </div>
        ) : null}
        <div data-slot="lobby-screen-main" className="flex min-w-0 flex-col gap-3 desktop:gap-5">
          {jackpot != null ? <div data-slot="lobby-screen-jackpot">{jackpot}</div> : null}
          <LobbyTabs {...tabsProps} />
        </div>
      </div>
    </div>
  )
}
