import { isExternalLink, isSafeLinkUrl } from '@lobby/domain'
import { cva } from 'class-variance-authority'
import type { ComponentProps, MouseEvent } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { footerIcons } from './footer-icons.tsx'

export interface FooterLink {
  /** Stable key. */
  id: string | number
  /** Link text, already translated. */
  label: string
  /** The footer item's url; an http(s) URL opens in a new tab. */
  url: string
}

/** The footer's quick actions; what each opens (page, window, login) is the caller's call. */
export type FooterAction = 'deposit' | 'withdraw' | 'wallet' | 'signup'

export interface FooterProps extends ComponentProps<'footer'> {
  /** The site's footer items, in display order. */
  links: readonly FooterLink[]
  /** Show skeleton links while they load. */
  loading?: boolean
  /** Called when a person follows a site link with its url; call `event.preventDefault()` to route on the client. */
  onNavigate?: (url: string, event: MouseEvent<HTMLAnchorElement>) => void
  /** Called with the quick action a person picks. */
  onAction: (action: FooterAction) => void
  /** Members see deposit, withdraw and wallet; visitors also see sign up. */
  signedIn?: boolean
  /** Actions a site variant hides (spec section 2: rb16 hides Deposit and Withdrawal). */
  hiddenActions?: readonly FooterAction[]
  /** The brand named in the copyright line. */
  brandName: string
  /** The copyright year, passed in so the footer renders the same on server and client. */
  year: number
  /** Opens the site's terms (the protocol modal); without it the footer offers no terms button. */
  onOpenTerms?: () => void
}

const actionVariants = cva([
  'inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg border bg-card px-3 text-sm font-medium',
  'text-card-foreground shadow-sm desktop:w-auto desktop:justify-normal desktop:px-4',
  'transition-colors outline-none hover:border-primary/60 hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring',
  '[&_svg]:size-5 [&_svg]:shrink-0 [&_svg]:text-primary',
])

const linkClass =
  'rounded-sm text-sm text-muted-foreground underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring'

/**
 * The site footer: deposit, withdraw, wallet and (for visitors) sign-up
 * actions, the site's footer links, and the copyright line. Stacked and
 * centred on the mobile layout, in rows on desktop.
 */
export function Footer({
  links,
  loading = false,
  onNavigate,
  onAction,
  signedIn = false,
  hiddenActions = [],
  brandName,
  year,
  onOpenTerms,
  className,
  ...props
}: FooterProps) {
  const { t } = useText()
  const actions = (signedIn ? ['deposit', 'withdraw', 'wallet'] : ['deposit', 'withdraw', 'wallet', 'signup']).filter(
    (action) => !hiddenActions.includes(action as FooterAction),
  ) as FooterAction[]

  return (
    <footer
      data-slot="footer"
      data-state={loading ? 'loading' : links.length === 0 ? 'empty' : 'ready'}
      className={cn('border-t bg-card/60 text-card-foreground', className)}
      {...props}
    >
      <div className="mx-auto flex w-full flex-col items-stretch gap-5 px-4 py-6 text-center desktop:max-w-6xl desktop:gap-6 desktop:px-6 desktop:py-8 desktop:text-start">
        <ul
          data-slot="footer-actions"
          aria-label={t('footer.quick_links')}
          className="grid grid-cols-2 gap-2 desktop:flex desktop:flex-wrap desktop:gap-3"
        >
          {actions.map((action) => (
            <li key={action}>
              <button
                type="button"
                data-slot="footer-action"
                data-variant={action}
                onClick={() => onAction(action)}
                className={actionVariants()}
              >
                {footerIcons[action]}
                {t(`footer.${action}`)}
              </button>
            </li>
          ))}
        </ul>

        {loading ? (
          <div data-slot="footer-loading" className="flex flex-wrap justify-center gap-4 desktop:justify-normal">
            <span className="sr-only" role="status">
              {t('footer.links_loading')}
            </span>
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} className="h-4 w-24" />
            ))}
          </div>
        ) : links.some((link) => isSafeLinkUrl(link.url)) ? (
          <nav data-slot="footer-links" aria-label={t('footer.links')}>
            <ul className="flex flex-wrap justify-center gap-x-4 gap-y-2 desktop:justify-normal desktop:gap-x-6">
              {/* An address a link must never follow (javascript:, data:, `//host`, encoded tricks) is not shown (spec section 5). */}
              {links
                .filter((link) => isSafeLinkUrl(link.url))
                .map((link) => {
                  const external = isExternalLink(link.url)
                  return (
                    <li key={link.id} className="max-w-full min-w-0">
                      <a
                        href={link.url}
                        data-slot="footer-link"
                        data-variant={external ? 'external' : 'internal'}
                        target={external ? '_blank' : undefined}
                        rel={external ? 'noopener noreferrer' : undefined}
                        onClick={onNavigate ? (event) => onNavigate(link.url, event) : undefined}
                        className={cn(linkClass, 'block break-words')}
                      >
                        {link.label}
                        {external ? <span className="sr-only"> {t('footer.new_tab')}</span> : null}
                      </a>
                    </li>
                  )
                })}
            </ul>
          </nav>
        ) : null}

        <div className="flex flex-col-reverse flex-wrap items-center justify-center gap-x-4 gap-y-2 border-t pt-4 desktop:flex-row desktop:justify-between">
          <p data-slot="footer-copyright" className="text-xs text-muted-foreground">
            {t('footer.copyright', { year, brand: brandName })}
          </p>
          {onOpenTerms ? (
            <button
              type="button"
              data-slot="footer-terms"
              aria-haspopup="dialog"
              onClick={onOpenTerms}
              className={cn(linkClass, 'min-h-6 underline')}
            >
              {t('footer.terms')}
            </button>
          ) : null}
        </div>
      </div>
    </footer>
  )
}
