import { WITHDRAW_PASSWORD_LOCK, WITHDRAW_PASSWORD_LOCKED_CODE, type WithdrawPasswordLock } from '@lobby/api/contract'
import type { Db } from '../db/connection.ts'
import { businessError, type BusinessError } from '../http/errors.ts'
import { verifyPassword } from '../members/passwords.ts'
import { MemberQueue } from '../wallet/locks.ts'

/**
 * The withdraw password's lockout, one counter per member shared by every
 * place that checks that password (withdrawal, changing it, agent transfer,
 * bank binding, member-transfer verification, the double-validation question).
 *
 * An attempt is counted before the password is compared, by one conditional
 * update that refuses once `max_failures` are counted in the window: however
 * many guesses arrive at once, at most `max_failures` are ever compared. The
 * last one sets `locked_until`; while it is in the future nothing is compared.
 * A right password clears the count (and a lock its own attempt set). In
 * one process the checks of one member also run one after another, so a
 * burst of right passwords (ten transfers at once) never finds the attempts
 * of the others still counted; across processes the update alone bounds guesses.
 *
 * The count must outlive the refusal, so callers run this outside the write
 * transaction that a refusal rolls back (a `prepareFirst` step), or in a
 * committing write whose refusals commit. That is also where argon2 belongs:
 * never while a transaction holds the one connection.
 */

export type WithdrawPasswordOutcome =
  | { ok: true }
  | { ok: false; reason: 'unset' }
  | { ok: false; reason: 'wrong'; attempts_left: number }
  /** `compared`: this very attempt was compared, wrong, and was the last one the window allowed. */
  | { ok: false; reason: 'locked'; lock: WithdrawPasswordLock; compared?: true }

const SECOND = 1000

const lockEnd = (now: number) => new Date(now + WITHDRAW_PASSWORD_LOCK.lock_seconds * SECOND).toISOString()

function lockOf(lockedUntil: string, now: number): WithdrawPasswordLock {
  return {
    locked_until: lockedUntil,
    retry_after_seconds: Math.max(1, Math.ceil((Date.parse(lockedUntil) - now) / SECOND)),
  }
}

/** The member's lock, if the password may not be tried now. */
export async function withdrawPasswordLock(
  db: Db,
  memberId: number,
  now = Date.now(),
): Promise<WithdrawPasswordLock | undefined> {
  const row = await db
    .selectFrom('withdraw_password_guards')
    .select('locked_until')
    .where('member_id', '=', memberId)
    .executeTakeFirst()
  const until = row?.locked_until
  return until && Date.parse(until) > now ? lockOf(until, now) : undefined
}

/**
 * Counts one attempt for `memberId`: true when it may be compared, else the
 * lock that refuses it. The row is made on first use; a lock that has passed
 * or a window that has closed starts a new count.
 */
async function takeAttempt(
  db: Db,
  memberId: number,
  now: number,
): Promise<{ failures: number } | WithdrawPasswordLock> {
  const nowIso = new Date(now).toISOString()
  const windowStart = new Date(now - WITHDRAW_PASSWORD_LOCK.window_seconds * SECOND).toISOString()
  await db
    .insertInto('withdraw_password_guards')
    .values({ member_id: memberId, window_started_at: null, locked_until: null })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .execute()
  await db
    .updateTable('withdraw_password_guards')
    .set({ failures: 0, window_started_at: nowIso, locked_until: null })
    .where('member_id', '=', memberId)
    .where((eb) =>
      eb.or([
        eb.and([eb('locked_until', 'is not', null), eb('locked_until', '<=', nowIso)]),
        eb.and([
          eb('locked_until', 'is', null),
          eb.or([eb('window_started_at', 'is', null), eb('window_started_at', '<=', windowStart)]),
        ]),
      ]),
    )
    .execute()
  const taken = await db
    .updateTable('withdraw_password_guards')
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('member_id', '=', memberId)
    .where('locked_until', 'is', null)
    .where('failures', '<', WITHDRAW_PASSWORD_LOCK.max_failures)
    .returning('failures')
    .executeTakeFirst()
  if (!taken) {
    // Locked, or another request took the last attempt a moment ago and is about to lock it.
    const lock = await withdrawPasswordLock(db, memberId, now)
    return lock ?? lockOf(lockEnd(now), now)
  }
  const failures = Number(taken.failures)
  if (failures >= WITHDRAW_PASSWORD_LOCK.max_failures) {
    await db
      .updateTable('withdraw_password_guards')
      .set({ locked_until: lockEnd(now) })
      .where('member_id', '=', memberId)
      .where('locked_until', 'is', null)
      .execute()
  }
  return { failures }
}

/**
 * Checks `candidate` against the member's withdraw password under the
 * shared lockout: `unset` when there is none (nothing counted), `locked`
 * without comparing while locked, `wrong` (counted; the last allowed wrong
 * one answers `locked`), or ok (the count cleared).
 */
