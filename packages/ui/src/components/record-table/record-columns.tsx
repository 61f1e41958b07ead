import type { ReactNode } from 'react'
import { Money } from '../../primitives/money/money.tsx'
import type { Translate } from '../../text/create-translator.ts'
import type { RecordColumn } from './record-table-types.ts'

/** An ISO instant in a record cell: a `<time>` on one line, in tabular figures. */
export function RecordTime({ iso, formatTime }: { iso: string; formatTime: (iso: string) => string }) {
  return (
    <time dateTime={iso} className="whitespace-nowrap tabular-nums">
      {formatTime(iso)}
    </time>
  )
}

interface ColumnOf {
  /** Names the column; the field `onSort` is called with. */
  key: string
  /** Header text, already translated. */
  label: string
  /** The header sorts by this column. */
  sortable?: boolean
}

/**
 * A column of instants (`RecordTime`); a row without one (`null`) shows `missing` (e.g. "Never").
 */
export function timeColumn<Row>({
  value,
  formatTime,
  missing,
  ...column
}: ColumnOf & {
  value: (row: Row) => string | null
  formatTime: (iso: string) => string
  missing?: (row: Row) => ReactNode
}): RecordColumn<Row> {
  return {
    ...column,
    render: (row) => {
      const iso = value(row)
      return iso ? <RecordTime iso={iso} formatTime={formatTime} /> : (missing?.(row) ?? null)
    },
  }
}

/** A column of member accounts: medium weight, broken anywhere on a narrow screen. */
export function accountColumn<Row>({
  value,
  ...column
}: ColumnOf & { value: (row: Row) => string }): RecordColumn<Row> {
  return { ...column, render: (row) => <span className="font-medium break-all">{value(row)}</span> }
}

/**
 * A column of amounts (`Money`), at the end of the cell; `strong` for the column that matters (semibold); a row
 * without an amount (`null`) shows `missing`.
 */
export function moneyColumn<Row>({
  value,
  currency,
  strong = false,
  missing,
  ...column
}: ColumnOf & {
  value: (row: Row) => number | null
  currency: string
  strong?: boolean
  missing?: (row: Row) => ReactNode
}): RecordColumn<Row> {
  return {
    ...column,
    align: 'end',
    render: (row) => {
      const amount = value(row)
      return amount === null ? (
        (missing?.(row) ?? null)
      ) : (
        <Money amount={amount} currency={currency} className={strong ? 'font-semibold' : undefined} />
      )
    },
  }
}

/**
 * The first two columns of a member's row (the downline, the invited friends): the account (`member_account`) and
 * when it registered (`created_at`).
 */
export function memberColumns<Row extends { member_account: string; created_at: string }>(
  t: Translate,
  formatTime: (iso: string) => string,
): [account: RecordColumn<Row>, registered: RecordColumn<Row>] {
  return [
    accountColumn({ key: 'member_account', label: t('agent_team.col_account'), value: (row) => row.member_account }),
    timeColumn({
      key: 'created_at',
      label: t('agent_team.col_registered'),
      value: (row) => row.created_at,
      formatTime,
    }),
  ]
}
