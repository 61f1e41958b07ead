import { cn, inputVariants, useFieldControl } from '@lobby/ui'
import type { ComponentProps } from 'react'

export type TextAreaProps = ComponentProps<'textarea'>

/**
 * A multi-line input with the house input's look, wired by a surrounding `Field` like `TextInput` (id,
 * `aria-invalid`, `aria-describedby`). The ui package has no text area yet; this one is built on its parts.
 */
export function TextArea({ className, ...given }: TextAreaProps) {
  const props = useFieldControl(given)
  const invalid = props['aria-invalid'] === true || props['aria-invalid'] === 'true'
  return (
    <textarea
      {...props}
      data-slot="text-area"
      className={cn(inputVariants({ invalid }), 'h-auto min-h-24 resize-y py-2 leading-5', className)}
    />
  )
}
