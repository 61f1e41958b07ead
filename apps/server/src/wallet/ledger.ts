import { sql } from 'kysely'
import { dbKind, type Db } from '../db/connection.ts'
import { prepared } from '../db/prepared.ts'
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
const creditMainWallet = prepared((db, p: { memberId: number; delta: number }) =>
  db
    .updateTable('members')
    .set({ cash: sql<number>`cash + ${p.delta}` })
    .where('id', '=', p.memberId)
    .where(sql<boolean>`cash + ${p.delta} >= 0`)
    .returning('cash'),
)

// A credit creates the wallet on first use: one upsert.
const creditProviderWallet = prepared((db, p: { memberId: number; gpId: string; delta: number; now: string }) =>
  db
    .insertInto('member_wallets')
    .values({ member_id: p.memberId, gp_id: p.gpId, balance: p.delta, updated_at: p.now })
    .onConflict((oc) =>
      oc
        .columns(['member_id', 'gp_id'])
        .doUpdateSet({ balance: sql<number>`member_wallets.balance + ${p.delta}`, updated_at: p.now }),
    )
    .returning('balance'),
)

const debitProviderWallet = prepared((db, p: { memberId: number; gpId: string; delta: number; now: string }) =>
  db
    .updateTable('member_wallets')
    .set({ balance: sql<number>`balance + ${p.delta}`, updated_at: p.now })
    .where('member_id', '=', p.memberId)
    .where('gp_id', '=', p.gpId)
    .where(sql<boolean>`balance + ${p.delta} >= 0`)
    .returning('balance'),
)

const insertLedgerRow = prepared(
  (
    db,
    p: {
      memberId: number
      wallet: string
      amount: number
      after: number
      kind: LedgerKind
      ref: string
      now: string
    },
  ) =>
    db.insertInto('ledger_entries').values({
      member_id: p.memberId,
      wallet: p.wallet,
      amount: p.amount,
      balance_after: p.after,
      kind: p.kind,
      ref: p.ref,
      created_at: p.now,
    }),
)

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
    const row = await creditMainWallet.first(trx, { memberId, delta })
    after = row === undefined ? undefined : Number(row.cash)
  } else if (delta > 0) {
    const row = await creditProviderWallet.first(trx, { memberId, gpId: wallet, delta, now })
    if (row === undefined) throw new Error('the wallet upsert returned no row')
    after = Number(row.balance)
  } else {
    const row = await debitProviderWallet.first(trx, { memberId, gpId: wallet, delta, now })
    after = row === undefined ? (delta === 0 ? 0 : undefined) : Number(row.balance)
  }
  if (after === undefined) throw new InsufficientFunds(wallet, -delta)
  if (delta !== 0) await insertLedgerRow.run(trx, { memberId, wallet, amount: delta, after, kind, ref, now })
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

const mainBalanceOf = prepared((db, p: { memberId: number }) =>
  db.selectFrom('members').select('cash').where('id', '=', p.memberId),
)

// Inside a transaction on PostgreSQL a balance read locks its row until commit: a transfer reads the balance
// and then moves exactly that much, and a round or a withdrawal of another transaction must not change it in
// between (SQLite's write transaction holds the whole database already).
const mainBalanceLocked = prepared((db, p: { memberId: number }) =>
  db.selectFrom('members').select('cash').where('id', '=', p.memberId).forUpdate(),
)

const lockBalances = (db: Db) => db.isTransaction && dbKind(db) === 'postgres'

export async function mainBalance(db: Db, memberId: number): Promise<number> {
  const row = await (lockBalances(db) ? mainBalanceLocked : mainBalanceOf).first(db, { memberId })
  return row === undefined ? 0 : Number(row.cash)
}

const providerBalanceOf = prepared((db, p: { memberId: number; gpId: string }) =>
  db.selectFrom('member_wallets').select('balance').where('member_id', '=', p.memberId).where('gp_id', '=', p.gpId),
)

const providerBalanceLocked = prepared((db, p: { memberId: number; gpId: string }) =>
  db
    .selectFrom('member_wallets')
    .select('balance')
    .where('member_id', '=', p.memberId)
    .where('gp_id', '=', p.gpId)
    .forUpdate(),
)

export async function providerBalance(db: Db, memberId: number, gpId: string): Promise<number> {
  const row = await (lockBalances(db) ? providerBalanceLocked : providerBalanceOf).first(db, { memberId, gpId })
  return row === undefined ? 0 : Number(row.balance)
}

const providerBalancesOf = prepared((db, p: { memberId: number }) =>
  db.selectFrom('member_wallets').select(['gp_id', 'balance']).where('member_id', '=', p.memberId),
)

/** Every provider wallet of the member with its balance (only providers ever used have a row). */
export async function providerBalances(db: Db, memberId: number): Promise<Map<string, number>> {
  const rows = await providerBalancesOf.all(db, { memberId })
  return new Map(rows.map((r) => [r.gp_id, Number(r.balance)]))
}

export interface Balances {
  cash: number
  total: number
}

const balancesOf = prepared((db, p: { memberId: number }) =>
  db
    .selectFrom('members')
    .select((eb) => [
      'cash',
      eb
        .selectFrom('member_wallets')
        .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('balance'), sql<number>`0`).as('held'))
        .where('member_wallets.member_id', '=', p.memberId)
        .as('held'),
    ])
    .where('id', '=', p.memberId),
)

export async function balances(db: Db, memberId: number): Promise<Balances> {
  const row = await balancesOf.first(db, { memberId })
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
