import type { Server as HttpServer } from 'node:http'
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { announceDeposit } from '../activities/deposits.ts'
import type { Db } from '../db/connection.ts'
import type { PaymentCallbackResult } from '../db/payments-schema.ts'
import { envelope, type EnvelopeBody } from '../http/envelope.ts'
import { payOrder, type PayOutcome } from '../member-centre/deposit-orders.ts'
import { transact } from '../db/transact.ts'

/**
 * The payment desk: the one place a deposit order is credited. A payment
 * provider reports a completed payment with a signed callback
 * (`POST /api/payments/callback`, docs/contract.md); `receive` checks it and,
 * once per provider reference, runs `payOrder` (ledger credit, recommend
 * reward) and announces the deposit. The house's stand-in cashier and the dev
 * hooks exist only in sandbox mode (dev hooks on, or `LOBBY_SANDBOX_PAYMENTS`)
 * and pay by signing a callback with the desk's secret and handing it to the
 * same `receive`, so every test of them runs the production checks.
 */

export const PAYMENT_CALLBACK_PATH = '/api/payments/callback'
export const SIGNATURE_HEADER = 'x-lobby-signature'
/** How far a callback's `timestamp` may be from the server's clock, either way. */
export const CALLBACK_WINDOW_S = 300
/** A callback is a few short fields; anything bigger is refused before it is read. */
export const CALLBACK_BODY_LIMIT = 4096
const nowS = () => Math.floor(Date.now() / 1000)

/** HMAC-SHA256 keys shorter than this are refused at start-up. */
export const MIN_SECRET_LENGTH = 32

export const paymentCallbackSchema = z.object({
  reference: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/, '1-64 letters, digits and _ . : -, starting with a letter or digit'),
  order_number: z.string().min(1).max(40),
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  currency: z.string().regex(/^[A-Z]{3}$/, 'three capital letters'),
  timestamp: z.number().int().positive(),
})
export type PaymentCallback = z.output<typeof paymentCallbackSchema>

/** The `X-Lobby-Signature` value for a raw body: `sha256=` and the HMAC-SHA256 of the bytes, hex. */
export function signPaymentCallback(secret: string | Buffer, rawBody: string | Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`
}

const SIGNATURE = /^sha256=([0-9a-f]{64})$/

/** Whether `header` is the body's signature under `secret`, compared in constant time. */
export function signatureMatches(secret: Buffer, rawBody: Buffer, header: string | undefined): boolean {
  const given = SIGNATURE.exec(header?.trim().toLowerCase() ?? '')?.[1]
  if (given === undefined) return false
  const expected = createHmac('sha256', secret).update(rawBody).digest()
  return timingSafeEqual(expected, Buffer.from(given, 'hex'))
}

export interface CallbackAnswer {
  /** HTTP status of the answer. */
  status: number
  body: EnvelopeBody
  /** Set once the signature, body and timestamp checked out: what was decided for the reference. */
  result?: PaymentCallbackResult
  /** The credit, when this very callback made it (never on a replay). */
  paid?: Credit
}

type Credit = Extract<PayOutcome, { paid: true }> & { memberId: number }

const refuse = (status: number, message: string, field?: string): CallbackAnswer => ({
  status,
  body: envelope(String(status), message, field === undefined ? null : { field }),
})

const RESULT_ANSWER: Record<PaymentCallbackResult, { status: number; message: string }> = {
  credited: { status: 200, message: 'ok' },
  unknown_order: { status: 404, message: 'order not found' },
  amount_mismatch: { status: 409, message: 'amount does not match the order' },
  currency_mismatch: { status: 409, message: 'currency does not match the order' },
  order_completed: { status: 409, message: 'the order is completed' },
  order_cancelled: { status: 409, message: 'the order is cancelled' },
  order_expired: { status: 409, message: 'the order is expired' },
}

function decided(
  row: { reference: string; order_number: string; amount: number; currency: string; result: PaymentCallbackResult },
  replay: boolean,
  paid?: Credit,
): CallbackAnswer {
  const { status, message } = RESULT_ANSWER[row.result]
  const data = {
    reference: row.reference,
    order_number: row.order_number,
    amount: Number(row.amount),
    currency: row.currency,
    result: row.result,
    replay,
  }
  return {
    status,
    body: envelope(status === 200 ? '100' : String(status), message, data),
    result: row.result,
    ...(paid ? { paid } : {}),
  }
}

export interface PaymentDesk {
  /** Whether the stand-in cashier and the dev hooks' payments exist (dev hooks or sandbox payments on). */
  readonly sandbox: boolean
  /** Whether callbacks can be accepted at all (a secret is configured, or generated in sandbox mode). */
  readonly accepting: boolean
  /** Checks one callback (raw body and signature header) and applies it: what the HTTP endpoint runs. */
  receive(rawBody: Buffer, signature: string | undefined): Promise<CallbackAnswer>
  /**
   * Sandbox only: the provider's part, played by the house. Signs a callback
   * for the order with the desk's secret and hands it to `receive`.
   */
  settle(order: { order_number: string; amount: number; currency: string }, reference?: string): Promise<CallbackAnswer>
}

export interface PaymentDeskOptions {
  db: Db
  /** The HTTP server socket.io is attached to: the deposit is announced on it. */
  server: HttpServer
  /** `LOBBY_PAYMENT_SECRET`; in sandbox mode a random one is made for the process when absent. */
  secret?: string | undefined
  sandbox: boolean
}

/** Refuses a configured secret too short to be a key (createServer calls it before opening the database). */
export function assertPaymentSecret(secret: string | undefined): void {
  if (secret !== undefined && secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`LOBBY_PAYMENT_SECRET must be at least ${MIN_SECRET_LENGTH} characters`)
  }
}

export function createPaymentDesk(options: PaymentDeskOptions): PaymentDesk {
  const { db, server, sandbox } = options
  assertPaymentSecret(options.secret)
  const secret: Buffer | null =
    options.secret !== undefined ? Buffer.from(options.secret, 'utf8') : sandbox ? randomBytes(32) : null

  async function receive(rawBody: Buffer, signature: string | undefined): Promise<CallbackAnswer> {
    if (secret === null) return refuse(503, 'payment callbacks are off: no LOBBY_PAYMENT_SECRET is configured')
    if (!signatureMatches(secret, rawBody, signature)) {
      return refuse(401, 'signature does not match', SIGNATURE_HEADER)
    }
    let json: unknown
    try {
      json = JSON.parse(rawBody.toString('utf8'))
    } catch {
      return refuse(400, 'body: not JSON', 'body')
    }
    const parsed = paymentCallbackSchema.safeParse(json)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const field = issue?.path.map(String).join('.') || 'body'
      return refuse(400, `${field}: ${issue?.message ?? 'invalid'}`, field)
    }
    const callback = parsed.data
    if (Math.abs(nowS() - callback.timestamp) > CALLBACK_WINDOW_S) {
      return refuse(401, `timestamp: more than ${CALLBACK_WINDOW_S} s from the server's clock`, 'timestamp')
    }
    const answer = await transact(db, (trx) => apply(trx, callback))
    if (answer.paid) {
      await announceDeposit(server, db, {
        memberId: answer.paid.memberId,
        orderNumber: callback.order_number,
        amount: callback.amount,
        depositTimes: answer.paid.deposit_times,
        currency: callback.currency,
        referrerId: answer.paid.referrerId,
      })
    }
    return answer
  }

  return {
    sandbox,
    accepting: secret !== null,
    receive,
    async settle(order, reference = `house-${randomUUID()}`) {
      if (!sandbox || secret === null) throw new Error('the house settles payments only in sandbox mode')
      const raw = Buffer.from(
        JSON.stringify({
          reference,
          order_number: order.order_number,
          amount: order.amount,
          currency: order.currency,
          timestamp: nowS(),
        }),
      )
      return receive(raw, signPaymentCallback(secret, raw))
    },
  }
}

