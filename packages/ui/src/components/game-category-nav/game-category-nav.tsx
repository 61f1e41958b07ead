import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import { useLayout } from '../../lib/layout.ts'
import type { Layout } from '../../lib/theme.ts'
import { useText } from '../../text/text-provider.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger, tabsListVariants } from '../../primitives/tabs/tabs.tsx'

export interface GameCategoryNavItem {
  /** Category id (spec section 1: 2 slot, 3 live, 4 sport, ...). */
  id: number
  /** Display name, already translated. */
  label: string
  /** Icon URL shown while the tab is inactive. Decorative. */
  icon?: string
  /** Icon URL shown while the tab is active; falls back to `icon`. */
  activeIcon?: string
}

export interface GameCategoryNavProps extends Omit<ComponentProps<'div'>, 'children' | 'defaultValue' | 'dir'> {
  /** Categories in display order. */
  items: readonly GameCategoryNavItem[]
  /** Id of the active category (controlled). */
  value: number
  /** Called with the id of the category a person picks (click or arrow keys). */
  onValueChange: (id: number) => void
  /** Show skeleton tabs while the categories load. */
  loading?: boolean
  /** Mobile only: `grid` lays the categories out four to a row instead of a strip (a mobile template's `game_nav`). */
  arrangement?: 'tabs' | 'grid'
  /** Panel content of the active category. */
  children?: ReactNode
}

/** The loading strip: the category list's look (mobile: a compact strip; desktop: a row in a card), not scrolling. */
const loadingListClass = cn(tabsListVariants({ variant: 'category' }), 'overflow-hidden')

const iconSize = { desktop: 28, mobile: 18 } as const satisfies Record<Layout, number>

/**
 * Tabs of game categories. Controlled: the caller owns `value` and re-renders
 * on `onValueChange`. Arrow keys move between tabs (Radix Tabs, automatic
 * activation). Every tab controls its own panel; only the active one renders
 * `children`.
 */
export function GameCategoryNav({
  items,
  value,
  onValueChange,
  loading = false,
  arrangement = 'tabs',
  children,
  className,
  ...props
}: GameCategoryNavProps) {
  // The grid arrangement, the strip's scrolling and the icons' size are markup per layout.
  const layout = useLayout()
  const grid = layout === 'mobile' && arrangement === 'grid'
  const { t } = useText()
  const listRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (layout !== 'mobile') return
    // In the next frame, where the browser lays the page out anyway: run in the commit, the scroll forced a
    // style and layout pass of its own while the lobby booted (issue 23).
    const frame = requestAnimationFrame(() => {
      const active = listRef.current?.querySelector<HTMLElement>('[data-state="active"]')
      active?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
    })
    return () => cancelAnimationFrame(frame)
  }, [layout, value])

  if (loading) {
    return (
      <div
        data-slot="game-category-nav"
        data-state="loading"
        className={cn('flex flex-col gap-4', className)}
        {...props}
      >
        <div data-slot="game-category-nav-list" aria-busy="true" className={loadingListClass}>
          <span className="sr-only">{t('common.loading')}</span>
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton
              key={index}
              data-slot="game-category-nav-skeleton"
              className={cn(
                'h-9 w-24 shrink-0 rounded-full',
                'desktop:h-[4.25rem] desktop:w-auto desktop:flex-1 desktop:basis-0 desktop:rounded-lg',
              )}
            />
          ))}
        </div>
        {children}
      </div>
    )
  }

  if (items.length === 0) {
    return (
      <div data-slot="game-category-nav" data-state="empty" className={cn('flex flex-col gap-4', className)} {...props}>
        <p
          data-slot="game-category-nav-empty"
          className="rounded-xl border border-dashed bg-card px-4 py-3 text-center text-sm text-muted-foreground"
        >
          {t('lobby.no_categories')}
        </p>
        {children}
      </div>
    )
  }

  return (
    <div data-slot="game-category-nav" className={className} {...props}>
      <Tabs value={String(value)} onValueChange={(next) => onValueChange(Number(next))} activationMode="automatic">
        <TabsList
          ref={listRef}
          variant={grid ? 'category-grid' : 'category'}
          aria-label={t('lobby.categories')}
          data-arrangement={grid ? 'grid' : undefined}
        >
          {items.map((item) => {
            const active = item.id === value
            const src = active ? (item.activeIcon ?? item.icon) : item.icon
            const size = iconSize[layout]
            return (
              <TabsTrigger key={item.id} value={String(item.id)} title={item.label}>
                {src ? (
                  <img
                    data-slot="game-category-nav-icon"
                    src={src}
                    alt=""
                    width={size}
                    height={size}
                    // The page's banner is its only eager image (issue 3); these are small and load right after.
                    loading="lazy"
                    decoding="async"
                    className="shrink-0 object-contain"
                    style={{ width: size, height: size }}
                  />
                ) : null}
                <span
                  data-slot="game-category-nav-label"
                  className="block max-w-full min-w-0 truncate desktop:text-center"
                >
                  {item.label}
                </span>
              </TabsTrigger>
            )
          })}
        </TabsList>
        {items.map((item) => (
          <TabsContent
            key={item.id}
            value={String(item.id)}
            className="focus-visible:ring-offset-2 focus-visible:ring-offset-background"
          >
            {children}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  )
}
