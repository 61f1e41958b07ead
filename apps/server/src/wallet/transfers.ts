import { randomBytes } from 'node:crypto'
import { sql, type Selectable } from 'kysely'
import type { Db } from '../db/connection.ts'
import { prepared } from '../db/prepared.ts'
import type { ProviderTransferTable, TransferDirection } from '../db/provider-transfers-schema.ts'
import type { TransferRequest } from '../house/transfers.ts'
import { isoNow } from '../members/secrets.ts'
import { adjust, MAIN_WALLET } from './ledger.ts'
import type { MemberQueue } from './locks.ts'
import type { ProviderGateway, TransferOutcome } from './providers.ts'
import { DatabaseBusy, transact } from '../db/transact.ts'

/**
 * Provider transfers with a reference, in three steps, so that a crash at any
 * point leaves something to reconcile rather than money lost or made:
 *
 * 1. one transaction takes the amount from the source wallet (ledger row
 *    `transfer_out`) and writes the transfer `pending` with a fresh reference;
 * 2. the provider is called with that reference, outside any transaction;
 * 3. one transaction settles it: applied, the destination wallet is credited
 *    (`transfer_in`); not applied, the source gets it back (`transfer_in` to
 *    the source, under the same ledger reference).
 *
 * Between 1 and 3 the amount is in transit: in neither wallet, in the
 * pending row. Step 3 only changes a row still pending, so a transfer settles
 * once whoever settles it (the call that made it, or the reconciliation).
 * At start-up and then on a timer, `reconcileTransfers` settles what a crash
 * left pending from the provider's answer for the reference; a provider that
 * cannot be asked leaves it pending for the next round.
 */

/** Where a test's fault hook may stop the process: just before or just after the provider call. */
export type TransferFaultPoint = 'before_provider_call' | 'after_provider_call'
export type TransferFaultHook = (point: TransferFaultPoint, transfer: { ledgerRef: string }) => void | Promise<void>

export interface TransferContext {
  db: Db
  gateway: ProviderGateway
  /** References this process is sending right now: the reconciliation timer leaves them to their call. */
  inFlight: Set<string>
  /** Tests only (server option / LOBBY_FAULT_CRASH with dev hooks): called at each fault point. */
  faultHook?: TransferFaultHook
  /**
   * The members' wallet leases (wallet/locks.ts). With it, reconciliation
   * settles a member's transfers only while holding that member's lease: a
   * transfer another live process is sending (it holds the lease for the
   * whole call) is left alone, one whose process died (its lease expired) is
   * settled.
   */
  queue?: MemberQueue
}

export interface TransferSpec {
  memberId: number
  gpId: string
  direction: TransferDirection
  /** The ledger reference of the operation: both legs of the transfer carry it. */
  ledgerRef: string
  /** The amount, read inside step 1's transaction (0 or less: nothing is sent). */
  amount: (trx: Db) => Promise<number>
}

export interface TransferDone {
  reference: string
  amount: number
  outcome: TransferOutcome
  /** settled: moved; failed: refunded; pending: the provider could not say (reconciled later). */
  state: ProviderTransferTable['status']
}

export const newTransferReference = () => `T${randomBytes(16).toString('hex')}`

const insertTransfer = prepared(
  (
    db,
    p: {
      reference: string
      memberId: number
      gpId: string
      direction: TransferDirection
      amount: number
      ledgerRef: string
      now: string
    },
  ) =>
    db.insertInto('provider_transfers').values({
      reference: p.reference,
      member_id: p.memberId,
      gp_id: p.gpId,
      direction: p.direction,
      amount: p.amount,
      ledger_ref: p.ledgerRef,
      status: sql.lit('pending'),
      created_at: p.now,
      settled_at: sql.lit(null),
    }),
)

