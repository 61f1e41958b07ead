import { MEMBER_FLAGS, type IpRule, type MemberFlag } from '@lobby/api'
import {
  AlertDialog,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Checkbox,
  Field,
  FormAlert,
  ToneBadge,
} from '@lobby/ui'
import { useId } from 'react'
import { copy } from '../../copy.ts'
import type { FormatInstant } from '../../lib/format.ts'
import { IpRulesDialog, type IpRulesEditorState } from './ip-rules-dialog.tsx'
import type { MemberDetail } from './member-detail.ts'
import { RecordsSection, type Column } from './member-records.tsx'

const words = copy.memberSecurity

/** A change of the Security part that asks first: verifying one bound account (`id`) or all (`null`), or a flag. */
export type SecurityChange = { kind: 'verify'; id: number | null } | { kind: 'flag'; flag: MemberFlag; on: boolean }

/** What the caller holds for the Security part: the open confirmation, the IP rules editor, and what they ask. */
export interface MemberSecurityControls {
  /** The change whose confirmation is open, or null. */
  change: SecurityChange | null
  /** The confirmed change is being sent. */
  acting: boolean
  /** Why the confirmed change failed (the confirmation stays open), or empty. */
  error: string
  /** Asks to confirm a change. */
  onAsk: (change: SecurityChange) => void
  onConfirm: () => void
  onCancel: () => void
  ipRules: IpRulesEditorState
  /** Asks to open the IP rules editor. */
  onEditIpRules: () => void
  /** The edited list, every pattern trimmed and given. */
  onSaveIpRules: (rules: IpRule[]) => void
  onCancelIpRules: () => void
}

/** No confirmation, the editor closed, nothing asked: the Security part of a page that only shows. */
export const idleSecurity: MemberSecurityControls = {
  change: null,
  acting: false,
  error: '',
  onAsk: () => undefined,
  onConfirm: () => undefined,
  onCancel: () => undefined,
  ipRules: { open: false, saving: false, error: '', fieldErrors: {} },
  onEditIpRules: () => undefined,
  onSaveIpRules: () => undefined,
  onCancelIpRules: () => undefined,
}

export interface MemberSecurityProps extends MemberSecurityControls {
  /** The member's account, named in the questions. */
  account: string
  detail: Pick<MemberDetail, 'bank_accounts' | 'flags' | 'ip_rules'>
  /** The role holds `members.manage`: Verify, the switches and Edit IP rules work; otherwise the part only shows. */
  canManage: boolean
  formatTime: FormatInstant
  portalContainer?: HTMLElement | null
}

type Account = MemberDetail['bank_accounts'][number]

/**
 * The Security part of a member's page: the bound bank accounts, each verified or not (Verify on an unverified one,
 * Verify all); the three security flags as switches; the IP rules in the order the login checks them (Edit IP rules
 * opens the editor). Every change asks first.
 *
 * Contract
 * - MUST NOT fetch or save: each change is asked of the caller (`onAsk`, `onEditIpRules`), which owns the
 *   confirmation (`change`) and the editor (`ipRules.open`).
 * - MUST offer no change without `canManage`: the switches show their state, turned off for change, and there is no
 *   Verify or Edit button.
 * - While a change is out (`acting`) the buttons and switches wait (`aria-disabled`).
 */
export function MemberSecurity({
  account,
  detail,
  canManage,
  formatTime,
  portalContainer,
  change,
  acting,
  error,
  onAsk,
  onConfirm,
  onCancel,
  ipRules,
  onEditIpRules,
  onSaveIpRules,
  onCancelIpRules,
}: MemberSecurityProps) {
  const titleId = useId()
  const flagsId = useId()
  const { bank_accounts: accounts, flags, ip_rules: rules } = detail
  const unverified = accounts.filter((bank) => bank.is_verified === 0)
  const ask = (next: SecurityChange) => {
    if (!acting) onAsk(next)
  }
  const columns = words.accountColumns
  const accountColumns: Column<Account>[] = [
    { header: columns.bank, cell: (bank) => bank.bank_name },
    { header: columns.name, cell: (bank) => bank.account_name },
    { header: columns.number, cell: (bank) => <span className="font-mono text-xs">{bank.account_number}</span> },
    { header: columns.branch, cell: (bank) => bank.branch || copy.members.none },
    {
      header: columns.bound,
      cell: (bank) => (
        <time dateTime={bank.created_at} className="whitespace-nowrap">
          {formatTime(bank.created_at)}
        </time>
      ),
    },
    {
      header: columns.state,
      cell: (bank) => (
        <ToneBadge
          data-verified={bank.is_verified}
          tone={bank.is_verified ? 'success' : 'pending'}
          label={bank.is_verified ? words.verified : words.unverified}
        />
      ),
    },
  ]
  if (canManage) {
    accountColumns.push({
      header: columns.actions,
      cell: (bank) =>
        bank.is_verified ? null : (
          <Button
            size="sm"
            variant="outline"
            aria-label={words.verifyAccount(bank.account_number)}
            aria-disabled={acting || undefined}
            onClick={() => ask({ kind: 'verify', id: bank.id })}
          >
            {words.verify}
          </Button>
        ),
    })
  }
  const depositsWait = flags.need_bank_account_deposit_verified === 1 && !accounts.some((bank) => bank.is_verified)
  return (
    <Card asChild>
      <section data-slot="member-security" aria-labelledby={titleId}>
        <CardHeader>
          <CardTitle asChild>
            <h2 id={titleId}>{words.title}</h2>
          </CardTitle>
          <p className="text-sm text-muted-foreground">{canManage ? words.description : words.readOnly}</p>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <div className="flex flex-col gap-2">
            <RecordsSection
              level={3}
              title={words.accountsCaption}
              rows={accounts}
              rowKey={(bank) => bank.id}
              empty={words.noAccounts}
              columns={accountColumns}
            />
            {depositsWait ? (
              <p data-slot="deposits-wait" className="text-sm text-muted-foreground">
                {words.depositsWait}
              </p>
            ) : null}
            {canManage && unverified.length > 1 ? (
              <Button
                variant="outline"
                size="sm"
                className="self-start"
                aria-disabled={acting || undefined}
                onClick={() => ask({ kind: 'verify', id: null })}
              >
                {words.verifyAll}
              </Button>
            ) : null}
          </div>
          <section aria-labelledby={flagsId} className="flex flex-col gap-3">
            <h3 id={flagsId} className="text-base font-semibold text-foreground">
              {words.flagsCaption}
            </h3>
            <ul className="flex flex-col gap-3">
              {MEMBER_FLAGS.map((flag) => (
                <li key={flag}>
                  <Field hint={words.flags[flag].hint}>
                    <Checkbox
                      role="switch"
                      label={words.flags[flag].label}
                      labelClassName="text-sm font-medium"
                      checked={flags[flag] === 1}
                      disabled={!canManage}
                      aria-disabled={(canManage && acting) || undefined}
                      onChange={(event) => ask({ kind: 'flag', flag, on: event.target.checked })}
                    />
                  </Field>
                </li>
              ))}
            </ul>
          </section>
          <IpRulesPart rules={rules} canManage={canManage} acting={acting} onEdit={onEditIpRules} />
        </CardContent>
        <SecurityChangeDialog
          key={change === null ? 'closed' : JSON.stringify(change)}
          account={account}
          accounts={accounts}
          change={change}
          acting={acting}
          error={error}
          onConfirm={onConfirm}
          onCancel={onCancel}
          portalContainer={portalContainer}
        />
        {canManage ? (
          <IpRulesDialog
            key={ipRules.open ? 'open' : 'closed'}
            account={account}
            rules={rules}
            state={ipRules}
            onSave={onSaveIpRules}
            onCancel={onCancelIpRules}
            portalContainer={portalContainer}
          />
        ) : null}
      </section>
    </Card>
  )
}

