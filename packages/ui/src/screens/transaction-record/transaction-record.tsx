import { TRANSACTION_TYPES, type TransactionType } from '@lobby/domain'
import { cva } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { useText } from '../../text/text-provider.tsx'
import { Money } from '../../primitives/money/money.tsx'
import type { RecordRange } from '../../components/record-table/record-range.ts'
import type { RecordColumn } from '../../components/record-table/record-table-types.ts'
import { FilteredRecords } from '../../components/record-table/filtered-records.tsx'
import { moneyColumn, timeColumn } from '../../components/record-table/record-columns.tsx'
import {
  sortByFields,
  splitRecordPage,
  TIME_AMOUNT_SORT_FIELDS,
  type RecordFormatProps,
  type RecordListProps,
  type TimeAmountSortField,
} from '../../components/record-table/record-list.ts'
import { RecordPanel } from '../../components/record-table/record-panel.tsx'

/** One ledger row, as `/member/transaction/list` lists it. */
export interface TransactionView {
  id: number
  /** ISO 8601 UTC. */
  created_at: string
  type: TransactionType
  /** The ledger kind (`deposit`, `transfer_out`, `bet`, ...). */
  kind: string
  /** `main`, or a provider's gp_id. */
  wallet: string
  /** Signed, in the currency's minor unit: money in is positive. */
  amount: number
  /** The wallet's balance after this row, in the minor unit. */
  balance_after: number
}

export type TransactionTypeFilter = 'all' | TransactionType
export type TransactionSortField = TimeAmountSortField

/** What `/member/transaction/list` is asked for, besides the page and the order. */
export interface TransactionFilter extends RecordRange {
  type: TransactionTypeFilter
}

export interface TransactionRecordProps
  extends
    Omit<ComponentProps<'section'>, 'children'>,
    RecordListProps<TransactionFilter, TransactionSortField>,
    RecordFormatProps {
  /** The rows of `page`. */
  transactions: readonly TransactionView[]
  /** The amounts of every row of the filter added up, in the minor unit. */
  sum: number
  /** A provider wallet's name by gp_id; without it the gp_id is shown. */
  walletName?: (gpId: string) => string
}

export const amountToneVariants = cva('font-semibold whitespace-nowrap tabular-nums', {
  variants: { sign: { in: 'text-success', out: 'text-destructive', zero: 'text-muted-foreground' } },
  defaultVariants: { sign: 'zero' },
})

/** An amount with its sign: `+$ 5.00` in the success colour, `-$ 5.00` in the destructive one. */
export function SignedAmount({ amount, currency }: { amount: number; currency: string }) {
  const sign = amount > 0 ? 'in' : amount < 0 ? 'out' : 'zero'
  const prefix = amount > 0 ? '+' : amount < 0 ? '-' : ''
  return (
    <span data-slot="signed-amount" data-sign={sign} className={amountToneVariants({ sign })}>
      {prefix}
      <Money amount={Math.abs(amount)} currency={currency} />
    </span>
  )
}

/**
 * The member's ledger (Transaction record): a type and two dates to filter
 * by, checked here before `onSearch`; a page of rows with time, type,
 * wallet, the signed amount and the balance after, sortable by time and
 * amount; and the sum of the filter's amounts under them.
 */
export function TransactionRecord({
  filter,
  onSearch,
  transactions,
  sum,
  sort,
  onSort,
  searching = false,
  currency,
  formatTime,
  walletName,
  ...rest
}: TransactionRecordProps) {
  const [paging, props] = splitRecordPage(rest)
  const { t } = useText()

  const columns: RecordColumn<TransactionView>[] = [
    timeColumn({
      key: 'created_at',
      label: t('fund.col_time'),
      sortable: true,
      value: (row) => row.created_at,
      formatTime,
    }),
    { key: 'type', label: t('fund.col_type'), render: (row) => t(`fund.type_${row.type}`) },
    {
      key: 'wallet',
      label: t('fund.col_wallet'),
      render: (row) => (row.wallet === 'main' ? t('fund.wallet_main') : (walletName?.(row.wallet) ?? row.wallet)),
    },
    {
      key: 'amount',
      label: t('fund.col_amount'),
      align: 'end',
      sortable: true,
      render: (row) => <SignedAmount amount={row.amount} currency={currency} />,
    },
    moneyColumn({
      key: 'balance_after',
      label: t('fund.col_balance_after'),
      value: (row) => row.balance_after,
      currency,
    }),
  ]

  return (
    <RecordPanel data-slot="transaction-record" title={t('fund.transaction_title')} {...props}>
      <FilteredRecords
        filterLabel={t('fund.col_type')}
        filterOptions={[
          { value: 'all', label: t('fund.type_all') },
          ...TRANSACTION_TYPES.map((value) => ({ value, label: t(`fund.type_${value}`) })),
        ]}
        filterValue={filter.type}
        range={filter}
        searching={searching}
        onSearch={(type, range) => onSearch({ type, ...range })}
        caption={t('fund.transaction_title')}
        columns={columns}
        rows={transactions}
        rowKey={(row) => row.id}
        sort={sort}
        onSort={sortByFields(TIME_AMOUNT_SORT_FIELDS, onSort)}
        {...paging}
        footer={{ label: t('fund.sum'), cells: { amount: <SignedAmount amount={sum} currency={currency} /> } }}
      />
    </RecordPanel>
  )
}
