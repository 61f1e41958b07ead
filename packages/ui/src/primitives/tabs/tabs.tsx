import * as TabsPrimitive from '@radix-ui/react-tabs'
import { cva, type VariantProps } from 'class-variance-authority'
import { createContext, use, useId, useState, type ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'

export const tabsListVariants = cva('flex', {
  variants: {
    variant: {
      segmented: [
        'gap-1 rounded-xl border bg-card p-1',
        'desktop:rounded-none desktop:border-x-0 desktop:border-t-0 desktop:bg-transparent desktop:p-0',
      ],
      pill: '-m-1 scrollbar-none gap-2 overflow-x-auto p-1',
      category: [
        'scrollbar-none snap-x snap-mandatory scroll-px-1 gap-2 overflow-x-auto overscroll-x-contain p-1',
        'desktop:w-full desktop:gap-1 desktop:overflow-visible desktop:rounded-xl desktop:border desktop:bg-card',
        'desktop:p-1.5 desktop:shadow-sm',
      ],
      'category-grid': 'grid grid-cols-4 gap-2 p-1',
    },
  },
  defaultVariants: { variant: 'segmented' },
})

const focusRing =
  'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background'

/** Game categories: chips in a strip on a phone, icon-over-label tabs in a card on desktop. */
const categoryTrigger = [
  'group relative flex min-w-0 items-center',
  'h-9 max-w-40 shrink-0 snap-start gap-1.5 rounded-full border bg-card px-3 text-[0.8125rem]',
  'data-[state=active]:border-primary data-[state=active]:bg-primary data-[state=active]:text-primary-foreground',
  'desktop:h-auto desktop:max-w-none desktop:flex-1 desktop:basis-0 desktop:flex-col desktop:justify-center',
  'desktop:rounded-lg desktop:border-0 desktop:bg-transparent desktop:px-2 desktop:pt-2.5 desktop:pb-2 desktop:text-sm',
  // Restated under `desktop:` so the active tab's colours win over the desktop hover.
  'desktop:hover:bg-muted desktop:hover:text-foreground',
  'desktop:data-[state=active]:bg-primary desktop:data-[state=active]:text-primary-foreground',
  'desktop:data-[state=active]:shadow-md',
]

export const tabsTriggerVariants = cva(['font-medium text-muted-foreground transition-colors select-none', focusRing], {
  variants: {
    variant: {
      segmented: [
        'hover:text-foreground',
        'relative inline-flex h-9 min-w-0 flex-1 items-center justify-center rounded-lg px-2 text-sm whitespace-nowrap',
        'data-[state=active]:bg-primary data-[state=active]:text-primary-foreground data-[state=active]:shadow-sm',
        'desktop:h-10 desktop:flex-initial desktop:rounded-t-lg desktop:rounded-b-none desktop:px-4',
        'desktop:data-[state=active]:bg-transparent desktop:data-[state=active]:text-foreground',
        'desktop:data-[state=active]:shadow-none',
        'desktop:after:absolute desktop:after:inset-x-3 desktop:after:-bottom-px desktop:after:h-0.5',
        'desktop:after:rounded-full desktop:data-[state=active]:after:bg-primary',
      ],
      pill: [
        'hover:text-foreground',
        'inline-flex h-8 shrink-0 items-center rounded-full border bg-card px-3 text-[0.8125rem]',
        'data-[state=active]:border-primary data-[state=active]:bg-primary data-[state=active]:text-primary-foreground',
        'desktop:h-9 desktop:px-4 desktop:text-sm',
      ],
      category: categoryTrigger,
      // Four to a row on a phone (a mobile template's `game_nav`); `cn` lets these win over the strip's.
      'category-grid': [
        ...categoryTrigger,
        'h-auto max-w-none flex-col justify-center gap-1 rounded-xl px-1 py-2 text-xs',
      ],
    },
    size: {
      md: '',
      /** Segmented only: tabs sized by their labels on a phone (room for the longest), taller on desktop. */
      lg: '',
    },
  },
  compoundVariants: [
    {
      variant: 'segmented',
      size: 'lg',
      className: 'flex-auto gap-2 text-[0.8125rem] desktop:h-11 desktop:text-sm',
    },
  ],
  defaultVariants: { variant: 'segmented', size: 'md' },
})

type TabsVariant = NonNullable<VariantProps<typeof tabsListVariants>['variant']>
type TabsSize = NonNullable<VariantProps<typeof tabsTriggerVariants>['size']>

const VariantContext = createContext<{ variant: TabsVariant; size: TabsSize }>({ variant: 'segmented', size: 'md' })

/**
 * The selected value and the ids that tie a trigger to its panel. The panels are ours, not Radix's: Radix's
 * TabsContent wraps every panel in Presence, which reads each new panel's computed animation in the commit and so
 * forced a style and layout pass while the lobby booted (issue 23); these panels never animate.
 */
const PanelContext = createContext<{ baseId: string; value: string | undefined }>({ baseId: '', value: undefined })
// A value may hold spaces ("Live casino"); an id may not (`aria-labelledby` would read two ids).
const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${encodeURIComponent(value)}`
const panelId = (baseId: string, value: string) => `${baseId}-content-${encodeURIComponent(value)}`

/**
 * The root: holds the selected value; its list and panels follow.
 *
 * Tabs: a tab list on Radix Tabs (roving focus with the arrow keys, `tablist` / `tab` roles, `aria-selected`,
 * `aria-controls`, Home / End) and the package's own panels (`tabpanel`, named by their tab; no Radix Presence, so
 * a new panel never forces a style pass).
 *
 * Contract
 * - MUST give the list a name: `TabsList` requires `aria-label` (or `aria-labelledby`).
 * - MUST be controlled or uncontrolled exactly as Radix is (`value` + `onValueChange`, or `defaultValue`); it MUST NOT
 *   route or fetch: the caller owns what a tab shows.
 * - MUST be mobile first: `variant="segmented"` is a segmented control on a phone and underlined tabs on desktop
 *   (the `desktop:` variant; no `layout` prop), `size="lg"` its taller, label-sized form (the lobby's tabs);
 *   `variant="pill"` is a row of rounded chips that scrolls sideways; `variant="category"` the game categories
 *   (chips that snap in a strip on a phone, icon-over-label tabs in a card on desktop), `"category-grid"` the same
 *   four to a row.
 * - MUST keep its own `data-slot` (`tabs`, `tabs-list`, `tabs-trigger`, `tabs-content`) and stamp `data-variant` on
 *   the list; the state is `data-state="active" | "inactive"` on triggers and panels. A caller MUST NOT pass `data-slot`; to tell
 *   triggers apart in CSS use `value` (Radix stamps nothing) or a caller's own `data-variant` on the trigger.
 * - `className` is for placement and the rare override (a list that scrolls, a taller trigger).
 */
export function Tabs({
  className,
  value,
  defaultValue,
  onValueChange,
  ...props
}: ComponentProps<typeof TabsPrimitive.Root>) {
  const baseId = useId()
  const [own, setOwn] = useState(defaultValue)
  const current = value ?? own
  return (
    <PanelContext value={{ baseId, value: current }}>
      <TabsPrimitive.Root
        data-slot="tabs"
        className={cn('flex min-w-0 flex-col gap-4', className)}
        value={current}
        onValueChange={(next) => {
          if (value === undefined) setOwn(next)
          onValueChange?.(next)
        }}
        {...props}
      />
    </PanelContext>
  )
}

export type TabsListProps = ComponentProps<typeof TabsPrimitive.List> &
  VariantProps<typeof tabsListVariants> &
  Pick<VariantProps<typeof tabsTriggerVariants>, 'size'> &
  ({ 'aria-label': string } | { 'aria-labelledby': string })

/** The row of tabs; its `variant` and `size` style its triggers too. */
export function TabsList({ className, variant = 'segmented', size = 'md', ...props }: TabsListProps) {
  const resolved = variant ?? 'segmented'
  return (
    <VariantContext value={{ variant: resolved, size: size ?? 'md' }}>
      <TabsPrimitive.List
        data-slot="tabs-list"
        data-variant={resolved}
        className={cn(tabsListVariants({ variant: resolved }), className)}
        {...props}
      />
    </VariantContext>
  )
}

/** One tab; its text (or `aria-label`) is its name. */
export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  const { variant, size } = use(VariantContext)
  const { baseId } = use(PanelContext)
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      id={triggerId(baseId, props.value)}
      aria-controls={panelId(baseId, props.value)}
      className={cn(tabsTriggerVariants({ variant, size }), className)}
      {...props}
    />
  )
}

export interface TabsContentProps extends Omit<ComponentProps<'div'>, 'id' | 'role'> {
  /** The trigger's value this panel belongs to. */
  value: string
}

/**
 * The panel of one tab, named by its trigger (`aria-labelledby`, and the trigger's `aria-controls` names it). A
 * panel whose tab is not selected stays in the page, `hidden` and empty: its children mount when it is selected.
 */
export function TabsContent({ value, className, children, ...props }: TabsContentProps) {
  const context = use(PanelContext)
  const selected = context.value === value
  return (
    <div
      data-slot="tabs-content"
      data-state={selected ? 'active' : 'inactive'}
      role="tabpanel"
      id={panelId(context.baseId, value)}
      aria-labelledby={triggerId(context.baseId, value)}
      hidden={!selected}
      tabIndex={0}
      className={cn('min-w-0 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring', className)}
      {...props}
    >
      {selected ? children : null}
    </div>
  )
}
