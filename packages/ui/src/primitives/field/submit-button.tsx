import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { Button } from '../button/button.tsx'

export type SubmitButtonProps = Omit<ComponentProps<typeof Button>, 'type' | 'children'> & {
  /** The form is being sent. */
  submitting: boolean
  /** The button's text. */
  label: string
  /** The text while sending (e.g. "Logging in…"). */
  busyLabel: string
}

/**
 * **SubmitButton**: a form's submit `Button` with a pending state.
 *
 * Contract
 * - MUST stay focusable while `submitting` (`aria-disabled`, not `disabled`,
 *   so focus is not lost to the page) and show a spinner with `busyLabel`.
 * - MUST NOT submit twice: the form ignores a submit while it is sending
 *   (`useAccountForm` does); the button only shows the state.
 * - MUST keep `Button`'s look (`variant`, `size`); full width by default.
 * - Its slot is `button` (it is a `Button`) with `data-state` `idle` | `submitting`.
 */
export function SubmitButton({ submitting, label, busyLabel, className, ...props }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      data-state={submitting ? 'submitting' : 'idle'}
      aria-disabled={submitting || undefined}
      className={cn('w-full', submitting && 'cursor-progress opacity-70', className)}
      {...props}
    >
      {submitting ? (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current/30 border-t-current motion-reduce:animate-none"
        />
      ) : null}
      {submitting ? busyLabel : label}
    </Button>
  )
}
