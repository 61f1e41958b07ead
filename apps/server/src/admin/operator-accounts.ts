import { ADMIN_OPERATORS_CODE, type AdminOperatorRow, type OperatorTotp } from '@lobby/api/contract'
import type { OperatorRole } from '@lobby/domain'
import { randomInt } from 'node:crypto'
import type { Db } from '../db/connection.ts'
import { lockForTransaction } from '../db/portable.ts'
import { BusinessError, businessError } from '../http/errors.ts'
import { hashPassword } from '../members/passwords.ts'
import { isoNow } from '../members/secrets.ts'
import { appendAudit } from './audit.ts'
import {
  createOperator,
  findOperator,
  forgetOperatorAddressFailures,
  type Actor,
  type OperatorRow,
} from './operators.ts'
import { newTotpSecret, totpUri } from './totp.ts'

/**
 * Operator accounts as an owner manages them (issue 24): the one write path of
 * the console (`/api/admin/operators/*`) and of the command line
 * (`node dist/operator.js`, operator-cli.ts). Each change is audited in the
 * caller's transaction with the state before and after, never a password, a
 * hash or a secret (only that they changed). A new password or second factor
 * and a disabled account end every session of the operator at once (the
 * session lookup also refuses a disabled operator).
 *
 * The console's rules about owners bind a console operator: an owner cannot
 * disable, demote, or reset the password or second factor of their own account
 * (152), and the last enabled owner cannot be disabled or demoted (153).
 * Whoever runs the server's machine (the command line, `machine: true`) is
 * the way back in when no owner can sign in, so those rules do not bind it.
 */

export interface Manager extends Actor {
  /** The command line, run on the server's machine: the console's rules about owners do not apply. */
  machine?: boolean
}

/** What a change answers: the operator as the list shows it afterwards. */
export type Managed<T = object> = (T & { operator: AdminOperatorRow }) | BusinessError

/** The advisory lock key of changes that remove an owner (db/portable.ts lockForTransaction). */
const OWNER_CHANGES_LOCK = 7_310_024

const notFound = () => businessError(ADMIN_OPERATORS_CODE.operatorNotFound, 'server.admin.operator_not_found')
const selfChange = () => businessError(ADMIN_OPERATORS_CODE.selfChange, 'server.admin.operator_self_change')
const lastOwner = () => businessError(ADMIN_OPERATORS_CODE.lastOwner, 'server.admin.operator_last_owner')

/** A generated one-time password: 16 characters of 54 (about 92 bits), no look-alike letters. */
export function newOperatorPassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789'
  let out = ''
  // randomInt draws each letter uniformly (a byte modulo 54 would favour the first letters).
  for (let i = 0; i < 16; i++) out += alphabet[randomInt(alphabet.length)]
  return out
}

/** A password and its argon2 hash, made before the transaction opens (hashing takes tens of milliseconds). */
export interface PreparedPassword {
  password: string
  hash: string
}

/** `password` (the command line reads one) or a generated one, with its hash: call it outside any transaction. */
export async function prepareOperatorPassword(password?: string): Promise<PreparedPassword> {
  const chosen = password ?? newOperatorPassword()
  return { password: chosen, hash: await hashPassword(chosen) }
}

function lastSignInQuery(db: Db) {
  return db
    .selectFrom('operator_sessions')
    .select(['operator_id', (eb) => eb.fn.max('created_at').as('last_sign_in_at')])
    .groupBy('operator_id')
}

function rowOf(row: OperatorRow, lastSignIn: string | null | undefined, now = isoNow()): AdminOperatorRow {
  return {
    account: row.account,
    role: row.role,
    enabled: row.disabled === 1 ? 0 : 1,
    locked_until: row.locked_until !== null && row.locked_until > now ? row.locked_until : null,
    totp_set: row.totp_secret !== null,
    last_sign_in_at: lastSignIn ?? null,
    created_at: row.created_at,
  }
}

/** Every operator, by account. */
export async function listOperators(db: Db): Promise<AdminOperatorRow[]> {
  const rows = await db.selectFrom('operators').selectAll().orderBy('account').execute()
  const last = await lastSignInQuery(db).execute()
  const byId = new Map(last.map((l) => [Number(l.operator_id), l.last_sign_in_at as string | null]))
  const now = isoNow()
  return rows.map((row) => rowOf(row, byId.get(Number(row.id)), now))
}

async function viewOf(db: Db, id: number): Promise<AdminOperatorRow> {
  const row = await db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const last = await lastSignInQuery(db).where('operator_id', '=', id).executeTakeFirst()
  return rowOf(row, last?.last_sign_in_at as string | null | undefined)
}

/** The state the audit keeps of an operator: never its hash or its secret. */
function auditState(row: AdminOperatorRow) {
  return { role: row.role, enabled: row.enabled, locked_until: row.locked_until, totp: row.totp_set }
}