export function checkWithdrawPassword(
  db: Db,
  memberId: number,
  candidate: string,
  now?: number,
): Promise<WithdrawPasswordOutcome> {
  return inTurn(db, memberId, () => checkInTurn(db, memberId, candidate, now ?? Date.now()))
}

/** One queue per database: a member's checks run one after another in every process (wallet/locks.ts). */
const checkQueues = new WeakMap<Db, MemberQueue>()

/**
 * Runs one member's checks one after another, in this process and across
 * processes (the member's lease). Inside a transaction the connection is held
 * (SQLite: every other statement waits for it anyway; PostgreSQL: the
 * member's row is locked by the session lookup); queueing there could wait on
 * a check that itself waits for that connection, so it runs at once.
 */
function inTurn<T>(db: Db, memberId: number, check: () => Promise<T>): Promise<T> {
  if (db.isTransaction) return check()
  let queue = checkQueues.get(db)
  if (!queue) {
    queue = new MemberQueue(db, 'password')
    checkQueues.set(db, queue)
  }
  return queue.run(memberId, check)
}

async function checkInTurn(db: Db, memberId: number, candidate: string, now: number): Promise<WithdrawPasswordOutcome> {
  const member = await db
    .selectFrom('members')
    .select('withdraw_password_hash')
    .where('id', '=', memberId)
    .executeTakeFirst()
  const hash = member?.withdraw_password_hash
  if (!hash) return { ok: false, reason: 'unset' }
  return checkHashInTurn(db, memberId, hash, candidate, now)
}

/**
 * The login password asked again inside a session (setting the first
 * withdraw password, changing the password) counts under the same lock: a
 * stolen token must not be a way to guess the password it was issued for.
 * `passwordHash` is the member's login password hash the caller read.
 */
export function checkSessionPassword(
  db: Db,
  memberId: number,
  passwordHash: string,
  candidate: string,
  now?: number,
): Promise<WithdrawPasswordOutcome> {
  return inTurn(db, memberId, () => checkHashInTurn(db, memberId, passwordHash, candidate, now ?? Date.now()))
}

async function checkHashInTurn(
  db: Db,
  memberId: number,
  hash: string,
  candidate: string,
  now: number,
): Promise<WithdrawPasswordOutcome> {
  const attempt = await takeAttempt(db, memberId, now)
  if (!('failures' in attempt)) return { ok: false, reason: 'locked', lock: attempt }
  if (await verifyPassword(hash, candidate)) {
    await db
      .updateTable('withdraw_password_guards')
      .set({ failures: 0, window_started_at: null, locked_until: null })
      .where('member_id', '=', memberId)
      .execute()
    return { ok: true }
  }
  const attemptsLeft = WITHDRAW_PASSWORD_LOCK.max_failures - attempt.failures
  if (attemptsLeft > 0) return { ok: false, reason: 'wrong', attempts_left: attemptsLeft }
  const lock = await withdrawPasswordLock(db, memberId, now)
  return { ok: false, reason: 'locked', lock: lock ?? lockOf(lockEnd(now), now), compared: true }
}

/** The lock's refusal: the shared code (or the call's own), the minutes left in the message, the lock as data. */
export function lockedRefusal(
  lock: WithdrawPasswordLock,
  code: string = WITHDRAW_PASSWORD_LOCKED_CODE,
  what: 'withdraw password' | 'password' = 'withdraw password',
): BusinessError {
  const minutes = Math.ceil(lock.retry_after_seconds / 60)
  const one = minutes === 1
  const key =
    what === 'password'
      ? one
        ? 'server.password.locked_one'
        : 'server.password.locked_other'
      : one
        ? 'server.withdraw_password.locked_one'
        : 'server.withdraw_password.locked_other'
  return businessError(code, key, lock, { minutes })
}

/**
 * `checkWithdrawPassword` answered as a call's refusal: its own codes for a
 * wrong and an unset password, the shared locked code; undefined when right.
 */
export async function refuseWithdrawPassword(
  db: Db,
  memberId: number,
  candidate: string,
  codes: { wrong: string; unset: string },
): Promise<BusinessError | undefined> {
  const outcome = await checkWithdrawPassword(db, memberId, candidate)
  if (outcome.ok) return undefined
  if (outcome.reason === 'unset') return businessError(codes.unset, 'server.withdraw_password.unset')
  if (outcome.reason === 'locked') return lockedRefusal(outcome.lock)
  return businessError(
    codes.wrong,
    outcome.attempts_left === 1 ? 'server.withdraw_password.wrong_one' : 'server.withdraw_password.wrong_other',
    { attempts_left: outcome.attempts_left },
    { left: outcome.attempts_left },
  )
}