const closeTransfer = prepared((db, p: { reference: string; status: 'settled' | 'failed'; now: string }) =>
  db
    .updateTable('provider_transfers')
    .set({ status: p.status, settled_at: p.now })
    .where('reference', '=', p.reference)
    .where('status', '=', sql.lit('pending'))
    .returningAll(),
)

const transferByReference = prepared((db, p: { reference: string }) =>
  db.selectFrom('provider_transfers').select('status').where('reference', '=', p.reference),
)

const source = (direction: TransferDirection, gpId: string) => (direction === 'in' ? MAIN_WALLET : gpId)
const destination = (direction: TransferDirection, gpId: string) => (direction === 'in' ? gpId : MAIN_WALLET)

/**
 * Step 1: takes the amount from the source wallet and records the transfer
 * pending, in the caller's transaction. Throws `InsufficientFunds` (nothing
 * written) when the source holds less. Returns null when there is nothing to send.
 */
export async function reserveTransfer(trx: Db, spec: TransferSpec): Promise<TransferRequest | null> {
  const amount = await spec.amount(trx)
  if (amount <= 0) return null
  const request: TransferRequest = {
    reference: newTransferReference(),
    memberId: spec.memberId,
    gpId: spec.gpId,
    direction: spec.direction,
    amount,
  }
  await adjust(trx, spec.memberId, source(spec.direction, spec.gpId), -amount, 'transfer_out', spec.ledgerRef)
  await insertTransfer.run(trx, { ...request, ledgerRef: spec.ledgerRef, now: isoNow() })
  return request
}

/**
 * Step 3, in the caller's transaction: applied, credits the destination;
 * not applied, gives the source its money back. A transfer no longer pending
 * (settled by someone else) is left as it is. Returns the state it ends in.
 */
export async function settleTransfer(
  trx: Db,
  reference: string,
  applied: boolean,
): Promise<ProviderTransferTable['status']> {
  const row = await closeTransfer.first(trx, { reference, status: applied ? 'settled' : 'failed', now: isoNow() })
  if (!row) return (await transferByReference.first(trx, { reference }))?.status ?? 'failed'
  const amount = Number(row.amount)
  if (applied) {
    await adjust(trx, row.member_id, destination(row.direction, row.gp_id), amount, 'transfer_in', row.ledger_ref)
  } else {
    // A transfer back, not a `refund` (the agent reports count refunds as wins): the leg nets the first to 0.
    await adjust(trx, row.member_id, source(row.direction, row.gp_id), amount, 'transfer_in', row.ledger_ref)
  }
  return row.status
}

/**
 * Step 2 and what it tells step 3: the provider's call with the reference,
 * and for an answer that never came (a timeout) the provider's status of the
 * reference. Undefined: the provider could not say; the transfer stays pending.
 */
async function askProvider(
  ctx: TransferContext,
  request: TransferRequest,
  ledgerRef: string,
): Promise<{ outcome: TransferOutcome; applied: boolean | undefined }> {
  await ctx.faultHook?.('before_provider_call', { ledgerRef })
  const outcome = await ctx.gateway.transfer(request)
  await ctx.faultHook?.('after_provider_call', { ledgerRef })
  if (outcome === 'ok') return { outcome, applied: true }
  if (outcome === 'failed') return { outcome, applied: false }
  const status = await ctx.gateway.transferStatus(request)
  return { outcome, applied: status === 'unknown' ? undefined : status === 'applied' }
}

/**
 * One transfer, all three steps. `alsoInSettle` runs inside step 3's
 * transaction (or its own when the transfer stays pending), so a launch opens
 * its session with the money's outcome in one commit. Null when there was
 * nothing to send (`alsoInSettle` still ran).
 */