/** The member's IP rules in the order the login checks them, with what each refusal says. */
function IpRulesPart({
  rules,
  canManage,
  acting,
  onEdit,
}: {
  rules: readonly IpRule[]
  canManage: boolean
  acting: boolean
  onEdit: () => void
}) {
  const columns = words.ipColumns
  return (
    <div className="flex flex-col gap-2">
      <RecordsSection
        level={3}
        title={words.ipCaption}
        rows={rules}
        rowKey={(_rule, index) => index}
        empty={words.noIpRules}
        columns={[
          { header: columns.order, cell: (rule) => rules.indexOf(rule) + 1 },
          { header: columns.match, cell: (rule) => words.matches[rule.match] },
          { header: columns.pattern, cell: (rule) => <span className="font-mono text-xs">{rule.pattern}</span> },
          { header: columns.code, cell: (rule) => words.codes[rule.code] },
        ]}
      />
      <p className="text-sm text-muted-foreground">{words.ipDescription}</p>
      {canManage ? (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          aria-disabled={acting || undefined}
          onClick={() => {
            if (!acting) onEdit()
          }}
        >
          {words.editIpRules}
        </Button>
      ) : null}
    </div>
  )
}

/** What the confirmation of `change` says. */
function changeTexts(change: SecurityChange, account: string, accounts: readonly Account[]) {
  if (change.kind === 'flag') {
    const flag = words.flags[change.flag]
    return {
      title: words.flagTitle(flag.label, change.on, account),
      description: change.on ? flag.on : flag.off,
      confirm: words.flagConfirm(change.on),
      busy: words.flagSaving,
      variant: change.on ? ('primary' as const) : ('destructive' as const),
    }
  }
  const one = change.id === null ? undefined : accounts.find((bank) => bank.id === change.id)
  const count = one ? 1 : accounts.filter((bank) => bank.is_verified === 0).length
  return {
    title: one ? words.verifyTitle(one.account_number, account) : words.verifyAllTitle(account),
    description: words.verifyDescription(count),
    confirm: change.id === null ? words.verifyAll : words.verify,
    busy: words.verifying,
    variant: 'primary' as const,
  }
}

/**
 * Asks before a security change (a verification, a flag). It never closes itself: the caller owns `change`. While
 * the change is out Confirm waits and Cancel is off; a failure shows inside.
 */
function SecurityChangeDialog({
  account,
  accounts,
  change,
  acting,
  error,
  onConfirm,
  onCancel,
  portalContainer,
}: {
  account: string
  accounts: readonly Account[]
  change: SecurityChange | null
  acting: boolean
  error: string
  onConfirm: () => void
  onCancel: () => void
  portalContainer?: HTMLElement | null | undefined
}) {
  const text = changeTexts(change ?? { kind: 'verify', id: null }, account, accounts)
  return (
    <AlertDialog
      open={change !== null}
      onOpenChange={(open) => {
        if (!open && !acting) onCancel()
      }}
      portalContainer={portalContainer}
      title={text.title}
      description={text.description}
      cancel={{ label: words.cancel, disabled: acting }}
      confirm={{
        label: acting ? text.busy : text.confirm,
        variant: text.variant,
        'aria-disabled': acting || undefined,
        'data-state': acting ? 'submitting' : 'idle',
        onClick: () => {
          if (!acting) onConfirm()
        },
      }}
    >
      {error ? <FormAlert>{error}</FormAlert> : undefined}
    </AlertDialog>
  )
}
