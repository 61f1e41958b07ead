import {
  CAPTCHA_TYPE,
  REGISTER_WIRE_FIELDS,
  devMemberSchema,
  register,
  registerVerification,
  type RegisterWireField,
} from '@lobby/api/contract'
import { phoneVerificationOn, type RegisterContext, type RegisterFieldRules, type SettingField } from '@lobby/domain'
import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import type { Db } from '../db/connection.ts'
import { BusinessError } from '../http/errors.ts'
import { refuseOnDemoSite } from '../site/demo-mode.ts'
import { prepareFirst, registerEndpoint, type RouteOptions } from '../http/route.ts'
import { addressKey, refuseBlacklistedAddress, refuseByRegisterLimits, takeTurns } from './abuse-limits.ts'
import { useCaptcha } from './captcha.ts'
import { RegisterLookups } from './lookup-limits.ts'
import { registerCommittingWrite } from './committing.ts'
import { REGISTER_CODE, refuse } from './register-codes.ts'
import { registrationRules } from './register-settings.ts'
import {
  WIRE_TO_FORM,
  checkIntroducer,
  emailBlacklisting,
  nameBlacklisting,
  phoneBlacklisting,
  ruleRefusal,
  toRegisterForm,
  valueTaken,
  type Introducer,
  type WireForm,
} from './registration-checks.ts'
import { isoNow, randomSecret } from './secrets.ts'
import { deviceOf, startMemberSession } from './session.ts'
import { useSmsCode } from './sms.ts'
import { createMember, hashMemberPasswords } from './store.ts'
import { transact } from '../db/transact.ts'

/** Fields checked one by one, in the order of the form, so the first refusal is the highest on screen. */
const CHECKED_IN_ORDER: readonly (RegisterWireField | 'phone_verify')[] = [
  'member_account',
  'password',
  'check_password',
  'member_name',
  'member_email',
  'member_birthday',
  'withdraw_password',
  'member_phone',
  'phone_verify',
  'identity_id',
  'member_qq',
  'member_telegram',
  'member_whats_app',
  'member_wechat',
  'member_zalo',
  'member_skype',
  'member_fb',
]

const INTRODUCER_FIELDS: readonly RegisterWireField[] = ['member_agent', 'recommend_code']

export interface FieldCheck {
  db: Db
  siteId: string
  form: WireForm
  context: RegisterContext & { rules: RegisterFieldRules }
  /** `/register/verification`: the 2xx twins of 112 and 114. */
  onEdit: boolean
}

/**
 * One field: its domain rule (a 400 or its own code, `ruleRefusal`), then,
 * for a displayed non-empty value, the site's blacklist and, where the
 * settings make it unique (the account always), whether it is taken.
 */
export async function refuseField(
  field: RegisterWireField | 'phone_verify',
  check: FieldCheck,
): Promise<BusinessError | undefined> {
  const { db, siteId, form, context } = check
  const ruled = ruleRefusal(field, toRegisterForm(form), context)
  if (ruled) return ruled
  const value = form[field] ?? ''
  if (value.trim() === '') return undefined
  const rule =
    field === 'member_account' || field === 'phone_verify'
      ? undefined
      : context.rules[WIRE_TO_FORM[field] as SettingField]
  if (rule && !rule.displayed) return undefined
  const taken = (unique: UniqueCheck) => valueTaken(db, siteId, unique, value)
  switch (field) {
    case 'member_account':
      return (await taken('member_account')) ? refuse(REGISTER_CODE.accountUsed) : undefined
    case 'member_name':
      return (
        (await nameBlacklisting(db, siteId, value)) ??
        (rule?.unique && (await taken('member_name')) ? refuse(REGISTER_CODE.nameUsed) : undefined)
      )
    case 'member_email':
      return (
        (await emailBlacklisting(db, siteId, value)) ??
        (rule?.unique && (await taken('member_email')) ? refuse(REGISTER_CODE.emailUsed) : undefined)
      )
    case 'member_phone':
      return (
        (await phoneBlacklisting(db, siteId, value)) ??
        (rule?.unique && (await taken('member_phone')) ? refuse(REGISTER_CODE.phoneUsed) : undefined)
      )
    case 'identity_id':
      if (!rule?.unique || !(await taken('identity_id'))) return undefined
      return refuse(check.onEdit ? REGISTER_CODE.identityIdUsedOnEdit : REGISTER_CODE.identityIdUsed)
    default:
      return undefined
  }
}

