import type { DwKind, DwRecordView, DwStatus } from '../../lib/views.ts'
import { DEPOSIT_STATUSES, RECORD_PAGE_SIZE, WITHDRAWAL_STATUSES } from '@lobby/domain'
import { useState, type ComponentProps } from 'react'
import { useText } from '../../text/text-provider.tsx'
import { formatMoney } from '../../lib/format-money.ts'
import { Button } from '../../primitives/button/button.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/tabs/tabs.tsx'
import { FilterSelect, RecordFilters, type RecordRange } from '../../components/record-table/record-filters.tsx'
import {
  RecordTable,
  type RecordColumn,
  type RecordTableStatus,
  type SortOrder,
} from '../../components/record-table/record-table.tsx'
import { StatusBadge } from '../../components/status-badge/status-badge.tsx'
import { RecordPanel } from '../../components/record-table/record-panel.tsx'

export type DwStatusFilter = 'all' | DwStatus
export type DwSortField = 'created_at' | 'amount'

/** What `/member/dw_record/list` is asked for, besides the kind, the page and the order. */
export interface DwFilter extends RecordRange {
  status: DwStatusFilter
}

export interface DwRecordProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The tab shown (controlled). */
  kind: DwKind
  /** Called with the tab a person picks; the status filter goes back to all when the new tab lacks it. */
  onKindChange: (kind: DwKind) => void
  /** The filter of the rows shown: the form starts from it and follows it when it changes. */
  filter: DwFilter
  /** Called from Search once the dates pass `siteDayRange`. */
  onSearch: (filter: DwFilter) => void
  /** The orders of `page`, of `kind`. */
  records: readonly DwRecordView[]
  /** Orders of the filter in every page (`total_count`). */
  total: number
  /** The page shown, from 1. */
  page: number
  /** Orders a page (`RECORD_PAGE_SIZE`). */
  pageSize?: number
  /** Called from previous / next with the page to load. */
  onPage: (page: number) => void
  /** The order of the rows. */
  sort: { field: DwSortField; order: SortOrder }
  /** Called from the Time or Amount header with the order asked for. */
  onSort: (field: DwSortField, order: SortOrder) => void
  /** `loading`: skeleton rows; `error`: a message and `onRetry`. */
  status: RecordTableStatus
  /** `error`: called from the retry button. */
  onRetry?: () => void
  /** A search is running: Search waits. */
  searching?: boolean
  /** Called from Cancel on a pending withdrawal with its order number. */
  onCancelWithdrawal: (orderNumber: string) => void
  /** The order number whose cancel is being sent: its button waits. */
  cancelling?: string | null
  /** Currency code of every amount, e.g. `USD`. */
  currency: string
  /** An ISO instant as the member reads it (the site's time zone and language). */
  formatTime: (iso: string) => string
}

const KINDS: readonly DwKind[] = ['deposit', 'withdrawal']
const STATUSES: Record<DwKind, readonly DwStatus[]> = { deposit: DEPOSIT_STATUSES, withdrawal: WITHDRAWAL_STATUSES }

const isKind = (value: string): value is DwKind => value === 'deposit' || value === 'withdrawal'
const isSortField = (field: string): field is DwSortField => field === 'created_at' || field === 'amount'
const statusOf = (kind: DwKind, status: DwStatusFilter): DwStatusFilter =>
  status === 'all' || STATUSES[kind].includes(status) ? status : 'all'

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
  total,
  page,
  pageSize = RECORD_PAGE_SIZE,
  onPage,
  sort,
  onSort,
  status,
  onRetry,
  searching = false,
  onCancelWithdrawal,
  cancelling = null,
  currency,
  formatTime,
  className,
  ...props
}: DwRecordProps) {
  const { t, locale } = useText()
  const [statusFilter, setStatusFilter] = useState(statusOf(kind, filter.status))
  const [shown, setShown] = useState({ kind, status: filter.status })
  if (shown.kind !== kind || shown.status !== filter.status) {
    setShown({ kind, status: filter.status })
    setStatusFilter(statusOf(kind, filter.status))
  }

  const columns: RecordColumn<DwRecordView>[] = [
    {
      key: 'order_number',
      label: t('fund.col_order_number'),
      render: (row) => <span className="font-mono text-xs break-all">{row.order_number}</span>,
    },
    {
      key: 'created_at',
      label: t('fund.col_time'),
      sortable: true,
      render: (row) => (
        <time dateTime={row.created_at} className="whitespace-nowrap tabular-nums">
          {formatTime(row.created_at)}
        </time>
      ),
    },
    {
      key: 'amount',
      label: t('fund.col_amount'),
      align: 'end',
      sortable: true,
      render: (row) => (
        <span className="font-semibold whitespace-nowrap">{formatMoney(row.amount, currency, locale)}</span>
      ),
    },
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
    <RecordPanel data-slot="dw-record" data-variant={kind} title={t('fund.dw_title')} className={className} {...props}>
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
            <RecordFilters
              range={filter}
              searching={searching}
              onSearch={(range) => onSearch({ status: statusFilter, ...range })}
            >
              <FilterSelect
                label={t('fund.col_status')}
                value={statusFilter}
                onChange={setStatusFilter}
                options={[
                  { value: 'all', label: t('fund.status_all') },
                  ...STATUSES[value].map((status) => ({ value: status, label: t(`fund.status_${status}`) })),
                ]}
              />
            </RecordFilters>
            <RecordTable
              caption={t(`fund.kind_${value}`)}
              columns={columns}
              rows={records}
              rowKey={(row) => row.order_number}
              sort={sort}
              onSort={(field, order) => {
                if (isSortField(field)) onSort(field, order)
              }}
              page={page}
              pageSize={pageSize}
              total={total}
              onPage={onPage}
              status={status}
              onRetry={onRetry}
            />
          </TabsContent>
        ))}
      </Tabs>
    </RecordPanel>
  )
}

export type { DwKind, DwRecordView, DwStatus }
