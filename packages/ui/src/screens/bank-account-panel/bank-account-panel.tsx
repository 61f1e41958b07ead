import type { BankAccountView, BankView } from '../../lib/views.ts'
import {
  BANK_ACCOUNT_MAX,
  bankAccountErrors,
  isWithdrawPassword,
  maskAccountNumber,
  normaliseAccountNumber,
  type BankAccountField,
} from '@lobby/domain'
import { cva } from 'class-variance-authority'
import { useCallback, useEffect, useId, useRef, useState, type ComponentProps, type FormEvent } from 'react'
import { cn } from '../../lib/cn.ts'
import type { Layout } from '../../lib/theme.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { Notice } from '../../components/notice/notice.tsx'
import { ToneBadge } from '../../components/status-badge/status-badge.tsx'
import { FormAlert, FormField, SubmitButton, TextInput } from '../../primitives/field/field.tsx'
import { selectClassName } from '../../components/record-table/record-filters.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { StatusMessage } from '../../primitives/status-message/status-message.tsx'

/** What `/member/bank/store` is sent: the holder name and branch trimmed, the number without spaces and hyphens. */
export interface BankAccountForm {
  bank_code: string
  account_name: string
  account_number: string
  branch: string
  /** The member's 4-digit withdraw password: binding an account asks for it. */
  withdraw_password: string
}

/** The bind form's fields, in form order. */
export type BankAccountFormField = BankAccountField | 'withdraw_password'

export interface BankAccountPanelProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** `loading`: skeleton rows; `error`: a message and `onRetry`; `idle`: the accounts and the form. */
  status: 'idle' | 'loading' | 'error'
  /** `error`: called from the retry button. */
  onRetry?: () => void
  /** The member's bound accounts, oldest first. */
  accounts: readonly BankAccountView[]
  /** The banks the form offers. */
  banks: readonly BankView[]
  /** Most accounts a member may bind (`BANK_ACCOUNT_MAX`); at it, the form gives way to a note. */
  max?: number
  /** Called from the form once it passes `bankAccountErrors`, with the cleaned values. */
  onBind: (values: BankAccountForm) => void
  /** The bind is being sent: the form is read-only and the button waits. */
  binding?: boolean
  /** The server's refusals by field: text, or a message key (e.g. `fund.err_account_duplicate`). */
  serverErrors?: Partial<Record<BankAccountFormField, string>>
  /** The server's refusal not tied to a field: text or a message key. */
  serverError?: string
  /** Called once the delete of an account is confirmed, with its id. */
  onDelete: (id: number) => void
  /** The id of the account being deleted: its buttons wait. */
  deleting?: number | null
  /** Change it to clear the form, e.g. after a successful bind. */
  resetKey?: string | number
  /** False while the member has no withdraw password: binding needs one, so the form gives way to a note. */
  withdrawPasswordSet?: boolean
  /** Called from that note's button (e.g. to the page that sets the withdraw password). */
  onSetWithdrawPassword?: () => void
  /**
   * ISO 8601: the withdraw password is locked until then (too many wrong
   * ones, wherever they were typed). The form says how many minutes are left
   * and cannot be sent until then.
   */
  lockedUntil?: string
  /** `desktop`: a panel in the member centre; `mobile`: the full width of a phone. */
  layout?: Layout
}

export const bankAccountPanelVariants = cva('flex w-full min-w-0 flex-col bg-card text-card-foreground', {
  variants: { layout: { desktop: 'gap-5 p-5', mobile: 'gap-4 px-3 py-4' } },
  defaultVariants: { layout: 'desktop' },
})

const FIELDS: readonly BankAccountFormField[] = [
  'bank_code',
  'account_name',
  'account_number',
  'branch',
  'withdraw_password',
]
const EMPTY_FORM: BankAccountForm = {
  bank_code: '',
  account_name: '',
  account_number: '',
  branch: '',
  withdraw_password: '',
}

