import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { isInvalid, useFieldControl } from './field-context.ts'
import { inputVariants } from './text-input.tsx'

/**
 * The select's classes: the input's look with the stylesheet's arrow (`control-select`, not the browser's), room for
 * it on the right, not faded for `:read-only`, faded when disabled.
 */
export function selectVariants({ invalid = false }: { invalid?: boolean } = {}): string {
  return cn(
    inputVariants({ invalid }),
    'control-select pr-6 read-only:opacity-100 disabled:cursor-not-allowed disabled:opacity-70',
  )
}

export type SelectProps = ComponentProps<'select'>

/**
 * **Select**: the native `<select>`, dressed as the house text input.
 *
 * Contract
 * - MUST stay a native select (the platform's picker, keyboard and screen
 *   reader support; no portal, no JavaScript list).
 * - MUST look like `TextInput` (`inputVariants`), except that it never fades
 *   for `:read-only` (a select always matches it); it fades when disabled.
 * - MUST be wired by a surrounding `Field` like `TextInput` (id, `aria-invalid`,
 *   `aria-describedby`); props given to it win.
 * - MUST carry `data-slot="select"`; call sites never pass `data-slot`.
 * - MUST NOT translate or sort its options: the caller gives `<option>`s as children.
 */
export function Select({ className, ...given }: SelectProps) {
  const props = useFieldControl(given)
  return (
    <select
      {...props}
      data-slot="select"
      className={cn(selectVariants({ invalid: isInvalid(props['aria-invalid']) }), className)}
    />
  )
}
