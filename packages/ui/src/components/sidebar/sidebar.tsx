import { linkType, type LinkType } from '@lobby/domain'
import { cva } from 'class-variance-authority'
import type { ComponentProps, MouseEvent } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { ExternalLinkIcon } from '../../primitives/icon/icon.tsx'

export interface SidebarLink {
  /** Stable key. */
  id: string | number
  /** Link text, already translated. */
  label: string
  /** `/main/..`, `/faq/..` or an http(s) URL; its type comes from `linkType`. Any other link is not shown. */
  href: string
  /** Icon URL. Decorative. */
  icon?: string
}

export interface SidebarProps extends ComponentProps<'nav'> {
  /** Links in display order. */
  links: readonly SidebarLink[]
  /** The current page's link; marked `aria-current="page"`. */
  activeHref?: string
  /**
   * Called when a person follows a `main` or `faq` link, with its href and
   * type. Call `event.preventDefault()` to route on the client. External links
   * open in a new tab and are reported too.
   */
  onNavigate?: (href: string, type: LinkType, event: MouseEvent<HTMLAnchorElement>) => void
  /** Show skeleton links while they load. */
  loading?: boolean
}

const linkVariants = cva([
  'flex h-12 w-full items-center gap-3 rounded-lg px-3 text-base font-medium text-muted-foreground transition-colors',
  'desktop:h-11 desktop:text-sm',
  'outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
  'aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground',
])

/**
 * Site links of three types (spec section 2), taken from the link itself:
 * `/main/..` and `/faq/..` stay in the site, an http(s) URL opens in a new tab
 * with `rel="noopener noreferrer"`. Links of no type are left out. A narrow
 * column on the desktop layout; full width with larger touch targets on mobile.
 */
export function Sidebar({ links, activeHref, onNavigate, loading = false, className, ...props }: SidebarProps) {
  const { t } = useText()
  const typed = links.flatMap((link) => {
    const type = linkType(link.href)
    return type ? [{ ...link, type }] : []
  })
  const state = loading ? 'loading' : typed.length === 0 ? 'empty' : 'ready'

  return (
    <nav
      data-slot="sidebar"
      data-state={state}
      aria-label={t('sidebar.label')}
      aria-busy={loading || undefined}
      className={cn(
        'flex flex-col rounded-xl border bg-card p-2 text-card-foreground shadow-sm',
        'w-full desktop:w-60',
        className,
      )}
      {...props}
    >
      {loading ? (
        <div data-slot="sidebar-loading" className="flex flex-col gap-1.5">
          <span className="sr-only" role="status">
            {t('sidebar.loading')}
          </span>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-12 w-full rounded-lg desktop:h-11" />
          ))}
        </div>
      ) : typed.length === 0 ? (
        <p data-slot="sidebar-empty" className="px-3 py-6 text-center text-sm text-muted-foreground">
          {t('sidebar.empty')}
        </p>
      ) : (
        <ul data-slot="sidebar-list" className="flex flex-col gap-1">
          {typed.map((link) => {
            const external = link.type === 'external'
            return (
              <li key={link.id}>
                <a
                  href={link.href}
                  data-slot="sidebar-link"
                  data-variant={link.type}
                  aria-current={!external && link.href === activeHref ? 'page' : undefined}
                  target={external ? '_blank' : undefined}
                  rel={external ? 'noopener noreferrer' : undefined}
                  onClick={onNavigate ? (event) => onNavigate(link.href, link.type, event) : undefined}
                  className={linkVariants()}
                >
                  {link.icon ? (
                    <img
                      data-slot="sidebar-icon"
                      src={link.icon}
                      alt=""
                      width={20}
                      height={20}
                      className="size-5 shrink-0"
                    />
                  ) : null}
                  <span data-slot="sidebar-label" title={link.label} className="min-w-0 flex-1 truncate">
                    {link.label}
                  </span>
                  {external ? (
                    <>
                      <ExternalLinkIcon data-slot="sidebar-external" className="size-4 shrink-0 opacity-70" />
                      <span className="sr-only"> {t('sidebar.new_tab')}</span>
                    </>
                  ) : null}
                </a>
              </li>
            )
          })}
        </ul>
      )}
    </nav>
  )
}
