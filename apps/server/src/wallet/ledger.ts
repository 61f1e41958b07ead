import { sql } from 'kysely'
import type { Db } from '../db/connection.ts'
import type { LedgerKind } from '../db/wallets-schema.ts'
import { isoNow } from '../members/secrets.ts'

/**
 * The money core. A member has a main wallet (`members.cash`) and one wallet
 * per provider (`member_wallets`). Every change goes through `adjust`, which
 * changes one balance with a guarded update (never below zero) and writes the
 * ledger row for it. Callers run it inside a transaction that holds every leg
 * of one operation, so the ledger sums to the balances at all times.
 */
export const MAIN_WALLET = 'main'
export type WalletName = typeof MAIN_WALLET | (string & {})

/** Thrown inside a transaction when a debit would go below zero: the whole operation rolls back. */
export class InsufficientFunds extends Error {
  constructor(
    readonly wallet: WalletName,
    readonly wanted: number,
  ) {
    super(`insufficient funds in ${wallet}`)
    this.name = 'InsufficientFunds'
  }
}

function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount)) throw new TypeError(`money must be a safe integer, got ${amount}`)
}

/**
 * Changes one wallet by `delta` (negative debits) and writes its ledger row.
 * A debit that would leave less than zero throws `InsufficientFunds` and
 * changes nothing. Returns the balance after. Run it in a transaction.
 */
export async function adjust(
  trx: Db,
  memberId: number,
  wallet: WalletName,
  delta: number,
  kind: LedgerKind,
  ref: string,
): Promise<number> {
  assertAmount(delta)
  const now = isoNow()
  let after: number | undefined
  if (wallet === MAIN_WALLET) {
    const row = await trx
      .updateTable('members')
      .set({ cash: sql<number>`cash + ${delta}` })
      .where('id', '=', memberId)
      .where(sql<boolean>`cash + ${delta} >= 0`)
      .returning('cash')
      .executeTakeFirst()
    after = row === undefined ? undefined : Number(row.cash)
  } else if (delta > 0) {
    // A credit creates the wallet on first use: one upsert.
    const row = await trx
      .insertInto('member_wallets')
      .values({ member_id: memberId, gp_id: wallet, balance: delta, updated_at: now })
      .onConflict((oc) =>
        oc.columns(['member_id', 'gp_id']).doUpdateSet({ balance: sql<number>`balance + ${delta}`, updated_at: now }),
      )
      .returning('balance')
      .executeTakeFirstOrThrow()
    after = Number(row.balance)
  } else {
    const row = await trx
      .updateTable('member_wallets')
      .set({ balance: sql<number>`balance + ${delta}`, updated_at: now })
      .where('member_id', '=', memberId)
      .where('gp_id', '=', wallet)
      .where(sql<boolean>`balance + ${delta} >= 0`)
      .returning('balance')
      .executeTakeFirst()
    after = row === undefined ? (delta === 0 ? 0 : undefined) : Number(row.balance)
  }
  if (after === undefined) throw new InsufficientFunds(wallet, -delta)
  if (delta !== 0) {
    await trx
      .insertInto('ledger_entries')
      .values({ member_id: memberId, wallet, amount: delta, balance_after: after, kind, ref, created_at: now })
      .execute()
  }
  return after
}

/**
 * Moves `amount` (> 0) between two wallets of one member: two ledger rows,
 * one reference. Returns the receiving wallet's balance after, or null when
 * there was nothing to move.
 */
export async function move(
  trx: Db,
  memberId: number,
  from: WalletName,
  to: WalletName,
  amount: number,
  ref: string,
): Promise<number | null> {
  assertAmount(amount)
  if (amount <= 0) return null
  await adjust(trx, memberId, from, -amount, 'transfer_out', ref)
  return adjust(trx, memberId, to, amount, 'transfer_in', ref)
}

export async function mainBalance(db: Db, memberId: number): Promise<number> {
  const row = await db.selectFrom('members').select('cash').where('id', '=', memberId).executeTakeFirst()
  return row === undefined ? 0 : Number(row.cash)
}

