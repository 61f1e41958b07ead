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
  type LoginDevice,
} from '@lobby/api/contract'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/connection.ts'
import { businessError, type BusinessError } from '../http/errors.ts'
import { prepareFirst, registerEndpoint, type RouteOptions } from '../http/route.ts'
import { forSite } from '../http/site-guards.ts'
import { openMemberChannels } from '../realtime/member-events.ts'
import { useCaptcha } from './captcha.ts'
import { registerCommittingWrite } from './committing.ts'
import { refuseByIpRules } from './ip-rules.ts'
import { loginThrottleLimits, LoginThrottle, type LoginThrottleLimits } from './login-throttle.ts'
import { checkWithdrawPassword, lockedRefusal } from '../member-centre/withdraw-password.ts'
import { hashPassword, needsRehash, verifyDecoy, verifyPassword } from './passwords.ts'
import { positiveInteger, SlidingWindow } from './sliding-window.ts'
import { LIFETIME, isoIn, isoNow, randomSecret, sameText, sha256 } from './secrets.ts'
import { findMember, isKnownDevice, normaliseAccount, type Member } from './store.ts'
import { deviceOf, startMemberSession } from './session.ts'
import type { CodeEntry } from './register-codes.ts'
import { verbatim } from '../http/messages.ts'
import { loginRefusal } from '../responsible-gambling/exclusions.ts'

/** Login refusals (spec section 8). */
export const LOGIN_CODE = {
  accountError: { code: '101', message: verbatim('account_error') },
  disabled: { code: '102', message: verbatim('account_disable') },
  frozen: { code: '103', message: verbatim('account_freezen') },
  captcha: { code: '105', message: verbatim('verify_failed') },
  newDevice: { code: '107', message: verbatim('different_device') },
  loginHeader: { code: '108', message: 'server.login.header_expired' },
  transferVerification: { code: '802', message: 'server.login.transfer_verification' },
} as const satisfies Record<string, CodeEntry>

/** Double-validation refusals (spec section 8); 103, 104, 105 and 205 are all "verify_failed" to the client. */
export const DOUBLE_VALIDATION_CODE = {
  unknownLogin: { code: '101', message: 'server.double_validation.unknown_login' },
  notActive: { code: '102', message: 'server.account.not_active' },
  wrongAnswer: { code: '103', message: verbatim('verify_failed') },
  wrongQuestion: { code: '104', message: 'server.double_validation.wrong_question' },
  captcha: { code: '105', message: verbatim('verify_failed') },
  expired: { code: '205', message: 'server.double_validation.expired' },
  exhausted: { code: '998', message: verbatim('double_validation_faild') },
} as const satisfies Record<string, CodeEntry>

/** Wrong answers one login id tolerates; the last one finishes it with 998. */
export const DOUBLE_VALIDATION_MAX_WRONG = 5

// ---------------------------------------------------------------------------
// Failed-login limit

/** How many failed logins (wrong account or password) one account may have within a sliding window. */
export interface LoginFailureLimit {
  max: number
  windowMs: number
}

/** 100 failed logins per account per hour. */
export const LOGIN_FAILURE_LIMIT: LoginFailureLimit = { max: 100, windowMs: 60 * 60_000 }

/**
 * `LOBBY_LOGIN_FAILURE_MAX` (failed logins) and
 * `LOBBY_LOGIN_FAILURE_WINDOW_MINUTES` override `LOGIN_FAILURE_LIMIT`; a value
 * that is not a whole number above 0 stops the server at start rather than
 * leaving accounts unguarded.
 */
export function loginFailureLimit(env: NodeJS.ProcessEnv = process.env): LoginFailureLimit {
  const max = positiveInteger(env, 'LOBBY_LOGIN_FAILURE_MAX') ?? LOGIN_FAILURE_LIMIT.max
  const minutes = positiveInteger(env, 'LOBBY_LOGIN_FAILURE_WINDOW_MINUTES')
  return { max, windowMs: minutes === undefined ? LOGIN_FAILURE_LIMIT.windowMs : minutes * 60_000 }
}

/**
 * Failed logins per account: a sliding window of failure times per account,
 * shared by every server process through the database (sliding-window.ts).
 * Unknown accounts are counted like real ones, so the refusal tells nothing
 * about which accounts exist; a restart keeps the counts.
 */
export class LoginFailures extends SlidingWindow {
  constructor(limit: LoginFailureLimit, now?: () => number) {
    super(limit, 'login-account', now)
  }
}

/** One account of one site, however its name was typed. */
export function loginFailureKey(siteId: string, account: string): string {
  return `${siteId}\n${normaliseAccount(account)}`
}

const refuse = (c: CodeEntry, data: unknown = null) => businessError(c.code, c.message, data)

