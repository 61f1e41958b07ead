import {
  PROFILE_EDIT_FIELDS,
  PROFILE_LOCKED_ONCE_SET,
  WITHDRAW_PASSWORD_CODE,
  type ProfileEditField,
} from '@lobby/api/contract'
import {
  memberCentrePhoneVerified,
  registerFieldRules,
  type RegisterFieldRules,
  type SettingField,
} from '@lobby/domain'
import type { Db } from '../db/connection.ts'
import { BadRequest, businessError, type BusinessError } from '../http/errors.ts'
import { REGISTER_CODE, refuse } from '../members/register-codes.ts'
import { hashPassword } from '../members/passwords.ts'
import { settingItems } from '../members/register-settings.ts'
import { normalised, WIRE_TO_FORM } from '../members/registration-checks.ts'
import { context, refuseField, storedBirthday, type FieldCheck } from '../members/registration.ts'
import { useSmsCode } from '../members/sms.ts'
import type { Member } from '../members/store.ts'
import { checkSessionPassword, lockedRefusal, refuseWithdrawPassword } from './withdraw-password.ts'
import { verbatim } from '../http/messages.ts'

/** The member row's column of each editable field (the identity id is `identity_id` on both sides). */
const COLUMN: Record<ProfileEditField, keyof Member & string> = {
  member_name: 'member_name',
  member_email: 'member_email',
  member_birthday: 'member_birthday',
  member_phone: 'member_phone',
  identity_id: 'identity_id',
  member_qq: 'member_qq',
  member_telegram: 'member_telegram',
  member_whats_app: 'member_whats_app',
  member_wechat: 'member_wechat',
  member_zalo: 'member_zalo',
  member_skype: 'member_skype',
  member_fb: 'member_fb',
}

/**
 * The rules a profile edit is checked by: a field the member centre shows gets the registration form's format rules
 * (and the blacklists of name, email and phone) whether or not that form shows it, so a birthday hidden at
 * registration but editable here is still a real date and an age of at least 18. Required, unique and verified stay
 * as registration has them: off for a field its form hides.
 */
function shownInMemberCentre(rules: RegisterFieldRules): RegisterFieldRules {
  const entries = Object.entries(rules).map(([field, rule]) => [
    field,
    rule.memberCenter ? { ...rule, displayed: true } : rule,
  ])
  return Object.fromEntries(entries) as RegisterFieldRules
}

/**
 * Edits the member's profile. Only fields the register settings show in
 * the member centre (`is_member_center`) may change (a 400 otherwise), a
 * locked field once filled never does (400 `member_site.field_locked`), and each
 * changed value passes the same checks as `/register/verification` (its
 * codes), in form order; the first refusal answers. A birthday that makes the
 * member younger than `MINIMUM_AGE_YEARS` on the site's day of `now` is
 * registration's 400 naming `member_birthday` (`server.register.under_age`).
 * Every check runs before anything is written, so a refusal writes none of the
 * fields sent with it. A new phone, where the member centre verifies phones,
 * then needs the code `/member/profile/sms` sent it (113; a wrong one counts,
 * so the route commits its refusals and this writes nothing before them).
 * Returns the fields changed.
 */
