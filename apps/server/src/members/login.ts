import { randomInt } from 'node:crypto'
import {
  CAPTCHA_TYPE,
  DOUBLE_VALIDATION_QUESTIONS,
  DOUBLE_VALIDATION_QUESTION_COUNT,
  LOGIN_HEADER,
  doubleValidation,
  doubleValidationSkip,
  getLoginHeader,
  login,
  type DoubleValidationChallenge,
  type DoubleValidationQuestion,
  type LoginData,
} from '@lobby/api/contract'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/connection.ts'
import { businessError, type BusinessError } from '../http/errors.ts'
import { registerEndpoint, type HandlerContext, type RouteOptions } from '../http/route.ts'
import { forSite } from '../http/site-guards.ts'
import { useCaptcha } from './captcha.ts'
import { registerCommittingWrite } from './committing.ts'
import { refuseByIpRules } from './ip-rules.ts'
import { hashPassword, needsRehash, verifyDecoy, verifyPassword } from './passwords.ts'
import { LIFETIME, isoIn, isoNow, randomSecret, sameText, sha256 } from './secrets.ts'
import { findMember, isKnownDevice, loginData, rememberDevice, type Member } from './store.ts'
import { issueMemberToken } from './tokens.ts'

/** Login refusals (spec section 8). */
export const LOGIN_CODE = {
  accountError: { code: '101', message: 'account_error' },
  disabled: { code: '102', message: 'account_disable' },
  frozen: { code: '103', message: 'account_freezen' },
  captcha: { code: '105', message: 'verify_failed' },
  newDevice: { code: '107', message: 'different_device' },
  loginHeader: { code: '108', message: 'login header missing or expired: call /get_login_header again' },
  transferVerification: { code: '802', message: 'member transfer verification required' },
} as const

/** Double-validation refusals (spec section 8); 103, 104, 105 and 205 are all "verify_failed" to the client. */
export const DOUBLE_VALIDATION_CODE = {
  unknownLogin: { code: '101', message: 'login id unknown or finished' },
  notActive: { code: '102', message: 'account not active' },
  wrongAnswer: { code: '103', message: 'verify_failed' },
  wrongQuestion: { code: '104', message: 'verify_failed: not the question being asked' },
  captcha: { code: '105', message: 'verify_failed' },
  expired: { code: '205', message: 'verify_failed: login id expired' },
  exhausted: { code: '998', message: 'double_validation_faild' },
} as const

/** Wrong answers one login id tolerates; the last one finishes it with 998. */
export const DOUBLE_VALIDATION_MAX_WRONG = 5

const refuse = (c: { code: string; message: string }, data: unknown = null) => businessError(c.code, c.message, data)

function statusRefusal(member: Member): BusinessError | undefined {
  if (member.status === 'disabled') return refuse(LOGIN_CODE.disabled)
  if (member.status === 'frozen') return refuse(LOGIN_CODE.frozen)
  return undefined
}

/** The device becomes known, earlier tokens of this device are revoked, a new token is issued and sent in the header. */
async function completeLogin(db: Db, ctx: HandlerContext, member: Member, udid: string): Promise<LoginData> {
  await rememberDevice(db, member.id, udid)
  await db
    .updateTable('members')
    .set({ last_login_at: isoNow(), last_login_ip: ctx.request.ip })
    .where('id', '=', member.id)
    .execute()
  const token = await issueMemberToken(db, member.id, udid)
  ctx.issueToken(token)
  return loginData(member, token)
}

// ---------------------------------------------------------------------------
// Double-validation questions

function normalised(question: DoubleValidationQuestion, value: string): string {
  switch (question) {
    case 'member_phone':
      return value.replace(/\D/g, '')
    case 'identity_id':
      return value.replace(/\s/g, '').toUpperCase()
    default:
      return value.trim().replace(/\s+/g, ' ').toLowerCase()
  }
}

function storedAnswer(member: Member, question: Exclude<DoubleValidationQuestion, 'withdraw_password'>): string {
  return member[question]
}

