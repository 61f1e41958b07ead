import { maskAccountNumber } from '@lobby/domain'
import { useEffect, useId, useRef, useState } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import type { BankAccountView } from '../../lib/views.ts'
import { Button } from '../../primitives/button/button.tsx'
import { ToneBadge } from '../../components/status-badge/status-badge.tsx'

/** One bound account: bank, holder, masked number, branch, verified or not, and its delete (asked first). */
export function BankAccountItem({
  account,
  deleting,
  onDelete,
}: {
  account: BankAccountView
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
      <div className="flex flex-col gap-3 desktop:flex-row desktop:items-start">
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
          variant="outline"
          size="sm"
          disabled={deleting}
          aria-expanded={confirming}
          aria-controls={confirming ? confirmId : undefined}
          aria-describedby={nameId}
          onClick={() => setConfirming(true)}
          className="self-start desktop:self-auto"
        >
          {t('fund.delete')}
        </Button>
      </div>
      {confirming ? (
        <DeleteConfirm
          id={confirmId}
          busy={deleting}
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
  onKeep,
  onConfirm,
}: {
  id: string
  busy: boolean
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
        'flex flex-col gap-3 rounded-xl border border-destructive/40 bg-destructive/10 p-3',
        'desktop:flex-row desktop:items-center',
      )}
    >
      <p id={questionId} className="min-w-0 flex-1 text-sm font-medium text-foreground">
        {t('fund.delete_question')}
      </p>
      <div className="flex gap-2">
        <Button ref={keep} variant="outline" size="sm" className="flex-1 desktop:flex-initial" onClick={onKeep}>
          {t('fund.keep')}
        </Button>
        <Button
          variant="destructive"
          size="sm"
          disabled={busy}
          className="flex-1 desktop:flex-initial"
          onClick={onConfirm}
        >
          {t('fund.delete_confirm')}
        </Button>
      </div>
    </div>
  )
}