type UniqueCheck = Parameters<typeof valueTaken>[2]

export function context(
  rules: RegisterFieldRules,
  currency: string,
  form: WireForm,
): RegisterContext & {
  rules: RegisterFieldRules
} {
  // The server checks the captcha itself, and the confirmation only when the form sent one; an age on today's clock.
  return {
    rules,
    currency,
    captchaShown: false,
    confirmPasswordShown: form.check_password !== undefined,
    now: Date.now(),
  }
}

/** `YYYY-MM-DD` with two-digit month and day, as profiles store birthdays. */
export function storedBirthday(value: string): string {
  const [year = '', month = '', day = ''] = value.split('-')
  return value === '' ? '' : `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`
}

/**
 * The member row of a registration: only the fields the currency displays
 * are kept (a value sent for a hidden field was never on the form, and
 * keeping it would skip the checks hidden fields do not get); `member_others`
 * has no setting and is always kept.
 */
function newMember(input: WireForm & { site_id: string; member_currency: string }, rules: RegisterFieldRules) {
  const kept = (field: RegisterWireField): string => {
    const value = input[field] ?? ''
    const setting = WIRE_TO_FORM[field] as SettingField
    return rules[setting].displayed ? value.trim() : ''
  }
  const withdraw = kept('withdraw_password')
  return devMemberSchema.parse({
    site_id: input.site_id,
    account: input.member_account ?? '',
    password: input.password ?? '',
    currency: input.member_currency,
    member_name: kept('member_name').replace(/\s+/g, ' '),
    member_email: kept('member_email'),
    member_phone: kept('member_phone'),
    member_birthday: storedBirthday(kept('member_birthday')),
    identity_id: kept('identity_id'),
    member_qq: kept('member_qq'),
    member_telegram: kept('member_telegram'),
    member_whats_app: kept('member_whats_app'),
    member_wechat: kept('member_wechat'),
    member_zalo: kept('member_zalo'),
    member_skype: kept('member_skype'),
    member_fb: kept('member_fb'),
    member_others: (input.member_others ?? '').trim(),
    ...(withdraw === '' ? {} : { withdraw_password: withdraw }),
  })
}

async function recordRegistration(db: Db, memberId: number, siteId: string, ip: string, introducer: Introducer) {
  await db
    .insertInto('member_registrations')
    .values({
      member_id: memberId,
      site_id: siteId,
      ip: addressKey(ip),
      agent_id: introducer.agentId,
      recommend_code: introducer.recommendCode,
      referrer_id: introducer.referrerId,
      created_at: isoNow(),
    })
    .execute()
}

/** Each field in form order, then the introducer: the first refusal, or who introduces the new member. */
async function checkRegistration(
  db: Db,
  input: z.output<typeof register.request>,
  rules: RegisterFieldRules,
): Promise<Introducer | BusinessError> {
  const check: FieldCheck = {
    db,
    siteId: input.site_id,
    form: input,
    context: context(rules, input.member_currency, input),
    onEdit: false,
  }
  for (const field of CHECKED_IN_ORDER) {
    const refusal = await refuseField(field, check)
    if (refusal) return refusal
  }
  return checkIntroducer(
    db,
    input.site_id,
    { agent: input.member_agent, code: input.recommend_code },
    { currency: input.member_currency },
  )
}

