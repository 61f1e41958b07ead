import {
  CONTACT_HANDLE_FIELDS,
  initialRegisterForm,
  isRegisterFieldChecked,
  MINIMUM_AGE_YEARS,
  registerCurrencyChange,
  registerFieldError,
  registerFieldRules,
  registerFormSchema,
  resetRegisterFields,
  type RegisterContext,
  type RegisterForm as RegisterFormValues,
  type RegisterFormField,
  type RegisterSettingItem,
  type SettingField,
} from '@lobby/domain'
import { useEffect, useId, useMemo, useRef, useState, type FocusEvent, type FormEvent } from 'react'
import { useForm, type FieldPath } from 'react-hook-form'
import { useText } from '../../text/text-provider.tsx'
import type { AccountField, ServerFieldErrors } from '../../lib/use-account-form.ts'

/** The input that holds the introducer: the agent's id (agent link, agent domain) or a member's referral code. */
export type IntroducerField = 'memberAgent' | 'recommendCode'

/** A field the server checks on its own (`/register/verification`, `/register/valid_message`). */
export type RegisterVerifyField = SettingField | IntroducerField

/** The fields typed as text (everything but the birthday's parts and the agreement). */
export type RegisterTextField = Exclude<RegisterFormField, 'memberBirthday' | 'agreement'>

export interface RegisterIntroducer {
  /** Which input: `memberAgent` for an agent link or domain, `recommendCode` for an invitation. */
  field: IntroducerField
  /** The code from the link, cookie or agent domain; `''` when the person types one. */
  value: string
  /** It came from the link or the agent domain: read-only. The caller unlocks it after an introducer error. */
  locked: boolean
}

/** The order of the form on screen: the first failing field of a submit gets focus. */
const FORM_ORDER: readonly RegisterFormField[] = [
  'memberAccount',
  'password',
  'checkPassword',
  'memberAgent',
  'recommendCode',
  'memberName',
  'memberEmail',
  'memberBirthday',
  'withdrawPassword',
  'memberPhone',
  'phoneVerify',
  'identityId',
  ...CONTACT_HANDLE_FIELDS,
  'memberOthers',
  'captchaAnswer',
  'agreement',
]

/** The element that takes focus for a field: the birthday is three selects. */
const focusTarget = (field: RegisterFormField): FieldPath<RegisterFormValues> =>
  field === 'memberBirthday' ? 'memberBirthday.year' : field

