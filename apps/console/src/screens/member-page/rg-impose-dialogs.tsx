import type { AdminRgExclusionRequest, RgExclusion, RgLimit } from '@lobby/api'
import {
  RG_EXCLUSION_DAYS,
  RG_EXCLUSION_KINDS,
  RG_LIMIT_KINDS,
  RG_PERIODS,
  RG_SESSION_MAX_MINUTES,
  type RgExclusionKind,
  type RgLimitKind,
  type RgPeriod,
} from '@lobby/domain'
import { Field, Select, TextInput } from '@lobby/ui'
import { useRef, useState } from 'react'
import { EditorDialog, useFieldProblems } from '../../components/editor-dialog.tsx'
import { copy } from '../../copy.ts'
import type { FormatInstant } from '../../lib/format.ts'
import { parseMoneyInput } from '../../lib/money-input.ts'
import { limitAmountText } from '../../lib/responsible-gambling.ts'

const words = copy.responsibleGambling

/** Which impose dialog is open, its sending and its failures, as the caller holds them. */
export interface RgImposeState {
  open: 'limit' | 'exclusion' | null
  saving: boolean
  /** Why the last try failed or was refused when no field is to blame (the dialog stays open), or empty. */
  error: string
  /** The server's refusals by the call's field (`limit.amount`, `exclusion.days`), in words. */
  fieldErrors: Readonly<Record<string, string>>
}

/** A limit to impose: minor units, or minutes for `session`. */
export interface ImposedLimit {
  kind: RgLimitKind
  period: RgPeriod
  amount: number
}

const LIMIT_FIELDS = ['limit.kind', 'limit.period', 'limit.amount'] as const
type LimitField = (typeof LIMIT_FIELDS)[number]

/** The amount typed, in minor units (minutes for a session limit), or what is wrong with it. */
function readAmount(text: string, kind: RgLimitKind, period: RgPeriod, currency: string): number | string {
  if (kind === 'session') {
    const maximum = RG_SESSION_MAX_MINUTES[period]
    const clean = text.trim()
    if (clean === '') return words.amountRequired
    if (!/^\d{1,6}$/.test(clean)) return words.minutesFormat
    const minutes = Number(clean)
    if (minutes <= 0) return words.amountPositive
    return minutes > maximum ? words.minutesTooMany(maximum) : minutes
  }
  const parsed = parseMoneyInput(text, currency)
  if (!parsed.ok) {
    if (parsed.error === 'empty') return words.amountRequired
    return parsed.error === 'digits' ? words.amountDigits(currency) : words.amountFormat
  }
  return parsed.minor > 0 ? parsed.minor : words.amountPositive
}

export interface ImposeLimitDialogProps {
  account: string
  currency: string
  /** The member's limits now: the dialog says what is in force for the limit chosen. */
  limits: readonly RgLimit[]
  state: RgImposeState
  onImpose: (limit: ImposedLimit) => void
  onCancel: () => void
  portalContainer?: HTMLElement | null | undefined
}

/**
 * Imposes one limit: its kind, its period and an amount (money in the member's currency, or minutes for the session
 * time, at most the period's length), the limit in force for that choice named under it. Nothing is reported while
 * the amount is wrong; the server's refusal (a limit that is not tighter, 180) shows above the form, a field it
 * refuses under that field. Key it by `state.open`.
 *
 * Contract
 * - MUST NOT close itself (EditorDialog): the caller owns `state.open`.
 */