export async function editProfile(
  trx: Db,
  member: Member,
  input: Partial<Record<ProfileEditField, string | undefined>> & { phone_verify?: string | undefined },
  now = Date.now(),
): Promise<ProfileEditField[] | BusinessError> {
  const rules = registerFieldRules(await settingItems(trx, member.site_id), member.currency)
  const changes: Partial<Record<ProfileEditField, string>> = {}
  for (const field of PROFILE_EDIT_FIELDS) {
    const sent = input[field]
    if (sent === undefined) continue
    const rule = rules[WIRE_TO_FORM[field] as SettingField]
    if (!rule.memberCenter) throw new BadRequest(field, verbatim('member_site.field_not_editable'))
    const value = sent.trim()
    const current = String(member[COLUMN[field]] ?? '')
    if (value === current) continue
    if (PROFILE_LOCKED_ONCE_SET.includes(field) && current !== '')
      throw new BadRequest(field, verbatim('member_site.field_locked'))
    changes[field] = value
  }
  const fields = Object.keys(changes) as ProfileEditField[]
  if (fields.length === 0) return []
  const check: FieldCheck = {
    db: trx,
    siteId: member.site_id,
    form: changes,
    context: { ...context(rules, member.currency, changes), rules: shownInMemberCentre(rules), now },
    onEdit: true,
  }
  for (const field of fields) {
    const refusal = await refuseField(field, check)
    if (refusal) return refusal
  }
  const phone = changes.member_phone
  if (phone !== undefined && phone !== '' && memberCentrePhoneVerified(rules)) {
    const used = await useSmsCode(trx, {
      siteId: member.site_id,
      purpose: 'profile_phone',
      phone: normalised('member_phone', phone),
      code: input.phone_verify ?? '',
      memberId: member.id,
    })
    if (!used) return refuse(REGISTER_CODE.phoneVerifyWrong)
  }
  const set: Record<string, string> = {}
  for (const field of fields) {
    const value = changes[field] ?? ''
    set[COLUMN[field]] = field === 'member_birthday' ? storedBirthday(value) : value
  }
  await trx.updateTable('members').set(set).where('id', '=', member.id).execute()
  return fields
}

/** A withdraw password checked and hashed, ready to store if the one it replaces is still stored. */
export interface NewWithdrawPassword {
  hash: string
  replaces: string | null
}

/**
 * The checks of setting the withdraw password, outside any transaction (they
 * hash, and a wrong old password must stay counted): the first time behind
 * the login password (101 wrong), afterwards behind the current withdraw
 * password under the shared lockout (102 wrong, 120 locked); the one a case
 * needs but was not sent is a 400 naming it. Answers the new hash.
 */
export async function prepareWithdrawPassword(
  db: Db,
  member: Pick<Member, 'id' | 'password_hash' | 'withdraw_password_hash'>,
  input: { password?: string | undefined; old_withdraw_password?: string | undefined; withdraw_password: string },
): Promise<NewWithdrawPassword | BusinessError> {
  if (member.withdraw_password_hash === null) {
    if (input.password === undefined) throw new BadRequest('password', verbatim('signup.require_text'))
    const checked = await checkSessionPassword(db, member.id, member.password_hash, input.password)
    if (!checked.ok && checked.reason === 'locked') return lockedRefusal(checked.lock, undefined, 'password')
    if (!checked.ok) return businessError(WITHDRAW_PASSWORD_CODE.passwordWrong, 'server.password.wrong')
  } else {
    if (input.old_withdraw_password === undefined)
      throw new BadRequest('old_withdraw_password', verbatim('signup.require_text'))
    const refusal = await refuseWithdrawPassword(db, member.id, input.old_withdraw_password, {
      wrong: WITHDRAW_PASSWORD_CODE.oldWrong,
      unset: WITHDRAW_PASSWORD_CODE.oldWrong,
    })
    if (refusal) return refusal
  }
  return { hash: await hashPassword(input.withdraw_password), replaces: member.withdraw_password_hash }
}

/** Stores the new withdraw password in the call's transaction; 102 when another call changed it meanwhile. */
export async function storeWithdrawPassword(
  trx: Db,
  memberId: number,
  next: NewWithdrawPassword,
): Promise<BusinessError | undefined> {
  const updated = await trx
    .updateTable('members')
    .set({ withdraw_password_hash: next.hash })
    .where('id', '=', memberId)
    .where('withdraw_password_hash', next.replaces === null ? 'is' : '=', next.replaces)
    .executeTakeFirst()
  if (Number(updated.numUpdatedRows) === 1) return undefined
  return businessError(WITHDRAW_PASSWORD_CODE.oldWrong, 'server.withdraw_password.changed')
}
