import { cva } from 'class-variance-authority'
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type FocusEvent,
} from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { DisclosureIcon } from '../../primitives/icon/icon.tsx'

export interface HeaderNavItem {
  /** Stable key, e.g. the category id. */
  id: string | number
  /** Link text, already translated. */
  label: string
  /** Where the link goes, e.g. `/gameHall/3`. */
  href: string
  /** The page a person is on; marked `aria-current="page"`. */
  active?: boolean
}

export const navLinkVariants = cva([
  'relative flex h-16 items-center px-3 text-sm font-medium whitespace-nowrap text-muted-foreground',
  'transition-colors outline-none hover:text-foreground',
  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
  'after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:rounded-full after:bg-transparent',
  'aria-[current=page]:text-foreground aria-[current=page]:after:bg-primary',
  'data-[current=true]:text-foreground data-[current=true]:after:bg-primary',
])

const menuLinkVariants = cva([
  'flex min-h-11 w-full items-center rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-foreground',
  'outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring',
  'aria-[current=page]:bg-primary/10 aria-[current=page]:text-primary',
])

/**
 * How many links fit in `available` px, given each link's width and the
 * More button's: all of them when their widths sum fits, otherwise as many
 * as fit beside the More button (never a link cut at the edge).
 */
export function linksThatFit(widths: readonly number[], moreWidth: number, available: number): number {
  // Half a pixel of slack: widths are fractional and rounding must not push the last link out.
  const room = available + 0.5
  if (widths.reduce((sum, width) => sum + width, 0) <= room) return widths.length
  let used = moreWidth
  let count = 0
  for (const width of widths) {
    if (used + width > room) break
    used += width
    count += 1
  }
  return count
}

/**
 * The desktop header's category links (priority+ pattern): as many as fit
 * at full width, in order; the rest in a More disclosure at the end. No link
 * is ever cut or scrolled out of sight. A hidden copy of the row measures
 * each link at its natural width (fonts, language), and a ResizeObserver
 * recomputes when the room or the words change.
 */
export function HeaderNav({
  items,
  onNavigate,
}: {
  items: readonly HeaderNavItem[]
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void
}) {
  const { t } = useText()
  const navRef = useRef<HTMLElement>(null)
  const measureRef = useRef<HTMLUListElement>(null)
  const moreRef = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  const [visible, setVisible] = useState(items.length)
  const [open, setOpen] = useState(false)

  // The words decide the widths; callers may pass a new array of the same links on every render.
  const labels = items.map((item) => item.label).join('\n')
  useLayoutEffect(() => {
    const nav = navRef.current
    const measure = measureRef.current
    if (!nav || !measure) return
    const fit = () => {
      const widths = Array.from(measure.children, (child) => child.getBoundingClientRect().width)
      const moreWidth = widths.pop() ?? 0
      setVisible(linksThatFit(widths, moreWidth, nav.clientWidth))
    }
    fit()
    const observer = new ResizeObserver(fit)
    observer.observe(nav)
    observer.observe(measure)
    return () => observer.disconnect()
  }, [labels])

  const overflow = items.slice(visible)
  const menuOpen = open && overflow.length > 0

  useEffect(() => {
    if (!menuOpen) return
    const close = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', close)
    return () => document.removeEventListener('pointerdown', close)
  }, [menuOpen])

  const follow = (href: string, event: MouseEvent<HTMLAnchorElement>) => {
    setOpen(false)
    onNavigate?.(href, event)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !menuOpen) return
    event.stopPropagation()
    setOpen(false)
    moreRef.current?.focus()
  }
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false)
  }

  return (
    // Escape and focus leaving arrive from the links and the More button inside (disclosure pattern).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <nav
      ref={navRef}
      data-slot="header-nav"
      aria-label={t('header.nav')}
      className="relative min-w-0 flex-1"
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <ul data-slot="header-nav-list" className="flex">
        {items.slice(0, visible).map((item) => (
          <li key={item.id} className="shrink-0">
            <a
              href={item.href}
              data-slot="header-nav-link"
              aria-current={item.active ? 'page' : undefined}
              onClick={(event) => follow(item.href, event)}
              className={navLinkVariants()}
            >
              {item.label}
            </a>
          </li>
        ))}
        {overflow.length > 0 ? (
          <li className="relative shrink-0">
            <button
              ref={moreRef}
              type="button"
              data-slot="header-nav-more"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              data-current={overflow.some((item) => item.active) || undefined}
              className={cn(navLinkVariants(), 'cursor-pointer gap-1')}
              onClick={() => setOpen((value) => !value)}
            >
              {t('header.more')}
              <DisclosureIcon className={cn('size-3.5 transition-transform', menuOpen && 'rotate-180')} />
            </button>
            <ul
              id={menuId}
              data-slot="header-nav-menu"
              hidden={!menuOpen}
              className="absolute top-full right-0 z-20 mt-1 min-w-48 rounded-lg border bg-card p-1 text-card-foreground shadow-lg"
            >
              {overflow.map((item) => (
                <li key={item.id}>
                  <a
                    href={item.href}
                    data-slot="header-nav-menu-link"
                    aria-current={item.active ? 'page' : undefined}
                    onClick={(event) => follow(item.href, event)}
                    className={menuLinkVariants()}
                  >
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ) : null}
      </ul>
      {/* Every link at its natural width, and the More button's, for fit(): never seen, never reached. */}
      <ul
        ref={measureRef}
        aria-hidden="true"
        data-slot="header-nav-measure"
        className="pointer-events-none invisible absolute top-0 left-0 flex w-max"
      >
        {items.map((item) => (
          <li key={item.id} className="shrink-0">
            <span className={navLinkVariants()}>{item.label}</span>
          </li>
        ))}
        <li className="shrink-0">
          <span className={cn(navLinkVariants(), 'gap-1')}>
            {t('header.more')}
            <DisclosureIcon className="size-3.5 transition-transform" />
          </span>
        </li>
      </ul>
    </nav>
  )
}
