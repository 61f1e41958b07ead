import type { DwRecordView } from '../../lib/views.ts'
import { useText } from '../../text/text-provider.tsx'
import { Money } from '../../primitives/money/money.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { StatusBadge } from '../../components/status-badge/status-badge.tsx'

/** One withdrawal order: amount, status, number, time and detail, with Cancel while it is pending. */
export function WithdrawalOrder({
  record,
  currency,
  formatTime,
  onCancel,
  cancelling,
}: {
  record: DwRecordView
  currency: string
  formatTime: (iso: string) => string
  onCancel: (orderNumber: string) => void
  cancelling: boolean
}) {
  const { t } = useText()
  return (
    <div data-slot="withdrawal-panel-order" className="flex flex-col gap-3 rounded-xl border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span data-slot="withdrawal-panel-order-amount" className="text-lg font-semibold tabular-nums">
          <Money amount={record.amount} currency={currency} />
        </span>
        <StatusBadge status={record.status} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('fund.col_order_number')}</dt>
        <dd data-slot="withdrawal-panel-order-number" className="font-mono break-all">
          {record.order_number}
        </dd>
        <dt className="text-muted-foreground">{t('fund.col_time')}</dt>
        <dd>
          <time dateTime={record.created_at}>{formatTime(record.created_at)}</time>
        </dd>
        <dt className="text-muted-foreground">{t('fund.col_detail')}</dt>
        <dd className="min-w-0 break-words">{record.detail}</dd>
      </dl>
      {record.status === 'pending' ? (
        <Button
          variant="outline"
          disabled={cancelling}
          onClick={() => onCancel(record.order_number)}
          className="self-start"
        >
          {t(cancelling ? 'fund.cancelling' : 'fund.cancel_withdrawal')}
        </Button>
      ) : null}
    </div>
  )
}
