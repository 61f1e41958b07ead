import { Card, CardContent, CardHeader, CardTitle } from '@lobby/ui'
import { useId, type ReactNode } from 'react'
import { MemberStatusBadge, WalletBadge } from '../../components/member-badges.tsx'
import { copy } from '../../copy.ts'
import type { FormatInstant } from '../../lib/format.ts'
import type { MemberDetail } from './member-detail.ts'

const fields = copy.member.fields

/** The member's profile: who they are, how their account and wallet stand, and their live sessions. */
export function MemberProfile({ detail, formatTime }: { detail: MemberDetail; formatTime: FormatInstant }) {
  const titleId = useId()
  const { member } = detail
  const rows: [string, ReactNode][] = [
    [fields.account, member.is_agent ? `${member.account} (${copy.member.agent})` : member.account],
    [fields.name, member.member_name || copy.members.none],
    [fields.site, member.site_id],
    [fields.currency, member.currency],
    [fields.status, <MemberStatusBadge key="status" status={member.status} />],
    [fields.wallet, <WalletBadge key="wallet" walletStatus={member.wallet_status} />],
    [fields.phone, member.member_phone || copy.members.none],
    [fields.email, member.member_email || copy.members.none],
    [
      fields.registered,
      <time key="registered" dateTime={member.created_at}>
        {formatTime(member.created_at)}
      </time>,
    ],
    [fields.mustChangePassword, member.must_change_password ? copy.member.yes : copy.member.no],
    [fields.sessions, String(detail.sessions)],
  ]
  return (
    <Card asChild>
      <section data-slot="member-profile" aria-labelledby={titleId}>
        <CardHeader>
          <CardTitle asChild>
            <h2 id={titleId}>{copy.member.profile}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm desktop:grid-cols-[auto_1fr_auto_1fr]">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="min-w-0 font-medium break-words">{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </section>
    </Card>
  )
}
