import { BANK_ACCOUNT_MAX, type BankBindField } from '@lobby/domain'
import { useId, type ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import type { BankAccountView, BankView } from '../../lib/views.ts'
import { cardVariants } from '../../primitives/card/card.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { StatusPanel } from '../../primitives/status-panel/status-panel.tsx'
import { Notice } from '../../components/notice/notice.tsx'
import { BankAccountItem } from './bank-account-item.tsx'
import { BankBindForm } from './bank-bind-form.tsx'

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
export type BankAccountFormField = BankBindField

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
}

/** A member-centre panel's surface: flat, panel padding, medium gaps (mobile first). */
export const bankAccountPanelVariants = () => cardVariants({ variant: 'flat', padding: 'panel', gap: 'md' })

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
      data-state={status === 'idle' ? (full ? 'full' : accounts.length === 0 ? 'empty' : 'ready') : status}
      aria-labelledby={titleId}
      className={cn(bankAccountPanelVariants(), className)}
      {...props}
    >
      <header data-slot="bank-account-panel-header" className="flex items-center gap-2">
        <h2 id={titleId} className="flex-1 text-base font-semibold desktop:text-lg">
          {t('fund.bank_title')}
        </h2>
        {status === 'idle' ? (
          <span data-slot="bank-account-panel-count" className="text-sm text-muted-foreground tabular-nums">
            {t('fund.bank_count', { count: accounts.length, max })}
          </span>
        ) : null}
      </header>

      <StatusPanel
        status={status === 'idle' ? 'ready' : status}
        loadingLabel={t('fund.loading')}
        placeholder={
          <div className="flex flex-col gap-2">
            {Array.from({ length: 2 }, (_, index) => (
              <div key={index} className="flex flex-col gap-2 rounded-xl border p-4">
                <Skeleton className="h-4 w-1/3" />
                <Skeleton className="h-3.5 w-2/3" />
              </div>
            ))}
          </div>
        }
        errorTitle={t('fund.error_title')}
        errorBody={t('fund.bank_error')}
        onRetry={onRetry}
        retryLabel={t('fund.retry')}
      >
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
              <BankAccountItem
                key={account.id}
                account={account}
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
              <BankBindForm
                key={resetKey}
                banks={banks}
                onBind={onBind}
                binding={binding}
                serverErrors={serverErrors}
                serverError={serverError}
                lockedUntil={lockedUntil}
              />
            ) : (
              <Notice
                text={t('fund.bank_no_password')}
                action={t('fund.set_withdraw_password')}
                onAction={onSetWithdrawPassword}
              />
            )}
          </section>
        )}
      </StatusPanel>
    </section>
  )
}

export type { BankAccountView, BankView }