/**
 * The member's bank accounts (BindAccount): the bound ones with their bank,
 * holder, masked number, branch and whether the operator verified them,
 * each with a delete that asks first; and the form that binds another,
 * checked here with `bankAccountErrors` before `onBind`, behind the
 * member's withdraw password. At `max` accounts, or without a withdraw
 * password, the form gives way to a note; while the password is locked the
 * form says for how long and waits. Props in, callbacks out.
 */
export function BankAccountPanel({
  status,
  onRetry,
  accounts,
  banks,
  max = BANK_ACCOUNT_MAX,
  onBind,
  binding = false,
  serverErrors,
  serverError,
  onDelete,
  deleting = null,
  resetKey,
  withdrawPasswordSet = true,
  onSetWithdrawPassword,
  lockedUntil,
  layout = 'desktop',
  className,
  ...props
}: BankAccountPanelProps) {
  const { t } = useText()
  const titleId = useId()
  const formTitleId = useId()
  const full = accounts.length >= max

  return (
    <section
      data-slot="bank-account-panel"
      data-layout={layout}
      data-state={status === 'idle' ? (full ? 'full' : accounts.length === 0 ? 'empty' : 'ready') : status}
      aria-labelledby={titleId}
      className={cn(bankAccountPanelVariants({ layout }), className)}
      {...props}
    >
      <header data-slot="bank-account-panel-header" className="flex items-center gap-2">
        <h2 id={titleId} className={cn('flex-1 font-semibold', layout === 'desktop' ? 'text-lg' : 'text-base')}>
          {t('fund.bank_title')}
        </h2>
        {status === 'idle' ? (
          <span data-slot="bank-account-panel-count" className="text-sm text-muted-foreground tabular-nums">
            {t('fund.bank_count', { count: accounts.length, max })}
          </span>
        ) : null}
      </header>

      {status === 'loading' ? (
        <div data-slot="bank-account-panel-loading" className="flex flex-col gap-2">
          <span role="status" className="sr-only">
            {t('fund.loading')}
          </span>
          {Array.from({ length: 2 }, (_, index) => (
            <div key={index} className="flex flex-col gap-2 rounded-xl border p-4">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-3.5 w-2/3" />
            </div>
          ))}
        </div>
      ) : status === 'error' ? (
        <StatusMessage
          slot="bank-account-panel"
          layout={layout}
          tone="error"
          title={t('fund.error_title')}
          body={t('fund.bank_error')}
          action={
            onRetry ? (
              <Button data-slot="bank-account-panel-retry" onClick={onRetry}>
                {t('fund.retry')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          {accounts.length === 0 ? (
            <p
              data-slot="bank-account-panel-empty"
              className="rounded-xl border border-dashed px-4 py-6 text-center text-sm text-muted-foreground"
            >
              {t('fund.bank_empty')}
            </p>
          ) : (
            <ul data-slot="bank-account-panel-list" aria-label={t('fund.bank_list')} className="flex flex-col gap-2">
              {accounts.map((account) => (
                <AccountItem
                  key={account.id}
                  account={account}
                  layout={layout}
                  deleting={deleting === account.id}
                  onDelete={onDelete}
                />
              ))}
            </ul>
          )}

          {full ? (
            <p
              data-slot="bank-account-panel-full"
              role="note"
              className="rounded-xl border border-warning/50 bg-warning/10 px-4 py-3 text-sm text-foreground"
            >
              {t('fund.bank_max_reached', { max })}
            </p>
          ) : (
            <section
              data-slot="bank-account-panel-bind"
              aria-labelledby={formTitleId}
              className="flex flex-col gap-3 border-t pt-4"
            >
              <h3 id={formTitleId} className="text-base font-semibold">
                {t('fund.bank_bind_title')}
              </h3>
              {withdrawPasswordSet ? (
                <BindForm
                  key={resetKey}
                  banks={banks}
                  onBind={onBind}
                  binding={binding}
                  serverErrors={serverErrors}
                  serverError={serverError}
                  lockedUntil={lockedUntil}
                  layout={layout}
                />
              ) : (
                <Notice
                  slot="bank-account-panel-no-password"
                  text={t('fund.bank_no_password')}
                  action={t('fund.set_withdraw_password')}
                  onAction={onSetWithdrawPassword}
                />
              )}
            </section>
          )}
        </>
      )}
    </section>
  )
}

function AccountItem({
  account,
  layout,
  deleting,
  onDelete,
}: {
  account: BankAccountView
  layout: Layout
  deleting: boolean
  onDelete: (id: number) => void
}) {
  const { t } = useText()
  const nameId = useId()
  const confirmId = useId()
  const [confirming, setConfirming] = useState(false)
  const deleteButton = useRef<HTMLButtonElement>(null)
  const masked = maskAccountNumber(account.account_number)

  return (
    <li
      data-slot="bank-account-panel-item"
      data-verified={account.is_verified === 1}
      aria-labelledby={nameId}
      className="flex flex-col gap-3 rounded-xl border p-4"
    >
      <div className={cn('flex gap-3', layout === 'desktop' ? 'items-start' : 'flex-col')}>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span id={nameId} data-slot="bank-account-panel-bank" className="font-semibold break-words">
              {account.bank_name} {masked}
            </span>
            <ToneBadge
              data-slot="bank-account-panel-verified"
              tone={account.is_verified === 1 ? 'success' : 'pending'}
              label={t(account.is_verified === 1 ? 'fund.verified' : 'fund.unverified')}
            />
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
            <dt className="text-muted-foreground">{t('fund.account_name')}</dt>
            <dd data-slot="bank-account-panel-holder" className="min-w-0 break-words">
              {account.account_name}
            </dd>
            <dt className="text-muted-foreground">{t('fund.account_number')}</dt>
            <dd data-slot="bank-account-panel-number" className="font-mono tabular-nums">
              {masked}
            </dd>
            {account.branch ? (
              <>
                <dt className="text-muted-foreground">{t('fund.branch')}</dt>
                <dd data-slot="bank-account-panel-branch" className="min-w-0 break-words">
                  {account.branch}
                </dd>
              </>
            ) : null}
          </dl>
        </div>
        <Button
          ref={deleteButton}
          data-slot="bank-account-panel-delete"
          variant="outline"
          size="sm"
          disabled={deleting}
          aria-expanded={confirming}
          aria-controls={confirming ? confirmId : undefined}
          aria-describedby={nameId}
          onClick={() => setConfirming(true)}
          className={layout === 'mobile' ? 'self-start' : undefined}
        >
          {t('fund.delete')}
        </Button>
      </div>
      {confirming ? (
        <DeleteConfirm
          id={confirmId}
          busy={deleting}
          fill={layout === 'mobile'}
          onKeep={() => {
            setConfirming(false)
            deleteButton.current?.focus()
          }}
          onConfirm={() => onDelete(account.id)}
        />
      ) : null}
    </li>
  )
}

/** The delete's second step, in place: focus moves to Keep, the safe choice. */
function DeleteConfirm({
  id,
  busy,
  fill,
  onKeep,
  onConfirm,
}: {
  id: string
  busy: boolean
  fill: boolean
  onKeep: () => void
  onConfirm: () => void
}) {
  const { t } = useText()
  const questionId = useId()
  const keep = useRef<HTMLButtonElement>(null)
  useEffect(() => keep.current?.focus(), [])
  return (
    <div
      id={id}
      role="group"
      aria-labelledby={questionId}
      data-slot="bank-account-panel-confirm"
      className={cn(
        'flex gap-3 rounded-xl border border-destructive/40 bg-destructive/10 p-3',
        fill ? 'flex-col' : 'items-center',
      )}
    >
      <p id={questionId} className="min-w-0 flex-1 text-sm font-medium text-foreground">
        {t('fund.delete_question')}
      </p>
      <div className="flex gap-2">
        <Button ref={keep} variant="outline" size="sm" className={fill ? 'flex-1' : undefined} onClick={onKeep}>
          {t('fund.keep')}
        </Button>
        <Button
          data-slot="bank-account-panel-confirm-delete"
          variant="destructive"
          size="sm"
          disabled={busy}
          className={fill ? 'flex-1' : undefined}
          onClick={onConfirm}
        >
          {t('fund.delete_confirm')}
        </Button>
      </div>
    </div>
  )
}

/**
 * The lock's notice: the minutes left (rounded up), counted down while it is
 * shown; `onEnded` once it has passed. Mounted per lock (keyed by its end),
 * so the clock it starts from is the lock's own.
 */
function LockNotice({ until, onEnded }: { until: string; onEnded: (until: string) => void }) {
  const { t } = useText()
  const [now, setNow] = useState(() => Date.now())
  const end = Date.parse(until)
  const left = end - now
  useEffect(() => {
    if (!(left > 0)) {
      onEnded(until)
      return
    }
    const timer = setTimeout(() => setNow(Date.now()), Math.min(left, 15_000))
    return () => clearTimeout(timer)
  }, [left, until, onEnded])
  if (!(left > 0)) return null
  return (
    <FormAlert slot="bank-account-panel-locked">
      {t('fund.withdraw_password_locked', { minutes: Math.ceil(left / 60_000) })}
    </FormAlert>
  )
}

function BindForm({
  banks,
  onBind,
  binding,
  serverErrors,
  serverError,
  lockedUntil,
  layout,
}: {
  banks: readonly BankView[]
  onBind: (values: BankAccountForm) => void
  binding: boolean
  serverErrors: Partial<Record<BankAccountFormField, string>> | undefined
  serverError: string | undefined
  lockedUntil: string | undefined
  layout: Layout
}) {
  const { t } = useText()
  const id = useId()
  const [values, setValues] = useState<BankAccountForm>(EMPTY_FORM)
  const [errors, setErrors] = useState<Partial<Record<BankAccountFormField, string>>>({})
  // The lock whose time has passed: the form may be sent again.
  const [endedLock, setEndedLock] = useState<string>()
  const onLockEnded = useCallback((until: string) => setEndedLock(until), [])
  const locked = lockedUntil !== undefined && endedLock !== lockedUntil
  // Fields edited since the server's errors arrived: their server error is no longer shown.
  const [edited, setEdited] = useState<ReadonlySet<BankAccountFormField>>(new Set())
  const [shownServerErrors, setShownServerErrors] = useState(serverErrors)
  if (shownServerErrors !== serverErrors) {
    setShownServerErrors(serverErrors)
    setEdited(new Set())
  }
  const inputs = useRef<Partial<Record<BankAccountFormField, HTMLInputElement | HTMLSelectElement | null>>>({})

  const firstServerField = FIELDS.find((field) => serverErrors?.[field])
  useEffect(() => {
    if (firstServerField) inputs.current[firstServerField]?.focus()
  }, [firstServerField, serverErrors])

  const errorOf = (field: BankAccountFormField): string | undefined => {
    const local = errors[field]
    if (local) return t(local)
    const server = edited.has(field) ? undefined : serverErrors?.[field]
    return server ? t(server) : undefined
  }

  const change = (field: BankAccountFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
    setEdited((current) => new Set(current).add(field))
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (binding || locked) return
    const found: Partial<Record<BankAccountFormField, string>> = bankAccountErrors(values)
    if (!isWithdrawPassword(values.withdraw_password)) found.withdraw_password = 'fund.err_withdraw_password'
    setErrors(found)
    const first = FIELDS.find((field) => found[field])
    if (first) {
      inputs.current[first]?.focus()
      return
    }
    onBind({
      bank_code: values.bank_code,
      account_name: values.account_name.trim(),
      account_number: normaliseAccountNumber(values.account_number),
      branch: values.branch.trim(),
      withdraw_password: values.withdraw_password,
    })
  }

  const fieldProps = (field: BankAccountFormField) => {
    const error = errorOf(field)
    const inputId = `${id}-${field}`
    return {
      id: inputId,
      name: field,
      value: values[field],
      'aria-invalid': error ? (true as const) : undefined,
      'aria-describedby': error ? `${inputId}-error` : undefined,
    }
  }

  return (
    <form
      data-slot="bank-account-panel-form"
      noValidate
      onSubmit={submit}
      className={cn('grid gap-3', layout === 'desktop' ? 'grid-cols-2' : 'grid-cols-1')}
    >
      <FormField
        slot="bank-account-panel-bank-field"
        inputId={`${id}-bank_code`}
        label={t('fund.bank')}
        error={errorOf('bank_code')}
      >
        <select
          ref={(element) => {
            inputs.current.bank_code = element
          }}
          data-slot="bank-account-panel-bank-input"
          {...fieldProps('bank_code')}
          disabled={binding}
          onChange={(event) => change('bank_code', event.currentTarget.value)}
          className={selectClassName(Boolean(errorOf('bank_code')))}
        >
          <option value="">{t('fund.bank_choose')}</option>
          {banks.map((bank) => (
            <option key={bank.code} value={bank.code}>
              {bank.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        slot="bank-account-panel-name-field"
        inputId={`${id}-account_name`}
        label={t('fund.account_name')}
        error={errorOf('account_name')}
      >
        <TextInput
          ref={(element) => {
            inputs.current.account_name = element
          }}
          slot="bank-account-panel-name-input"
          autoComplete="name"
          {...fieldProps('account_name')}
          readOnly={binding}
          onChange={(event) => change('account_name', event.currentTarget.value)}
        />
      </FormField>
      <FormField
        slot="bank-account-panel-number-field"
        inputId={`${id}-account_number`}
        label={t('fund.account_number')}
        error={errorOf('account_number')}
      >
        <TextInput
          ref={(element) => {
            inputs.current.account_number = element
          }}
          slot="bank-account-panel-number-input"
          inputMode="numeric"
          autoComplete="off"
          {...fieldProps('account_number')}
          readOnly={binding}
          onChange={(event) => change('account_number', event.currentTarget.value)}
        />
      </FormField>
      <FormField
        slot="bank-account-panel-branch-field"
        inputId={`${id}-branch`}
        label={t('fund.branch_optional')}
        error={errorOf('branch')}
      >
        <TextInput
          ref={(element) => {
            inputs.current.branch = element
          }}
          slot="bank-account-panel-branch-input"
          {...fieldProps('branch')}
          readOnly={binding}
          onChange={(event) => change('branch', event.currentTarget.value)}
        />
      </FormField>
      <FormField
        slot="bank-account-panel-password-field"
        inputId={`${id}-withdraw_password`}
        label={t('fund.withdraw_password')}
        error={errorOf('withdraw_password')}
      >
        <TextInput
          ref={(element) => {
            inputs.current.withdraw_password = element
          }}
          slot="bank-account-panel-password-input"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          {...fieldProps('withdraw_password')}
          readOnly={binding || locked}
          onChange={(event) => change('withdraw_password', event.currentTarget.value)}
          className="tracking-[0.4em]"
        />
      </FormField>
      <div className={cn('flex flex-col gap-3', layout === 'desktop' && 'col-span-2')}>
        {locked ? (
          <LockNotice key={lockedUntil} until={lockedUntil} onEnded={onLockEnded} />
        ) : (
          <FormAlert slot="bank-account-panel-server-error">{serverError ? t(serverError) : undefined}</FormAlert>
        )}
        <SubmitButton
          data-slot="bank-account-panel-submit"
          data-locked={locked || undefined}
          disabled={locked}
          submitting={binding}
          label={t('fund.bank_bind')}
          busyLabel={t('fund.bank_binding')}
          className={layout === 'desktop' ? 'w-auto self-start' : undefined}
        />
      </div>
    </form>
  )
}

export type { BankAccountView, BankView }
