import { useText } from '../../text/text-provider.tsx'
import { Money } from '../../primitives/money/money.tsx'
import { Button } from '../../primitives/button/button.tsx'
import type { DepositOrderView } from './deposit-panel.tsx'

/** The order just opened: its number, amount and deadline, with Pay now and New deposit. */
export function DepositOrder({
  order,
  currency,
  formatTime,
  onPay,
  onReset,
}: {
  order: DepositOrderView
  currency: string
  formatTime: (iso: string) => string
  onPay: (order: DepositOrderView) => void
  onReset: () => void
}) {
  const { t } = useText()
  return (
    <div data-slot="deposit-panel-order" className="flex flex-col gap-4 rounded-xl border border-success/40 p-4">
      <p role="status" data-slot="deposit-panel-order-title" className="font-semibold text-foreground">
        {t('fund.order_created')}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('fund.col_order_number')}</dt>
        <dd data-slot="deposit-panel-order-number" className="font-mono break-all">
          {order.order_number}
        </dd>
        <dt className="text-muted-foreground">{t('fund.amount')}</dt>
        <dd data-slot="deposit-panel-order-amount" className="font-semibold tabular-nums">
          <Money amount={order.amount} currency={currency} />
        </dd>
        <dt className="text-muted-foreground">{t('fund.pay_before')}</dt>
        <dd data-slot="deposit-panel-order-expires">
          <time dateTime={order.expires_at}>{formatTime(order.expires_at)}</time>
        </dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => onPay(order)}>{t('fund.pay_now')}</Button>
        <Button variant="outline" onClick={onReset}>
          {t('fund.new_deposit')}
        </Button>
      </div>
    </div>
  )
}
