import type { MenuItem, MenuPlace } from '@lobby/domain'
import { cva } from 'class-variance-authority'
import { useEffect, useId, useRef, type ComponentProps, type ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import { useLayout } from '../../lib/layout.ts'
import { useText } from '../../text/text-provider.tsx'
import { Money } from '../../primitives/money/money.tsx'

/** A link beside the menu that leaves the member centre (spec section 2). */
export type MemberCentreQuickLinkKey = 'APPDownload' | 'applyAgent' | 'announcement_bank'

export interface MemberCentreQuickLink {
  key: MemberCentreQuickLinkKey
  /** Where the link goes; shown as a plain link. */
  href: string
}

export interface MemberCentreShellProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The menu the member sees, already filtered (`visibleMenu`): groups with their children, in order. */
  menu: readonly MenuItem[]
  /** The page shown and its group (`menuPlace`). */
  place: MenuPlace
  /** Called from a menu item with the place it opens; the caller changes the route. */
  onNavigate: (place: MenuPlace) => void
  /** The member's account name. */
  account: string
  /** Currency code of `balance` (e.g. `RMB`); gives the symbol and the minor digits. */
  currency: string
  /** The main wallet, an integer in the currency's minor unit; `null` while unknown (a dash). */
  balance: number | null
  /** Links beside the menu, already filtered by the caller (the site variant hides some). */
  quickLinks?: readonly MemberCentreQuickLink[]
  /**
   * Whose centre the frame holds: the copy area of its title, its menu's
   * name and its labels (`member_centre.menu_Info`, `agent_centre.menu_Plan`).
   * The agent (proxy) centre is the same frame over the agent menu.
   */
  area?: CentreArea
  /** The page of `place`. */
  children?: ReactNode
}

/** The copy area of a centre: the member centre (`/user`) or the agent centre (`/proxy`). */
export type CentreArea = 'member_centre' | 'agent_centre'

/** Copy key of a menu key's label (`member_centre.menu_Info` is "Account info"). */
export const menuLabelKey = (key: string, area: CentreArea = 'member_centre') => `${area}.menu_${key}`

/** The frame: a column on mobile; on desktop a bordered box, the side menu left of the page (the 1500x800 popup). */
export const memberCentreShellVariants = cva(
  'flex min-h-full w-full flex-col bg-background text-foreground desktop:h-full desktop:min-h-[32rem] desktop:flex-row desktop:overflow-hidden desktop:rounded-2xl desktop:border',
)

export const memberCentreMenuItemVariants = cva(
  [
    'flex items-center text-sm font-medium whitespace-nowrap transition-colors outline-none',
    'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
  ],
  {
    variants: {
      /** `sidebar`: the desktop side menu; `tabs`: the mobile strip of pages. */
      menu: {
        sidebar: 'h-9 w-full gap-2 rounded-lg px-3 text-left',
        tabs: 'h-10 shrink-0 rounded-full border px-4',
      },
      active: { true: '', false: 'text-muted-foreground hover:bg-muted hover:text-foreground' },
    },
    compoundVariants: [
      { menu: 'sidebar', active: true, className: 'bg-primary text-primary-foreground' },
      { menu: 'tabs', active: true, className: 'border-primary bg-primary text-primary-foreground' },
      { menu: 'tabs', active: false, className: 'border-border bg-card' },
    ],
    defaultVariants: { menu: 'sidebar', active: false },
  },
)

/** A menu group's pages in the order they are shown: its children, or the group itself. */
function pagesOf(item: MenuItem): MenuPlace[] {
  return item.children && item.children.length > 0
    ? item.children.map((child) => ({ group: item.key, page: child.key }))
    : [{ group: item.key, page: item.key }]
}

/**
 * The frame of the member centre (spec section 2): on desktop a side menu of
 * groups and their pages, a header with the account and its balance, and the
 * page on the right; on mobile a compact header and a scrolling strip of
 * every page above it. Props in, callbacks out: the caller filters the menu,
 * routes on `onNavigate` and renders the page as children.
 */
