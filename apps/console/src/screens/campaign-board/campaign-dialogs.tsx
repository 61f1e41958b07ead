import {
  campaignApprovalThreshold,
  RED_ENVELOPE_MIN_SHARE,
  type AdminRedEnvelope,
  type AdminRoulette,
} from '@lobby/api'
import { CURRENCY_CODES } from '@lobby/domain'
import { AlertDialog, Button, Field, FormAlert, Modal, Money, moneyText, Select, TextInput } from '@lobby/ui'
import { useId, useState, type ComponentProps, type FormEvent } from 'react'
import { ReasonDialog, type ReasonDialogProps } from '../../components/reason-dialog.tsx'
import { bodyCell, headCell, TableFrame } from '../../components/table-frame.tsx'
import { copy } from '../../copy.ts'
import type { FormatInstant } from '../../lib/format.ts'
import { localInstant } from '../../lib/local-time.ts'
import { moneyDecimals, parseMoneyInput, type MoneyInputError } from '../../lib/money-input.ts'

const c = copy.campaigns
const WHOLE = /^\d+$/

/** Whether `text` (trimmed) is a number of draws a roulette call takes: a whole number from 1 to 1,000. */
export const isDrawCount = (text: string) => WHOLE.test(text) && Number(text) >= 1 && Number(text) <= 1000

export interface EnvelopeDraft {
  currency: string
  /** In the currency's minor unit (what the operator typed in its major unit, converted). */
  pool: number
  shares: number
  start_at?: string
  end_at: string
}

export interface RouletteDraft {
  currency: string
  /** `cash` in the currency's minor unit (what the operator typed in its major unit, converted). */
  prizes: { name: string; cash: number; weight: number }[]
  draws_per_member: number
  /** The most its spins may pay in all, in the currency's minor unit (typed in its major unit, converted). */
  budget: number
  start_at?: string
  end_at: string
}

/** What the server refused, by the call's field (`data.field`: `pool`, `end_at`, `prizes.0.name`...). */
export type CampaignFieldErrors = Partial<Record<string, string>>

interface DialogBase {
  open: boolean
  saving: boolean
  error: string
  fieldErrors: CampaignFieldErrors
  onCancel: () => void
  /** Now, in ms (an empty start is now). */
  clock?: () => number
  portalContainer?: HTMLElement | null
}

/** The window fields' checks: an end, after the start (empty start: now). */
function checkWindow(from: string, until: string, now: number, errors: Record<string, string>) {
  const start = from.trim() === '' ? undefined : localInstant(from)
  if (from.trim() !== '' && start === undefined) errors.from = c.timeInvalid
  const end = localInstant(until)
  if (until.trim() === '') errors.until = c.untilRequired
  else if (end === undefined) errors.until = c.timeInvalid
  else if (end <= (start ?? new Date(now).toISOString())) errors.until = c.untilBeforeFrom
  return { start, end }
}

function useForm<V extends Record<string, string>>(initial: V, fieldErrors: CampaignFieldErrors) {
  const [values, setValues] = useState(initial)
  const [checked, setChecked] = useState<Record<string, string>>({})
  const [changed, setChanged] = useState<readonly string[]>([])
  const [seen, setSeen] = useState(fieldErrors)
  if (seen !== fieldErrors) {
    setSeen(fieldErrors)
    setChanged([])
  }
  const bind = (field: keyof V & string) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value
      setValues((current) => ({ ...current, [field]: value }))
      setChecked((current) => {
        const { [field]: _gone, ...rest } = current
        return rest
      })
      setChanged((current) => (current.includes(field) ? current : [...current, field]))
    },
  })
  /** The form's own error, else the server's about `serverField` while the field is unchanged. */
  const errorOf = (field: string, serverField: string = field) =>
    checked[field] ?? (changed.includes(field) ? undefined : fieldErrors[serverField])
  return { values, setValues, setChecked, bind, errorOf }
}

