import { needsDepositVerification } from '../member-centre/bank-accounts.ts'
import {
  editPassword,
  getInfoData,
  logout,
  memberLayout,
  memberProfile,
  type InfoData,
  type MemberLayout,
  type MemberProfile,
} from '@lobby/api/contract'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/connection.ts'
import { businessError } from '../http/errors.ts'
import { prepareFirst, registerEndpoint, type RouteOptions } from '../http/route.ts'
import { checkSessionPassword, lockedRefusal } from '../member-centre/withdraw-password.ts'
import { loginRefusal } from '../responsible-gambling/exclusions.ts'
import { hashPassword } from './passwords.ts'
import { revocationScope, revokeTokens } from './revocation.ts'
import { LIFETIME, isoIn, isoNow, randomSecret, sha256 } from './secrets.ts'
import type { Member } from './store.ts'
import { forMember, issueMemberToken, registerMemberCalls } from './tokens.ts'
import type { CodeEntry } from './register-codes.ts'

export const ACCOUNT_CODE = {
  oldPasswordWrong: { code: '101', message: 'server.account.old_password_wrong' },
  infoCodeUnknown: { code: '101', message: 'server.account.info_code_unknown' },
} as const satisfies Record<string, CodeEntry>

const refuse = (c: CodeEntry) => businessError(c.code, c.message)

export function toProfile(member: Member): MemberProfile {
  return {
    id: member.id,
    member_account: member.account,
    member_name: member.member_name,
    is_withdraw_password: member.withdraw_password_hash === null ? 0 : 1,
    member_birthday: member.member_birthday,
    member_email: member.member_email,
    member_currency: member.currency,
    member_phone: member.member_phone,
    member_line: member.member_line,
    member_others: member.member_others,
    member_qq: member.member_qq,
    member_skype: member.member_skype,
    member_wechat: member.member_wechat,
    member_fb: member.member_fb,
    member_zalo: member.member_zalo,
    member_telegram: member.member_telegram,
    member_whats_app: member.member_whats_app,
    new_identity_id: member.identity_id,
  }
}

/** `needsVerification`: the flag is on and no bound account is verified yet (`needsDepositVerification`). */
export function toLayout(member: Member, needsVerification: boolean): MemberLayout {
  return {
    id: member.id,
    member_account: member.account,
    member_type: member.member_type,
    agent_type: member.agent_type,
    agent_level: member.agent_level,
    member_currency: member.currency,
    member_cash: Number(member.cash),
    is_agent: member.is_agent,
    agent_active: member.agent_active,
    // No game sessions exist yet; the play issue sets this.
    is_playing: 0,
    cash_back_status: member.cash_back_status,
    wallet_status: member.wallet_status,
    first_login_to_change_password: member.first_login_to_change_password,
    need_bank_account_deposit_verified: needsVerification ? 1 : 0,
  }
}

/** Mints a `/get_info_data` code: opaque, single use, valid for `LIFETIME.infoCode`. */
export async function mintInfoCode(
  db: Db,
  memberId: number,
  udid: string,
): Promise<{ enc: string; expires_at: string }> {
  const enc = randomSecret()
  const expires_at = isoIn(LIFETIME.infoCode)
  await db
    .insertInto('info_codes')
    .values({ code_hash: sha256(enc), member_id: memberId, udid, created_at: isoNow(), expires_at, used_at: null })
    .execute()
  return { enc, expires_at }
}

export function registerAccountRoutes(app: FastifyInstance, options: RouteOptions): void {
  registerMemberCalls(
    app,
    options,
    (scope) => {
      registerEndpoint(
        scope,
        memberProfile,
        forMember(async (_input, _ctx, { member }) => toProfile(member)),
        options,
      )
      registerEndpoint(
        scope,
        memberLayout,
        forMember(async (_input, { db }, { member }) => toLayout(member, await needsDepositVerification(db, member))),
        options,
      )

      registerEndpoint(
        scope,
        logout,
        forMember(async (_input, ctx, { tokenHash }) => {
          await revokeTokens(revocationScope(ctx), { tokenHash })
          return null
        }),
        options,
      )

      // The old password is verified and the new one hashed before the transaction opens; inside it, the
      // stored hash must still be the one verified (a change or reset in between refuses this one).
      registerEndpoint(
        scope,
        editPassword,
        prepareFirst(
          editPassword,
          forMember(async (input, ctx, { member }) => {
            // Counted under the member's lock of passwords asked inside a session (a stolen token must not guess).
            const checked = await checkSessionPassword(ctx.db, member.id, member.password_hash, input.old_password)
            if (!checked.ok && checked.reason === 'locked') {
              return lockedRefusal(checked.lock, undefined, 'password')
            }
            if (!checked.ok) return refuse(ACCOUNT_CODE.oldPasswordWrong)
            return { verifiedHash: member.password_hash, newHash: await hashPassword(input.new_password) }
          }),
          (input, outer, prepared) =>
            forMember(async (_input: typeof input, ctx, { member, udid }) => {
              if (member.password_hash !== prepared.verifiedHash) return refuse(ACCOUNT_CODE.oldPasswordWrong)
              await ctx.db
                .updateTable('members')
                .set({ password_hash: prepared.newHash, first_login_to_change_password: 0 })
                .where('id', '=', member.id)
                .execute()
              const scope = revocationScope(ctx)
              await revokeTokens(scope, { memberId: member.id })
              // This device stays signed in on a fresh token; every other session ends.
              ctx.issueToken(await issueMemberToken(scope, member.id, udid))
              return null
            })(input, outer),
        ),
        options,
      )
    },
    { beforePasswordChange: true },
  )

  registerEndpoint(
    app,
    getInfoData,
    async (input, ctx) => {
      const now = isoNow()
      const row = await ctx.db
        .selectFrom('info_codes')
        .innerJoin('members', 'members.id', 'info_codes.member_id')
        .select(['info_codes.code_hash', 'info_codes.udid', 'members.id', 'members.account', 'members.currency'])
        .where('info_codes.code_hash', '=', sha256(input.enc))
        .where('info_codes.used_at', 'is', null)
        .where('info_codes.expires_at', '>', now)
        .where('members.status', '=', 'active')
        .executeTakeFirst()
      if (!row) return refuse(ACCOUNT_CODE.infoCodeUnknown)
      // A time-out or self-exclusion refuses this way into a session as it refuses a login (174; the code stays unused).
      const excluded = await loginRefusal(ctx.db, row.id, Date.now())
      if (excluded) return excluded
      await ctx.db.updateTable('info_codes').set({ used_at: now }).where('code_hash', '=', row.code_hash).execute()
      const tk = await issueMemberToken(revocationScope(ctx), row.id, row.udid)
      ctx.issueToken(tk)
      const info: InfoData = { tk, member_id: row.id, member_account: row.account, member_currency: row.currency }
      return JSON.stringify(info)
    },
    options,
  )
}