export async function runTransfer<T = void>(
  ctx: TransferContext,
  spec: TransferSpec,
  alsoInSettle?: (trx: Db, state: TransferDone['state'] | null) => Promise<T>,
): Promise<{ done: TransferDone | null; extra: T | undefined }> {
  const request = await transact(ctx.db, (trx) => reserveTransfer(trx, spec))
  if (request === null) {
    const extra = alsoInSettle ? await transact(ctx.db, (trx) => alsoInSettle(trx, null)) : undefined
    return { done: null, extra }
  }
  ctx.inFlight.add(request.reference)
  try {
    const { outcome, applied } = await askProvider(ctx, request, spec.ledgerRef)
    let state: TransferDone['state'] = 'pending'
    let extra: T | undefined
    try {
      extra = await transact(ctx.db, async (trx) => {
        state = 'pending'
        if (applied !== undefined) state = await settleTransfer(trx, request.reference, applied)
        return alsoInSettle ? alsoInSettle(trx, state) : undefined
      })
    } catch (error) {
      if (!(error instanceof DatabaseBusy)) throw error
      // The provider has answered but the database stayed too busy to settle: the money is reserved and the
      // transfer pending, as after a provider timeout; reconciliation settles it. Answer that, not "nothing written".
      state = 'pending'
      extra = alsoInSettle ? await transact(ctx.db, (trx) => alsoInSettle(trx, 'pending')) : undefined
    }
    return { done: { reference: request.reference, amount: request.amount, outcome, state }, extra }
  } finally {
    ctx.inFlight.delete(request.reference)
  }
}

const pendingTransfers = prepared((db, p: { before: string }) =>
  db
    .selectFrom('provider_transfers')
    .selectAll()
    .where('status', '=', sql.lit('pending'))
    .where('created_at', '<', p.before)
    .orderBy('created_at'),
)

export interface Reconciled {
  settled: number
  failed: number
  /** Still pending: the provider could not be asked. */
  pending: number
}

/**
 * Settles the transfers left pending (by a crash, or a provider that could
 * not be asked) from the provider's status for each reference: applied, the
 * destination is credited; not applied (final: the provider voids the
 * reference), the source is refunded; unknown, it stays pending. `before`
 * skips transfers younger than that (the timer's margin for calls still
 * running in another process); references in `ctx.inFlight` are skipped.
 */
export async function reconcileTransfers(
  ctx: TransferContext,
  before = isoNow(),
  options: { waitForLeases?: boolean } = {},
): Promise<Reconciled> {
  const result: Reconciled = { settled: 0, failed: 0, pending: 0 }
  const rows = await pendingTransfers.all(ctx.db, { before })
  for (const row of rows) {
    if (ctx.inFlight.has(row.reference)) continue
    const task = () => reconcileOne(ctx, row)
    // Waiting (start-up, the dev hook): a lease left by a killed process expires, a live call ends, then this
    // settles what is still pending. The timer does not wait: a member busy now is asked next time.
    let outcome: string | undefined
    try {
      outcome = !ctx.queue
        ? await task()
        : options.waitForLeases
          ? await ctx.queue.run(row.member_id, task)
          : await ctx.queue.tryRun(row.member_id, task)
    } catch (error) {
      // The member stayed busy past the wait, or the database did: still pending, the timer asks again. A
      // start-up must not fail over one member (a worker that cannot start stops the whole cluster's start).
      if (!(error instanceof DatabaseBusy)) throw error
      outcome = undefined
    }
    // Held by a live process (its call is running): counted as pending, asked again next time.
    if (outcome === undefined || outcome === 'pending') result.pending += 1
    else if (outcome === 'settled') result.settled += 1
    else if (outcome === 'failed') result.failed += 1
  }
  return result
}

/** Asks the provider about one pending transfer and settles it; 'pending' when it cannot tell. */
async function reconcileOne(ctx: TransferContext, row: Selectable<ProviderTransferTable>): Promise<string> {
  // Read before the lease was ours: the process that sent it may have settled it meanwhile (not counted here).
  if ((await transferByReference.first(ctx.db, { reference: row.reference }))?.status !== 'pending') return 'gone'
  const status = await ctx.gateway.transferStatus({
    reference: row.reference,
    memberId: row.member_id,
    gpId: row.gp_id,
    direction: row.direction,
    amount: Number(row.amount),
  })
  if (status === 'unknown') return 'pending'
  return transact(ctx.db, (trx) => settleTransfer(trx, row.reference, status === 'applied'))
}