function statusRefusal(member: Member): BusinessError | undefined {
  if (member.status === 'disabled') return refuse(LOGIN_CODE.disabled)
  if (member.status === 'frozen') return refuse(LOGIN_CODE.frozen)
  return undefined
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
  // Only through checkWithdrawPassword (its shared lockout), never compared here.
  if (question === 'withdraw_password') return false
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

async function openChallenge(
  db: Db,
  member: Member,
  udid: string,
  questions: DoubleValidationQuestion[],
  device: Partial<LoginDevice>,
) {
  const loginId = randomSecret()
  await db
    .insertInto('login_challenges')
    .values({
      id_hash: sha256(loginId),
      member_id: member.id,
      udid,
      questions: JSON.stringify(questions),
      device_info: JSON.stringify(device),
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

/**
 * Mounts the login calls. `failureLimit` defaults to `loginFailureLimit()`
 * and `throttleLimits` to `loginThrottleLimits()` (the environment); each
 * call of this function counts failures afresh.
 */
export function registerLoginRoutes(
  app: FastifyInstance,
  options: RouteOptions,
  failureLimit: LoginFailureLimit = loginFailureLimit(),
  throttleLimits: LoginThrottleLimits = loginThrottleLimits(),
): void {
  const failures = new LoginFailures(failureLimit)
  const throttle = new LoginThrottle(throttleLimits)
  // Member channels admit the tokens these routes issue: give the realtime server the token store.
  openMemberChannels(app.server, options.db)

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
   * Checks in order: the address's and the server's failed-login windows
   * (HTTP 429 with Retry-After, nothing written), login header (108), captcha
   * (105; used up either way), the account's failed-login limit (101, before
   * any password hashing), account and password (101, one answer for both; a
   * failure counts towards all three limits), status (102, 103), a running
   * time-out or self-exclusion (174, with its end), address rules (106,
   * 201–203), member-transfer verification (802), new device (107). Only the
   * header and captcha are written before a refusal.
   *
   * Everything up to the password check (and a rehash) runs before the
   * transaction opens: argon2 never holds the database connection. The
   * transaction then checks that the hash it verified is still the stored one.
   */
  registerCommittingWrite(
    app,
    login,
    prepareFirst(
      login,
      async (input, ctx) => {
        const { db, request } = ctx
        const throttled = await throttle.refusal(db, request.ip)
        if (throttled) {
          void ctx.reply.header('retry-after', String(throttled.retryAfterSeconds))
          throw throttled
        }
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

        // Past the limit the answer is a wrong password's, whether or not the account exists or the password is
        // right; and no hash is computed, so guessing costs the server nothing more.
        const failureKey = loginFailureKey(input.site_id, input.account)
        if (await failures.isLimited(db, failureKey)) {
          await throttle.recordFailure(db, request.ip)
          return refuse(LOGIN_CODE.accountError)
        }

        const member = await findMember(db, input.site_id, input.account)
        const passwordOk = member
          ? await verifyPassword(member.password_hash, input.password)
          : await verifyDecoy(input.password)
        if (!member || !passwordOk) {
          await failures.record(db, failureKey)
          await throttle.recordFailure(db, request.ip)
          return refuse(LOGIN_CODE.accountError)
        }
        const rehashed = needsRehash(member.password_hash) ? await hashPassword(input.password) : undefined
        return { verifiedHash: member.password_hash, memberId: member.id, rehashed }
      },
      async (input, ctx, verified) => {
        const { db, request } = ctx
        const member = await db.selectFrom('members').selectAll().where('id', '=', verified.memberId).executeTakeFirst()
        // Changed since it was verified (a password change or reset in between): the password checked is gone.
        if (!member || member.password_hash !== verified.verifiedHash) return refuse(LOGIN_CODE.accountError)

        const refusal =
          statusRefusal(member) ??
          (await loginRefusal(db, member.id, Date.now())) ??
          (await refuseByIpRules(db, member.id, request.ip)) ??
          (member.need_transfer_verification === 1 ? refuse(LOGIN_CODE.transferVerification) : undefined)
        if (refusal) return refusal

        if (member.double_validation === 1 && !(await isKnownDevice(db, member.id, input.udid))) {
          const questions = drawQuestions(member)
          if (questions.length > 0) {
            return refuse(LOGIN_CODE.newDevice, await openChallenge(db, member, input.udid, questions, deviceOf(input)))
          }
        }

        if (verified.rehashed !== undefined) {
          await db
            .updateTable('members')
            .set({ password_hash: verified.rehashed })
            .where('id', '=', member.id)
            .where('password_hash', '=', verified.verifiedHash)
            .execute()
        }
        return startMemberSession(db, ctx, member, input.udid, { kind: 'login', device: deviceOf(input) })
      },
    ),
    options,
  )

  /**
   * The checks and the answer's comparison (argon2 for the withdraw password)
   * run before the transaction opens; the transaction re-reads the challenge
   * (still open) and counts the wrong answer or finishes the login.
   */
  registerCommittingWrite(
    app,
    doubleValidation,
    prepareFirst(
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
        // The withdraw password goes through its lockout, shared with every other place that checks it.
        const checked =
          input.question === 'withdraw_password'
            ? await checkWithdrawPassword(db, member.id, input.answer.trim())
            : undefined
        // Locked before this answer: refused unread. The answer that locks it is a wrong answer of the
        // challenge too (its fifth ends the login id with 998, as for any other question).
        if (checked && !checked.ok && checked.reason === 'locked' && !checked.compared) {
          return lockedRefusal(checked.lock)
        }
        const right = checked ? checked.ok : await answerIsRight(member, input.question, input.answer)
        return { right, member }
      },
      async (input, ctx, { right, member: checked }) => {
        const { db } = ctx
        const challenge = await findChallenge(db, input.member_login_id)
        if (!challenge) return refuse(DOUBLE_VALIDATION_CODE.unknownLogin)
        const member = await db
          .selectFrom('members')
          .selectAll()
          .where('id', '=', challenge.member_id)
          .executeTakeFirst()
        if (!member || member.status !== 'active') return refuse(DOUBLE_VALIDATION_CODE.notActive)
        // An exclusion taken since the password was checked: no session, whatever the answer.
        const excluded = await loginRefusal(db, member.id, Date.now())
        if (excluded) return excluded
        // The withdraw password compared may have changed since: only a right answer to the stored one counts.
        const stillRight = right && member.withdraw_password_hash === checked.withdraw_password_hash

        if (!stillRight) {
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
        return startMemberSession(db, ctx, member, challenge.udid, {
          kind: 'double_validation',
          device: deviceOf(JSON.parse(challenge.device_info) as Partial<LoginDevice>),
        })
      },
    ),
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
