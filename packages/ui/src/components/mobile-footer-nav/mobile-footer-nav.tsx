import { cva } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { footerIcons } from '../footer/footer-icons.tsx'

/** The bar's destinations; the last one is `signup` for visitors and `profile` for members. */
export type MobileFooterNavItem = 'home' | 'deposit' | 'wallet' | 'signup' | 'profile'

export interface MobileFooterNavProps extends Omit<ComponentProps<'nav'>, 'onSelect'> {
  /** Members get Profile in the last place, visitors Sign up. */
  signedIn?: boolean
  /** The current destination; marked `aria-current="page"`. */
  active?: MobileFooterNavItem
  /** Destinations a site variant hides (spec section 2: rb16 hides Deposit). */
  hiddenItems?: readonly MobileFooterNavItem[]
  /** Called with the destination a person picks. */
  onSelect: (item: MobileFooterNavItem) => void
}

const itemVariants = cva([
  'flex h-14 w-full flex-col items-center justify-center gap-0.5 text-[0.6875rem] font-medium text-muted-foreground',
  'transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
  'aria-[current=page]:text-primary [&_svg]:size-6',
])

/**
 * The mobile bottom bar: home, deposit, wallet and sign up (or profile).
 * Sticky to the bottom of the viewport. The caller leaves it out when the
 * page is opened with `footer=false`.
 */
export function MobileFooterNav({
  signedIn = false,
  active,
  hiddenItems = [],
  onSelect,
  className,
  ...props
}: MobileFooterNavProps) {
  const { t } = useText()
  const items = (['home', 'deposit', 'wallet', signedIn ? 'profile' : 'signup'] as MobileFooterNavItem[]).filter(
    (item) => !hiddenItems.includes(item),
  )
  return (
    <nav
      data-slot="mobile-footer-nav"
      aria-label={t('footer.mobile_nav')}
      className={cn(
        'sticky bottom-0 z-10 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur',
        className,
      )}
      {...props}
    >
      <ul className={cn('grid', items.length === 4 ? 'grid-cols-4' : 'grid-cols-3')}>
        {items.map((item) => (
          <li key={item}>
            <button
              type="button"
              data-slot="mobile-footer-nav-item"
              data-variant={item}
              aria-current={item === active ? 'page' : undefined}
              onClick={() => onSelect(item)}
              className={itemVariants()}
            >
              {footerIcons[item]}
              <span className="max-w-full truncate px-1">{t(`footer.${item}`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  )
}
