import { Slot } from '@radix-ui/react-slot'
import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'

export const buttonVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center gap-2 font-medium whitespace-nowrap',
    'transition-[color,background-color,border-color,box-shadow] select-none',
    'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none',
    'focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50',
    '[&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90',
        accent: 'bg-accent text-accent-foreground shadow-sm hover:bg-accent/90',
        outline: 'border border-border bg-card text-card-foreground hover:bg-muted',
        ghost: 'text-foreground hover:bg-muted',
        destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
      },
      size: {
        sm: 'h-8 rounded-md px-3 text-xs',
        md: 'h-10 rounded-lg px-4 text-sm',
        lg: 'h-12 rounded-lg px-6 text-base',
        icon: 'size-10 rounded-lg',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
)

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child element instead of a `<button>`, keeping the styles (e.g. a link). */
    asChild?: boolean
  }

/**
 * **Button**: the house button (and, with `asChild`, a link or other element dressed as one).
 *
 * Contract
 * - MUST have a name: its text, or `aria-label` when it shows only an icon (then use `IconButton`).
 * - MUST default to `type="button"` (a button in a form submits only when asked:
 *   `type="submit"`, or `SubmitButton`).
 * - `variant` picks the colour role (`primary`, `accent`, `outline`, `ghost`,
 *   `destructive`), `size` the height (`sm` 32 px, `md` 40 px, `lg` 48 px, `icon` 40 px square).
 * - MUST carry `data-slot="button"`, `data-variant` and `data-size`, so a parent
 *   can style the buttons in it. Call sites MUST NOT pass `data-slot` (it still
 *   wins today, for the call sites not yet moved off it); a test finds a button by
 *   role and name, or `data-testid` where it has no name.
 * - MUST NOT carry layout of its own beyond its box: width, margins and flex come from `className`.
 * - Disabled: not focusable and faded; for "busy but keep focus" use `aria-disabled` (as `SubmitButton` does).
 */
export function Button({ className, variant = 'primary', size = 'md', asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : 'button'
  return (
    <Comp
      data-slot="button"
      data-variant={variant}
      data-size={size}
      type={asChild ? type : (type ?? 'button')}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  )
}
