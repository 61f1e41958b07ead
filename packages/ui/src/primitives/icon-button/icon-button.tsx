import type { ReactNode } from 'react'
import { Button, type ButtonProps } from '../button/button.tsx'

export type IconButtonProps = Omit<ButtonProps, 'size' | 'aria-label' | 'children' | 'asChild'> & {
  /** The button's accessible name (translated), e.g. "Refresh balance". */
  label: string
  /** The icon (an `svg` or an `Icon`), decorative. */
  children: ReactNode
}

/**
 * **IconButton**: a square `Button` that shows only an icon.
 *
 * Contract
 * - MUST have an accessible name: `label` is required and becomes `aria-label`
 *   (there is no visible text to name it).
 * - MUST be the `icon` size of `Button` (40 px square); `variant` as `Button`, `ghost` by default.
 * - MUST carry `data-slot="icon-button"` (a call site cannot override it) and
 *   Button's `data-variant`.
 * - MUST NOT hold text: the child is one icon, hidden from assistive technology
 *   (`aria-hidden`); a button with words is a `Button`.
 */
export function IconButton({ label, variant = 'ghost', children, ...props }: IconButtonProps) {
  return (
    <Button {...props} variant={variant} size="icon" aria-label={label} data-slot="icon-button">
      {children}
    </Button>
  )
}
