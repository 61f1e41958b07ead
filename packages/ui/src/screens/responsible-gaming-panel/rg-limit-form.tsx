import { amountError, parseAmount, RG_SESSION_MAX_MINUTES } from '@lobby/domain'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { Translate } from '../../text/create-translator.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { Field, FormAlert, SubmitButton, TextInput } from '../../primitives/field/index.ts'
import { AmountField, amountMessage, minorToInput } from '../../components/amount-field/amount-field.tsx'
import type { RgLimitFormState, RgLimitRequest, RgLimitView } from './rg-types.ts'

/** The most a money limit may be: the contract's `Number.MAX_SAFE_INTEGER` minor units. */
const MONEY_LIMITS = { min: 1, max: Number.MAX_SAFE_INTEGER }

/** Minutes typed for a session limit: a whole number from 1 to the period's length. */
export function sessionMinutes(text: string, max: number): { ok: true; minutes: number } | { ok: false; key: string } {
  const clean = text.trim()
  if (clean === '') return { ok: false, key: 'rg.err_minutes_empty' }
  if (!/^\d{1,6}$/.test(clean)) return { ok: false, key: 'rg.err_minutes_format' }
  const minutes = Number(clean)
  if (minutes < 1) return { ok: false, key: 'rg.err_minutes_min' }
  if (minutes > max) return { ok: false, key: 'rg.err_minutes_max' }
  return { ok: true, minutes }
}

/** The amount typed for a money limit, in minor units, or the member's words for what is wrong with it. */
function moneyAmount(
  text: string,
  currency: string,
  t: Translate,
  locale: string,
): { ok: true; minor: number } | { ok: false; message: string } {
  const typed = parseAmount(text, currency)
  const problem = amountError(typed, MONEY_LIMITS)
  if (!problem && typed.ok) return { ok: true, minor: typed.minor }
  if (problem === 'min') return { ok: false, message: t('rg.err_amount_zero') }
  return { ok: false, message: amountMessage(t, problem ?? 'format', MONEY_LIMITS, currency, locale) }
}

/**
 * The small form of one limit: the amount in the currency's major units (converted to minor units exactly, as the
 * deposit form does) or the minutes of a session limit, checked here before `onSubmit`; Remove while a limit is in
 * force; Cancel closes it. The server's refusal shows above the buttons.
 */
export function RgLimitForm({
  limit,
  currency,
  form,
  label,
  onSubmit,
  onClose,
}: {
  limit: RgLimitView
  currency: string
  form: RgLimitFormState
  /** The limit's name ("Deposit limit, daily"), naming the form. */
  label: string
  onSubmit: (request: RgLimitRequest) => void
  onClose: () => void
}) {
  const { t, locale } = useText()
  const session = limit.kind === 'session'
  const max = RG_SESSION_MAX_MINUTES[limit.period]
  const [text, setText] = useState(() =>
    limit.amount === null ? '' : session ? String(limit.amount) : minorToInput(limit.amount, currency),
  )
  const [error, setError] = useState<string | undefined>()
  const input = useRef<HTMLInputElement>(null)
  const saving = form.saving === true
  const slot = { kind: limit.kind, period: limit.period }

  // The form opens where the member asked for it: the amount takes the focus.
  useEffect(() => {
    input.current?.focus()
  }, [])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (saving) return
    if (session) {
      const typed = sessionMinutes(text, max)
      if (!typed.ok) {
        setError(t(typed.key, { max }))
        input.current?.focus()
        return
      }
      setError(undefined)
      onSubmit({ ...slot, amount: typed.minutes })
      return
    }
    const typed = moneyAmount(text, currency, t, locale)
    if (!typed.ok) {
      setError(typed.message)
      input.current?.focus()
      return
    }
    setError(undefined)
    onSubmit({ ...slot, amount: typed.minor })
  }

  const change = (value: string) => {
    setText(value)
    setError(undefined)
  }

  return (
    <form
      data-slot="responsible-gaming-panel-limit-form"
      aria-label={label}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-xl border bg-muted/40 p-3"
    >
      {session ? (
        <Field label={t('rg.form_minutes')} hint={t('rg.form_minutes_hint', { max })} error={error}>
          <TextInput
            ref={input}
            name="minutes"
            inputMode="numeric"
            autoComplete="off"
            value={text}
            readOnly={saving}
            onChange={(event) => change(event.currentTarget.value)}
            className="tabular-nums"
          />
        </Field>
      ) : (
        <AmountField
          ref={input}
          label={t('rg.form_amount')}
          currency={currency}
          value={text}
          onValueChange={change}
          readOnly={saving}
          error={error}
        />
      )}
      <FormAlert>{form.error ? t(form.error) : undefined}</FormAlert>
      <div className="flex flex-col gap-2 desktop:flex-row">
        <SubmitButton
          submitting={saving}
          label={t('rg.form_save')}
          busyLabel={t('rg.form_saving')}
          className="desktop:w-auto"
        />
        {limit.amount !== null ? (
          <Button variant="outline" disabled={saving} onClick={() => onSubmit({ ...slot, amount: null })}>
            {t('rg.remove_limit')}
          </Button>
        ) : null}
        <Button variant="ghost" disabled={saving} onClick={onClose}>
          {t('rg.cancel')}
        </Button>
      </div>
    </form>
  )
}
