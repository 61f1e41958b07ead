import {
  DEPOSIT_CHANNEL_KINDS,
  DEPOSIT_CHANNEL_NAME_MAX,
  DEPOSIT_CHANNEL_SORT_MAX,
  type AdminDepositChannel,
} from '@lobby/api'
import { Checkbox, Field, Select, TextInput } from '@lobby/ui'
import { useRef, useState } from 'react'
import { EditorDialog, useFieldProblems, useFieldValues } from '../../components/editor-dialog.tsx'
import { copy } from '../../copy.ts'
import { moneyDecimals, moneyInputText, parseMoneyInput, type MoneyInputError } from '../../lib/money-input.ts'

export type DepositChannelKind = (typeof DEPOSIT_CHANNEL_KINDS)[number]

/** A channel as the save call takes it: no `id` adds one; `sort` absent puts a new one last. */
export interface ChannelDraft {
  id?: number
  currency: string
  name: string
  kind: DepositChannelKind
  /** In the currency's minor unit (typed in its major unit, converted). */
  min_amount: number
  max_amount: number
  enabled: boolean
  sort?: number
}

/** The fields of the save call a 400 (or a 103 about the currency) can name; the form's controls carry these names. */
export const CHANNEL_FIELDS = ['currency', 'name', 'kind', 'min_amount', 'max_amount', 'sort', 'enabled'] as const
export type ChannelField = (typeof CHANNEL_FIELDS)[number]
export type ChannelFieldErrors = Partial<Record<ChannelField, string>>

export interface ChannelEditorProps {
  /** The channel being changed, `new` for a new one; the dialog is open while there is one. */
  editing: AdminDepositChannel | 'new' | null
  /** The currencies a channel may be in: the site's. */
  currencies: readonly string[]
  saving: boolean
  /** Why the last save failed when no field is to blame, or empty. */
  error: string
  fieldErrors: ChannelFieldErrors
  onSave: (draft: ChannelDraft) => void
  onCancel: () => void
  portalContainer?: HTMLElement | null
}

const words = copy.depositChannels
const WHOLE = /^\d{1,7}$/

function moneyMessage(error: Exclude<MoneyInputError, 'currency'>, currency: string): string {
  switch (error) {
    case 'empty':
      return words.moneyRequired
    case 'format':
      return words.moneyFormat
    case 'digits':
      return words.moneyDigits(currency, moneyDecimals(currency) ?? 0)
  }
}

/** The amount typed in `currency`'s minor unit, or the problem with it (none while no currency is chosen). */
function readMoney(text: string, currency: string): { minor?: number; problem?: string } {
  const parsed = parseMoneyInput(text, currency)
  if (!parsed.ok) return parsed.error === 'currency' ? {} : { problem: moneyMessage(parsed.error, currency) }
  if (parsed.minor < 1) return { problem: words.moneyPositive }
  return { minor: parsed.minor }
}

/**
 * Adds a deposit channel or changes one: its currency, the name members see, its kind, the least and the most one
 * order may be (typed in the currency's major unit: `50.00`), its place in the currency's list, and whether members
 * see it.
 *
 * Contract
 * - MUST NOT close itself: the caller owns `editing`; Cancel, × and Escape ask (`onCancel`), not while saving.
 * - MUST NOT report a draft its own checks refuse (a currency, a name of 1 to 60 characters, amounts above zero
 *   with no more decimals than the currency has, the least at most the most, a whole order): each problem is named
 *   under its field and the first is focused. A server's refusal of a field shows under it until it is changed.
 */