function focusFirst(form: HTMLFormElement, errors: Record<string, string>): boolean {
  const first = Object.keys(errors)[0]
  if (first === undefined) return false
  const control = form.elements.namedItem(first)
  if (control instanceof HTMLElement) control.focus()
  return true
}

function moneyMessage(error: MoneyInputError, currency: string): string {
  switch (error) {
    case 'currency':
      return c.currencyFirst
    case 'empty':
      return c.moneyRequired
    case 'format':
      return c.moneyFormat
    case 'digits':
      return c.moneyDigits(currency, moneyDecimals(currency) ?? 0)
  }
}

/** The money typed in `name` in `currency`'s minor unit, or its error in `errors` (none while no currency is chosen). */
function moneyOf(text: string, currency: string, name: string, errors: Record<string, string>): number | undefined {
  const parsed = parseMoneyInput(text, currency)
  if (parsed.ok) return parsed.minor
  if (parsed.error !== 'currency') errors[name] = moneyMessage(parsed.error, currency)
  return undefined
}

function CurrencySelect({ saving, ...bound }: ComponentProps<'select'> & { saving: boolean }) {
  return (
    <Select {...bound} disabled={saving} required>
      <option value="">{c.currencyPlaceholder}</option>
      {CURRENCY_CODES.map((code) => (
        <option key={code} value={code}>
          {code}
        </option>
      ))}
    </Select>
  )
}

/**
 * A money field typed in the chosen currency's major unit, its decimals named under it (after `note`, what the amount
 * is for); off until a currency is chosen (what a number means depends on it).
 */
function MoneyField({
  label,
  note,
  currency,
  error,
  saving,
  ...bound
}: ComponentProps<'input'> & {
  label: string
  note?: string
  currency: string
  error: string | undefined
  saving: boolean
}) {
  const decimals = moneyDecimals(currency)
  const hint = decimals === undefined ? c.currencyFirst : c.moneyHint(currency, decimals)
  return (
    <Field
      label={label}
      hint={note === undefined ? hint : `${note} ${hint}`}
      error={decimals === undefined ? undefined : error}
    >
      <TextInput
        {...bound}
        readOnly={saving}
        disabled={decimals === undefined}
        inputMode={decimals === 0 ? 'numeric' : 'decimal'}
        autoComplete="off"
        spellCheck={false}
        maxLength={24}
      />
    </Field>
  )
}

/** Four eyes, said before the operator creates: above the currency's threshold a second operator approves. */
function ApprovalNote({ currency }: { currency: string }) {
  if (moneyDecimals(currency) === undefined) return null
  const threshold = moneyText(campaignApprovalThreshold(currency), currency, 'en_US', 'auto')
  return (
    <p data-slot="approval-note" className="text-sm text-muted-foreground">
      {c.approvalNote(threshold)}
    </p>
  )
}

function Footer({ formId, saving, onCancel }: { formId: string; saving: boolean; onCancel: () => void }) {
  return (
    <>
      <Button variant="outline" disabled={saving} onClick={onCancel}>
        {c.cancel}
      </Button>
      <Button
        type="submit"
        form={formId}
        aria-disabled={saving || undefined}
        data-state={saving ? 'submitting' : 'idle'}
      >
        {saving ? c.creating : c.create}
      </Button>
    </>
  )
}

export interface EnvelopeDialogProps extends DialogBase {
  onSave: (draft: EnvelopeDraft) => void
}

/**
 * Creates a red envelope: currency, pool (typed in the currency, reported in its minor unit), shares, window. It
 * never closes itself and never reports a draft its own checks refuse (a pool covering the smallest share for each
 * share, an end after the start); a server's refusal of a field shows under it.
 */
