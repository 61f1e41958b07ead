import { randomInt } from 'node:crypto'
import { RED_ENVELOPE_CODE, type RedEnvelope } from '@lobby/api/contract'
import type { Db } from '../db/connection.ts'
import { businessError, type BusinessError } from '../http/errors.ts'
import { isoNow } from '../members/secrets.ts'
import { MAIN_WALLET, adjust } from '../wallet/ledger.ts'
import { forUpdate } from '../db/portable.ts'

/**
 * Red envelopes: an operator puts a pool into a number of shares for one
 * site and currency, open until `end_at`. Each member of that currency may
 * claim one share while any are left; the share is decided here and paid to
 * the main wallet through the ledger in the claim's transaction. The shares
 * add up to the pool exactly, each at least 1.
 */

/**
 * The next share of an envelope holding `cash` in `shares` shares: at least
 * 1, at most twice the average, and leaving at least 1 for each share after
 * it; the last share takes what is left. `random(min, maxExclusive)` is
 * `crypto.randomInt` unless a test gives another.
 */
export function nextShare(
  cash: number,
  shares: number,
  random: (min: number, max: number) => number = randomInt,
): number {
  if (!Number.isSafeInteger(cash) || !Number.isSafeInteger(shares) || shares < 1 || cash < shares) {
    throw new RangeError(`cannot split ${cash} into ${shares} shares of at least 1`)
  }
  if (shares === 1) return cash
  const upper = Math.max(1, Math.min(cash - (shares - 1), Math.floor((2 * cash) / shares)))
  return random(1, upper + 1)
}

/**
 * The envelope running now for a site and currency (the newest, when several overlap); one waiting for a second
 * operator's approval, or rejected, never reaches members.
 */
export async function runningEnvelope(db: Db, siteId: string, currency: string, now = isoNow()) {
  return db
    .selectFrom('red_envelopes')
    .selectAll()
    .where('approval', '=', 'approved')
    .where('site_id', '=', siteId)
    .where('currency', '=', currency)
    .where('start_at', '<=', now)
    .where('end_at', '>', now)
    .orderBy('id', 'desc')
    .executeTakeFirst()
}

/** The running envelope as the member sees it, or null. */
export async function envelopeFor(
  db: Db,
  member: { id: number; site_id: string; currency: string },
): Promise<RedEnvelope | null> {
  const envelope = await runningEnvelope(db, member.site_id, member.currency)
  if (!envelope) return null
  const claim = await db
    .selectFrom('red_envelope_claims')
    .select('cash')
    .where('envelope_id', '=', envelope.id)
    .where('member_id', '=', member.id)
    .executeTakeFirst()
  return {
    id: envelope.id,
    start_at: envelope.start_at,
    end_at: envelope.end_at,
    claimed: claim ? 1 : 0,
    ...(claim ? { cash: Number(claim.cash) } : {}),
    remaining: envelope.remaining_shares,
  }
}

const gone = () => businessError(RED_ENVELOPE_CODE.gone, 'server.red_envelope.gone')

/**
 * Claims a share of envelope `id` for the member. Run it in a transaction:
 * the share, the claim row and the ledger credit commit together or not at
 * all. 102 gone (not the member's site and currency, not running, not
 * approved, no share left), 103 already claimed (with the cash won then), 104 the member's
 * wallet is frozen (nothing claimed, nothing paid).
 */
export async function claimEnvelope(
  trx: Db,
  member: { id: number; site_id: string; currency: string },
  id: number,
): Promise<{ cash: number; balance: number } | BusinessError> {
  // Read in the claim's transaction: a wallet frozen a moment ago is frozen for this claim.
  const wallet = await trx.selectFrom('members').select('wallet_status').where('id', '=', member.id).executeTakeFirst()
  if (wallet?.wallet_status !== 1) return businessError(RED_ENVELOPE_CODE.walletFrozen, 'server.wallet.frozen')
  const now = isoNow()
  // Locked until commit on PostgreSQL: claims of one envelope from every process take their shares in turn.
  const envelope = await forUpdate(
    trx,
    trx.selectFrom('red_envelopes').selectAll().where('id', '=', id),
  ).executeTakeFirst()
  if (
    !envelope ||
    envelope.approval !== 'approved' ||
    envelope.site_id !== member.site_id ||
    envelope.currency !== member.currency ||
    envelope.start_at > now ||
    envelope.end_at <= now
  ) {
    return gone()
  }
  const earlier = await trx
    .selectFrom('red_envelope_claims')
    .select('cash')
    .where('envelope_id', '=', id)
    .where('member_id', '=', member.id)
    .executeTakeFirst()
  if (earlier) {
    return businessError(RED_ENVELOPE_CODE.claimed, 'server.red_envelope.claimed', {
      cash: Number(earlier.cash),
    })
  }
  if (envelope.remaining_shares === 0) return gone()

  const remainingCash = Number(envelope.remaining_cash)
  const cash = nextShare(remainingCash, envelope.remaining_shares)
  // Guarded on what was read as well: the row lock above makes a mismatch impossible, this keeps it so.
  const taken = await trx
    .updateTable('red_envelopes')
    .set({ remaining_cash: remainingCash - cash, remaining_shares: envelope.remaining_shares - 1 })
    .where('id', '=', id)
    .where('remaining_shares', '=', envelope.remaining_shares)
    .where('remaining_cash', '=', remainingCash)
    .executeTakeFirst()
  if (Number(taken.numUpdatedRows) !== 1) throw new Error('the red envelope changed during the claim')
  await trx
    .insertInto('red_envelope_claims')
    .values({ envelope_id: id, member_id: member.id, cash, created_at: now })
    .execute()
  const balance = await adjust(trx, member.id, MAIN_WALLET, cash, 'red_envelope', `red-envelope:${id}`)
  return { cash, balance }
}

/**
 * Starts an envelope; the pool must cover one unit per share. `approval` (the console's four eyes) is
 * `approved` unless given: the seed's and the dev hooks' way.
 */
export async function startEnvelope(
  db: Db,
  spec: {
    site_id: string
    currency: string
    pool: number
    shares: number
    start_at: string
    end_at: string
    approval?: 'approved' | 'pending'
    requested_by?: string | null
  },
): Promise<number> {
  const row = await db
    .insertInto('red_envelopes')
    .values({
      ...spec,
      remaining_cash: spec.pool,
      remaining_shares: spec.shares,
      created_at: isoNow(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}
