import type { ComponentProps, MouseEvent, ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import { useLayout } from '../../lib/layout.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { HeaderNav, type HeaderNavItem } from './header-nav.tsx'

export type { HeaderNavItem }

const DEFAULT_LOGO_SIZE = { width: 120, height: 32 }

export interface HeaderProps extends ComponentProps<'header'> {
  /** The brand's name: the home link's accessible name, and the wordmark when there is no logo. */
  brandName: string
  /** Logo URL; replaces the wordmark. */
  logoUrl?: string
  /**
   * The logo's size in pixels (the operator's upload, `/web/logo`), for its
   * proportions: the logo is drawn 32 px high (28 on mobile) and its box has
   * its width before the picture arrives, so nothing in the header moves when
   * it does (CLS 0). Without it, 120 x 32.
   */
  logoSize?: { width: number; height: number }
  /** The home link's target. */
  homeHref?: string
  /** Category links, desktop only: those that do not fit at full width go into a More menu (HeaderNav). */
  nav?: readonly HeaderNavItem[]
  /**
   * Called when a person follows the home link or a category link, with its
   * `href`. Call `event.preventDefault()` to route on the client.
   */
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void
  /** Language selector slot (`LanguageSelect`), on both layouts. */
  language?: ReactNode
  /** Status slot, e.g. the live-connection indicator. */
  status?: ReactNode
  /** The signed-in member; without it the header is for a visitor. */
  member?: { name: string }
  /** A member's balance chip slot. */
  balance?: ReactNode
  /** Visitors: called from the Log in button. Without it (and `onRegister`) no account buttons are shown. */
  onLogin?: () => void
  /** Visitors: called from the Sign up button. */
  onRegister?: () => void
  /** Members: called from the Log out button. Without it no Log out button is shown. */
  onLogout?: () => void
}

/**
 * The bar at the top of every page. Props in, callbacks out: the caller
 * passes the member (or none, for a visitor), the links and the slots, and
 * handles `onLogin`, `onRegister` and `onNavigate`. On the desktop layout it
 * holds the category links and the member's name; on mobile a compact bar
 * with logo and account (the markup differs, so it reads `useLayout()`).
 */
export function Header({
  brandName,
  logoUrl,
  logoSize = DEFAULT_LOGO_SIZE,
  homeHref = '/',
  nav = [],
  onNavigate,
  language,
  status,
  member,
  balance,
  onLogin,
  onRegister,
  onLogout,
  className,
  ...props
}: HeaderProps) {
  const { t } = useText()
  const desktop = useLayout() === 'desktop'
  const buttonSize = desktop ? 'md' : 'sm'

  return (
    <header
      data-slot="header"
      data-state={member ? 'member' : 'visitor'}
      className={cn('sticky top-0 z-10 border-b bg-background/90 backdrop-blur', className)}
      {...props}
    >
      <div
        data-slot="header-bar"
        className="mx-auto flex h-12 w-full items-center gap-2 px-3 desktop:h-16 desktop:max-w-6xl desktop:gap-6 desktop:px-6"
      >
        <a
          href={homeHref}
          data-slot="header-brand"
          onClick={onNavigate ? (event) => onNavigate(homeHref, event) : undefined}
          className="flex shrink-0 items-center gap-2 rounded-md font-bold text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {logoUrl ? (
            <img
              src={logoUrl}
              alt={brandName}
              width={logoSize.width}
              height={logoSize.height}
              // The lobby's banner is the page's one eager image (issue 3); the logo's box is reserved by its size.
              loading="lazy"
              className="h-7 w-auto desktop:h-8"
            />
          ) : (
            <>
              <span
                aria-hidden="true"
                data-slot="header-brand-mark"
                className="grid size-8 place-items-center rounded-lg bg-primary text-primary-foreground"
              >
                {brandName.slice(0, 1)}
              </span>
              <span className="max-w-48 truncate text-lg desktop:text-xl">{brandName}</span>
            </>
          )}
        </a>

        {desktop && nav.length > 0 ? <HeaderNav items={nav} onNavigate={onNavigate} /> : <div className="flex-1" />}

        <div data-slot="header-actions" className="flex min-w-0 items-center gap-2 desktop:gap-3">
          {status ? (
            <div data-slot="header-status" className="shrink-0">
              {status}
            </div>
          ) : null}
          {language ? (
            <div data-slot="header-language" className="shrink-0">
              {language}
            </div>
          ) : null}
          {member ? (
            <>
              {balance ? (
                <div data-slot="header-balance" className="shrink-0">
                  {balance}
                </div>
              ) : null}
              {desktop ? (
                <p data-slot="header-member" className="flex min-w-0 items-center gap-2 text-sm font-medium">
                  <span
                    aria-hidden="true"
                    className="grid size-8 shrink-0 place-items-center rounded-full bg-muted font-semibold text-muted-foreground uppercase"
                  >
                    {member.name.slice(0, 1)}
                  </span>
                  <span className="sr-only">{t('header.signed_in_as')} </span>
                  <span data-slot="header-member-name" title={member.name} className="max-w-40 truncate">
                    {member.name}
                  </span>
                </p>
              ) : null}
              {onLogout ? (
                <Button variant="ghost" size={buttonSize} onClick={onLogout}>
                  {t('header.logout')}
                </Button>
              ) : null}
            </>
          ) : onLogin || onRegister ? (
            <>
              {onLogin ? (
                <Button variant="outline" size={buttonSize} onClick={onLogin}>
                  {t('header.login')}
                </Button>
              ) : null}
              {onRegister ? (
                <Button variant="primary" size={buttonSize} onClick={onRegister}>
                  {t('header.register')}
                </Button>
              ) : null}
            </>
          ) : null}
        </div>
      </div>
    </header>
  )
}
