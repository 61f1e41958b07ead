import { ADMIN_MEMBERS_CODE, MEMBER_FLAGS, type IpRule, type MemberFlag, type MemberFlags } from '@lobby/api/contract'
import { maskAccountNumber } from '@lobby/domain'
import type { Db } from '../db/connection.ts'
import { BadRequest, businessError, type BusinessError } from '../http/errors.ts'
import { boundAccounts } from '../member-centre/bank-accounts.ts'
import { ipRulesOf, isIpPattern } from '../members/ip-rules.ts'
import { findMember } from '../members/store.ts'
import { appendAudit } from './audit.ts'
import { notFound } from './members.ts'
import type { Actor } from './operators.ts'

/**
 * A member's security from the console (issue 24): verifying bound bank accounts, the security flags and the address
 * rules. The one code path for the console's calls and the development hooks (`/api/dev/bank-accounts/verify`, the
 * flags of `/api/dev/members/update`, `/api/dev/members/ip-rules`): each change and its audit entry run with the
 * caller's transaction handle; the caller tells the member once it committed.
 */

type MemberRef = { site_id: string; member_account: string }

const targetOf = (member: { site_id: string; account: string }) => `${member.site_id}:${member.account}`

/**
 * Verifies the member's bound account `id`, or every bound one. `verified` counts the bound accounts the call covered
 * (all verified now); `newly` the ones it changed, audited together (nothing changed: no entry). 107 no such member,
 * 116 no such bound account of the member.
 */
export async function verifyBankAccounts(
  db: Db,
  actor: Actor,
  input: MemberRef & { id?: number | undefined },
): Promise<{ member_id: number; verified: number; newly: number } | BusinessError> {
  const member = await findMember(db, input.site_id, input.member_account)
  if (!member) return notFound()
  const bound = await boundAccounts(db, member.id)
  const covered = input.id === undefined ? bound : bound.filter((account) => account.id === input.id)
  if (input.id !== undefined && covered.length === 0) {
    return businessError(ADMIN_MEMBERS_CODE.bankAccountNotFound, 'server.bank.not_found')
  }
  const unverified = covered.filter((account) => account.is_verified !== 1)
  if (unverified.length > 0) {
    await db
      .updateTable('bank_accounts')
      .set({ is_verified: 1 })
      .where(
        'id',
        'in',
        unverified.map((account) => account.id),
      )
      .where('is_verified', '=', 0)
      .execute()
    const described = (is_verified: 0 | 1) =>
      unverified.map((account) => ({
        id: account.id,
        bank_code: account.bank_code,
        account_number: maskAccountNumber(account.account_number),
        is_verified,
      }))
    await appendAudit(db, actor, {
      action: 'member.bank_verify',
      targetKind: 'member',
      targetId: targetOf(member),
      before: { bank_accounts: described(0) },
      after: { bank_accounts: described(1) },
    })
  }
  return { member_id: member.id, verified: covered.length, newly: unverified.length }
}

/**
 * Sets the security flags given (each 0 or 1). Only the flags whose value changes are written and audited (none: no
 * entry); `changed` names them. Answers every flag as it now is. 107 no such member.
 */
export async function setMemberFlags(
  db: Db,
  actor: Actor,
  input: MemberRef & Partial<MemberFlags>,
): Promise<{ member_id: number; flags: MemberFlags; changed: MemberFlag[] } | BusinessError> {
  const member = await findMember(db, input.site_id, input.member_account)
  if (!member) return notFound()
  const before: MemberFlags = {
    need_bank_account_deposit_verified: member.need_bank_account_deposit_verified,
    need_transfer_verification: member.need_transfer_verification,
    double_validation: member.double_validation,
  }
  const flags = { ...before }
  const changed: MemberFlag[] = []
  for (const flag of MEMBER_FLAGS) {
    const value = input[flag]
    if (value === undefined || value === before[flag]) continue
    flags[flag] = value
    changed.push(flag)
  }
  if (changed.length > 0) {
    const pick = (from: MemberFlags) => Object.fromEntries(changed.map((flag) => [flag, from[flag]]))
    await db.updateTable('members').set(pick(flags)).where('id', '=', member.id).execute()
    await appendAudit(db, actor, {
      action: 'member.flags',
      targetKind: 'member',
      targetId: targetOf(member),
      before: pick(before),
      after: pick(flags),
    })
  }
  return { member_id: member.id, flags, changed }
}

/** A 400 naming the first rule whose pattern is not an address, a CIDR block or `*`. */
export function checkIpRules(rules: readonly IpRule[]): void {
  const bad = rules.findIndex((rule) => !isIpPattern(rule.pattern))
  if (bad >= 0) throw new BadRequest(`rules.${bad}.pattern`, 'server.input.ip_pattern')
}

/**
 * Replaces the member's address rules (an empty list removes them), audited with the list before and after (an
 * unchanged list: no write, no entry). A pattern that is not an address is a 400 before anything is read. 107 no such
 * member.
 */
export async function replaceIpRules(
  db: Db,
  actor: Actor,
  input: MemberRef & { rules: readonly IpRule[] },
): Promise<{ member_id: number; rules: IpRule[] } | BusinessError> {
  checkIpRules(input.rules)
  const member = await findMember(db, input.site_id, input.member_account)
  if (!member) return notFound()
  const rules = input.rules.map(({ match, pattern, code }) => ({ match, pattern, code }))
  const before = await ipRulesOf(db, member.id)
  if (JSON.stringify(before) === JSON.stringify(rules)) return { member_id: member.id, rules }
  await db.deleteFrom('member_ip_rules').where('member_id', '=', member.id).execute()
  if (rules.length > 0) {
    await db
      .insertInto('member_ip_rules')
      .values(rules.map((r) => ({ member_id: member.id, match_type: r.match, pattern: r.pattern, code: r.code })))
      .execute()
  }
  await appendAudit(db, actor, {
    action: 'member.ip_rules',
    targetKind: 'member',
    targetId: targetOf(member),
    before: { rules: before },
    after: { rules },
  })
  return { member_id: member.id, rules }
}
