import type { ComponentProps, ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import { useFieldControl } from './field-context.ts'

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** The text beside the box; the whole row toggles it. */
  label?: ReactNode
  /** Classes of the label row (its text colour and size). */
  labelClassName?: string
}

/**
 * **Checkbox**: a native checkbox, optionally with its label beside it.
 *
 * Contract
 * - MUST stay a native `<input type="checkbox">` (forms, keyboard and screen
 *   readers for free; `role="switch"` may be passed for an on/off setting).
 * - MUST have a name: `label` (rendered beside it, the whole row clickable), a
 *   surrounding `Field`'s label, or `aria-label`.
 * - MUST be wired by a surrounding `Field` (id, `aria-invalid`, `aria-describedby`).
 * - MUST carry its slots: `checkbox` (the input), `checkbox-label` (the row, when `label` is given).
 * - MUST NOT hold the checked state: controlled (`checked` + `onChange`) or
 *   uncontrolled (`defaultChecked`, react-hook-form's `register`) as the caller likes.
 */
export function Checkbox({ label, labelClassName, className, ...given }: CheckboxProps) {
  const props = useFieldControl(given)
  const box = (
    <input
      {...props}
      type="checkbox"
      data-slot="checkbox"
      className={cn(
        'control-checkbox size-4 shrink-0 outline-none focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:ring-offset-1 focus-visible:ring-offset-background',
        className,
      )}
    />
  )
  if (label === undefined || label === null) return box
  return (
    <label
      htmlFor={props.id}
      data-slot="checkbox-label"
      className={cn('flex cursor-pointer items-center gap-2 select-none', labelClassName)}
    >
      {box}
      {label}
    </label>
  )
}