export function EnvelopeDialog({
  open,
  saving,
  error,
  fieldErrors,
  onSave,
  onCancel,
  clock = Date.now,
  portalContainer,
}: EnvelopeDialogProps) {
  const formId = useId()
  const form = useForm({ currency: '', pool: '', shares: '', from: '', until: '' }, fieldErrors)
  const f = c.envelopes.fields
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (saving) return
    const v = form.values
    const errors: Record<string, string> = {}
    if (moneyDecimals(v.currency) === undefined) errors.currency = c.currencyChoose
    const pool = moneyOf(v.pool, v.currency, 'pool', errors)
    const shares = WHOLE.test(v.shares.trim()) ? Number(v.shares) : 0
    const least = shares * RED_ENVELOPE_MIN_SHARE
    if (pool === 0) errors.pool = c.envelopes.poolZero
    else if (pool !== undefined && shares >= 1 && pool < least)
      errors.pool = c.envelopes.poolTooSmall(moneyText(least, v.currency, 'en_US', 'auto'), shares)
    if (shares < 1) errors.shares = c.wholeNumber
    const span = checkWindow(v.from, v.until, clock(), errors)
    form.setChecked(errors)
    if (focusFirst(event.currentTarget, errors) || span.end === undefined || pool === undefined) return
    onSave({
      currency: v.currency,
      pool,
      shares,
      ...(span.start === undefined ? {} : { start_at: span.start }),
      end_at: span.end,
    })
  }
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !saving) onCancel()
      }}
      size="lg"
      portalContainer={portalContainer}
      title={c.envelopes.dialogTitle}
      description={c.envelopes.dialogDescription}
      bodyClassName="px-5 py-4"
      footer={<Footer formId={formId} saving={saving} onCancel={onCancel} />}
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4" data-slot="envelope-dialog">
        <FormAlert>{error}</FormAlert>
        <div className="grid gap-4 desktop:grid-cols-3">
          <Field label={f.currency} error={form.errorOf('currency')}>
            <CurrencySelect {...form.bind('currency')} saving={saving} />
          </Field>
          <MoneyField
            {...form.bind('pool')}
            label={f.pool}
            currency={form.values.currency}
            error={form.errorOf('pool')}
            saving={saving}
            required
          />
          <Field label={f.shares} error={form.errorOf('shares')}>
            <TextInput {...form.bind('shares')} readOnly={saving} inputMode="numeric" required />
          </Field>
        </div>
        <ApprovalNote currency={form.values.currency} />
        <div className="grid gap-4 desktop:grid-cols-2">
          <Field label={f.from} hint={c.fromHint} error={form.errorOf('from', 'start_at')}>
            <TextInput {...form.bind('from')} readOnly={saving} type="datetime-local" />
          </Field>
          <Field label={f.until} error={form.errorOf('until', 'end_at')}>
            <TextInput {...form.bind('until')} readOnly={saving} type="datetime-local" required />
          </Field>
        </div>
      </form>
    </Modal>
  )
}

export interface RouletteDialogProps extends DialogBase {
  onSave: (draft: RouletteDraft) => void
}

type RouletteValues = Record<string, string>
const prizeKeys = (i: number) => [`name${i}`, `cash${i}`, `weight${i}`] as const
const MIN_PRIZES = 2
const MAX_PRIZES = 12

/**
 * Creates a roulette: currency, draws per member, budget, 2 to 12 prizes (name, cash, weight), window; money is typed
 * in the currency and reported in its minor unit. It never closes itself and never reports a draft its own checks
 * refuse (at least one prize with a weight, a budget covering the largest prize); a server's refusal of a field
 * (`budget`, `prizes.1.cash` too) shows under it.
 */
