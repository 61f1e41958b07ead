import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'

export type FormAlertProps = ComponentProps<'div'>

/**
 * **FormAlert**: a form's own error, the server answer not tied to one field.
 *
 * Contract
 * - MUST render nothing without children, and announce its text when it appears (`role="alert"`).
 * - MUST carry `data-slot="form-alert"`; call sites never pass `data-slot`.
 * - MUST NOT be used for a field's error (that is `Field`'s `error`) nor for
 *   success or information (that is `StatusMessage` / `Notice`).
 */
export function FormAlert({ children, className, ...props }: FormAlertProps) {
  if (!children) return null
  return (
    <div
      {...props}
      data-slot="form-alert"
      role="alert"
      className={cn(
        'rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm break-words text-destructive',
        className,
      )}
    >
      {children}
    </div>
  )
}
