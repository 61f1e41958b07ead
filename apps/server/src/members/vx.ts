import { vxReset, vxVerify } from '@lobby/api/contract'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/connection.ts'
import { BusinessError, businessError } from '../http/errors.ts'
import { prepareFirst, registerEndpoint, type RouteOptions } from '../http/route.ts'
import { registerCommittingWrite } from './committing.ts'
import { checkWithdrawPassword, lockedRefusal } from '../member-centre/withdraw-password.ts'
import { hashPassword, verifyDecoy } from './passwords.ts'
import { LIFETIME, isoIn, isoNow, randomSecret, sameText, sha256 } from './secrets.ts'
import { findMember, normaliseAccount } from './store.ts'
import { revocationScope, revokeTokens } from './revocation.ts'
import type { CodeEntry } from './register-codes.ts'

/** Member-transfer verification refusals; the client shows one message for all (spec section 8). */
export const VX_CODE = {
  failed: { code: '101', message: 'server.verification.failed' },
  notActive: { code: '102', message: 'server.account.not_active' },
  locked: { code: '204', message: 'server.verification.locked' },
} as const satisfies Record<string, CodeEntry>

/** Failed verifications in a row before the account is locked for `LIFETIME.vxLock`. */
export const VX_MAX_FAILURES = 5

const refuse = (c: CodeEntry) => businessError(c.code, c.message)
const digits = (value: string) => value.replace(/\D/g, '')

/**
 * Step 1 verifies the withdraw password and the phone or email the member
 * gave (each one sent must match) and returns a single-use token for step 2,
 * which sets the new password, clears the flag and revokes every session.
 */
export function registerVxRoutes(app: FastifyInstance, options: RouteOptions): void {
  // Committing: a failed attempt is counted even though the call is refused. The withdraw password is checked
  // before the transaction opens (argon2 must not hold the connection; the lockout counts outside it); the
  // transaction reads the member again and counts the attempt a failure if the hash checked was replaced since.
  registerCommittingWrite(
    app,
    vxVerify,
    prepareFirst(
      vxVerify,
      async (input, { db }) => {
        const member = await findMember(db, input.site_id, input.account)
        if (member?.vx_locked_until && member.vx_locked_until > isoNow()) return refuse(VX_CODE.locked)
        // Only a member waiting for this verification has the withdraw password tried here, under the lockout
        // it shares with every other place that checks it (so a caller naming any account cannot lock anyone's).
        if (member?.need_transfer_verification === 1 && member.withdraw_password_hash) {
          const checked = await checkWithdrawPassword(db, member.id, input.withdraw_password)
          if (!checked.ok && checked.reason === 'locked') return lockedRefusal(checked.lock, VX_CODE.locked.code)
          return { passwordOk: checked.ok, checkedHash: member.withdraw_password_hash }
        }
        return { passwordOk: await verifyDecoy(input.withdraw_password), checkedHash: null }
      },
      async (input, { db }, checked) => {
        const now = isoNow()
        const member = await findMember(db, input.site_id, input.account)
        if (member?.vx_locked_until && member.vx_locked_until > now) return refuse(VX_CODE.locked)
        const passwordOk = checked.passwordOk && member?.withdraw_password_hash === checked.checkedHash
        const phoneOk =
          input.member_phone === '' ||
          (member !== undefined &&
            member.member_phone !== '' &&
            sameText(digits(member.member_phone), digits(input.member_phone)))
        const emailOk =
          input.member_email === '' ||
          (member !== undefined &&
            member.member_email !== '' &&
            sameText(member.member_email.trim().toLowerCase(), input.member_email.trim().toLowerCase()))

        if (!member || member.need_transfer_verification !== 1 || !passwordOk || !phoneOk || !emailOk) {
          if (!member) return refuse(VX_CODE.failed)
          const failures = member.vx_failures + 1
          const locked = failures >= VX_MAX_FAILURES
          await db
            .updateTable('members')
            .set(locked ? { vx_failures: 0, vx_locked_until: isoIn(LIFETIME.vxLock) } : { vx_failures: failures })
            .where('id', '=', member.id)
            .execute()
          return refuse(locked ? VX_CODE.locked : VX_CODE.failed)
        }
        if (member.status !== 'active') return refuse(VX_CODE.notActive)

        await db
          .updateTable('members')
          .set({ vx_failures: 0, vx_locked_until: null })
          .where('id', '=', member.id)
          .execute()
        const token = randomSecret()
        await db
          .insertInto('vx_tokens')
          .values({
            token_hash: sha256(token),
            member_id: member.id,
            created_at: now,
            expires_at: isoIn(LIFETIME.vxToken),
            used_at: null,
          })
          .execute()
        return { token }
      },
    ),
    options,
  )

  // The new password is hashed before the transaction opens (for a token that looked valid then); the
  // transaction takes the token only if it is still unused, and stores the hash.
  registerEndpoint(
    app,
    vxReset,
    prepareFirst(
      vxReset,
      async (input, { db }) => {
        const valid = await liveVxToken(db, input.token, input.account)
        if (valid instanceof BusinessError) return valid
        return { newHash: await hashPassword(input.password) }
      },
      async (input, ctx, { newHash }) => {
        const { db } = ctx
        const row = await liveVxToken(db, input.token, input.account)
        if (row instanceof BusinessError) return row
        const taken = await db
          .updateTable('vx_tokens')
          .set({ used_at: isoNow() })
          .where('token_hash', '=', row.token_hash)
          .where('used_at', 'is', null)
          .executeTakeFirst()
        if (Number(taken.numUpdatedRows) !== 1) return refuse(VX_CODE.failed)
        await db
          .updateTable('members')
          .set({ password_hash: newHash, need_transfer_verification: 0, first_login_to_change_password: 0 })
          .where('id', '=', row.id)
          .execute()
        await revokeTokens(revocationScope(ctx), { memberId: row.id })
        return null
      },
    ),
    options,
  )
}

/** The unused, unexpired step-2 token of `account`, or the refusal (101, 102 the member is no longer active). */
async function liveVxToken(db: Db, token: string, account: string) {
  const row = await db
    .selectFrom('vx_tokens')
    .innerJoin('members', 'members.id', 'vx_tokens.member_id')
    .select(['vx_tokens.token_hash', 'members.id', 'members.account', 'members.status'])
    .where('vx_tokens.token_hash', '=', sha256(token))
    .where('vx_tokens.used_at', 'is', null)
    .where('vx_tokens.expires_at', '>', isoNow())
    .executeTakeFirst()
  if (!row || row.account !== normaliseAccount(account)) return refuse(VX_CODE.failed)
  if (row.status !== 'active') return refuse(VX_CODE.notActive)
  return row
}