export function RouletteDialog({
  open,
  saving,
  error,
  fieldErrors,
  onSave,
  onCancel,
  clock = Date.now,
  portalContainer,
}: RouletteDialogProps) {
  const formId = useId()
  const [count, setCount] = useState(MIN_PRIZES)
  const initial: RouletteValues = { currency: '', draws: '1', budget: '', from: '', until: '' }
  for (let i = 0; i < MAX_PRIZES; i++)
    Object.assign(initial, { [`name${i}`]: '', [`cash${i}`]: '0', [`weight${i}`]: '1' })
  const form = useForm(initial, fieldErrors)
  const f = c.roulettes.fields
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (saving) return
    const v = form.values
    const errors: Record<string, string> = {}
    const currency = v.currency ?? ''
    if (moneyDecimals(currency) === undefined) errors.currency = c.currencyChoose
    const draws = (v.draws ?? '').trim()
    if (!isDrawCount(draws)) errors.draws = c.roulettes.drawsInvalid
    const budget = moneyOf(v.budget ?? '', currency, 'budget', errors)
    const prizes: RouletteDraft['prizes'] = []
    for (let i = 0; i < count; i++) {
      const [name, cashText, weight] = prizeKeys(i).map((key) => (v[key] ?? '').trim()) as [string, string, string]
      if (name === '' || name.length > 40) errors[`name${i}`] = c.roulettes.prizeNameRequired
      const cash = moneyOf(cashText, currency, `cash${i}`, errors)
      if (!WHOLE.test(weight)) errors[`weight${i}`] = c.roulettes.weightInvalid
      prizes.push({ name, cash: cash ?? 0, weight: Number(weight) })
    }
    if (!Object.keys(errors).some((k) => k.startsWith('weight')) && !prizes.some((p) => p.weight > 0)) {
      errors.weight0 = c.roulettes.noWeight
    }
    const largest = Math.max(...prizes.map((p) => p.cash))
    if (budget !== undefined && !Object.keys(errors).some((k) => k.startsWith('cash')) && budget < largest)
      errors.budget = c.roulettes.budgetBelowPrize(moneyText(largest, currency, 'en_US', 'auto'))
    const span = checkWindow(v.from ?? '', v.until ?? '', clock(), errors)
    form.setChecked(errors)
    if (focusFirst(event.currentTarget, errors) || span.end === undefined || budget === undefined) return
    onSave({
      currency,
      prizes,
      draws_per_member: Number(draws),
      budget,
      ...(span.start === undefined ? {} : { start_at: span.start }),
      end_at: span.end,
    })
  }
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !saving) onCancel()
      }}
      size="lg"
      portalContainer={portalContainer}
      title={c.roulettes.dialogTitle}
      description={c.roulettes.dialogDescription}
      bodyClassName="px-5 py-4"
      footer={<Footer formId={formId} saving={saving} onCancel={onCancel} />}
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4" data-slot="roulette-dialog">
        <FormAlert>{error}</FormAlert>
        <FormAlert>{fieldErrors.prizes}</FormAlert>
        <div className="grid gap-4 desktop:grid-cols-3">
          <Field label={f.currency} error={form.errorOf('currency')}>
            <CurrencySelect {...form.bind('currency')} saving={saving} />
          </Field>
          <Field label={f.draws} error={form.errorOf('draws', 'draws_per_member')}>
            <TextInput {...form.bind('draws')} readOnly={saving} inputMode="numeric" required />
          </Field>
          <MoneyField
            {...form.bind('budget')}
            label={f.budget}
            note={c.roulettes.budgetHint}
            currency={form.values.currency ?? ''}
            error={form.errorOf('budget')}
            saving={saving}
            required
          />
        </div>
        <ApprovalNote currency={form.values.currency ?? ''} />
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-medium">{c.roulettes.prizesLegend}</legend>
          {Array.from({ length: count }, (_, i) => (
            <div key={i} className="grid items-start gap-3 desktop:grid-cols-[2fr_1fr_1fr_auto]">
              <Field label={f.prizeName(i + 1)} error={form.errorOf(`name${i}`, `prizes.${i}.name`)}>
                <TextInput {...form.bind(`name${i}`)} readOnly={saving} autoComplete="off" required />
              </Field>
              <MoneyField
                {...form.bind(`cash${i}`)}
                label={f.prizeCash(i + 1)}
                currency={form.values.currency ?? ''}
                error={form.errorOf(`cash${i}`, `prizes.${i}.cash`)}
                saving={saving}
              />
              <Field label={f.prizeWeight(i + 1)} error={form.errorOf(`weight${i}`, `prizes.${i}.weight`)}>
                <TextInput {...form.bind(`weight${i}`)} readOnly={saving} inputMode="numeric" />
              </Field>
              {count > MIN_PRIZES && i === count - 1 ? (
                <Button
                  variant="outline"
                  size="sm"
                  className="desktop:mt-7"
                  disabled={saving}
                  onClick={() => setCount(count - 1)}
                >
                  {c.roulettes.removePrize(i + 1)}
                </Button>
              ) : null}
            </div>
          ))}
          {count < MAX_PRIZES ? (
            <Button
              variant="outline"
              size="sm"
              className="self-start"
              disabled={saving}
              onClick={() => setCount(count + 1)}
            >
              {c.roulettes.addPrize}
            </Button>
          ) : null}
        </fieldset>
        <div className="grid gap-4 desktop:grid-cols-2">
          <Field label={f.from} hint={c.fromHint} error={form.errorOf('from', 'start_at')}>
            <TextInput {...form.bind('from')} readOnly={saving} type="datetime-local" />
          </Field>
          <Field label={f.until} error={form.errorOf('until', 'end_at')}>
            <TextInput {...form.bind('until')} readOnly={saving} type="datetime-local" required />
          </Field>
        </div>
      </form>
    </Modal>
  )
}

