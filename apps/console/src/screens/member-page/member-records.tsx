import type { AdminMemberDetail } from '@lobby/api'
import type { DeviceCode } from '@lobby/domain'
import { cn, Money } from '@lobby/ui'
import { useId, type ReactNode } from 'react'
import { bodyCell, headCell, TableFrame } from '../../components/table-frame.tsx'
import { copy } from '../../copy.ts'
import type { FormatInstant } from '../../lib/format.ts'

export interface Column<Row> {
  header: string
  cell: (row: Row) => ReactNode
  /** Figures: right-aligned. */
  end?: boolean
}

/** A titled table of a member's records, the first column naming each row; a line of text when there are none. */
export function RecordsSection<Row>({
  title,
  rows,
  rowKey,
  columns,
  empty,
  level = 2,
}: {
  title: string
  rows: readonly Row[]
  rowKey: (row: Row, index: number) => string | number
  columns: readonly Column<Row>[]
  empty: string
  /** The title's heading level: 3 inside a part of the page that has its own heading. */
  level?: 2 | 3
}) {
  const titleId = useId()
  const Heading = level === 3 ? 'h3' : 'h2'
  return (
    <section data-slot="member-records" aria-labelledby={titleId} className="flex flex-col gap-2">
      <Heading id={titleId} className="text-base font-semibold text-foreground">
        {title}
      </Heading>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <TableFrame label={title}>
          <table className="w-full border-collapse">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b">
                {columns.map((column) => (
                  <th key={column.header} scope="col" className={cn(headCell, column.end && 'text-end')}>
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y">
              {rows.map((row, index) => (
                <tr key={rowKey(row, index)}>
                  {columns.map((column, at) =>
                    at === 0 ? (
                      <th key={column.header} scope="row" className={cn(bodyCell, 'text-start font-medium')}>
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td key={column.header} className={cn(bodyCell, column.end && 'text-end')}>
                        {column.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
    </section>
  )
}

type Wallet = AdminMemberDetail['wallets'][number]
type LedgerEntry = AdminMemberDetail['ledger'][number]
type Login = AdminMemberDetail['logins'][number]

const walletName = (wallet: string) => (wallet === 'main' ? copy.member.mainWallet : wallet)

/** A login's device (0 desktop, 1 mobile web, 2 app, `@lobby/domain` `DEVICE`), or the code when unknown. */
export function deviceName(code: number): string {
  return Object.hasOwn(copy.devices, code) ? copy.devices[code as DeviceCode] : copy.member.unknownDevice(code)
}

const loginKind = (kind: string) => copy.member.loginKinds[kind] ?? kind

const instant = (formatTime: FormatInstant) => (row: { created_at: string }) => (
  <time dateTime={row.created_at} className="whitespace-nowrap">
    {formatTime(row.created_at)}
  </time>
)

/** The member's wallets (main and each provider's), their balances in the member's currency. */
export function MemberWallets({ wallets, currency }: { wallets: readonly Wallet[]; currency: string }) {
  const columns = copy.member.walletColumns
  return (
    <RecordsSection
      title={copy.member.walletsCaption}
      rows={wallets}
      rowKey={(wallet) => wallet.wallet}
      empty=""
      columns={[
        { header: columns.wallet, cell: (wallet) => walletName(wallet.wallet) },
        {
          header: columns.balance,
          end: true,
          cell: (wallet) => <Money amount={wallet.balance} currency={currency} />,
        },
      ]}
    />
  )
}

/** The newest ledger entries, each amount signed (money in or out of the wallet). */
export function MemberLedger({
  ledger,
  currency,
  formatTime,
}: {
  ledger: readonly LedgerEntry[]
  currency: string
  formatTime: FormatInstant
}) {
  const columns = copy.member.ledgerColumns
  return (
    <RecordsSection
      title={copy.member.ledgerCaption}
      rows={ledger}
      rowKey={(entry) => entry.id}
      empty={copy.member.noLedger}
      columns={[
        { header: columns.when, cell: instant(formatTime) },
        { header: columns.kind, cell: (entry) => <code className="font-mono text-xs">{entry.kind}</code> },
        { header: columns.wallet, cell: (entry) => walletName(entry.wallet) },
        {
          header: columns.amount,
          end: true,
          cell: (entry) => <Money amount={entry.amount} currency={currency} signDisplay="always" />,
        },
        {
          header: columns.reference,
          cell: (entry) => <span className="font-mono text-xs break-all">{entry.reference || copy.members.none}</span>,
        },
      ]}
    />
  )
}

/** The newest logins: when, what kind, from which address, on which device and browser. */
export function MemberLogins({ logins, formatTime }: { logins: readonly Login[]; formatTime: FormatInstant }) {
  const columns = copy.member.loginColumns
  return (
    <RecordsSection
      title={copy.member.loginsCaption}
      rows={logins}
      rowKey={(login, index) => `${login.created_at}/${index}`}
      empty={copy.member.noLogins}
      columns={[
        { header: columns.when, cell: instant(formatTime) },
        { header: columns.kind, cell: (login) => loginKind(login.kind) },
        { header: columns.address, cell: (login) => <span className="tabular-nums">{login.ip}</span> },
        { header: columns.device, cell: (login) => deviceName(login.device) },
        { header: columns.browser, cell: (login) => login.browser || copy.members.none },
      ]}
    />
  )
}