export async function providerBalance(db: Db, memberId: number, gpId: string): Promise<number> {
  const row = await db
    .selectFrom('member_wallets')
    .select('balance')
    .where('member_id', '=', memberId)
    .where('gp_id', '=', gpId)
    .executeTakeFirst()
  return row === undefined ? 0 : Number(row.balance)
}

/** Every provider wallet of the member with its balance (only providers ever used have a row). */
export async function providerBalances(db: Db, memberId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('member_wallets')
    .select(['gp_id', 'balance'])
    .where('member_id', '=', memberId)
    .execute()
  return new Map(rows.map((r) => [r.gp_id, Number(r.balance)]))
}

export interface Balances {
  cash: number
  total: number
}

export async function balances(db: Db, memberId: number): Promise<Balances> {
  const row = await db
    .selectFrom('members')
    .select((eb) => [
      'cash',
      eb
        .selectFrom('member_wallets')
        .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('balance'), sql<number>`0`).as('held'))
        .where('member_wallets.member_id', '=', memberId)
        .as('held'),
    ])
    .where('id', '=', memberId)
    .executeTakeFirst()
  const cash = row === undefined ? 0 : Number(row.cash)
  return { cash, total: cash + Number(row?.held ?? 0) }
}

export interface LedgerAudit {
  /** Wallets whose ledger sum differs from the balance: empty when the books are right. */
  mismatches: { member_id: number; wallet: string; balance: number; ledger: number }[]
  /** Sum of every balance of the members audited. */
  totalBalances: number
  negative: number
}

/**
 * Checks the books: for every wallet, the ledger's sum equals the balance,
 * and no balance is negative. `memberIds` limits the audit; without it every
 * member is checked.
 */
export async function auditLedger(db: Db, memberIds?: readonly number[]): Promise<LedgerAudit> {
  const filter = <T extends { where: (...a: never[]) => T }>(q: T, column: string) =>
    memberIds === undefined
      ? q
      : (q.where as (c: string, op: string, v: readonly number[]) => T)(column, 'in', memberIds)
  const sums = await filter(
    db
      .selectFrom('ledger_entries')
      .select(['member_id', 'wallet', (eb) => eb.fn.sum<number>('amount').as('sum')])
      .groupBy(['member_id', 'wallet']),
    'member_id',
  ).execute()
  const ledger = new Map(sums.map((r) => [`${r.member_id}:${r.wallet}`, Number(r.sum)]))
  const wallets: { member_id: number; wallet: string; balance: number }[] = []
  if (memberIds === undefined || memberIds.length > 0) {
    const members = await filter(db.selectFrom('members').select(['id', 'cash']), 'id').execute()
    for (const m of members) wallets.push({ member_id: m.id, wallet: MAIN_WALLET, balance: Number(m.cash) })
    const providers = await filter(
      db.selectFrom('member_wallets').select(['member_id', 'gp_id', 'balance']),
      'member_id',
    ).execute()
    for (const w of providers) wallets.push({ member_id: w.member_id, wallet: w.gp_id, balance: Number(w.balance) })
  }
  const mismatches: LedgerAudit['mismatches'] = []
  const seen = new Set<string>()
  let totalBalances = 0
  let negative = 0
  for (const w of wallets) {
    const key = `${w.member_id}:${w.wallet}`
    seen.add(key)
    totalBalances += w.balance
    if (w.balance < 0) negative += 1
    const sum = ledger.get(key) ?? 0
    if (sum !== w.balance) mismatches.push({ ...w, ledger: sum })
  }
  for (const [key, sum] of ledger) {
    if (seen.has(key) || sum === 0) continue
    const [member, wallet] = key.split(':')
    mismatches.push({ member_id: Number(member), wallet: wallet ?? '', balance: 0, ledger: sum })
  }
  return { mismatches, totalBalances, negative }
}