export interface StopDialogProps {
  /** What is being stopped (its name), or null (closed). */
  name: string | null
  stopping: boolean
  error: string
  onConfirm: () => void
  onCancel: () => void
  portalContainer?: HTMLElement | null
}

/** Asks before stopping a campaign now. It never closes itself. */
export function StopDialog({ name, stopping, error, onConfirm, onCancel, portalContainer }: StopDialogProps) {
  return (
    <AlertDialog
      open={name !== null}
      onOpenChange={(next) => {
        if (!next && !stopping) onCancel()
      }}
      portalContainer={portalContainer}
      title={c.stopTitle}
      description={c.stopDescription(name ?? '')}
      cancel={{ label: c.cancel, disabled: stopping }}
      confirm={{
        label: stopping ? c.stopping : c.stopConfirm,
        variant: 'destructive',
        'aria-disabled': stopping || undefined,
        'data-state': stopping ? 'submitting' : 'idle',
        onClick: () => {
          if (!stopping) onConfirm()
        },
      }}
    >
      {error ? <FormAlert>{error}</FormAlert> : undefined}
    </AlertDialog>
  )
}

export interface CampaignRejectDialogProps extends Omit<
  ReasonDialogProps,
  'open' | 'title' | 'description' | 'words' | 'approval'
> {
  /** What is being rejected (its name), or null (closed). */
  name: string | null
}

/** Asks why a pending campaign is rejected and confirms. It never closes itself. */
export function CampaignRejectDialog({ name, ...dialog }: CampaignRejectDialogProps) {
  return (
    <ReasonDialog
      {...dialog}
      open={name !== null}
      title={c.rejectTitle(name ?? '')}
      description={c.rejectDescription}
      words={c}
    />
  )
}

export interface EnvelopeResults {
  kind: 'envelope'
  envelope: AdminRedEnvelope
  claims: { member_account: string; cash: number; created_at: string }[]
  total_count: number
  paid_total: number
}

export interface RouletteResults {
  kind: 'roulette'
  roulette: AdminRoulette
  prizes: { prize_id: number; name: string; cash: number; won: number }[]
  spins: { member_account: string; prize_name: string; cash: number; created_at: string }[]
  total_count: number
  members: number
  paid_total: number
}

export type CampaignResults = EnvelopeResults | RouletteResults

export interface ResultsDialogProps {
  /** Whose results are open (its name), or null (closed). */
  name: string | null
  status: 'loading' | 'ready' | 'error'
  results: CampaignResults | null
  error: string
  onClose: () => void
  formatTime: FormatInstant
  portalContainer?: HTMLElement | null
}

