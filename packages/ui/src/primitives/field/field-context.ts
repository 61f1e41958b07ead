import { createContext, useContext } from 'react'

/** What a `Field` tells the control inside it. */
export interface FieldContextValue {
  /** Id the control takes (the label's `htmlFor`). */
  id: string
  /** The field shows an error. */
  invalid: boolean
  /** Ids of the error and the hint under the control, in that order. */
  describedBy?: string
}

export const FieldContext = createContext<FieldContextValue | null>(null)

/** The props of a control that `useFieldControl` may fill in. */
export interface FieldControlProps {
  id?: string
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling'
  'aria-describedby'?: string
}

/**
 * Fills a control's `id`, `aria-invalid` and `aria-describedby` from the
 * surrounding `Field`; a prop the caller gives (even `undefined`) wins. Outside
 * a `Field` it returns the props as they are. Any custom control can use it to
 * be wired like `TextInput`.
 */
export function useFieldControl<P extends FieldControlProps>(props: P): P {
  const field = useContext(FieldContext)
  if (!field) return props
  return {
    ...props,
    id: 'id' in props ? props.id : field.id,
    'aria-invalid': 'aria-invalid' in props ? props['aria-invalid'] : field.invalid || undefined,
    'aria-describedby': 'aria-describedby' in props ? props['aria-describedby'] : field.describedBy,
  }
}

/** `aria-invalid` as the house reads it: `true` or `'true'`. */
export function isInvalid(value: FieldControlProps['aria-invalid']): boolean {
  return value === true || value === 'true'
}
