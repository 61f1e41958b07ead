import { useId, type ComponentProps, type ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import { describedBy, fieldErrorId, fieldHintId } from '../../lib/field-ids.ts'
import { FieldContext } from './field-context.ts'

export interface FieldProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Id of the control the label names; generated when absent. */
  controlId?: string
  /** The control's visible name. Omit only when the control names itself (a `Checkbox` with `label`). */
  label?: ReactNode
  /** Text under the control, always shown (e.g. the password rule). */
  hint?: ReactNode
  /** Translated error; shown and announced under the control. */
  error?: ReactNode
  /** The control: `TextInput`, `PasswordInput`, `Select`, `Checkbox`, or one using `useFieldControl`. */
  children: ReactNode
}

/**
 * **Field**: a label, one form control, an optional hint and an optional error,
 * wired for assistive technology.
 *
 * Contract
 * - MUST name its control: the label's `htmlFor` is the control's id, given as
 *   `controlId` or generated (`useId`) and handed to the control through context.
 * - MUST describe the control: `TextInput`, `PasswordInput`, `Select` and
 *   `Checkbox` inside it get `aria-describedby` (error id, then hint id) and
 *   `aria-invalid` while there is an error; props the control is given win.
 * - MUST announce the error (`role="alert"`) and show the hint at all times.
 * - MUST carry its own slots: `field` (root, `data-state` `valid` | `invalid`),
 *   `field-label`, `field-hint`, `field-error`. Call sites never pass `data-slot`;
 *   use `data-testid` only where a person has no name to go by.
 * - MUST NOT validate, translate or hold state: `error` and `hint` arrive
 *   translated (rules live in `@lobby/domain`, forms in `useAccountForm`).
 * - MUST NOT lay out its neighbours: `className` sizes the field itself only.
 */
export function Field({ controlId, label, hint, error, children, className, ...props }: FieldProps) {
  const generated = useId()
  const id = controlId ?? generated
  const invalid = Boolean(error)
  const context = {
    id,
    invalid,
    describedBy: describedBy(invalid && fieldErrorId(id), Boolean(hint) && fieldHintId(id)),
  }
  return (
    <div
      {...props}
      data-slot="field"
      data-state={invalid ? 'invalid' : 'valid'}
      className={cn('flex flex-col gap-1.5', className)}
    >
      {label ? (
        <label htmlFor={id} data-slot="field-label" className="text-sm font-medium text-foreground">
          {label}
        </label>
      ) : null}
      <FieldContext value={context}>{children}</FieldContext>
      {error ? (
        <p id={fieldErrorId(id)} data-slot="field-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={fieldHintId(id)} data-slot="field-hint" className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  )
}

// The form primitives, importable from here as before the split (their own files are the home).
export { inputVariants, TextInput, type TextInputProps } from './text-input.tsx'
export { PasswordInput, type PasswordInputProps } from './password-input.tsx'
export { Select, selectVariants, type SelectProps } from './select.tsx'
export { Checkbox, type CheckboxProps } from './checkbox.tsx'
export { FormAlert, type FormAlertProps } from './form-alert.tsx'
export { SubmitButton, type SubmitButtonProps } from './submit-button.tsx'
export { useFieldControl } from './field-context.ts'
