import { cva } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { isInvalid, useFieldControl } from './field-context.ts'

/** The look of the house controls; `invalid` gives the red border. */
export const inputVariants = cva(
  [
    'h-10 w-full min-w-0 rounded-lg border bg-card px-3 text-sm text-foreground shadow-sm',
    'placeholder:text-muted-foreground read-only:opacity-70',
    'outline-none focus-visible:ring-2 focus-visible:ring-ring/40',
  ],
  {
    variants: {
      invalid: {
        true: 'border-destructive focus-visible:border-destructive',
        false: 'border-border focus-visible:border-ring',
      },
    },
    defaultVariants: { invalid: false },
  },
)

export type TextInputProps = ComponentProps<'input'>

/**
 * **TextInput**: the house single-line input (text, email, tel, number, date, ...).
 *
 * Contract
 * - MUST look like every other house control (`inputVariants`): a red border
 *   while `aria-invalid`, faded while read-only (a form being sent).
 * - MUST take its id, `aria-describedby` and `aria-invalid` from a surrounding
 *   `Field`; props given to it win.
 * - MUST carry `data-slot="input"`; call sites never pass `data-slot`.
 * - MUST NOT carry a label of its own: wrap it in a `Field` (or give `aria-label`).
 */
export function TextInput({ className, ...given }: TextInputProps) {
  const props = useFieldControl(given)
  return (
    <input
      {...props}
      data-slot="input"
      className={cn(inputVariants({ invalid: isInvalid(props['aria-invalid']) }), className)}
    />
  )
}
