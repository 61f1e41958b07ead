import type { FieldError as DomainFieldError } from '@lobby/domain'
import { useEffect, useId, type FormEvent } from 'react'
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormRegisterReturn,
} from 'react-hook-form'
import { useText } from '../text/text-provider.tsx'
import { describedBy, fieldErrorId, fieldHintId } from './field-ids.ts'

/*
 * The form hook the account forms share (login, double validation, transfer
 * verification, new password, profile): react-hook-form over one domain
 * validator, with the ids that `Field` (primitives/field) expects.
 */

/** Text of a field's server error, already translated, by field name. */
export type ServerFieldErrors<F extends string> = Partial<Record<F, string>>

/**
 * A form whose rules are one domain function that answers the first failing
 * field. Errors show on submit only, one at a time, in the domain's order;
 * the failing field gets focus. Editing a field clears its message; the next
 * submit checks again. Server errors (`fieldErrors`, already translated) show
 * under their fields, and the first of them gets focus when they arrive.
 */
export function useAccountForm<V extends FieldValues>({
  defaultValues,
  validate,
  fieldErrors,
  submitting = false,
  onValid,
}: {
  defaultValues: V
  validate: (values: V) => DomainFieldError<Path<V>> | undefined
  fieldErrors?: ServerFieldErrors<Path<V>>
  submitting?: boolean
  onValid: (values: V) => void
}) {
  const { t } = useText()
  const baseId = useId()
  const form = useForm<V>({
    defaultValues: defaultValues as DefaultValues<V>,
    resolver: domainResolver(validate),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  })
  const { setFocus } = form

  const order = Object.keys(defaultValues) as Path<V>[]
  const firstServerField = order.find((name) => fieldErrors?.[name])
  const firstServerText = firstServerField ? fieldErrors?.[firstServerField] : undefined
  useEffect(() => {
    if (firstServerField) setFocus(firstServerField)
  }, [firstServerField, firstServerText, setFocus])

  /** What a field needs: its id, its error text and the props of its input. `hint`: it has a hint under it. */
  const field = (name: Path<V>, { hint = false }: { hint?: boolean } = {}): AccountField => {
    const id = `${baseId}-${name}`
    const local = form.getFieldState(name, form.formState).error?.message
    const error = local ? t(local) : fieldErrors?.[name]
    return {
      id,
      error,
      inputProps: {
        ...form.register(name, { onChange: () => form.clearErrors(name) }),
        id,
        readOnly: submitting,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(error && fieldErrorId(id), hint && fieldHintId(id)),
      },
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (submitting) {
      event.preventDefault()
      return
    }
    // handleSubmit passes the event as a second argument; the callback gets the values only.
    void form.handleSubmit((values) => onValid(values))(event)
  }

  return { form, field, onSubmit }
}

/** One field of `useAccountForm`: spread `inputProps` on the input, give `id` and `error` to its `Field`. */
export interface AccountField {
  id: string
  /** Translated error: the local rule's, else the server's. */
  error?: string
  inputProps: UseFormRegisterReturn & {
    id: string
    readOnly: boolean
    'aria-invalid': true | undefined
    'aria-describedby': string | undefined
  }
}

/** Adapts a domain validator (first failing field and its message key) to react-hook-form. */
function domainResolver<V extends FieldValues>(validate: (values: V) => DomainFieldError | undefined): Resolver<V> {
  return (values) => {
    const failure = validate(values)
    if (!failure) return { values, errors: {} }
    return {
      values: {},
      errors: { [failure.field]: { type: 'validate', message: failure.messageKey } },
    } as Awaited<ReturnType<Resolver<V>>>
  }
}