/** Questions this member can be asked: the fields it has filled in. */
export function availableQuestions(member: Member): DoubleValidationQuestion[] {
  return DOUBLE_VALIDATION_QUESTIONS.filter((q) =>
    q === 'withdraw_password' ? member.withdraw_password_hash !== null : storedAnswer(member, q).trim() !== '',
  )
}

async function answerIsRight(member: Member, question: DoubleValidationQuestion, answer: string): Promise<boolean> {
  if (question === 'withdraw_password') {
    return member.withdraw_password_hash !== null && verifyPassword(member.withdraw_password_hash, answer.trim())
  }
  const expected = normalised(question, storedAnswer(member, question))
  return expected !== '' && sameText(expected, normalised(question, answer))
}

function drawQuestions(member: Member): DoubleValidationQuestion[] {
  const pool = availableQuestions(member)
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1)
    ;[pool[i], pool[j]] = [pool[j] as DoubleValidationQuestion, pool[i] as DoubleValidationQuestion]
  }
  return pool.slice(0, DOUBLE_VALIDATION_QUESTION_COUNT)
}

function challengeData(loginId: string, questions: DoubleValidationQuestion[]): DoubleValidationChallenge {
  const [question] = questions
  if (!question) throw new Error('a challenge without questions')
  return { member_login_id: loginId, question, available_questions_count: questions.length }
}

async function openChallenge(db: Db, member: Member, udid: string, questions: DoubleValidationQuestion[]) {
  const loginId = randomSecret()
  await db
    .insertInto('login_challenges')
    .values({
      id_hash: sha256(loginId),
      member_id: member.id,
      udid,
      questions: JSON.stringify(questions),
      created_at: isoNow(),
      expires_at: isoIn(LIFETIME.loginChallenge),
      closed_at: null,
    })
    .execute()
  return challengeData(loginId, questions)
}

async function findChallenge(db: Db, loginId: string) {
  const row = await db
    .selectFrom('login_challenges')
    .selectAll()
    .where('id_hash', '=', sha256(loginId))
    .executeTakeFirst()
  if (!row || row.closed_at !== null) return undefined
  return { ...row, questions: JSON.parse(row.questions) as DoubleValidationQuestion[] }
}

async function closeChallenge(db: Db, idHash: string): Promise<void> {
  await db.updateTable('login_challenges').set({ closed_at: isoNow() }).where('id_hash', '=', idHash).execute()
}

// ---------------------------------------------------------------------------
// Routes

