import type { LoginData, LoginDevice } from '@lobby/api/contract'
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
 * answer has gone out (a duplicate login logs them out). The login is
 * recorded in `member_logins` with the device information the client named
 * and the address the server saw on the connection (`request.ip`, which
 * honours `LOBBY_TRUST_PROXY`), never a `remote_addr` from the body.
 * Answers the login data.
 */
export async function startMemberSession(
  db: Db,
  ctx: HandlerContext,
  member: Member,
  udid: string,
  record: { kind: LoginKind; device: Partial<LoginDevice> } = { kind: 'login', device: {} },
): Promise<LoginData> {
  await rememberDevice(db, member.id, udid)
  const now = isoNow()
  await db
    .updateTable('members')
    .set({ last_login_at: now, last_login_ip: ctx.request.ip })
    .where('id', '=', member.id)
    .execute()
  await db
    .insertInto('member_logins')
    .values(loginRecord(member.id, udid, ctx.request.ip, now, record))
    .execute()
  const token = await issueMemberToken(revocationScope(ctx, db), member.id, udid)
  ctx.issueToken(token)
  announceLogin(ctx, member.id, token)
  return loginData(member, token)
}

/** What started a session: a login, a login finished by double validation, a registration. */
export type LoginKind = 'login' | 'double_validation' | 'register'

/** The device fields a login row keeps (never `remote_addr`). */
export function deviceOf(input: Partial<LoginDevice> & { remote_addr?: string }): Partial<LoginDevice> {
  const { host, device, system_group, login_type, cdn, system, browser, system_version } = input
  return { host, device, system_group, login_type, cdn, system, browser, system_version }
}

function loginRecord(
  memberId: number,
  udid: string,
  ip: string,
  now: string,
  { kind, device }: { kind: LoginKind; device: Partial<LoginDevice> },
) {
  return {
    member_id: memberId,
    kind,
    ip,
    udid,
    host: device.host ?? '',
    device: device.device ?? 0,
    system_group: device.system_group ?? '',
    login_type: device.login_type ?? 1,
    cdn: device.cdn ?? '',
    system: device.system ?? '',
    browser: device.browser ?? '',
    system_version: device.system_version ?? '',
    created_at: now,
  }
}
