import { randomInt } from 'node:crypto'
import type { Server as HttpServer } from 'node:http'
import type { Db } from '../db/connection.ts'
import type { MemberStatus } from '../db/members-schema.ts'
import type { BusinessError } from '../http/errors.ts'
import { hashPassword } from '../members/passwords.ts'
import { revokeTokens, type RevocationScope } from '../members/revocation.ts'
import { findMember, type Member } from '../members/store.ts'
import { emitMemberEvent } from '../realtime/member-events.ts'
import { appendAudit } from './audit.ts'
import { notFound } from './members.ts'
import type { Actor } from './operators.ts'

/**
 * Support's member actions (issue 24): disable / enable, reset password,
 * clean cache. The one code path for the console and the development hook
 * (`/api/dev/members/clean-cache`). Each change, its revoked sessions and
 * its audit entry are in the caller's transaction; socket effects run once
 * it committed.
 */

type MemberRef = { site_id: string; member_account: string }

const targetOf = (member: Pick<Member, 'site_id' | 'account'>) => `${member.site_id}:${member.account}`

/**
 * Disables the member (status `disabled`: login answers 102; every session ends at once) or enables a disabled
 * member again (`active`). Enabling a member who is not disabled, or disabling one who is, changes nothing and
 * writes no audit entry.
 */
export async function setMemberDisabled(
  scope: RevocationScope,
  actor: Actor,
  input: MemberRef & { disabled: boolean },
): Promise<{ member_id: number; status: MemberStatus; ended: number; changed: boolean } | BusinessError> {
  const member = await findMember(scope.db, input.site_id, input.member_account)
  if (!member) return notFound()
  const next: MemberStatus | undefined = input.disabled
    ? member.status === 'disabled'
      ? undefined
      : 'disabled'
    : member.status === 'disabled'
      ? 'active'
      : undefined
  if (next === undefined) return { member_id: member.id, status: member.status, ended: 0, changed: false }
  await scope.db.updateTable('members').set({ status: next }).where('id', '=', member.id).execute()
  const ended = input.disabled ? (await revokeTokens(scope, { memberId: member.id })).length : 0
  await appendAudit(scope.db, actor, {
    action: input.disabled ? 'member.disable' : 'member.enable',
    targetKind: 'member',
    targetId: targetOf(member),
    before: { status: member.status },
    after: { status: next, ...(input.disabled ? { sessions_ended: ended } : {}) },
  })
  return { member_id: member.id, status: next, ended, changed: true }
}

const LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ'
const DIGITS = '23456789'
export const TEMPORARY_PASSWORD_LENGTH = 12

/**
 * A temporary member password: 12 letters and digits (the site's password rule: at least one of each), without
 * the look-alike characters (0/O, 1/l/I), from the operating system's random source.
 */
export function temporaryPassword(): string {
  const all = LETTERS + DIGITS
  const chars = Array.from({ length: TEMPORARY_PASSWORD_LENGTH }, () => all[randomInt(all.length)]!)
  // At least one letter and one digit, at random places.
  const letterAt = randomInt(TEMPORARY_PASSWORD_LENGTH)
  let digitAt = randomInt(TEMPORARY_PASSWORD_LENGTH - 1)
  if (digitAt >= letterAt) digitAt++
  chars[letterAt] = LETTERS[randomInt(LETTERS.length)]!
  chars[digitAt] = DIGITS[randomInt(DIGITS.length)]!
  return chars.join('')
}

/** A new temporary password and its hash: made before the transaction opens (argon2 is slow). */
export async function newTemporaryPassword(): Promise<{ password: string; hash: string }> {
  const password = temporaryPassword()
  return { password, hash: await hashPassword(password) }
}

/**
 * Resets the member's password to `temporary` (from `newTemporaryPassword`): the new hash, must change it at the
 * next login (`first_login_to_change_password` 1, which the site's layout obeys), every session ended. The audit
 * entry records that it changed, never the password or its hash.
 */
export async function resetMemberPassword(
  scope: RevocationScope,
  actor: Actor,
  ref: MemberRef,
  temporary: { password: string; hash: string },
): Promise<{ member_id: number; temporary_password: string; ended: number } | BusinessError> {
  const member = await findMember(scope.db, ref.site_id, ref.member_account)
  if (!member) return notFound()
  await scope.db
    .updateTable('members')
    .set({ password_hash: temporary.hash, first_login_to_change_password: 1 })
    .where('id', '=', member.id)
    .execute()
  const ended = (await revokeTokens(scope, { memberId: member.id })).length
  await appendAudit(scope.db, actor, {
    action: 'member.reset_password',
    targetKind: 'member',
    targetId: targetOf(member),
    before: { must_change_password: member.first_login_to_change_password, live_sessions: ended },
    after: { must_change_password: 1, password: 'replaced', live_sessions: 0 },
  })
  return { member_id: member.id, temporary_password: temporary.password, ended }
}

/**
 * Asks the pages of members to log out, drop their caches and reload (`app_clean_cache`, sent once committed): one
 * member, or every active member of a site (`all`, the development hook only). Audited once per call.
 */
export async function cleanMemberCache(
  scope: { db: Db; server: HttpServer | undefined; afterCommit(effect: () => void): void },
  actor: Actor,
  target: MemberRef | { site_id: string; all: true },
): Promise<{ sent: number } | BusinessError> {
  const { db } = scope
  let ids: number[]
  let targetId: string
  if ('all' in target) {
    const rows = await db
      .selectFrom('members')
      .select('id')
      .where('site_id', '=', target.site_id)
      .where('status', '=', 'active')
      .execute()
    ids = rows.map((row) => row.id)
    targetId = `${target.site_id}:*`
  } else {
    const member = await findMember(db, target.site_id, target.member_account)
    if (!member) return notFound()
    ids = [member.id]
    targetId = targetOf(member)
  }
  await appendAudit(db, actor, {
    action: 'member.clean_cache',
    targetKind: 'member',
    targetId,
    before: null,
    after: { members: ids.length },
  })
  const { server } = scope
  if (server) {
    scope.afterCommit(() => {
      for (const id of ids) emitMemberEvent(server, id, 'app_clean_cache', {})
    })
  }
  return { sent: ids.length }
}
