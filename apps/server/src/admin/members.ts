import type { AdminMemberDetail, AdminMemberRow } from '@lobby/api/contract'
import { ADMIN_CODE } from '@lobby/api/contract'
import { sql, type Selectable } from 'kysely'
import { DOWNLINE_DEPTH } from '../agent-centre/downline.ts'
import type { Db } from '../db/connection.ts'
import type { MemberTable } from '../db/members-schema.ts'
import { businessError, type BusinessError } from '../http/errors.ts'
import { bankAccountView, boundAccounts } from '../member-centre/bank-accounts.ts'
import { ipRulesOf } from '../members/ip-rules.ts'
import { revokeTokens, type RevocationScope } from '../members/revocation.ts'
import { isoNow } from '../members/secrets.ts'
import { findMember, normaliseAccount } from '../members/store.ts'
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
  input: {
    query?: string | undefined
    agent_account?: string | undefined
    site_id?: string | undefined
    page: number
    page_size: number
  },
): Promise<{ list: AdminMemberRow[]; total_count: number }> {
  let query = db.selectFrom('members')
  if (input.query !== undefined) {
    const pattern = contains(input.query)
    // `escape '\\'` on both databases: SQLite's LIKE has no escape character unless it is named.
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`lower(${eb.ref('account')}) like ${pattern} escape '\\'`,
        sql<boolean>`lower(${eb.ref('member_email')}) like ${pattern} escape '\\'`,
        sql<boolean>`${eb.ref('member_phone')} like ${pattern} escape '\\'`,
      ]),
    )
  }
  if (input.agent_account !== undefined) {
    // The members registered under that agent (`member_registrations.agent_id`), on the agent's own site.
    const agent = normaliseAccount(input.agent_account)
    query = query.where((eb) =>
      eb(
        'id',
        'in',
        eb
          .selectFrom('member_registrations')
          .innerJoin('members as agents', 'agents.id', 'member_registrations.agent_id')
          .select('member_registrations.member_id')
          .where('agents.account', '=', agent)
          .whereRef('agents.site_id', '=', 'member_registrations.site_id'),
      ),
    )
  }
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

export const notFound = () => businessError(ADMIN_CODE.memberNotFound, 'server.admin.member_not_found')

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
  const letters = await db
    .selectFrom('letters')
    .select(['id', 'title', 'language', 'is_read', 'deleted_at', 'created_at'])
    .where('member_id', '=', member.id)
    .orderBy('id', 'desc')
    .limit(20)
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
    letters: letters.map((l) => ({
      id: Number(l.id),
      title: l.title,
      language: l.language,
      is_read: l.is_read === 1 ? 1 : 0,
      deleted: l.deleted_at === null ? 0 : 1,
      created_at: l.created_at,
    })),
    agent_line: await agentLine(db, member.id),
    bank_accounts: (await boundAccounts(db, member.id)).map((row) => bankAccountView(row, member.currency)),
    flags: {
      need_bank_account_deposit_verified: member.need_bank_account_deposit_verified,
      need_transfer_verification: member.need_transfer_verification,
      double_validation: member.double_validation,
    },
    ip_rules: await ipRulesOf(db, member.id),
  }
}

/**
 * The agents above a member, nearest first: the agent the member registered under
 * (`member_registrations.agent_id`), that agent's own agent, and so on, as one recursive query (both databases run
 * `WITH RECURSIVE`). At most `DOWNLINE_DEPTH` levels, and an agent already met stops the walk (no loop).
 */
export async function agentLine(
  db: Db,
  memberId: number,
): Promise<{ level: number; account: string; status: MemberRow['status'] }[]> {
  const result = await sql<{ id: number; level: number }>`
    WITH RECURSIVE line(id, level) AS (
      SELECT agent_id, 1 FROM member_registrations WHERE member_id = ${memberId} AND agent_id IS NOT NULL
      UNION ALL
      SELECT r.agent_id, l.level + 1
        FROM member_registrations r JOIN line l ON r.member_id = l.id
       WHERE r.agent_id IS NOT NULL AND l.level < ${DOWNLINE_DEPTH}
    )
    SELECT id, MIN(level) AS level FROM line WHERE id <> ${memberId} GROUP BY id ORDER BY MIN(level)`.execute(db)
  const levels = result.rows.map((r) => ({ id: Number(r.id), level: Number(r.level) }))
  if (levels.length === 0) return []
  const agents = await db
    .selectFrom('members')
    .select(['id', 'account', 'status'])
    .where(
      'id',
      'in',
      levels.map((l) => l.id),
    )
    .execute()
  const byId = new Map(agents.map((a) => [a.id, a]))
  return levels.flatMap(({ id, level }) => {
    const agent = byId.get(id)
    return agent ? [{ level, account: agent.account, status: agent.status }] : []
  })
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
