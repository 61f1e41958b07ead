import type { AdminMemberDetail, AdminMemberRow } from '@lobby/api/contract'
import { ADMIN_CODE } from '@lobby/api/contract'
import { sql, type Selectable } from 'kysely'
import type { Db } from '../db/connection.ts'
import type { MemberTable } from '../db/members-schema.ts'
import { businessError, type BusinessError } from '../http/errors.ts'
import { revokeTokens, type RevocationScope } from '../members/revocation.ts'
import { isoNow } from '../members/secrets.ts'
import { findMember } from '../members/store.ts'
import { appendAudit } from './audit.ts'
import type { Actor } from './operators.ts'

/**
 * The support desk's member calls (issue 24): search, a member's page, force
 * logout and the wallet freeze. Writes go through the same paths the rest
 * of the server uses (`revokeTokens`, the member row) and are audited in
 * their transaction.
 */

type MemberRow = Selectable<MemberTable>

const rowOf = (m: MemberRow): AdminMemberRow => ({
  site_id: m.site_id,
  account: m.account,
  currency: m.currency,
  status: m.status,
  wallet_status: m.wallet_status,
  member_phone: m.member_phone,
  member_email: m.member_email,
  is_agent: m.is_agent,
  created_at: m.created_at,
})

/** `text` for a LIKE pattern, its wildcards escaped (`\` is the escape character on both databases). */
function contains(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

export async function searchMembers(
  db: Db,
  input: { query: string; site_id?: string | undefined; page: number; page_size: number },
): Promise<{ list: AdminMemberRow[]; total_count: number }> {
  const pattern = contains(input.query)
  let query = db
    .selectFrom('members')
    // `escape '\\'` on both databases: SQLite's LIKE has no escape character unless it is named.
    .where((eb) =>
      eb.or([
        sql<boolean>`lower(${eb.ref('account')}) like ${pattern} escape '\\'`,
        sql<boolean>`lower(${eb.ref('member_email')}) like ${pattern} escape '\\'`,
        sql<boolean>`${eb.ref('member_phone')} like ${pattern} escape '\\'`,
      ]),
    )
  if (input.site_id !== undefined) query = query.where('site_id', '=', input.site_id)
  const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  const rows = await query
    .selectAll()
    .orderBy('id', 'desc')
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size)
    .execute()
  return { list: rows.map(rowOf), total_count: Number(total.n) }
}

const notFound = () => businessError(ADMIN_CODE.memberNotFound, 'server.admin.member_not_found')

export async function memberDetail(
  db: Db,
  ref: { site_id: string; member_account: string },
): Promise<AdminMemberDetail | BusinessError> {
  const member = await findMember(db, ref.site_id, ref.member_account)
  if (!member) return notFound()
  const providerWallets = await db
    .selectFrom('member_wallets')
    .select(['gp_id', 'balance'])
    .where('member_id', '=', member.id)
    .orderBy('gp_id')
    .execute()
  const ledger = await db
    .selectFrom('ledger_entries')
    .select(['id', 'kind', 'wallet', 'amount', 'ref', 'created_at'])
    .where('member_id', '=', member.id)
    .orderBy('id', 'desc')
    .limit(20)
    .execute()
  const logins = await db
    .selectFrom('member_logins')
    .select(['kind', 'ip', 'device', 'browser', 'created_at'])
    .where('member_id', '=', member.id)
    .orderBy('id', 'desc')
    .limit(10)
    .execute()
  const sessions = await db
    .selectFrom('member_tokens')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', member.id)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', isoNow())
    .executeTakeFirstOrThrow()
  return {
    member: {
      ...rowOf(member),
      member_name: member.member_name,
      must_change_password: member.first_login_to_change_password,
    },
    wallets: [
      { wallet: 'main', balance: Number(member.cash) },
      ...providerWallets.map((w) => ({ wallet: w.gp_id, balance: Number(w.balance) })),
    ],
    ledger: ledger.map((e) => ({
      id: Number(e.id),
      kind: e.kind,
      wallet: e.wallet,
      amount: Number(e.amount),
      reference: e.ref,
      created_at: e.created_at,
    })),
    logins: logins.map((l) => ({ ...l, device: Number(l.device) })),
    sessions: Number(sessions.n),
  }
}

/** Ends every session of the member (tokens, sockets once committed, house game sessions); audited. */
export async function forceLogout(
  scope: RevocationScope,
  actor: Actor,
  ref: { site_id: string; member_account: string },
): Promise<{ ended: number } | BusinessError> {
  const member = await findMember(scope.db, ref.site_id, ref.member_account)
  if (!member) return notFound()
  const ended = await revokeTokens(scope, { memberId: member.id })
  await appendAudit(scope.db, actor, {
    action: 'member.force_logout',
    targetKind: 'member',
    targetId: `${member.site_id}:${member.account}`,
    before: { live_sessions: ended.length },
    after: { live_sessions: 0 },
  })
  return { ended: ended.length }
}

/** Freezes or unfreezes the member's wallet (`wallet_status` 0 / 1); audited with the status before and after. */
export async function setWalletFrozen(
  db: Db,
  actor: Actor,
  input: { site_id: string; member_account: string; frozen: boolean },
): Promise<{ member_id: number; wallet_status: 0 | 1; changed: boolean } | BusinessError> {
  const member = await findMember(db, input.site_id, input.member_account)
  if (!member) return notFound()
  const walletStatus = input.frozen ? 0 : 1
  if (member.wallet_status === walletStatus)
    return { member_id: member.id, wallet_status: walletStatus, changed: false }
  await db.updateTable('members').set({ wallet_status: walletStatus }).where('id', '=', member.id).execute()
  await appendAudit(db, actor, {
    action: input.frozen ? 'member.wallet_freeze' : 'member.wallet_unfreeze',
    targetKind: 'member',
    targetId: `${member.site_id}:${member.account}`,
    before: { wallet_status: member.wallet_status },
    after: { wallet_status: walletStatus },
  })
  return { member_id: member.id, wallet_status: walletStatus, changed: true }
}
