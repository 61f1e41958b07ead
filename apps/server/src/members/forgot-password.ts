import { CAPTCHA_TYPE, SMS_CODE_LIFETIME_SECONDS, forgetPasswordReset, forgetPasswordSms } from '@lobby/api/contract'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/connection.ts'
import { BadRequest } from '../http/errors.ts'
import { prepareFirst, type RouteOptions } from '../http/route.ts'
import { useCaptcha } from './captcha.ts'
import { registerCommittingWrite } from './committing.ts'
import { hashPassword } from './passwords.ts'
import { REGISTER_CODE, SMS_CODE, refuse } from './register-codes.ts'
import { normalised } from './registration-checks.ts'
import { issueSmsCode, refuseSmsSend, useSmsCode, type SmsCodeLog } from './sms.ts'
import { findMember, normaliseAccount } from './store.ts'
import { revocationScope, revokeTokens } from './revocation.ts'

/** Forgotten-password refusals beyond the SMS ones. */
export const FORGET_PASSWORD_CODE = {
  /** One answer for a wrong, expired, used or dead code and for an account or phone that does not match. */
  codeWrong: REGISTER_CODE.phoneVerifyWrong,
  notActive: { code: '102', message: 'server.account.not_active' },
} as const

async function requireSite(db: Db, siteId: string): Promise<void> {
  const site = await db.selectFrom('sites').select('site_id').where('site_id', '=', siteId).executeTakeFirst()
  if (!site) throw new BadRequest('site_id', 'server.site.unknown')
}

/**
 * Step 1 sends a code only when the account exists, is active and has this
 * phone, but answers every request alike and records every one (a code
 * nobody receives when they do not match), so neither the answer nor the
 * resend limit tells whether an account exists. Step 2 sets the password
 * and ends every session of the member.
 */
export function registerForgotPasswordRoutes(app: FastifyInstance, options: RouteOptions, log?: SmsCodeLog): void {
  // Committing: the captcha is used up even when the request is refused.
  registerCommittingWrite(
    app,
    forgetPasswordSms,
    async (input, { db, request }) => {
      await requireSite(db, input.site_id)
      const captchaOk = await useCaptcha(db, {
        token: input.captcha_token,
        answer: input.verify_code,
        siteId: input.site_id,
        type: CAPTCHA_TYPE.login,
      })
      if (!captchaOk) return refuse(SMS_CODE.captcha)

      const phone = normalised('member_phone', input.member_phone)
      const sms = { siteId: input.site_id, purpose: 'forget_password' as const, phone, ip: request.ip }
      const refusal = await refuseSmsSend(db, sms)
      if (refusal) return refusal

      const member = await findMember(db, input.site_id, input.member_account)
      const matches =
        member !== undefined &&
        member.status === 'active' &&
        normalised('member_phone', member.member_phone) === phone &&
        phone !== ''
      const code = await issueSmsCode(db, {
        ...sms,
        memberId: matches ? member.id : null,
        account: normaliseAccount(input.member_account),
      })
      if (matches) await log?.record(db, phone, code, 'forget_password')
      return { expires_in: SMS_CODE_LIFETIME_SECONDS, resend_in: SMS_CODE_LIFETIME_SECONDS }
    },
    options,
  )

  // Committing: a wrong code counts against it even though the call is refused. The code is checked and the
  // new password hashed before the transaction opens (argon2 must not hold the connection).
  registerCommittingWrite(
    app,
    forgetPasswordReset,
    prepareFirst(
      forgetPasswordReset,
      async (input, { db }) => {
        await requireSite(db, input.site_id)
        const used = await useSmsCode(db, {
          siteId: input.site_id,
          purpose: 'forget_password',
          phone: normalised('member_phone', input.member_phone),
          code: input.phone_verify,
          account: normaliseAccount(input.member_account),
        })
        if (!used || used.member_id === null) return refuse(FORGET_PASSWORD_CODE.codeWrong)
        return { memberId: used.member_id, newHash: await hashPassword(input.new_password) }
      },
      async (_input, ctx, { memberId, newHash }) => {
        const { db } = ctx
        const member = await db
          .selectFrom('members')
          .select(['id', 'status'])
          .where('id', '=', memberId)
          .executeTakeFirstOrThrow()
        if (member.status !== 'active') return refuse(FORGET_PASSWORD_CODE.notActive)

        await db
          .updateTable('members')
          .set({ password_hash: newHash, first_login_to_change_password: 0 })
          .where('id', '=', member.id)
          .execute()
        await revokeTokens(revocationScope(ctx), { memberId: member.id })
        return null
      },
    ),
    options,
  )
}