export function registerLoginRoutes(app: FastifyInstance, options: RouteOptions): void {
  registerEndpoint(
    app,
    getLoginHeader,
    forSite(async (input, { db }) => {
      const now = isoNow()
      await db.deleteFrom('login_nonces').where('expires_at', '<', now).execute()
      const value = randomSecret()
      await db
        .insertInto('login_nonces')
        .values({
          nonce_hash: sha256(value),
          site_id: input.site_id,
          created_at: now,
          expires_at: isoIn(LIFETIME.loginNonce),
          used_at: null,
        })
        .execute()
      return { header: LOGIN_HEADER, value, expires_in: LIFETIME.loginNonce / 1000 }
    }),
    options,
  )

  /**
   * Checks in order: login header (108), captcha (105; used up either way),
   * account and password (101, one answer for both), status (102, 103),
   * address rules (106, 201–203), member-transfer verification (802), new
   * device (107). Only the header and captcha are written before a refusal.
   */
  registerCommittingWrite(
    app,
    login,
    async (input, ctx) => {
      const { db, request } = ctx
      const now = isoNow()
      const header = request.headers[LOGIN_HEADER]
      const nonce = typeof header === 'string' ? header : undefined
      const taken = nonce
        ? await db
            .updateTable('login_nonces')
            .set({ used_at: now })
            .where('nonce_hash', '=', sha256(nonce))
            .where('site_id', '=', input.site_id)
            .where('used_at', 'is', null)
            .where('expires_at', '>', now)
            .executeTakeFirst()
        : undefined
      if (!taken || Number(taken.numUpdatedRows) !== 1) return refuse(LOGIN_CODE.loginHeader)

      const captchaOk = await useCaptcha(db, {
        token: input.captcha_token,
        answer: input.answer,
        siteId: input.site_id,
        type: CAPTCHA_TYPE.login,
      })
      if (!captchaOk) return refuse(LOGIN_CODE.captcha)

      const member = await findMember(db, input.site_id, input.account)
      const passwordOk = member
        ? await verifyPassword(member.password_hash, input.password)
        : await verifyDecoy(input.password)
      if (!member || !passwordOk) return refuse(LOGIN_CODE.accountError)

      const refusal =
        statusRefusal(member) ??
        (await refuseByIpRules(db, member.id, request.ip)) ??
        (member.need_transfer_verification === 1 ? refuse(LOGIN_CODE.transferVerification) : undefined)
      if (refusal) return refusal

      if (member.double_validation === 1 && !(await isKnownDevice(db, member.id, input.udid))) {
        const questions = drawQuestions(member)
        if (questions.length > 0) {
          return refuse(LOGIN_CODE.newDevice, await openChallenge(db, member, input.udid, questions))
        }
      }

      if (needsRehash(member.password_hash)) {
        await db
          .updateTable('members')
          .set({ password_hash: await hashPassword(input.password) })
          .where('id', '=', member.id)
          .execute()
      }
      return completeLogin(db, ctx, member, input.udid)
    },
    options,
  )

  registerCommittingWrite(
    app,
    doubleValidation,
    async (input, ctx) => {
      const { db } = ctx
      const challenge = await findChallenge(db, input.member_login_id)
      if (!challenge) return refuse(DOUBLE_VALIDATION_CODE.unknownLogin)
      if (challenge.expires_at <= isoNow()) {
        await closeChallenge(db, challenge.id_hash)
        return refuse(DOUBLE_VALIDATION_CODE.expired)
      }
      const member = await db
        .selectFrom('members')
        .selectAll()
        .where('id', '=', challenge.member_id)
        .executeTakeFirstOrThrow()
      if (member.status !== 'active') return refuse(DOUBLE_VALIDATION_CODE.notActive)
      const ipRefusal = await refuseByIpRules(db, member.id, ctx.request.ip)
      if (ipRefusal) return ipRefusal

      const captchaOk = await useCaptcha(db, {
        token: input.captcha_token,
        answer: input.captcha_answer,
        siteId: member.site_id,
        type: CAPTCHA_TYPE.login,
      })
      if (!captchaOk) return refuse(DOUBLE_VALIDATION_CODE.captcha)
      if (input.question !== challenge.questions[0]) return refuse(DOUBLE_VALIDATION_CODE.wrongQuestion)

      if (!(await answerIsRight(member, input.question, input.answer))) {
        const wrong = challenge.wrong_answers + 1
        const finished = wrong >= DOUBLE_VALIDATION_MAX_WRONG
        await db
          .updateTable('login_challenges')
          .set({ wrong_answers: wrong, ...(finished ? { closed_at: isoNow() } : {}) })
          .where('id_hash', '=', challenge.id_hash)
          .execute()
        return refuse(finished ? DOUBLE_VALIDATION_CODE.exhausted : DOUBLE_VALIDATION_CODE.wrongAnswer)
      }

      await closeChallenge(db, challenge.id_hash)
      return completeLogin(db, ctx, member, challenge.udid)
    },
    options,
  )

  registerCommittingWrite(
    app,
    doubleValidationSkip,
    async (input, { db }) => {
      const challenge = await findChallenge(db, input.member_login_id)
      if (!challenge || challenge.expires_at <= isoNow()) return refuse(LOGIN_CODE.accountError)
      const rest = challenge.questions.slice(1)
      if (rest.length === 0) {
        await closeChallenge(db, challenge.id_hash)
        return refuse(DOUBLE_VALIDATION_CODE.exhausted)
      }
      await db
        .updateTable('login_challenges')
        .set({ questions: JSON.stringify(rest) })
        .where('id_hash', '=', challenge.id_hash)
        .execute()
      return challengeData(input.member_login_id, rest)
    },
    options,
  )
}
