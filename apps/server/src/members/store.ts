import { adjust, MAIN_WALLET } from '../wallet/ledger.ts'
import type { LoginData, devMemberSchema } from '@lobby/api/contract'
import type { Selectable } from 'kysely'
import type { z } from 'zod'
import type { Db } from '../db/connection.ts'
import type { MemberTable } from '../db/members-schema.ts'
import { hashPassword } from './passwords.ts'
import { isoNow } from './secrets.ts'

export type Member = Selectable<MemberTable>
export type NewMember = z.output<typeof devMemberSchema>

/** Accounts are compared in lower case: `Demo01` and `demo01` are one account. */
export function normaliseAccount(account: string): string {
  return account.trim().toLowerCase()
}

export function findMember(db: Db, siteId: string, account: string): Promise<Member | undefined> {
  return db
    .selectFrom('members')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('account', '=', normaliseAccount(account))
    .executeTakeFirst()
}

/** The stored hashes of a new member's passwords. */
export interface MemberHashes {
  password_hash: string
  withdraw_password_hash: string | null
}

/** Hashes a new member's passwords: call it before a transaction opens (argon2 is slow). */
export async function hashMemberPasswords(
  spec: Pick<NewMember, 'password' | 'withdraw_password'>,
): Promise<MemberHashes> {
  return {
    password_hash: await hashPassword(spec.password),
    withdraw_password_hash: spec.withdraw_password === undefined ? null : await hashPassword(spec.withdraw_password),
  }
}

/**
 * Creates a member; returns the id. Passwords are hashed here unless
 * `hashes` (from `hashMemberPasswords`) are given, which a request inside a
 * transaction must do (registration); seed and dev hooks let it hash.
 */
export async function createMember(db: Db, spec: NewMember, id?: number, hashes?: MemberHashes): Promise<number> {
  const now = isoNow()
  const { password, withdraw_password, known_udids, account, site_id, cash, ...fields } = spec
  const { password_hash, withdraw_password_hash } =
    hashes ?? (await hashMemberPasswords({ password, withdraw_password }))
  const row = await db
    .insertInto('members')
    .values({
      ...(id === undefined ? {} : { id }),
      ...fields,
      site_id,
      account: normaliseAccount(account),
      password_hash,
      withdraw_password_hash,
      is_agent: fields.member_type === 1 ? 0 : 1,
      agent_active: fields.member_type === 1 ? 0 : 1,
      vx_locked_until: null,
      created_at: now,
      last_login_at: null,
      last_login_ip: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  for (const udid of known_udids) await rememberDevice(db, row.id, udid)
  // An opening balance goes through the ledger like any other money.
  if (cash !== undefined && cash > 0) await adjust(db, row.id, MAIN_WALLET, cash, 'opening', 'member-created')
  return row.id
}

export async function isKnownDevice(db: Db, memberId: number, udid: string): Promise<boolean> {
  const row = await db
    .selectFrom('member_devices')
    .select('udid')
    .where('member_id', '=', memberId)
    .where('udid', '=', udid)
    .executeTakeFirst()
  return row !== undefined
}

export async function rememberDevice(db: Db, memberId: number, udid: string): Promise<void> {
  const now = isoNow()
  await db
    .insertInto('member_devices')
    .values({ member_id: memberId, udid, first_seen_at: now, last_seen_at: now })
    .onConflict((oc) => oc.columns(['member_id', 'udid']).doUpdateSet({ last_seen_at: now }))
    .execute()
}

export function loginData(member: Member, token: string): LoginData {
  return {
    token,
    member_id: member.id,
    member_account: member.account,
    currency: member.currency,
    member_type: member.member_type,
    agent_type: member.agent_type,
  }
}
