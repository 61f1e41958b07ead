import type { AdminMemberRow } from '@lobby/api'
import { cn } from '@lobby/ui'
import { MemberStatusBadge, WalletBadge } from '../../components/member-badges.tsx'
import { RouteLink } from '../../components/route-link.tsx'
import { bodyCell, headCell, TableFrame } from '../../components/table-frame.tsx'
import { copy } from '../../copy.ts'
import type { FormatInstant } from '../../lib/format.ts'

export interface MemberTableProps {
  rows: readonly AdminMemberRow[]
  /** The address of a member's page. */
  hrefOf: (row: AdminMemberRow) => string
  /** A plain click on a member's link: open their page. */
  onOpen: (row: AdminMemberRow) => void
  formatTime: FormatInstant
}

const columns = copy.members.columns

/** The members a search found: each account a link to the member's page ("Open <account>"). */
export function MemberTable({ rows, hrefOf, onOpen, formatTime }: MemberTableProps) {
  return (
    <TableFrame label={copy.members.caption}>
      <table data-slot="member-table" className="w-full border-collapse">
        <caption className="sr-only">{copy.members.caption}</caption>
        <thead>
          <tr className="border-b">
            {Object.values(columns).map((column) => (
              <th key={column} scope="col" className={headCell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => (
            <tr key={`${row.site_id}/${row.account}`} data-slot="member-row" className="hover:bg-muted/50">
              <th scope="row" className={cn(bodyCell, 'text-start font-medium whitespace-nowrap')}>
                <RouteLink
                  href={hrefOf(row)}
                  onNavigate={() => onOpen(row)}
                  aria-label={copy.members.open(row.account)}
                  className="rounded-sm text-primary underline underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {row.account}
                </RouteLink>
              </th>
              <td className={cn(bodyCell, 'text-muted-foreground desktop:whitespace-nowrap')}>{row.site_id}</td>
              <td className={bodyCell}>{row.currency}</td>
              <td className={bodyCell}>
                <MemberStatusBadge status={row.status} />
              </td>
              <td className={bodyCell}>
                <WalletBadge walletStatus={row.wallet_status} />
              </td>
              <td className={cn(bodyCell, 'whitespace-nowrap tabular-nums')}>
                {row.member_phone || copy.members.none}
              </td>
              <td className={cn(bodyCell, 'break-all')}>{row.member_email || copy.members.none}</td>
              <td className={cn(bodyCell, 'min-w-28')}>
                <time dateTime={row.created_at}>{formatTime(row.created_at)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  )
}