export interface TransferAudit {
  /** Transfers not settled yet (money in transit). */
  pending: number
  /** Settled on our side but not applied at the house, or the reverse. */
  disagreements: { reference: string; ours: string; house: string | null }[]
  /**
   * House wallets whose balance differs from the house's own books (transfers
   * it applied plus its rounds' net): the provider wallet and ours disagree.
   */
  walletMismatches: { member_id: number; gp_id: string; balance: number; house: number }[]
}

/**
 * Checks our transfers against the house provider's records: every transfer
 * we settled was applied there, every one we failed was not, and each
 * provider wallet holds what the house's transfers and rounds say it should.
 */
export async function auditTransfers(db: Db, memberIds?: readonly number[]): Promise<TransferAudit> {
  const only = memberIds && memberIds.length > 0 ? memberIds : undefined
  let ours = db
    .selectFrom('provider_transfers')
    .leftJoin('house_transfers', 'house_transfers.reference', 'provider_transfers.reference')
    .select(['provider_transfers.reference', 'provider_transfers.status as ours', 'house_transfers.status as house'])
  if (only) ours = ours.where('provider_transfers.member_id', 'in', only)
  const rows = await ours.execute()
  const disagreements = rows
    .filter((r) => r.ours !== 'pending' && (r.ours === 'settled') !== (r.house === 'applied'))
    .map((r) => ({ reference: r.reference, ours: r.ours, house: r.house }))

  const books = new Map<string, number>()
  const add = (member: number, gp: string, amount: number) =>
    books.set(`${member}:${gp}`, (books.get(`${member}:${gp}`) ?? 0) + amount)
  let applied = db
    .selectFrom('house_transfers')
    .select(['member_id', 'gp_id', 'direction', (eb) => eb.fn.sum<number>('amount').as('sum')])
    .where('status', '=', 'applied')
    .groupBy(['member_id', 'gp_id', 'direction'])
  if (only) applied = applied.where('member_id', 'in', only)
  for (const r of await applied.execute()) add(r.member_id, r.gp_id, (r.direction === 'in' ? 1 : -1) * Number(r.sum))
  let rounds = db
    .selectFrom('house_rounds')
    .select(['member_id', 'gp_id', (eb) => eb.fn.sum<number>(sql`coalesce(payout, 0) - stake`).as('net')])
    .groupBy(['member_id', 'gp_id'])
  if (only) rounds = rounds.where('member_id', 'in', only)
  for (const r of await rounds.execute()) add(r.member_id, r.gp_id, Number(r.net))
  let wallets = db.selectFrom('member_wallets').select(['member_id', 'gp_id', 'balance'])
  if (only) wallets = wallets.where('member_id', 'in', only)
  const walletMismatches: TransferAudit['walletMismatches'] = []
  const seen = new Set<string>()
  for (const w of await wallets.execute()) {
    const key = `${w.member_id}:${w.gp_id}`
    seen.add(key)
    const house = books.get(key) ?? 0
    if (house !== Number(w.balance)) walletMismatches.push({ ...w, balance: Number(w.balance), house })
  }
  for (const [key, house] of books) {
    if (seen.has(key) || house === 0) continue
    const [member, gp] = key.split(':')
    walletMismatches.push({ member_id: Number(member), gp_id: gp ?? '', balance: 0, house })
  }
  let pending = db
    .selectFrom('provider_transfers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'pending')
  if (only) pending = pending.where('member_id', 'in', only)
  const { n } = await pending.executeTakeFirstOrThrow()
  return { pending: Number(n), disagreements, walletMismatches }
}