/**
 * Decides a verified callback in one transaction. The reference row is
 * written first (unique): a concurrent or later callback with the same
 * reference inserts nothing and is answered with the stored result. Then the
 * order must exist, be in the callback's currency and amount, and still be
 * pending; only then does `payOrder` credit it.
 */
async function apply(trx: Db, callback: PaymentCallback): Promise<CallbackAnswer> {
  const inserted = await trx
    .insertInto('payment_callbacks')
    .values({
      reference: callback.reference,
      order_number: callback.order_number,
      amount: callback.amount,
      currency: callback.currency,
      // Replaced below, in this transaction; nobody ever reads it.
      result: 'unknown_order',
      received_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('reference').doNothing())
    .returning('id')
    .executeTakeFirst()
  if (!inserted) {
    const first = await trx
      .selectFrom('payment_callbacks')
      .select(['reference', 'order_number', 'amount', 'currency', 'result'])
      .where('reference', '=', callback.reference)
      .executeTakeFirstOrThrow()
    return decided(first, true)
  }

  const order = await trx
    .selectFrom('deposits')
    .innerJoin('members', 'members.id', 'deposits.member_id')
    .select(['deposits.member_id', 'deposits.amount', 'members.currency'])
    .where('deposits.order_number', '=', callback.order_number)
    .executeTakeFirst()
  let result: PaymentCallbackResult
  let paid: Credit | undefined
  if (!order) result = 'unknown_order'
  else if (order.currency !== callback.currency) result = 'currency_mismatch'
  else if (Number(order.amount) !== callback.amount) result = 'amount_mismatch'
  else {
    const outcome = await payOrder(trx, callback.order_number)
    if (outcome.paid) {
      result = 'credited'
      paid = { ...outcome, memberId: order.member_id }
    } else {
      result = outcome.status === 'pending' ? 'order_expired' : `order_${outcome.status}`
    }
  }
  await trx.updateTable('payment_callbacks').set({ result }).where('id', '=', inserted.id).execute()
  return decided({ ...callback, result }, false, paid)
}
