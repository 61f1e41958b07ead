import type { DwKind, DwRecordView, DwStatus } from '../../lib/views.ts'
import { DEPOSIT_STATUSES, WITHDRAWAL_STATUSES } from '@lobby/domain'
import type { ComponentProps } from 'react'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/tabs/tabs.tsx'
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
import { StatusBadge } from '../../components/status-badge/status-badge.tsx'
import { RecordPanel } from '../../components/record-table/record-panel.tsx'

export type DwStatusFilter = 'all' | DwStatus
export type DwSortField = TimeAmountSortField

/** What `/member/dw_record/list` is asked for, besides the kind, the page and the order. */
export interface DwFilter extends RecordRange {
  status: DwStatusFilter
}

export interface DwRecordProps
  extends Omit<ComponentProps<'section'>, 'children'>, RecordListProps<DwFilter, DwSortField>, RecordFormatProps {
  /** The tab shown (controlled). */
  kind: DwKind
  /** Called with the tab a person picks; the status filter goes back to all when the new tab lacks it. */
  onKindChange: (kind: DwKind) => void
  /** The orders of `page`, of `kind`. */
  records: readonly DwRecordView[]
  /** Called from Cancel on a pending withdrawal with its order number. */
  onCancelWithdrawal: (orderNumber: string) => void
  /** The order number whose cancel is being sent: its button waits. */
  cancelling?: string | null
}

const KINDS: readonly DwKind[] = ['deposit', 'withdrawal']
const STATUSES: Record<DwKind, readonly DwStatus[]> = { deposit: DEPOSIT_STATUSES, withdrawal: WITHDRAWAL_STATUSES }

const isKind = (value: string): value is DwKind => value === 'deposit' || value === 'withdrawal'

/**
 * The member's deposits and withdrawals (DW record): a tab for each, a
 * status of the tab and two dates to filter by (checked here before
 * `onSearch`), and a page of orders with their number, time, amount, detail
 * and status (the operator's reason under a rejection). A pending
 * withdrawal has a Cancel button. Controlled: the caller owns the tab, the
 * filter, the page and the order.
 */
export function DwRecord({
  kind,
  onKindChange,
  filter,
  onSearch,
  records,
  sort,
  onSort,
  searching = false,
  onCancelWithdrawal,
  cancelling = null,
  currency,
  formatTime,
  ...rest
}: DwRecordProps) {
  const [paging, props] = splitRecordPage(rest)
  const { t } = useText()

  const columns: RecordColumn<DwRecordView>[] = [
    {
      key: 'order_number',
      label: t('fund.col_order_number'),
      render: (row) => <span className="font-mono text-xs break-all">{row.order_number}</span>,
    },
    timeColumn({
      key: 'created_at',
      label: t('fund.col_time'),
      sortable: true,
      value: (row) => row.created_at,
      formatTime,
    }),
    moneyColumn({
      key: 'amount',
      label: t('fund.col_amount'),
      sortable: true,
      value: (row) => row.amount,
      currency,
      strong: true,
    }),
    { key: 'detail', label: t('fund.col_detail'), render: (row) => row.detail },
    {
      key: 'status',
      label: t('fund.col_status'),
      render: (row) => (
        <span className="inline-flex flex-col items-end gap-1 desktop:items-start">
          <StatusBadge status={row.status} />
          {row.status === 'rejected' && row.reason ? (
            <span data-slot="dw-record-reason" className="text-xs break-words text-muted-foreground">
              {t('fund.reason', { reason: row.reason })}
            </span>
          ) : null}
        </span>
      ),
    },
  ]
  if (kind === 'withdrawal') {
    columns.push({
      key: 'actions',
      label: t('fund.col_actions'),
      align: 'end',
      render: (row) =>
        row.kind === 'withdrawal' && row.status === 'pending' ? (
          <Button
            variant="outline"
            size="sm"
            disabled={cancelling === row.order_number}
            onClick={() => onCancelWithdrawal(row.order_number)}
          >
            {t('fund.cancel_withdrawal')}
            <span className="sr-only"> {row.order_number}</span>
          </Button>
        ) : null,
    })
  }

  return (
    <RecordPanel data-slot="dw-record" data-variant={kind} title={t('fund.dw_title')} {...props}>
      <Tabs
        value={kind}
        onValueChange={(next) => {
          if (isKind(next)) onKindChange(next)
        }}
        activationMode="automatic"
      >
        <TabsList aria-label={t('fund.dw_title')}>
          {KINDS.map((value) => (
            <TabsTrigger key={value} value={value} data-variant={value}>
              {t(`fund.kind_${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {KINDS.map((value) => (
          <TabsContent key={value} value={value} data-variant={value} className="flex flex-col gap-4">
            {/* A tab's content mounts when it is picked: its status starts over from the filter. */}
            <FilteredRecords
              filterLabel={t('fund.col_status')}
              filterOptions={[
                { value: 'all', label: t('fund.status_all') },
                ...STATUSES[value].map((status) => ({ value: status, label: t(`fund.status_${status}`) })),
              ]}
              filterValue={filter.status}
              range={filter}
              searching={searching}
              onSearch={(status, range) => onSearch({ status, ...range })}
              caption={t(`fund.kind_${value}`)}
              columns={columns}
              rows={records}
              rowKey={(row) => row.order_number}
              sort={sort}
              onSort={sortByFields(TIME_AMOUNT_SORT_FIELDS, onSort)}
              {...paging}
            />
          </TabsContent>
        ))}
      </Tabs>
    </RecordPanel>
  )
}

export type { DwKind, DwRecordView, DwStatus }