export function ChannelEditor({
  editing,
  currencies,
  saving,
  error,
  fieldErrors,
  onSave,
  onCancel,
  portalContainer,
}: ChannelEditorProps) {
  const original = editing === 'new' || editing === null ? null : editing
  const formRef = useRef<HTMLFormElement>(null)
  const { problemOf, touch, accept } = useFieldProblems(fieldErrors, CHANNEL_FIELDS, formRef)
  const { values, bind } = useFieldValues(
    () => ({
      currency: original?.currency ?? (currencies.length === 1 ? currencies[0]! : ''),
      name: original?.name ?? '',
      kind: (original?.kind ?? 'bank') as string,
      min_amount: original ? moneyInputText(original.min_amount, original.currency) : '',
      max_amount: original ? moneyInputText(original.max_amount, original.currency) : '',
      sort: original ? String(original.sort) : '',
    }),
    touch,
  )
  const [enabled, setEnabled] = useState(original ? original.enabled === 1 : true)
  // A channel kept in a currency the site dropped may stay there.
  const choices = original && !currencies.includes(original.currency) ? [...currencies, original.currency] : currencies
  const decimals = moneyDecimals(values.currency)
  const moneyHint = decimals === undefined ? words.currencyFirst : words.moneyHint(values.currency, decimals)

  const submit = (form: HTMLFormElement) => {
    const problems: ChannelFieldErrors = {}
    const currency = values.currency
    if (moneyDecimals(currency) === undefined) problems.currency = words.currencyChoose
    const name = values.name.trim()
    if (name === '') problems.name = words.nameRequired
    else if (name.length > DEPOSIT_CHANNEL_NAME_MAX) problems.name = words.nameTooLong(DEPOSIT_CHANNEL_NAME_MAX)
    const min = readMoney(values.min_amount, currency)
    const max = readMoney(values.max_amount, currency)
    if (min.problem) problems.min_amount = min.problem
    if (max.problem) problems.max_amount = max.problem
    if (min.minor !== undefined && max.minor !== undefined && min.minor > max.minor) {
      problems.max_amount = words.maxBelowMin
    }
    const sortText = values.sort.trim()
    const sort = sortText === '' ? undefined : Number(sortText)
    if (sort !== undefined && (!WHOLE.test(sortText) || sort > DEPOSIT_CHANNEL_SORT_MAX))
      problems.sort = words.sortInvalid
    if (!accept(problems, form) || min.minor === undefined || max.minor === undefined) return
    onSave({
      ...(original ? { id: original.id } : {}),
      currency,
      name,
      kind: values.kind as DepositChannelKind,
      min_amount: min.minor,
      max_amount: max.minor,
      enabled,
      ...(sort === undefined ? {} : { sort }),
    })
  }

  return (
    <EditorDialog
      open={editing !== null}
      title={original ? words.editTitle(original.name) : words.newTitle}
      description={words.editorDescription}
      saving={saving}
      error={error}
      onSubmit={submit}
      onCancel={onCancel}
      slot="deposit-channel-editor"
      formRef={formRef}
      portalContainer={portalContainer}
    >
      <Field label={words.fields.currency} error={problemOf('currency')}>
        <Select {...bind('currency')} disabled={saving} required>
          <option value="">{words.currencyPlaceholder}</option>
          {choices.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={words.fields.name} error={problemOf('name')}>
        <TextInput {...bind('name')} readOnly={saving} required autoComplete="off" maxLength={120} />
      </Field>
      <Field label={words.fields.kind} error={problemOf('kind')}>
        <Select {...bind('kind')} disabled={saving}>
          {DEPOSIT_CHANNEL_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {words.kinds[kind]}
            </option>
          ))}
        </Select>
      </Field>
      {(['min_amount', 'max_amount'] as const).map((field) => (
        <Field
          key={field}
          label={field === 'min_amount' ? words.fields.min : words.fields.max}
          hint={moneyHint}
          error={decimals === undefined ? undefined : problemOf(field)}
        >
          <TextInput
            {...bind(field)}
            readOnly={saving}
            disabled={decimals === undefined}
            inputMode={decimals === 0 ? 'numeric' : 'decimal'}
            autoComplete="off"
            spellCheck={false}
            maxLength={24}
          />
        </Field>
      ))}
      <Field label={words.fields.sort} hint={words.sortHint} error={problemOf('sort')}>
        <TextInput {...bind('sort')} readOnly={saving} inputMode="numeric" autoComplete="off" maxLength={9} />
      </Field>
      <Checkbox
        name="enabled"
        label={words.fields.enabled}
        checked={enabled}
        disabled={saving}
        onChange={(event) => {
          setEnabled(event.target.checked)
          touch('enabled')
        }}
      />
    </EditorDialog>
  )
}