export function registerRegistrationRoutes(
  app: FastifyInstance,
  options: RouteOptions,
  lookups: RegisterLookups = new RegisterLookups(),
): void {
  /**
   * Checks the fields sent, in form order, as `/register` would, and the
   * introducer when one is sent. Reads only. It tells whether a value is
   * taken, so each address may ask only so often (996, 997: `RegisterLookups`,
   * shared with `/register/sms`), counted before anything is looked up.
   */
  registerEndpoint(
    app,
    registerVerification,
    async (input, { db, request }) => {
      const limited = await lookups.take(db, input.site_id, request.ip)
      if (limited) return limited
      const { rules } = await registrationRules(db, input.site_id, input.member_currency)
      const check: FieldCheck = {
        db,
        siteId: input.site_id,
        form: input,
        context: context(rules, input.member_currency, input),
        onEdit: true,
      }
      const checked: RegisterWireField[] = []
      for (const field of REGISTER_WIRE_FIELDS) {
        if (input[field] === undefined || INTRODUCER_FIELDS.includes(field)) continue
        const refusal = await refuseField(field, check)
        if (refusal) return refusal
        checked.push(field)
      }
      if (input.member_agent !== undefined || input.recommend_code !== undefined) {
        const introducer = await checkIntroducer(
          db,
          input.site_id,
          { agent: input.member_agent ?? '', code: input.recommend_code ?? '' },
          { currency: input.member_currency, onEdit: true },
        )
        if (!('agentId' in introducer)) return introducer
        checked.push(...INTRODUCER_FIELDS.filter((field) => input[field] !== undefined))
      }
      return { checked }
    },
    options,
  )

  /**
   * Checks in order, each before anything costly: the currency is open (400),
   * the captcha (224; used up either way), the address (218) and its limits
   * (996, 997) — all before any password is hashed — then each field in form
   * order, the introducer, and the SMS code (113; a wrong one counts against
   * it). The used captcha and the counted wrong code stay; a refusal writes
   * nothing else.
   *
   * All of that runs in a short transaction of its own, then the passwords
   * are hashed with no transaction open (argon2 must not hold the one
   * connection), then the write transaction checks the address's limits,
   * the fields and the introducer again (another registration may have come
   * from the address or taken the account meanwhile) and creates the member.
   */
  registerCommittingWrite(
    app,
    register,
    prepareFirst(
      register,
      async (input, ctx) => {
        // The checks in a short transaction of their own (a 400 thrown by a field rule rolls the used captcha
        // back; a refusal commits it), then the hashing with no transaction open.
        const checked = await transact(ctx.db, async (db) => {
          const { request } = ctx
          const siteId = input.site_id
          const demo = await refuseOnDemoSite(db, siteId)
          if (demo) return demo
          const { rules } = await registrationRules(db, siteId, input.member_currency)

          const captchaOk = await useCaptcha(db, {
            token: input.captcha_token,
            answer: input.verify_code,
            siteId,
            type: CAPTCHA_TYPE.register,
          })
          if (!captchaOk) return refuse(REGISTER_CODE.captchaFailed)
          const limited =
            (await refuseBlacklistedAddress(db, siteId, request.ip)) ??
            (await refuseByRegisterLimits(db, siteId, request.ip))
          if (limited) return limited

          const introducer = await checkRegistration(db, input, rules)
          if (introducer instanceof BusinessError) return introducer

          if (phoneVerificationOn(rules) && input.member_phone !== '') {
            const used = await useSmsCode(db, {
              siteId,
              purpose: 'register',
              phone: input.member_phone,
              code: input.phone_verify,
            })
            if (!used) return refuse(REGISTER_CODE.phoneVerifyWrong)
          }
          return newMember(input, rules)
        })
        if (checked instanceof BusinessError) return checked
        return { spec: checked, hashes: await hashMemberPasswords(checked) }
      },
      async (input, ctx, { spec, hashes }) => {
        const { db, request } = ctx
        const siteId = input.site_id
        // Registrations from one address at once (on any process) each passed the limits in their first
        // transaction, the hashing in between: here they take turns and the limits are judged again.
        await takeTurns(db, [`register-address:${siteId}:${addressKey(request.ip)}`])
        const limited = await refuseByRegisterLimits(db, siteId, request.ip)
        if (limited) return limited
        const { rules } = await registrationRules(db, siteId, input.member_currency)
        const introducer = await checkRegistration(db, input, rules)
        if (introducer instanceof BusinessError) return introducer
        const memberId = await createMember(db, spec, undefined, hashes)
        await recordRegistration(db, memberId, siteId, request.ip, introducer)
        const member = await db.selectFrom('members').selectAll().where('id', '=', memberId).executeTakeFirstOrThrow()
        // A client that sent no udid still gets a session; its next login is then a new device.
        return startMemberSession(db, ctx, member, input.udid ?? `register-${randomSecret()}`, {
          kind: 'register',
          device: deviceOf(input),
        })
      },
    ),
    options,
  )
}
