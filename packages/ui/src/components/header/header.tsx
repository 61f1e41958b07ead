import { cva } from 'class-variance-authority'
import type { ComponentProps, MouseEvent, ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import type { Layout } from '../../lib/theme.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { HeaderNav, type HeaderNavItem } from './header-nav.tsx'

export type { HeaderNavItem }

export interface HeaderProps extends ComponentProps<'header'> {
  /** The brand's name: the home link's accessible name, and the wordmark when there is no logo. */
  brandName: string
  /** Logo URL; replaces the wordmark. */
  logoUrl?: string
  /** The home link's target. */
  homeHref?: string
  /** `desktop`: logo, category links, slots and account; `mobile`: a compact bar with logo and account. */
  layout?: Layout
  /** Category links, desktop only: those that do not fit at full width go into a More menu (HeaderNav). */
  nav?: readonly HeaderNavItem[]
  /**
   * Called when a person follows the home link or a category link, with its
   * `href`. Call `event.preventDefault()` to route on the client.
   */
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void
  /** Language selector slot (`LanguageSelect` with the same `layout`), on both layouts. */
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

const barVariants = cva('mx-auto flex w-full items-center', {
  variants: {
    layout: {
      desktop: 'h-16 max-w-6xl gap-6 px-6',
      mobile: 'h-12 gap-2 px-3',
    },
  },
})

/**
 * The bar at the top of every page. Props in, callbacks out: the caller
 * passes the member (or none, for a visitor), the links and the slots, and
 * handles `onLogin`, `onRegister` and `onNavigate`.
 */
export function Header({
  brandName,
  logoUrl,
  homeHref = '/',
  layout = 'desktop',
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
  const desktop = layout === 'desktop'
  const buttonSize = desktop ? 'md' : 'sm'

  return (
    <header
      data-slot="header"
      data-layout={layout}
      data-state={member ? 'member' : 'visitor'}
      className={cn('sticky top-0 z-10 border-b bg-background/90 backdrop-blur', className)}
      {...props}
    >
      <div data-slot="header-bar" className={barVariants({ layout })}>
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
              width={120}
              height={32}
              // The lobby's banner is the page's one eager image (issue 3); the logo's box is reserved by its size.
              loading="lazy"
              className={desktop ? 'h-8 w-auto' : 'h-7 w-auto'}
            />
          ) : (
            <>
              <span
                aria-hidden="true"
                className="grid size-8 place-items-center rounded-lg bg-primary text-primary-foreground"
              >
                {brandName.slice(0, 1)}
              </span>
              <span className={cn('max-w-48 truncate', desktop ? 'text-xl' : 'text-lg')}>{brandName}</span>
            </>
          )}
        </a>

        {desktop && nav.length > 0 ? <HeaderNav items={nav} onNavigate={onNavigate} /> : <div className="flex-1" />}

        <div data-slot="header-actions" className={cn('flex min-w-0 items-center', desktop ? 'gap-3' : 'gap-2')}>
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
                <Button data-slot="header-logout" variant="ghost" size={buttonSize} onClick={onLogout}>
                  {t('header.logout')}
                </Button>
              ) : null}
            </>
          ) : onLogin || onRegister ? (
            <>
              {onLogin ? (
                <Button data-slot="header-login" variant="outline" size={buttonSize} onClick={onLogin}>
                  {t('header.login')}
                </Button>
              ) : null}
              {onRegister ? (
                <Button data-slot="header-register" variant="primary" size={buttonSize} onClick={onRegister}>
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
