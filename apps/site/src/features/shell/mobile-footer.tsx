import { isExternalLink, isLinkHidden } from '@lobby/domain'
import { MobileFooterNav, useText, type MobileFooterNavEntry } from '@lobby/ui'
import { useEffect, type MouseEvent } from 'react'
import { useSnapshot } from 'valtio'
import { siteConfig } from '../../app/site-config.ts'
import { loadMobileFooter } from './actions.ts'
import { shellStore } from './store.ts'

type Item = (typeof shellStore.mobileFooter.items)[number]

/** Keys the site has words for, in every language; any other key shows the operator's title. */
const LABEL_KEY: Record<string, string> = {
  home: 'footer.home',
  deposit: 'footer.deposit',
  withdraw: 'footer.withdraw',
  withdrawal: 'footer.withdraw',
  wallet: 'footer.wallet',
  signup: 'footer.signup',
  register: 'footer.signup',
  profile: 'footer.profile',
  service: 'site.customer_service',
}

/** The links a site variant hides (spec section 2), by the operator's key. */
const VARIANT_LINK: Record<string, string> = { deposit: 'Deposit', withdraw: 'Withdrawal', withdrawal: 'Withdrawal' }

/** The bar when the operator's list cannot be had: the site's own destinations. */
const BUILT_IN: Item[] = [
  { id: -1, key: 'home', title: '', icon: '', url: '/', needLogin: false },
  { id: -2, key: 'deposit', title: '', icon: '', url: '/Deposit', needLogin: true },
  { id: -3, key: 'wallet', title: '', icon: '', url: '/user/MyWallet', needLogin: true },
  { id: -4, key: 'signup', title: '', icon: '', url: '/register', needLogin: false },
]

const isSignup = (key: string) => key === 'signup' || key === 'register'

export interface SiteMobileFooterProps {
  signedIn: boolean
  /** The current path: its item is marked as the current page. */
  pathname: string
  /** Where a member's Profile goes (it takes the place of Sign up). */
  profilePath: string
  /** Sign up: registration (the register page on mobile). */
  onSignup: () => void
  /** A destination for members: the login gate first for a visitor. */
  onMemberPage: (path: string) => void
  /** A path of the site: routed on the client. */
  onRoute: (path: string, event: MouseEvent<HTMLAnchorElement>) => void
}

/**
 * The mobile bottom bar with what the operator configured for the mobile
 * template (`/arks/web/web-mobile-footer`): items that need a login pass the
 * login gate, outside links open a new tab, unsafe ones are never shown.
 */
export function SiteMobileFooter({
  signedIn,
  pathname,
  profilePath,
  onSignup,
  onMemberPage,
  onRoute,
}: SiteMobileFooterProps) {
  const { t } = useText()
  const footer = useSnapshot(shellStore.mobileFooter)
  const detail = useSnapshot(shellStore.detail)
  const template = detail.env?.mobile_template || siteConfig.mobileTemplate
  const detailKnown = detail.status === 'ready' || detail.status === 'error'

  useEffect(() => {
    // The template comes with the site details: asked once they are known, not twice.
    if (detailKnown) void loadMobileFooter(template)
  }, [detailKnown, template])

  const variant = detail.env?.site_variant
  const items = (footer.status === 'error' ? BUILT_IN : footer.items)
    .map((item) =>
      signedIn && isSignup(item.key) ? { ...item, key: 'profile', url: profilePath, needLogin: true } : item,
    )
    .filter((item) => !(VARIANT_LINK[item.key] && isLinkHidden(variant, VARIANT_LINK[item.key]!)))
  const byId = new Map(items.map((item) => [item.id, item]))
  const entries: MobileFooterNavEntry[] = items.map((item) => ({
    id: item.id,
    key: item.key,
    label: LABEL_KEY[item.key] ? t(LABEL_KEY[item.key]!) : item.title,
    href: item.url,
    iconUrl: item.icon || undefined,
  }))

  const follow = (entry: MobileFooterNavEntry, event: MouseEvent<HTMLAnchorElement>) => {
    const item = byId.get(entry.id as number)
    // An outside address opens in its new tab (the bar only shows safe ones).
    if (!item || isExternalLink(item.url)) return
    event.preventDefault()
    if (isSignup(item.key)) onSignup()
    else if (item.needLogin) onMemberPage(item.url)
    else onRoute(item.url, event)
  }

  return (
    <MobileFooterNav
      items={entries}
      status={footer.status === 'ready' || footer.status === 'error' ? 'ready' : 'loading'}
      activeId={items.find((item) => item.url === pathname)?.id}
      onNavigate={follow}
    />
  )
}
