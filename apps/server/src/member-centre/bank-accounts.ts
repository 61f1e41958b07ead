import { BANK_ACCOUNT_CODE, type BankAccount } from '@lobby/api/contract'
import { BANK_ACCOUNT_MAX, bankAccountErrors, maskAccountNumber, normaliseAccountNumber } from '@lobby/domain'
import type { Selectable } from 'kysely'
import type { Db } from '../db/connection.ts'
import type { BankAccountTable } from '../db/member-centre-schema.ts'
import { BadRequest, businessError, type BusinessError } from '../http/errors.ts'
import { isoNow } from '../members/secrets.ts'
import { bankName, banksOf } from './banks.ts'
import { verbatim } from '../http/messages.ts'

type Row = Selectable<BankAccountTable>

/** An account as the member sees it: the number masked, the bank named. */
export function bankAccountView(row: Row, currency: string): BankAccount {
  return {
    id: row.id,
    bank_code: row.bank_code,
    bank_name: bankName(currency, row.bank_code) ?? row.bank_code,
    account_name: row.account_name,
    account_number: maskAccountNumber(row.account_number),
    branch: row.branch,
    is_verified: row.is_verified === 1 ? 1 : 0,
    created_at: row.created_at,
  }
}

/** The member's bound accounts, oldest first. */
export function boundAccounts(db: Db, memberId: number): Promise<Row[]> {
  return db
    .selectFrom('bank_accounts')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute()
}

export function boundAccount(db: Db, memberId: number, id: number): Promise<Row | undefined> {
  return db
    .selectFrom('bank_accounts')
    .selectAll()
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
}

export interface BindInput {
  bank_code: string
  account_name: string
  account_number: string
  branch: string
}

/** The form's own rules and the bank being one of the currency's: a 400 naming the first broken field. */
export function checkBindInput(currency: string, input: BindInput): void {
  const errors = bankAccountErrors(input)
  for (const field of ['bank_code', 'account_name', 'account_number', 'branch'] as const) {
    const error = errors[field]
    if (error) throw new BadRequest(field, verbatim(error))
  }
  if (!banksOf(currency).some((bank) => bank.code === input.bank_code)) {
    throw new BadRequest('bank_code', verbatim('fund.err_bank_required'))
  }
}

/**
 * Binds an account, its withdraw password already checked by the route
 * (before its transaction), after `checkBindInput`; 103 the number is bound
 * already, 104 the member has `BANK_ACCOUNT_MAX`. Run inside the call's transaction.
 */
export async function bindAccount(
  trx: Db,
  member: { id: number; currency: string },
  input: BindInput,
): Promise<Row | BusinessError> {
  checkBindInput(member.currency, input)
  const number = normaliseAccountNumber(input.account_number)
  const bound = await boundAccounts(trx, member.id)
  if (bound.some((row) => row.account_number === number)) {
    return businessError(BANK_ACCOUNT_CODE.duplicate, 'server.bank.duplicate')
  }
  if (bound.length >= BANK_ACCOUNT_MAX) {
    return businessError(BANK_ACCOUNT_CODE.tooMany, 'server.bank.too_many', null, { max: BANK_ACCOUNT_MAX })
  }
  return trx
    .insertInto('bank_accounts')
    .values({
      member_id: member.id,
      bank_code: input.bank_code,
      account_name: input.account_name.trim(),
      account_number: number,
      branch: input.branch.trim(),
      created_at: isoNow(),
      deleted_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** Unbinds one of the member's accounts; 102 not theirs, 105 a pending withdrawal goes to it. */
export async function unbindAccount(trx: Db, memberId: number, id: number): Promise<BusinessError | undefined> {
  const row = await boundAccount(trx, memberId, id)
  if (!row) return businessError(BANK_ACCOUNT_CODE.notFound, 'server.bank.not_found')
  const pending = await trx
    .selectFrom('withdrawals')
    .select('id')
    .where('bank_account_id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  if (pending) return businessError(BANK_ACCOUNT_CODE.inUse, 'server.bank.in_use')
  await trx.updateTable('bank_accounts').set({ deleted_at: isoNow() }).where('id', '=', id).execute()
  return undefined
}

/** Whether the member still has to verify a bank account before depositing (layout flag and no verified account). */
export async function needsDepositVerification(
  db: Db,
  member: { id: number; need_bank_account_deposit_verified: number },
) {
  if (member.need_bank_account_deposit_verified !== 1) return false
  const verified = await db
    .selectFrom('bank_accounts')
    .select('id')
    .where('member_id', '=', member.id)
    .where('deleted_at', 'is', null)
    .where('is_verified', '=', 1)
    .executeTakeFirst()
  return verified === undefined
}
