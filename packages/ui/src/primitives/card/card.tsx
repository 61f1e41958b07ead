import { Slot } from '@radix-ui/react-slot'
import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'

export const cardVariants = cva('flex min-w-0 flex-col bg-card text-card-foreground', {
  variants: {
    variant: {
      outline: 'rounded-2xl border',
      elevated: 'rounded-2xl border shadow-sm',
      flat: 'w-full',
    },
    padding: {
      md: 'p-4 desktop:p-5',
      panel: 'px-3 py-4 desktop:p-5',
      none: '',
    },
    gap: {
      sm: 'gap-3 desktop:gap-4',
      md: 'gap-4 desktop:gap-5',
      lg: 'gap-5 desktop:gap-6',
      none: '',
    },
  },
  defaultVariants: { variant: 'outline', padding: 'md', gap: 'sm' },
})

export type CardProps = ComponentProps<'div'> &
  VariantProps<typeof cardVariants> & {
    /** Render the single child element (e.g. a `<section>`) with the card's classes instead of a `<div>`. */
    asChild?: boolean
  }

/**
 * The house card. `variant` picks the frame, `padding` and `gap` the spacing (mobile first).
 *
 * Card: a surface on the page (`bg-card`) that holds one block of content, with optional header, title,
 * description, content and footer parts.
 *
 * Contract
 * - MUST be mobile first: the base classes are the phone's padding and gap, `desktop:` widens them; no `layout` prop.
 * - MUST keep its own `data-slot` (`card`, `card-header`, `card-title`, `card-description`, `card-content`,
 *   `card-footer`) and stamp `data-variant`; a caller MUST NOT pass `data-slot` (style children through the slots).
 * - MUST render a `<div>` unless `asChild` hands its classes to the single child (a `<section>`, `<article>`, `<li>`).
 * - `CardTitle` MUST be a heading (`<h3>` by default; `asChild` for another level) so the card has a name to go by.
 * - MUST NOT fetch, hold state or decide what it shows: props in, children out.
 * - `className` is for placement (width, grid area) and the rare override; the look comes from the variants.
 *
 * Variants: `variant` `outline` (a bordered, rounded card: wallets, profile blocks), `elevated` (the same with a
 * shadow), `flat` (a panel's full-width surface, no border: the member and agent centre panels); `padding` `md`
 * (p-4, desktop p-5), `panel` (px-3 py-4, desktop p-5), `none`; `gap` between the parts `sm` (3 → 4), `md`
 * (4 → 5), `lg` (5 → 6), `none`.
 */
export function Card({
  className,
  variant = 'outline',
  padding = 'md',
  gap = 'sm',
  asChild = false,
  ...props
}: CardProps) {
  const Comp = asChild ? Slot : 'div'
  return (
    <Comp
      data-slot="card"
      data-variant={variant}
      className={cn(cardVariants({ variant, padding, gap }), className)}
      {...props}
    />
  )
}

/** The card's top row: its title and description, and an action at the end if given. */
export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-header" className={cn('flex min-w-0 flex-col gap-1', className)} {...props} />
}

export type CardTitleProps = ComponentProps<'h3'> & {
  /** Render the single child (e.g. an `<h2>`) with the title's classes. */
  asChild?: boolean
}

/** The card's heading, an `<h3>` unless `asChild`. */
export function CardTitle({ className, asChild = false, ...props }: CardTitleProps) {
  const Comp = asChild ? Slot : 'h3'
  return <Comp data-slot="card-title" className={cn('text-base font-semibold text-foreground', className)} {...props} />
}

/** A line under the title in muted text. */
export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p data-slot="card-description" className={cn('text-sm text-muted-foreground', className)} {...props} />
}

/** The card's body. */
export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('flex min-w-0 flex-col gap-3', className)} {...props} />
}

/** The card's bottom row, usually its buttons. */
export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-footer" className={cn('flex flex-wrap items-center gap-2', className)} {...props} />
}