/** Same ids as `Field` gives its error and hint, so the input is described by them. */
const describedBy = (id: string, error: boolean, hint: boolean): string | undefined =>
  [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined

export interface UseRegisterFormOptions {
  settings: readonly RegisterSettingItem[]
  currency: string
  introducer: RegisterIntroducer | null
  captchaShown: boolean
  phoneTenDigits?: boolean
  fieldErrors?: ServerFieldErrors<RegisterFormField>
  submitting: boolean
  resetKey?: string | number
  captchaImage?: string
  onVerifyField?: (field: RegisterVerifyField, value: string) => void
  onSubmit: (values: RegisterFormValues) => void
}

/**
 * The registration form's state over react-hook-form, with every rule from
 * `@lobby/domain`: which fields show (`registerFieldRules`), a field's check
 * on blur (`registerFieldError`), the whole form on submit
 * (`registerFormSchema`) and what a currency change resets
 * (`registerCurrencyChange`, `resetRegisterFields`).
 */
export function useRegisterForm({
  settings,
  currency,
  introducer,
  captchaShown,
  phoneTenDigits,
  fieldErrors,
  submitting,
  resetKey,
  captchaImage,
  onVerifyField,
  onSubmit,
}: UseRegisterFormOptions) {
  const { t } = useText()
  const baseId = useId()
  const rules = useMemo(() => registerFieldRules(settings, currency), [settings, currency])
  const context: RegisterContext = { rules, currency, captchaShown, phoneTenDigits }
  const form = useForm<RegisterFormValues>({
    defaultValues: initialRegisterForm(),
    // The form checks fields itself: on blur, and all of them on submit.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  })
  const { register, getValues, setValue, setError, clearErrors, setFocus, resetField, getFieldState, formState } = form

  /*
   * A server error stays until the caller replaces it, but once the person
   * edits that field it no longer describes what is typed: it is hidden
   * until a new verification or submit asks the server again.
   */
  const [edited, setEdited] = useState<ServerFieldErrors<RegisterFormField>>({})
  const serverError = (name: RegisterFormField): string | undefined => {
    const text = fieldErrors?.[name]
    return text !== undefined && text !== edited[name] ? text : undefined
  }
  const markEdited = (name: RegisterFormField) => {
    const text = fieldErrors?.[name]
    if (text !== undefined && edited[name] !== text) setEdited((before) => ({ ...before, [name]: text }))
  }
  const expectAnswer = (name: RegisterFormField) => {
    if (edited[name] !== undefined) setEdited(({ [name]: _asked, ...rest }) => rest)
  }

  /** Runs the domain's rule for one field; true when it passes (or is not checked). */
  const check = (name: RegisterFormField): boolean => {
    const key = registerFieldError(name, getValues(), context)
    if (key) setError(name, { type: 'validate', message: key })
    else clearErrors(name)
    return key === undefined
  }

  const verifies = (name: RegisterFormField): name is RegisterVerifyField => {
    if (name === 'memberAgent' || name === 'recommendCode') return introducer?.field === name && !introducer.locked
    if (!Object.hasOwn(rules, name) || name === 'memberBirthday') return false
    const rule = rules[name as SettingField]
    return rule.displayed && (rule.verified || rule.unique)
  }

  /** Asks the caller to check a filled field with the server (after it passes the local rule). */
  const verify = (name: RegisterVerifyField) => {
    const value = getValues(name)
    if (typeof value !== 'string' || value.trim() === '' || !onVerifyField) return
    expectAnswer(name)
    onVerifyField(name, value)
  }

  const onFieldBlur = (name: RegisterFormField) => {
    const passes = check(name)
    // Rules that read another field: the confirmation reads the password, the SMS code the phone.
    if (name === 'password' && (getValues('checkPassword') !== '' || getFieldState('checkPassword').error)) {
      check('checkPassword')
    }
    if (name === 'memberPhone' && getFieldState('phoneVerify').error) check('phoneVerify')
    if (passes && verifies(name)) verify(name)
  }

  /** What a text field needs: its id, its error text and the props of its input (see `AccountField`). */
  const field = (name: RegisterTextField, { hint = false }: { hint?: boolean } = {}): AccountField => {
    const id = `${baseId}-${name}`
    const local = getFieldState(name, formState).error?.message
    const error = local ? t(local) : serverError(name)
    return {
      id,
      error,
      inputProps: {
        ...register(name, { onBlur: () => onFieldBlur(name), onChange: () => markEdited(name) }),
        id,
        readOnly: submitting,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(id, Boolean(error), hint),
      },
    }
  }

  /** The birthday's three selects, checked together when focus leaves the group. */
  const birthday = () => {
    const id = `${baseId}-memberBirthday`
    const local = getFieldState('memberBirthday', formState).error?.message
    // The only birthday message with a value in it: the age a registration needs.
    const error = local ? t(local, { years: MINIMUM_AGE_YEARS }) : serverError('memberBirthday')
    const part = (name: 'year' | 'month' | 'day') => ({
      ...register(`memberBirthday.${name}`, { onChange: () => markEdited('memberBirthday') }),
      id: `${id}-${name}`,
      disabled: submitting,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
    })
    return {
      id,
      error,
      year: part('year'),
      month: part('month'),
      day: part('day'),
      onGroupBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) check('memberBirthday')
      },
    }
  }

  /** The agreement checkbox: ticking it clears its message; leaving it unticked is checked on blur. */
  const agreement = () => {
    const id = `${baseId}-agreement`
    const local = getFieldState('agreement', formState).error?.message
    const error = local ? t(local) : undefined
    return {
      id,
      error,
      inputProps: {
        ...register('agreement', {
          onBlur: () => check('agreement'),
          onChange: (event: { target: { checked?: boolean } }) => {
            if (event.target.checked) clearErrors('agreement')
          },
        }),
        id,
        disabled: submitting,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
      },
      accept: () => {
        setValue('agreement', true)
        clearErrors('agreement')
      },
    }
  }

  // After a submit, the first field the server refused gets focus, so it is read out where it is fixed.
  const awaitingAnswer = useRef(false)
  useEffect(() => {
    if (!awaitingAnswer.current || !fieldErrors) return
    const first = FORM_ORDER.find((name) => fieldErrors[name] !== undefined)
    if (!first) return
    awaitingAnswer.current = false
    setFocus(focusTarget(first))
  }, [fieldErrors, setFocus])

  // A captcha is answered once: a new image, or the caller's reset after a failed submit, clears the answer.
  useEffect(() => {
    resetField('captchaAnswer')
  }, [captchaImage, resetKey, resetField])

  // An introducer from the link or the agent domain fills its input; so does the caller clearing it.
  const introducerField = introducer?.field
  const introducerValue = introducer?.value
  useEffect(() => {
    if (introducerField !== undefined && introducerValue !== undefined) setValue(introducerField, introducerValue)
  }, [introducerField, introducerValue, setValue])

  /*
   * A new currency (chosen, or set by the caller) changes the rules: fields
   * no longer shown and the birthday reset, the SMS code clears when its step
   * turns on or off, and the unique fields, the phone and the introducer are
   * checked again, locally and then by the server.
   */
  const shownCurrency = useRef(currency)
  // No dependency list: the guard makes it a no-op on every render but the first with a new currency.
  useEffect(() => {
    if (shownCurrency.current === currency) return
    const before = registerFieldRules(settings, shownCurrency.current)
    shownCurrency.current = currency
    const change = registerCurrencyChange(before, rules)
    const next = resetRegisterFields(getValues(), change.reset)
    for (const name of change.reset) {
      setValue(name, next[name])
      clearErrors(name)
    }
    for (const name of change.recheck) {
      const value = getValues(name)
      if (typeof value === 'string' && value.trim() !== '' && check(name)) verify(name)
    }
    if (introducer && !introducer.locked) verify(introducer.field)
    else if (introducer && introducer.value !== '') onVerifyField?.(introducer.field, introducer.value)
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting) return
    const values = { ...getValues(), memberCurrency: currency }
    const result = registerFormSchema(context)['~standard'].validate(values)
    // The schema has no async rule, so zod answers at once; a promise here would be a domain change.
    if (result instanceof Promise) throw new Error('registerFormSchema must validate synchronously')
    clearErrors()
    setEdited({})
    if (result.issues) {
      const failing = new Set(result.issues.map((issue) => String(pathKey(issue.path?.[0]))))
      for (const issue of result.issues) {
        const name = String(pathKey(issue.path?.[0])) as RegisterFormField
        setError(name, { type: 'validate', message: issue.message })
      }
      const first = FORM_ORDER.find((name) => failing.has(name))
      if (first) setFocus(focusTarget(first))
      return
    }
    awaitingAnswer.current = true
    onSubmit(result.value)
  }

  const shown = (name: RegisterFormField) => isRegisterFieldChecked(name, context)

  return { form, rules, shown, field, birthday, agreement, submit, check }
}

/** A Standard Schema path segment is a key or `{ key }`. */
function pathKey(segment: PropertyKey | { key: PropertyKey } | undefined): PropertyKey | undefined {
  return typeof segment === 'object' && segment !== null ? segment.key : segment
}
