import { isExternalLink, isSafeLinkUrl } from '@lobby/domain'
import { cva } from 'class-variance-authority'
import type { ComponentProps, MouseEvent } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { footerIcons } from '../footer/footer-icons.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'

/** One destination of the bar, as the operator configured it (`/arks/web/web-mobile-footer`). */
export interface MobileFooterNavEntry {
  /** Stable key. */
  id: string | number
  /** The operator's key (home, deposit, withdrawal, wallet, signup, profile, service, …): picks a built-in icon. */
  key: string
  /** Text, already translated. */
  label: string
  /** Where it goes: a path of the site, or an http(s) URL that opens in a new tab. */
  href: string
  /** The operator's icon, used when the key has no built-in one. */
  iconUrl?: string
}

export interface MobileFooterNavProps extends Omit<ComponentProps<'nav'>, 'onSelect'> {
  /** The destinations, in order. Unsafe addresses (script, data, `//host`) are left out. */
  items: readonly MobileFooterNavEntry[]
  /** `loading`: placeholders hold the bar's height until the items arrive. */
  status?: 'loading' | 'ready'
  /** The current destination's id; marked `aria-current="page"`. */
  activeId?: string | number
  /** Called when a person follows an item; call `event.preventDefault()` to route on the client. */
  onNavigate: (item: MobileFooterNavEntry, event: MouseEvent<HTMLAnchorElement>) => void
}

const BUILT_IN_ICON: Record<string, keyof typeof footerIcons> = {
  home: 'home',
  deposit: 'deposit',
  withdraw: 'withdraw',
  withdrawal: 'withdraw',
  wallet: 'wallet',
  signup: 'signup',
  register: 'signup',
  profile: 'profile',
  service: 'service',
}

const itemVariants = cva([
  'flex h-14 w-full flex-col items-center justify-center gap-0.5 text-[0.6875rem] font-medium text-muted-foreground',
  'transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
  'aria-[current=page]:text-primary [&_img]:size-6 [&_svg]:size-6',
])

function ItemIcon({ item }: { item: MobileFooterNavEntry }) {
  const builtIn = BUILT_IN_ICON[item.key]
  if (builtIn) return footerIcons[builtIn]
  if (item.iconUrl) {
    return <img src={item.iconUrl} alt="" width={24} height={24} decoding="async" className="object-contain" />
  }
  return footerIcons.link
}

/**
 * The mobile bottom bar with the destinations the operator configured
 * (home, deposit, wallet, sign up, …). Fixed to the bottom of the viewport, its place held at the page's end;
 * the caller leaves it out when the page is opened with `footer=false`, and
 * nothing is drawn when there is no item.
 */
export function MobileFooterNav({
  items,
  status = 'ready',
  activeId,
  onNavigate,
  className,
  ...props
}: MobileFooterNavProps) {
  const { t } = useText()
  const shown = items.filter((item) => isSafeLinkUrl(item.href))
  if (status === 'ready' && shown.length === 0) return null
  const columns = status === 'loading' ? 4 : shown.length
  return (
    <>
      {/* Holds the bar's place at the end of the page (its 56 px row and top border), so the last content
          scrolls clear of it. The bar itself is fixed rather than sticky: content scrolling under a sticky
          bar counts as partly hidden targets (axe target-size, WCAG 2.5.8), a fixed bar is judged apart. */}
      <div
        aria-hidden="true"
        data-slot="mobile-footer-nav-spacer"
        className={cn('box-content h-[57px] shrink-0 pb-[env(safe-area-inset-bottom)]', className)}
      />
      <nav
        data-slot="mobile-footer-nav"
        data-state={status}
        aria-label={t('footer.mobile_nav')}
        aria-busy={status === 'loading' || undefined}
        className={cn(
          'fixed inset-x-0 bottom-0 z-10 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur',
          className,
        )}
        {...props}
      >
        <ul className="grid" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
          {status === 'loading'
            ? Array.from({ length: columns }, (_, index) => (
                <li key={index} aria-hidden="true" className="flex h-14 flex-col items-center justify-center gap-1">
                  <Skeleton className="size-6 rounded-md" />
                  <Skeleton className="h-2.5 w-10" />
                </li>
              ))
            : shown.map((item) => {
                const external = isExternalLink(item.href)
                return (
                  <li key={item.id} className="min-w-0">
                    <a
                      href={item.href}
                      data-slot="mobile-footer-nav-item"
                      data-variant={item.key}
                      aria-current={item.id === activeId ? 'page' : undefined}
                      target={external ? '_blank' : undefined}
                      rel={external ? 'noopener noreferrer' : undefined}
                      onClick={(event) => onNavigate(item, event)}
                      className={itemVariants()}
                    >
                      <ItemIcon item={item} />
                      <span className="max-w-full truncate px-1">{item.label}</span>
                      {external ? <span className="sr-only"> {t('footer.new_tab')}</span> : null}
                    </a>
                  </li>
                )
              })}
        </ul>
      </nav>
    </>
  )
}
