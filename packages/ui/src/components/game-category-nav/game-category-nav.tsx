import * as Tabs from '@radix-ui/react-tabs'
import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import { useLayout } from '../../lib/layout.ts'
import type { Layout } from '../../lib/theme.ts'
import { useText } from '../../text/text-provider.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'

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

/** Mobile: a compact, horizontally scrollable strip; desktop: a row of icon-over-label tabs in a card. */
const listClasses = [
  'flex scrollbar-none snap-x snap-mandatory scroll-px-1 gap-2 overflow-x-auto overscroll-x-contain p-1',
  'desktop:w-full desktop:gap-1 desktop:overflow-visible desktop:rounded-xl desktop:border desktop:bg-card',
  'desktop:p-1.5 desktop:shadow-sm',
]

const triggerClasses = [
  'group relative flex min-w-0 items-center outline-none select-none',
  'text-muted-foreground transition-colors',
  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
  'h-9 max-w-40 shrink-0 snap-start gap-1.5 rounded-full border bg-card px-3 text-[0.8125rem] font-medium',
  'data-[state=active]:border-primary data-[state=active]:bg-primary data-[state=active]:text-primary-foreground',
  'desktop:h-auto desktop:max-w-none desktop:flex-1 desktop:basis-0 desktop:flex-col desktop:justify-center',
  'desktop:rounded-lg desktop:border-0 desktop:bg-transparent desktop:px-2 desktop:pt-2.5 desktop:pb-2 desktop:text-sm',
  // Restated under `desktop:` so the active tab's colours win over the desktop hover, as before.
  'desktop:hover:bg-muted desktop:hover:text-foreground',
  'desktop:data-[state=active]:bg-primary desktop:data-[state=active]:text-primary-foreground',
  'desktop:data-[state=active]:shadow-md',
]

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
    const active = listRef.current?.querySelector<HTMLElement>('[data-state="active"]')
    active?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
  }, [layout, value])

  if (loading) {
    return (
      <div
        data-slot="game-category-nav"
        data-state="loading"
        className={cn('flex flex-col gap-4', className)}
        {...props}
      >
        <div data-slot="game-category-nav-list" aria-busy="true" className={cn(listClasses, 'overflow-hidden')}>
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
    <Tabs.Root
      data-slot="game-category-nav"
      value={String(value)}
      onValueChange={(next) => onValueChange(Number(next))}
      activationMode="automatic"
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <Tabs.List
        ref={listRef}
        data-slot="game-category-nav-list"
        aria-label={t('lobby.categories')}
        data-arrangement={grid ? 'grid' : undefined}
        className={grid ? 'grid grid-cols-4 gap-2 p-1' : cn(listClasses)}
      >
        {items.map((item) => {
          const active = item.id === value
          const src = active ? (item.activeIcon ?? item.icon) : item.icon
          const size = iconSize[layout]
          return (
            <Tabs.Trigger
              key={item.id}
              value={String(item.id)}
              data-slot="game-category-nav-trigger"
              title={item.label}
              className={cn(
                triggerClasses,
                grid && 'h-auto max-w-none flex-col justify-center gap-1 rounded-xl px-1 py-2 text-xs',
              )}
            >
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
            </Tabs.Trigger>
          )
        })}
      </Tabs.List>
      {items.map((item) => (
        <Tabs.Content
          key={item.id}
          value={String(item.id)}
          data-slot="game-category-nav-panel"
          className="rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        >
          {children}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}