async function endSessions(db: Db, operatorId: number): Promise<number> {
  const ended = await db
    .updateTable('operator_sessions')
    .set({ revoked_at: isoNow() })
    .where('operator_id', '=', operatorId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  return Number(ended.numUpdatedRows)
}

async function enabledOwners(db: Db): Promise<number> {
  const row = await db
    .selectFrom('operators')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'owner')
    .where('disabled', '=', 0)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** 152 when a console operator changes their own account this way; 153 when it removes the last enabled owner. */
async function refuseOwnerRules(
  db: Db,
  actor: Manager,
  target: OperatorRow,
  removesOwner: boolean,
): Promise<BusinessError | undefined> {
  if (actor.machine) return undefined
  if (target.account === actor.account) return selfChange()
  if (!removesOwner || target.role !== 'owner' || target.disabled === 1) return undefined
  // Changes that remove an owner take turns (PostgreSQL; SQLite's write transaction holds the database): two
  // owners demoting each other at once cannot both count the other and leave none.
  await lockForTransaction(db, OWNER_CHANGES_LOCK)
  const fresh = await db
    .selectFrom('operators')
    .select(['role', 'disabled'])
    .where('id', '=', target.id)
    .executeTakeFirst()
  if (!fresh || fresh.role !== 'owner' || fresh.disabled === 1) return undefined
  return (await enabledOwners(db)) <= 1 ? lastOwner() : undefined
}

/**
 * A new operator with a second factor and the password `prepared` (from
 * `prepareOperatorPassword`, outside the transaction). Answers the password
 * and the secret, shown once. 151 when the account exists.
 */
export async function addOperator(
  db: Db,
  actor: Manager,
  input: { account: string; role: OperatorRole },
  prepared: PreparedPassword,
): Promise<Managed<OperatorTotp & { password: string }>> {
  const account = input.account.trim().toLowerCase()
  if (await findOperator(db, account)) {
    return businessError(ADMIN_OPERATORS_CODE.accountTaken, 'server.admin.operator_account_taken')
  }
  const secret = newTotpSecret()
  const id = await createOperator(db, {
    account,
    password: { hash: prepared.hash },
    role: input.role,
    totpSecret: secret,
  })
  const operator = await viewOf(db, id)
  await appendAudit(db, actor, {
    action: 'operator.create',
    targetKind: 'operator',
    targetId: account,
    before: null,
    after: auditState(operator),
  })
  return { operator, password: prepared.password, totp_secret: secret, totp_uri: totpUri(secret, account) }
}

/** Runs `change` on the operator of `account` (150 when none), audited as `action` with the state before and after. */
async function manage<T extends object>(
  db: Db,
  actor: Manager,
  account: string,
  action: string,
  change: (row: OperatorRow) => Promise<T | BusinessError>,
  extra: (done: T) => Record<string, unknown> = () => ({}),
): Promise<Managed<T>> {
  const row = await findOperator(db, account)
  if (!row) return notFound()
  const before = await viewOf(db, row.id)
  const done = await change(row)
  if (done instanceof BusinessError) return done
  const operator = await viewOf(db, row.id)
  await appendAudit(db, actor, {
    action,
    targetKind: 'operator',
    targetId: row.account,
    before: auditState(before),
    after: { ...auditState(operator), ...extra(done) },
  })
  return { ...done, operator }
}

/** A new role; 152 for one's own, 153 when the last enabled owner would be demoted. */
export async function changeOperatorRole(db: Db, actor: Manager, account: string, role: OperatorRole) {
  return manage(db, actor, account, 'operator.role_change', async (row) => {
    const refused = await refuseOwnerRules(db, actor, row, role !== 'owner')
    if (refused) return refused
    await db.updateTable('operators').set({ role }).where('id', '=', row.id).execute()
    return {}
  })
}

/** Disables (every session ends) or enables an operator; 152 for oneself, 153 for the last enabled owner. */
export async function setOperatorEnabled(db: Db, actor: Manager, account: string, enabled: boolean) {
  return manage(
    db,
    actor,
    account,
    enabled ? 'operator.enable' : 'operator.disable',
    async (row) => {
      const refused = await refuseOwnerRules(db, actor, row, !enabled)
      if (refused) return refused
      await db
        .updateTable('operators')
        .set({ disabled: enabled ? 0 : 1 })
        .where('id', '=', row.id)
        .execute()
      return { sessions_ended: enabled ? 0 : await endSessions(db, row.id) }
    },
    (done) => ({ sessions_ended: done.sessions_ended }),
  )
}

/** Ends a lockout (the account's and every address's) and forgives the failures; sessions stay. */
export async function unlockOperator(db: Db, actor: Manager, account: string) {
  return manage(db, actor, account, 'operator.unlock', async (row) => {
    await db.updateTable('operators').set({ locked_until: null, failed_logins: 0 }).where('id', '=', row.id).execute()
    await forgetOperatorAddressFailures(db, row.id)
    return {}
  })
}

/** A new second factor, answered once; the old codes stop working and every session ends. 152 for oneself. */
export async function resetOperatorTotp(db: Db, actor: Manager, account: string): Promise<Managed<OperatorTotp>> {
  return manage(
    db,
    actor,
    account,
    'operator.totp_reset',
    async (row) => {
      const refused = await refuseOwnerRules(db, actor, row, false)
      if (refused) return refused
      const secret = newTotpSecret()
      await db
        .updateTable('operators')
        .set({ totp_secret: secret, totp_last_step: 0 })
        .where('id', '=', row.id)
        .execute()
      await endSessions(db, row.id)
      return { totp_secret: secret, totp_uri: totpUri(secret, row.account) }
    },
    () => ({ totp: 'changed' }),
  )
}

/**
 * The password `prepared` (from `prepareOperatorPassword`, outside the
 * transaction: given by the command line, or generated and answered once);
 * the lockout ends and every session ends. 152 for oneself.
 */
export async function resetOperatorPassword(
  db: Db,
  actor: Manager,
  account: string,
  prepared: PreparedPassword,
): Promise<Managed<{ password: string }>> {
  return manage(
    db,
    actor,
    account,
    'operator.password_reset',
    async (row) => {
      const refused = await refuseOwnerRules(db, actor, row, false)
      if (refused) return refused
      await db
        .updateTable('operators')
        .set({ password_hash: prepared.hash, failed_logins: 0, locked_until: null })
        .where('id', '=', row.id)
        .execute()
      await forgetOperatorAddressFailures(db, row.id)
      await endSessions(db, row.id)
      return { password: prepared.password }
    },
    () => ({ password: 'changed' }),
  )
}