export function ImposeLimitDialog({
  account,
  currency,
  limits,
  state,
  onImpose,
  onCancel,
  portalContainer,
}: ImposeLimitDialogProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const [kind, setKind] = useState<RgLimitKind>('deposit')
  const [period, setPeriod] = useState<RgPeriod>('day')
  const [amount, setAmount] = useState('')
  const { problemOf, touch, accept } = useFieldProblems<LimitField>(state.fieldErrors, LIMIT_FIELDS, formRef)
  const inForce = limits.find((limit) => limit.kind === kind && limit.period === period)?.amount ?? null
  const submit = (form: HTMLFormElement) => {
    const read = readAmount(amount, kind, period, currency)
    if (!accept(typeof read === 'string' ? { 'limit.amount': read } : {}, form) || typeof read === 'string') return
    onImpose({ kind, period, amount: read })
  }
  return (
    <EditorDialog
      open={state.open === 'limit'}
      title={words.limitTitle(account)}
      description={words.limitDescription}
      saving={state.saving}
      error={state.error}
      onSubmit={submit}
      onCancel={onCancel}
      slot="rg-impose-limit"
      formRef={formRef}
      submitLabels={{ idle: words.impose, busy: words.imposing }}
      portalContainer={portalContainer}
    >
      <div className="grid gap-3 desktop:grid-cols-2">
        <Field label={words.fields.kind} error={problemOf('limit.kind')}>
          <Select
            name="limit.kind"
            value={kind}
            disabled={state.saving}
            onChange={(event) => {
              setKind(RG_LIMIT_KINDS.find((known) => known === event.target.value) ?? 'deposit')
              touch('limit.kind')
              touch('limit.amount')
            }}
          >
            {RG_LIMIT_KINDS.map((known) => (
              <option key={known} value={known}>
                {words.kinds[known]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={words.fields.period} error={problemOf('limit.period')}>
          <Select
            name="limit.period"
            value={period}
            disabled={state.saving}
            onChange={(event) => {
              setPeriod(RG_PERIODS.find((known) => known === event.target.value) ?? 'day')
              touch('limit.period')
            }}
          >
            {RG_PERIODS.map((known) => (
              <option key={known} value={known}>
                {words.periods[known]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field
        label={kind === 'session' ? words.fields.minutes : words.fields.amount}
        hint={`${kind === 'session' ? words.minutesHint(RG_SESSION_MAX_MINUTES[period]) : words.amountHint(currency)} ${
          inForce === null ? words.noneInForce : words.inForceHint(limitAmountText(kind, inForce, currency))
        }`}
        error={problemOf('limit.amount')}
      >
        <TextInput
          name="limit.amount"
          inputMode={kind === 'session' ? 'numeric' : 'decimal'}
          autoComplete="off"
          spellCheck={false}
          required
          maxLength={24}
          value={amount}
          readOnly={state.saving}
          onChange={(event) => {
            setAmount(event.target.value)
            touch('limit.amount')
          }}
        />
      </Field>
    </EditorDialog>
  )
}

const EXCLUSION_FIELDS = ['exclusion.kind', 'exclusion.days'] as const
type ExclusionField = (typeof EXCLUSION_FIELDS)[number]

export interface ImposeExclusionDialogProps {
  account: string
  /** What refuses the member's login now, if anything: the dialog says so. */
  excluded: RgExclusion | null
  state: RgImposeState
  onImpose: (exclusion: AdminRgExclusionRequest) => void
  onCancel: () => void
  formatTime: FormatInstant
  portalContainer?: HTMLElement | null | undefined
}

/**
 * Imposes a time-out (24 hours, 7 or 30 days) or a self-exclusion (6 months, 1 year, 5 years or permanently): the
 * lengths are the ones the member may choose (`RG_EXCLUSION_DAYS`). It says that every session ends at once and that
 * nobody can lift it, and what already runs. Key it by `state.open`.
 *
 * Contract
 * - MUST NOT close itself (EditorDialog): the caller owns `state.open`.
 * - MUST report only a length its kind offers.
 */
export function ImposeExclusionDialog({
  account,
  excluded,
  state,
  onImpose,
  onCancel,
  formatTime,
  portalContainer,
}: ImposeExclusionDialogProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const [kind, setKind] = useState<RgExclusionKind>('timeout')
  const [days, setDays] = useState<number>(RG_EXCLUSION_DAYS.timeout[0] ?? 1)
  const { problemOf, touch } = useFieldProblems<ExclusionField>(state.fieldErrors, EXCLUSION_FIELDS, formRef)
  const running =
    excluded === null
      ? null
      : excluded.ends_at === null
        ? words.exclusionLongerForever
        : words.exclusionLonger(formatTime(excluded.ends_at))
  return (
    <EditorDialog
      open={state.open === 'exclusion'}
      title={words.exclusionTitle(account)}
      description={words.exclusionDescription}
      saving={state.saving}
      error={state.error}
      onSubmit={() => {
        if (RG_EXCLUSION_DAYS[kind].includes(days)) onImpose({ kind, days })
      }}
      onCancel={onCancel}
      slot="rg-impose-exclusion"
      formRef={formRef}
      submitLabels={{ idle: words.impose, busy: words.imposing }}
      portalContainer={portalContainer}
    >
      {running ? <p className="text-sm text-muted-foreground">{running}</p> : null}
      <div className="grid gap-3 desktop:grid-cols-2">
        <Field label={words.fields.exclusionKind} error={problemOf('exclusion.kind')}>
          <Select
            name="exclusion.kind"
            value={kind}
            disabled={state.saving}
            onChange={(event) => {
              const next = RG_EXCLUSION_KINDS.find((known) => known === event.target.value) ?? 'timeout'
              setKind(next)
              setDays(RG_EXCLUSION_DAYS[next][0] ?? 0)
              touch('exclusion.kind')
              touch('exclusion.days')
            }}
          >
            {RG_EXCLUSION_KINDS.map((known) => (
              <option key={known} value={known}>
                {words.exclusionKinds[known]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={words.fields.days} error={problemOf('exclusion.days')}>
          <Select
            name="exclusion.days"
            value={String(days)}
            disabled={state.saving}
            onChange={(event) => {
              setDays(Number(event.target.value))
              touch('exclusion.days')
            }}
          >
            {RG_EXCLUSION_DAYS[kind].map((length) => (
              <option key={length} value={String(length)}>
                {words.length(length)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
    </EditorDialog>
  )
}