export function MemberCentreShell({
  menu,
  place,
  onNavigate,
  account,
  currency,
  balance,
  quickLinks = [],
  area = 'member_centre',
  className,
  children,
  ...props
}: MemberCentreShellProps) {
  const { t } = useText()
  // The markup differs (a side menu or a strip of tabs), not just its styles.
  const layout = useLayout()
  const titleId = useId()

  const item = (target: MenuPlace, label: string) => {
    const active = target.page === place.page && target.group === place.group
    return (
      <button
        type="button"
        data-slot="member-centre-menu-item"
        data-key={target.page}
        data-state={active ? 'active' : 'inactive'}
        aria-current={active ? 'page' : undefined}
        className={memberCentreMenuItemVariants({ menu: layout === 'desktop' ? 'sidebar' : 'tabs', active })}
        onClick={() => onNavigate(target)}
      >
        {label}
      </button>
    )
  }

  const accountBlock = (
    <dl
      data-slot="member-centre-account"
      className="flex min-w-0 flex-1 items-center gap-4 desktop:flex-initial desktop:gap-6"
    >
      <div className="flex min-w-0 flex-col">
        <dt className="text-xs text-muted-foreground">{t('signup.account')}</dt>
        <dd data-slot="member-centre-account-name" className="truncate text-sm font-semibold">
          {account}
        </dd>
      </div>
      <div className="flex min-w-0 flex-col">
        <dt className="text-xs text-muted-foreground">{t('wallet.balance')}</dt>
        <dd data-slot="member-centre-balance" className="truncate text-sm font-semibold tabular-nums">
          <Money amount={balance} currency={currency} />
        </dd>
      </div>
    </dl>
  )

  const links =
    quickLinks.length > 0 ? (
      <ul
        data-slot="member-centre-quick-links"
        aria-label={t('member_centre.quick_links')}
        className="flex flex-wrap gap-x-4 gap-y-1 desktop:flex-col desktop:flex-nowrap desktop:gap-1"
      >
        {quickLinks.map((link) => (
          <li key={link.key}>
            <a
              data-slot="member-centre-quick-link"
              data-key={link.key}
              href={link.href}
              className={cn(
                'text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline',
                'rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                'inline-flex h-8 items-center desktop:flex desktop:px-3',
              )}
            >
              {t(`member_centre.link_${link.key}`)}
            </a>
          </li>
        ))}
      </ul>
    ) : null

  const content = (
    <div
      data-slot="member-centre-content"
      data-page={place.page}
      className="min-h-0 min-w-0 flex-1 desktop:overflow-y-auto desktop:p-6"
    >
      {children}
    </div>
  )

  if (layout === 'mobile') {
    return (
      <div data-slot="member-centre-shell" className={cn(memberCentreShellVariants(), className)} {...props}>
        <header data-slot="member-centre-header" className="flex flex-col gap-2 border-b bg-card px-3 pt-3 pb-2">
          <h1 id={titleId} className="sr-only">
            {t(`${area}.title`)}
          </h1>
          {accountBlock}
          {links}
        </header>
        <MobileTabs label={t(`${area}.menu`)} activePage={place.page}>
          {menu.flatMap(pagesOf).map((target) => (
            <li key={`${target.group}/${target.page}`} className="shrink-0">
              {item(target, t(menuLabelKey(target.page, area)))}
            </li>
          ))}
        </MobileTabs>
        {content}
      </div>
    )
  }

  return (
    <div
      data-slot="member-centre-shell"
      data-area={area}
      className={cn(memberCentreShellVariants(), className)}
      {...props}
    >
      <aside data-slot="member-centre-sidebar" className="flex w-60 shrink-0 flex-col gap-4 border-r bg-card p-4">
        <h1 id={titleId} className="px-3 pt-1 text-lg font-semibold">
          {t(`${area}.title`)}
        </h1>
        <nav
          data-slot="member-centre-menu"
          aria-label={t(`${area}.menu`)}
          className="-mx-1 min-h-0 flex-1 overflow-y-auto px-1"
        >
          <ul className="flex flex-col gap-0.5">
            {menu.map((group) => {
              const hasChildren = Boolean(group.children && group.children.length > 0)
              if (!hasChildren)
                return <li key={group.key}>{item(pagesOf(group)[0]!, t(menuLabelKey(group.key, area)))}</li>
              const groupId = `${titleId}-${group.key}`
              return (
                <li
                  key={group.key}
                  data-slot="member-centre-menu-group"
                  data-key={group.key}
                  data-state={group.key === place.group ? 'active' : 'inactive'}
                  className="flex flex-col gap-0.5 pt-2"
                >
                  <span
                    id={groupId}
                    data-slot="member-centre-menu-group-label"
                    className="px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
                  >
                    {t(menuLabelKey(group.key, area))}
                  </span>
                  <ul aria-labelledby={groupId} className="flex flex-col gap-0.5">
                    {pagesOf(group).map((target) => (
                      <li key={target.page}>{item(target, t(menuLabelKey(target.page, area)))}</li>
                    ))}
                  </ul>
                </li>
              )
            })}
          </ul>
        </nav>
        {links ? <div className="border-t pt-3">{links}</div> : null}
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header
          data-slot="member-centre-header"
          className="flex h-16 shrink-0 items-center justify-end gap-4 border-b bg-card px-6"
        >
          {accountBlock}
        </header>
        {content}
      </div>
    </div>
  )
}

/** The mobile strip of pages; the active one is scrolled into view within the strip (never the page). */
function MobileTabs({ label, activePage, children }: { label: string; activePage: string; children: ReactNode }) {
  const strip = useRef<HTMLUListElement>(null)
  useEffect(() => {
    const list = strip.current
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!list || !active) return
    const left = active.offsetLeft
    if (left < list.scrollLeft || left + active.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = left - (list.clientWidth - active.offsetWidth) / 2
    }
  }, [activePage])
  return (
    <nav data-slot="member-centre-menu" aria-label={label} className="border-b bg-card">
      <ul
        ref={strip}
        data-slot="member-centre-tabs"
        className="relative flex [scrollbar-width:none] gap-2 overflow-x-auto px-3 py-2"
      >
        {children}
      </ul>
    </nav>
  )
}