function ResultTable({ caption, headers, rows }: { caption: string; headers: string[]; rows: React.ReactNode[][] }) {
  return (
    <TableFrame label={caption}>
      <table className="w-full border-collapse">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b">
            {headers.map((h) => (
              <th key={h} scope="col" className={headCell}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((cells, i) => (
            <tr key={i}>
              {cells.map((cell, j) => (
                <td key={j} className={bodyCell}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  )
}

/** A campaign's results: totals (paid against the pool), and who won what, newest first. */
export function ResultsDialog({
  name,
  status,
  results,
  error,
  onClose,
  formatTime,
  portalContainer,
}: ResultsDialogProps) {
  const time = (iso: string) => <time dateTime={iso}>{formatTime(iso)}</time>
  let body: React.ReactNode = null
  if (status === 'loading')
    body = (
      <p role="status" className="text-sm text-muted-foreground">
        {c.resultsLoading}
      </p>
    )
  else if (status === 'error') body = <FormAlert>{c.resultsFailed(error)}</FormAlert>
  else if (results?.kind === 'envelope') {
    const e = results.envelope
    body = (
      <div className="flex flex-col gap-4" data-slot="envelope-results">
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <dt className="text-muted-foreground">{c.envelopeTotals(e.claimed_shares, e.shares)}</dt>
          <dd />
          <dt className="text-muted-foreground">{c.paidOfPool}</dt>
          <dd>
            <Money amount={results.paid_total} currency={e.currency} /> /{' '}
            <Money amount={e.pool} currency={e.currency} />
          </dd>
        </dl>
        {results.claims.length === 0 ? (
          <p className="text-sm text-muted-foreground">{c.resultsEmpty}</p>
        ) : (
          <ResultTable
            caption={c.claimsCaption}
            headers={Object.values(c.claimColumns)}
            rows={results.claims.map((claim) => [
              claim.member_account,
              <Money key="cash" amount={claim.cash} currency={e.currency} />,
              time(claim.created_at),
            ])}
          />
        )}
        {results.total_count > results.claims.length ? (
          <p className="text-sm text-muted-foreground">{c.moreResults(results.claims.length, results.total_count)}</p>
        ) : null}
      </div>
    )
  } else if (results?.kind === 'roulette') {
    const r = results.roulette
    body = (
      <div className="flex flex-col gap-4" data-slot="roulette-results">
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <dt className="text-muted-foreground">{c.rouletteTotals(results.total_count, results.members)}</dt>
          <dd />
          <dt className="text-muted-foreground">{c.paidTotal}</dt>
          <dd>
            <Money amount={results.paid_total} currency={r.currency} />
          </dd>
        </dl>
        <ResultTable
          caption={c.prizesCaption}
          headers={Object.values(c.prizeColumns)}
          rows={results.prizes.map((p) => [p.name, <Money key="cash" amount={p.cash} currency={r.currency} />, p.won])}
        />
        {results.spins.length === 0 ? (
          <p className="text-sm text-muted-foreground">{c.resultsEmpty}</p>
        ) : (
          <ResultTable
            caption={c.spinsCaption}
            headers={Object.values(c.spinColumns)}
            rows={results.spins.map((s) => [
              s.member_account,
              s.prize_name,
              <Money key="cash" amount={s.cash} currency={r.currency} />,
              time(s.created_at),
            ])}
          />
        )}
        {results.total_count > results.spins.length ? (
          <p className="text-sm text-muted-foreground">{c.moreResults(results.spins.length, results.total_count)}</p>
        ) : null}
      </div>
    )
  }
  return (
    <Modal
      open={name !== null}
      onOpenChange={(next) => {
        if (!next) onClose()
      }}
      size="lg"
      portalContainer={portalContainer}
      title={c.resultsTitle(name ?? '')}
      description={c.resultsDescription}
      bodyClassName="px-5 py-4"
      footer={
        <Button variant="outline" onClick={onClose}>
          {c.close}
        </Button>
      }
    >
      {body}
    </Modal>
  )
}
