import type { LoginData } from '@lobby/api/contract'
import type { Db } from '../db/connection.ts'
import type { HandlerContext } from '../http/route.ts'
import { announceLogin } from '../realtime/member-events.ts'
import { revocationScope } from './revocation.ts'
import { isoNow } from './secrets.ts'
import { loginData, rememberDevice, type Member } from './store.ts'
import { issueMemberToken } from './tokens.ts'

/**
 * Logs a member in on a device, the one way every call that logs in does it
 * (`/login`, `/login/double_validation`, `/register`): the device becomes
 * known, the last login is recorded, earlier tokens of this device are
 * revoked, a new token is issued and sent in the `authorization` header,
 * and the member's other sessions hear `login` on `member.{id}` once the
 * answer has gone out (a duplicate login logs them out). Answers the login
 * data.
 */
export async function startMemberSession(
  db: Db,
  ctx: HandlerContext,
  member: Member,
  udid: string,
): Promise<LoginData> {
  await rememberDevice(db, member.id, udid)
  await db
    .updateTable('members')
    .set({ last_login_at: isoNow(), last_login_ip: ctx.request.ip })
    .where('id', '=', member.id)
    .execute()
  const token = await issueMemberToken(revocationScope(ctx, db), member.id, udid)
  ctx.issueToken(token)
  announceLogin(ctx, member.id, token)
  return loginData(member, token)
}
